import { test } from '@japa/runner'
import { AsyncLocalStorage } from 'node:async_hooks'
import { Agent, createServer, request, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ContextFreeResponse } from '#services/context_free_response'
import { fullGc } from '#tests/helpers/full_gc'

// A full collection on demand, to see what the idle connection still holds.
const collect = fullGc()

/**
 * Serves one request on a keep-alive connection, ending it inside an AsyncLocalStorage context
 * whose store stands for the request's HttpContext; answers whether that store is still alive
 * once the response has been read and the connection sits idle in the client's pool.
 */
async function storeOutlivesResponse(response: typeof ServerResponse): Promise<boolean> {
  const storage = new AsyncLocalStorage<{ rows: string[] }>()
  let held: WeakRef<{ rows: string[] }> | null = null
  const server = createServer({ ServerResponse: response }, (_req, res) => {
    const store = { rows: Array.from({ length: 100 }, (_, index) => `row ${index}`) }
    held = new WeakRef(store)
    storage.run(store, () => res.end('ok'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const agent = new Agent({ keepAlive: true })
  try {
    const { port } = server.address() as AddressInfo
    await new Promise<void>((resolve, reject) => {
      request({ port, host: '127.0.0.1', agent }, (answer) => {
        answer.resume()
        answer.on('end', resolve)
      })
        .on('error', reject)
        .end()
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    collect()
    return held !== null && (held as WeakRef<object>).deref() !== undefined
  } finally {
    agent.destroy()
    await new Promise((resolve) => server.close(resolve))
  }
}

test.group('Responses end outside the request context', () => {
  test('an idle keep-alive connection no longer holds the finished request', async ({ assert }) => {
    // Node's own response: the connection's keep-alive timer keeps the request's context.
    assert.isTrue(await storeOutlivesResponse(ServerResponse))
    assert.isFalse(await storeOutlivesResponse(ContextFreeResponse))
  })

  test('the response still ends as Node would: body, status and finish listeners', async ({
    assert,
  }) => {
    const storage = new AsyncLocalStorage<string>()
    const seenOnFinish: (string | undefined)[] = []
    const server = createServer({ ServerResponse: ContextFreeResponse }, (_req, res) => {
      storage.run('request', () => {
        res.on('finish', () => seenOnFinish.push(storage.getStore()))
        res.statusCode = 201
        res.end('created', () => seenOnFinish.push('callback'))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const answer = await fetch(`http://127.0.0.1:${port}/`)
      assert.equal(answer.status, 201)
      assert.equal(await answer.text(), 'created')
      // A listener added without binding runs outside the request, as the end now does.
      assert.includeMembers(seenOnFinish, [undefined, 'callback'])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
