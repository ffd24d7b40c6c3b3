import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { Supervised, restartDelay, type RestartPolicy } from '../../../bin/supervisor.js'

/**
 * `npm start` keeps its web server and queue worker up (bin/supervisor.ts): a process that dies
 * is started again after a growing wait, logged, and nothing is started again once it is
 * stopped. Real child processes, killed for real.
 */
const policy: RestartPolicy = { firstDelayMs: 50, maxDelayMs: 200, healthyAfterMs: 5_000 }

/** `node -e <code>`, as bin/start.ts spawns node. */
const node = (code: string) => () =>
  spawn(process.execPath, ['-e', code], { stdio: 'ignore' }) as ChildProcess

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 10 s`)
    await sleep(20)
  }
}

test.group('npm start › supervisor', () => {
  test('a process killed is started again, and the restart is logged', async ({ assert }) => {
    const lines: string[] = []
    const worker = new Supervised({
      name: 'queue worker',
      spawn: node('setInterval(() => {}, 1000)'),
      log: (line) => lines.push(line),
      policy,
    })
    worker.start()
    const first = worker.child?.pid
    assert.isNumber(first)
    worker.child?.kill('SIGKILL')
    await until(() => worker.restarts === 1 && worker.child !== null, 'the restart')
    assert.notEqual(worker.child?.pid, first)
    assert.deepEqual(lines, ['queue worker exited (SIGKILL); starting it again in 0.05 s.'])
    await worker.stop()
  })

  test('a process that keeps dying waits longer each time, up to the longest wait', async ({
    assert,
  }) => {
    const lines: string[] = []
    const server = new Supervised({
      name: 'web server',
      spawn: node('process.exit(3)'),
      log: (line) => lines.push(line),
      policy,
    })
    server.start()
    await until(() => lines.length >= 4, 'four exits')
    await server.stop()
    assert.deepEqual(lines.slice(0, 4), [
      'web server exited (code 3); starting it again in 0.05 s.',
      'web server exited (code 3); starting it again in 0.1 s.',
      'web server exited (code 3); starting it again in 0.2 s.',
      'web server exited (code 3); starting it again in 0.2 s.',
    ])
  })

  test('stopped, it ends its process and starts none again', async ({ assert }) => {
    const lines: string[] = []
    const worker = new Supervised({
      name: 'queue worker',
      spawn: node('setInterval(() => {}, 1000)'),
      log: (line) => lines.push(line),
      policy,
    })
    worker.start()
    const child = worker.child
    await worker.stop()
    assert.equal(child?.signalCode, 'SIGTERM')
    await sleep(policy.maxDelayMs * 2)
    assert.isNull(worker.child)
    assert.equal(worker.restarts, 0)
    assert.deepEqual(lines, [])
  })

  test('the wait starts over after a healthy run', ({ assert }) => {
    assert.equal(restartDelay(null, 10, policy), 50)
    assert.equal(restartDelay(50, 10, policy), 100)
    assert.equal(restartDelay(100, 10, policy), 200)
    assert.equal(restartDelay(200, 10, policy), 200)
    assert.equal(restartDelay(200, policy.healthyAfterMs, policy), 50)
  })
})
