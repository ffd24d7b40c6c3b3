import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import edge from 'edge.js'

/**
 * `ctx.view` is the deferred renderer start/kernel.ts installs (security_headers_middleware):
 * the session shares its flash messages with it on every request, and making an Edge renderer
 * lists the component folders on disk, so a JSON reload must not make one (issue 12).
 */
test.group('ctx.view, made only to render', (group) => {
  let made = 0
  const original = edge.createRenderer.bind(edge)
  group.each.setup(() => {
    made = 0
    edge.createRenderer = () => {
      made++
      return original()
    }
    return () => {
      edge.createRenderer = original
    }
  })

  test('sharing data makes no renderer; rendering makes one with what was shared', async ({
    assert,
  }) => {
    const ctx = await testUtils.createHttpContext()
    ctx.view.share({ greeting: 'hello' })
    ctx.view.share({ name: 'Aisha' })
    assert.equal(made, 0)
    assert.equal(await ctx.view.renderRaw('{{ greeting }} {{ name }}'), 'hello Aisha')
    assert.equal(made, 1)
    // Once made, the same renderer serves the rest of the request.
    ctx.view.share({ name: 'Ravi' })
    assert.equal(await ctx.view.renderRaw('{{ greeting }} {{ name }}'), 'hello Ravi')
    assert.equal(made, 1)
  })
})
