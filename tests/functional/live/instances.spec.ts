import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { userRoom } from '#contracts/live_events'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { connectedLive, eventually } from '#tests/helpers/live_client'
import {
  DatabaseLink,
  freePortInRange,
  startServedApp,
  type ServedApp,
} from '#tests/helpers/served_app'

const PASSWORD = 'Live-Passw0rd-42'
/** A Redis database of this worktree's own (the adapter's channels are named after it too). */
const REDIS_URL = process.env.LIVE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5'

/**
 * Two instances of the app and a queue worker on one database and one Redis, as behind a load
 * balancer (a TCP proxy the test points at one instance, then the other): a broadcast one
 * instance delivers reaches the sockets the other holds, once; with the first instance killed,
 * its client reconnects through the balancer to the second and still hears what follows.
 */
test.group('Live sockets: two instances on one Redis', (group) => {
  let served: ServedApp
  group.setup(async () => {
    served = await startServedApp({ worker: true, env: { REDIS_URL } })
    return () => served.stop()
  })

  const on = () => db.connection(served.connection)

  /** A broadcast row as a process without sockets (the worker, an ace command) commits one. */
  async function committedBroadcast(userId: number, subject: string) {
    await on()
      .table('outbox_messages')
      .insert({
        kind: 'broadcast',
        name: 'report.ready',
        payload: JSON.stringify({ room: userRoom(userId), data: { subject, filePath: '/x' } }),
      })
  }

  test('an event delivered by one instance reaches a socket on the other; a killed instance’s client moves over', async ({
    assert,
  }) => {
    const second = await served.anotherInstance()
    const user = await User.create(
      {
        firstName: 'Live',
        lastName: 'Two',
        email: `live.${Date.now()}@live.test`,
        password: PASSWORD,
        status: 'enabled',
      },
      { connection: served.connection }
    )
    const port = (base: string) => Number(new URL(base).port)
    // The balancer: clients connect to it; it forwards to the first instance for now.
    let balancer = new DatabaseLink(port(served.base), await freePortInRange())
    await balancer.open()
    const balancerBase = `http://127.0.0.1:${balancer.port}`
    try {
      const viaBalancer = new BrowserLikeClient(balancerBase)
      const signedIn = await viaBalancer.signIn(user.email, PASSWORD)
      assert.equal(signedIn.status, 302)
      const onFirst = await connectedLive({ browser: viaBalancer, reconnection: true })
      const onSecondBrowser = new BrowserLikeClient(second.base)
      const signedInSecond = await onSecondBrowser.signIn(user.email, PASSWORD)
      assert.equal(signedInSecond.status, 302)
      const onSecond = await connectedLive({ browser: onSecondBrowser })

      await committedBroadcast(user.id, 'one')
      await eventually(() => onFirst.received.length > 0 && onSecond.received.length > 0, 10_000)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const subjects = (received: { payload: unknown }[]) =>
        received.map((packet) => (packet.payload as { subject: string }).subject)
      // Whichever instance claimed the row, the other's socket heard it, and each heard it once.
      assert.deepEqual(subjects(onFirst.received), ['one'])
      assert.deepEqual(subjects(onSecond.received), ['one'])

      // The first instance dies; the balancer now sends new connections to the second.
      let reconnected = false
      onFirst.socket.io.on('reconnect', () => (reconnected = true))
      await served.server.kill()
      await balancer.cut()
      balancer = new DatabaseLink(port(second.base), balancer.port)
      await balancer.open()
      await eventually(() => reconnected && onFirst.socket.connected, 15_000)

      await committedBroadcast(user.id, 'two')
      await eventually(() => onFirst.received.length > 1 && onSecond.received.length > 1, 10_000)
      assert.deepEqual(subjects(onFirst.received), ['one', 'two'])
      assert.deepEqual(subjects(onSecond.received), ['one', 'two'])
      onFirst.close()
      onSecond.close()
    } catch (error) {
      console.error(served.output(), second.output())
      throw error
    } finally {
      await balancer.cut()
    }
  }).timeout(90_000)
})
