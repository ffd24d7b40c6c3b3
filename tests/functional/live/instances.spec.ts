import { test } from '@japa/runner'
import { Redis } from 'ioredis'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { userRoom, type NotificationPush } from '#contracts/live_events'
import { notify } from '#services/notifications'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { connectedLive, eventually, type LiveTestSocket } from '#tests/helpers/live_client'
import {
  DatabaseLink,
  freePortInRange,
  startServedApp,
  type ServedApp,
} from '#tests/helpers/served_app'

const PASSWORD = 'Live-Passw0rd-42'
/** A Redis database of this worktree's own (the adapter's channels are named after it too). */
const REDIS_URL = process.env.LIVE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5'

/** What `notifications.catch_up` answers (app/services/notifications.ts `CatchUp`). */
type CatchUpAnswer = { notifications: NotificationPush[]; more: boolean; unreadCount: number }

const port = (base: string) => Number(new URL(base).port)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The ids of the notifications a socket was pushed, in the order it heard them. */
function pushedIds(live: LiveTestSocket): number[] {
  return live.received
    .filter((packet) => packet.event === 'notification.new')
    .map((packet) => (packet.payload as NotificationPush).id)
}

/** The browser's catch-up after a (re)connect: every notification after the last id it holds. */
async function catchUp(browser: BrowserLikeClient, after: number): Promise<CatchUpAnswer> {
  const response = await browser.request('GET', `/notifications/catch-up?after=${after}`, {
    headers: { accept: 'application/json' },
  })
  if (response.status !== 200) throw new Error(`the catch-up answered ${response.status}`)
  return (await response.json()) as CatchUpAnswer
}

/**
 * Two instances of the app and a queue worker on one database and one Redis, as behind a load
 * balancer (a TCP proxy the test points at one instance, then the other), with what production
 * puts in Redis when REDIS_URL is set: sessions, the sign-in limiter, the queue and the socket
 * adapter. The access cache is each process's own, kept true by the database's access version.
 * Nothing a person should see is lost: a broadcast one instance delivers reaches the sockets the
 * other holds, once; with the first instance killed while notifications are being raised, or a
 * client cut off while they are, the client's catch-up on reconnecting answers every one.
 * The database is a real PostgreSQL server whenever the run has one (TEST_DATABASE_URL, as CI
 * runs): a database of its own created on it for the instances (`database:
 * 'server-when-available'`, tests/helpers/served_app.ts), dropped after; without one (a bare
 * `npm test`), an in-memory PGlite.
 */
test.group('Live sockets: two instances on one Redis', (group) => {
  let served: ServedApp
  let second: { base: string; output(): string }
  group.each.timeout(120_000)

  group.setup(async () => {
    // This database of Redis is this run's own: last run's sign-in failures (the limiter locks
    // the loopback address after 20 in 10 minutes) and streams must not carry over.
    const redis = new Redis(REDIS_URL)
    await redis.flushdb()
    redis.disconnect()
    served = await startServedApp({
      database: 'server-when-available',
      worker: true,
      env: { REDIS_URL, SESSION_DRIVER: 'redis', QUEUE_DRIVER: 'redis' },
    })
    return () => served.stop()
  })
  // Apart from the first start, so that a failed second one still stops the app (it stops both).
  group.setup(async () => {
    second = await served.anotherInstance()
  })

  /** A test that killed the first instance leaves it to the next to start again. */
  group.each.setup(async () => {
    if (!served.server.running()) await served.server.start()
  })

  const on = () => db.connection(served.connection)
  const outputs = () => `${served.output()}\n--- second instance ---\n${second.output()}`

  async function liveUser(name: string) {
    return User.create(
      {
        firstName: 'Live',
        lastName: name,
        email: `live.${name}.${Date.now()}@live.test`,
        password: PASSWORD,
        status: 'enabled',
      },
      { connection: served.connection }
    )
  }

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

  /**
   * A notification raised as a producer raises one: `notify()` in a transaction that commits.
   * This process serves no socket of that database, so the row's push is left to the
   * instances' tick (as a queue worker's would be), which is the path an instance dying
   * mid-delivery exercises.
   */
  async function raised(userId: number, title: string): Promise<number> {
    const id = await on().transaction((trx) =>
      notify(trx, { userId, kind: 'case.changed', title, body: title, link: null })
    )
    if (id === null) throw new Error('notify() wrote nothing')
    return id
  }

  test('sessions, the sign-in limiter, the queue and the access cache are shared', async ({
    assert,
  }) => {
    const user = await liveUser('shared')
    try {
      // Sessions: the cookie of a sign-in on the first instance is signed in on the second.
      const onFirst = new BrowserLikeClient(served.base)
      const signedIn = await onFirst.signIn(user.email, PASSWORD)
      assert.equal(signedIn.headers.get('location'), '/dashboard')
      const onSecond = new BrowserLikeClient(second.base)
      onSecond.cookies = new Map(onFirst.cookies)
      const page = await onSecond.request('GET', '/dashboard')
      assert.equal(page.status, 200)
      const guest = await new BrowserLikeClient(second.base).request('GET', '/dashboard')
      assert.equal(
        guest.status,
        302,
        'a cookie-less request is not signed in: the 200 is the cookie’s'
      )

      // The limiter: 4 failures on the first and 1 on the second are the 5 that lock the pair
      // (Security settings' default); each instance alone saw fewer than 5.
      const attacker = {
        first: new BrowserLikeClient(served.base),
        second: new BrowserLikeClient(second.base),
      }
      for (let attempt = 0; attempt < 4; attempt++) {
        const failed = await attacker.first.signIn(user.email, 'wrong-password')
        assert.notEqual(failed.headers.get('location'), '/dashboard')
      }
      await attacker.second.signIn(user.email, 'wrong-password')
      const right = await attacker.second.signIn(user.email, PASSWORD)
      assert.notEqual(
        right.headers.get('location'),
        '/dashboard',
        'locked: refused even with the right password'
      )
      const rightOnFirst = await new BrowserLikeClient(served.base).signIn(user.email, PASSWORD)
      assert.notEqual(rightOnFirst.headers.get('location'), '/dashboard')

      // The queue: "forgot password" on the first instance only queues a job; the worker runs it
      // (the web processes never run jobs), and its token row appears.
      const forgot = new BrowserLikeClient(served.base)
      await forgot.request('GET', '/forgot-password')
      const asked = await forgot.request('POST', '/forgot-password', {
        body: { email: user.email },
      })
      assert.equal(asked.status, 302)
      await eventually(async () => {
        const tokens = await on().from('password_reset_tokens').where('user_id', user.id)
        return tokens.length === 1
      }, 20_000)

      // The access cache: both instances hold the user in memory (they served them above); the
      // user disabled through the first instance's database is refused by the second at once.
      const before = await onSecond.request('GET', '/dashboard')
      assert.equal(before.status, 200)
      await on().from('users').where('id', user.id).update({ status: 'disabled' })
      const after = await onSecond.request('GET', '/dashboard')
      assert.equal(
        after.status,
        302,
        'the second instance read the access version and the user again'
      )
      assert.equal(after.headers.get('location'), '/login')
    } catch (error) {
      console.error(outputs())
      throw error
    }
  })

  test('an event delivered by one instance reaches a socket on the other; a killed instance’s client moves over', async ({
    assert,
  }) => {
    const user = await liveUser('two')
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
      await sleep(1_500)
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
      console.error(outputs())
      throw error
    } finally {
      await balancer.cut()
    }
  })

  test('notifications raised while the first instance is killed all reach its client, by push or by the catch-up on the second', async ({
    assert,
  }) => {
    const user = await liveUser('killed')
    let balancer = new DatabaseLink(port(served.base), await freePortInRange())
    await balancer.open()
    const browser = new BrowserLikeClient(`http://127.0.0.1:${balancer.port}`)
    try {
      const signedIn = await browser.signIn(user.email, PASSWORD)
      assert.equal(signedIn.status, 302)
      const live = await connectedLive({ browser, reconnection: true })
      // The tab's first catch-up only says where it stands (nothing yet).
      const standing = await catchUp(browser, 0)
      assert.deepEqual(standing.notifications, [])
      const raisedIds: number[] = [await raised(user.id, 'before the kill')]
      await eventually(() => pushedIds(live).length === 1, 10_000)

      // What the tab holds when its socket drops: the pushes it heard until then.
      let heldAtDisconnect: number[] | null = null
      live.socket.on('disconnect', () => (heldAtDisconnect ??= pushedIds(live)))
      let reconnected = false
      live.socket.io.on('reconnect', () => (reconnected = true))

      // Notifications keep coming while the first instance is killed: some are committed
      // before the kill lands (either instance's tick may push them to the dying socket, or
      // the dying instance may have claimed them and never finished), some after.
      const producing = (async () => {
        for (let index = 0; index < 12; index++) {
          raisedIds.push(await raised(user.id, `during the kill ${index}`))
          await sleep(40)
        }
      })()
      await sleep(150)
      await served.server.kill()
      await balancer.cut()
      await producing
      for (let index = 0; index < 5; index++) {
        raisedIds.push(await raised(user.id, `while away ${index}`))
      }
      assert.isNotNull(heldAtDisconnect, 'the socket dropped with its instance')

      // The balancer now sends the client to the second instance; it reconnects by itself and
      // asks for everything after the last id it held, with the same cookie.
      balancer = new DatabaseLink(port(second.base), balancer.port)
      await balancer.open()
      await eventually(() => reconnected && live.socket.connected, 15_000)
      const held = heldAtDisconnect ?? []
      const lastHeld = Math.max(0, ...held)
      const answer = await catchUp(browser, lastHeld)
      assert.isFalse(answer.more)
      const caughtUp = answer.notifications.map((notification) => notification.id)
      const missed = raisedIds.filter((id) => id > lastHeld)
      assert.isAbove(missed.length, 0, 'some notifications were raised while the client was away')
      assert.includeMembers(caughtUp, missed, 'the catch-up answers every one raised while away')
      // 100%: each raised notification was either heard before the drop or caught up after.
      assert.sameMembers([...new Set([...held, ...caughtUp])], raisedIds)
      assert.equal(answer.unreadCount, raisedIds.length)

      // And the client is live again, on the second instance.
      const afterwards = await raised(user.id, 'after the reconnect')
      await eventually(() => pushedIds(live).includes(afterwards), 10_000)
      live.close()
    } catch (error) {
      console.error(outputs())
      throw error
    } finally {
      await balancer.cut()
    }
  })

  test('after a forced disconnect, reconnecting and catching up answers all N missed within 2 s', async ({
    assert,
  }) => {
    const user = await liveUser('away')
    const balancer = new DatabaseLink(port(second.base), await freePortInRange())
    await balancer.open()
    const browser = new BrowserLikeClient(`http://127.0.0.1:${balancer.port}`)
    try {
      const signedIn = await browser.signIn(user.email, PASSWORD)
      assert.equal(signedIn.status, 302)
      const live = await connectedLive({ browser })
      const first = await raised(user.id, 'heard')
      await eventually(() => pushedIds(live).includes(first), 10_000)
      const lastHeld = Math.max(...pushedIds(live))

      // The network drops (every connection through the balancer cut): no recovery window is
      // kept for it (connection state recovery is off), so the length of the absence does not
      // change what the reconnect does; bench/live_sockets.ts --long-disconnect times 5 minutes.
      await balancer.cut()
      await live.closed
      const N = 100
      const missed: number[] = []
      for (let index = 0; index < N; index++) {
        missed.push(await raised(user.id, `missed ${index}`))
      }
      await balancer.open()

      const started = performance.now()
      live.socket.connect()
      await new Promise<void>((resolve) => live.socket.once('connect', () => resolve()))
      const answer = await catchUp(browser, lastHeld)
      const took = performance.now() - started

      assert.deepEqual(
        answer.notifications.map((notification) => notification.id),
        missed
      )
      assert.isFalse(answer.more)
      assert.equal(answer.unreadCount, N + 1)
      assert.isBelow(took, 2_000, `reconnect + catch-up took ${took.toFixed(0)} ms`)
      live.close()
    } catch (error) {
      console.error(outputs())
      throw error
    } finally {
      await balancer.cut()
    }
  })
})
