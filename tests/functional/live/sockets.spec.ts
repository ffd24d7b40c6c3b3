import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import {
  agentRoom,
  centerRoom,
  contactRoom,
  userRoom,
  type LiveMessage,
} from '#contracts/live_events'
import type User from '#models/user'
import { broadcast } from '#services/live/broadcast'
import { liveServer, type LiveServer } from '#services/live/live_server'
import { registerWatchable } from '#services/live/watchables'
import { currentStep, totpCode } from '#services/totp'
import { confirmEnrolment, startEnrolment, twoFactorState } from '#services/two_factor'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import {
  connectLive,
  connectedLive,
  eventually,
  type LiveTestSocket,
} from '#tests/helpers/live_client'

/**
 * The live socket server on the test server, with sockets opened as a browser tab opens them:
 * after a real HTTP sign-in, with its session cookie. Users are made in the test's global
 * transaction, which the server's reads share.
 */

function server(): LiveServer {
  const running = liveServer()
  if (!running) throw new Error('the live server is not running')
  return running
}

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

async function signedIn(user: User) {
  const browser = new BrowserLikeClient()
  const response = await browser.signIn(user.email, DEMO_PASSWORD)
  if (response.status !== 302 && response.status !== 303) {
    throw new Error(`sign-in answered ${response.status}`)
  }
  return browser
}

/** The rooms the server holds the user's socket in (its own id's room left out). */
function roomsOf(userId: number): string[][] {
  return [...server().io.of('/').sockets.values()]
    .filter((socket) => socket.data.identity.userId === userId)
    .map((socket) => [...socket.rooms].filter((room) => room !== socket.id).sort())
}

const opened: LiveTestSocket[] = []
async function open(browser: BrowserLikeClient) {
  const live = await connectedLive({ browser })
  opened.push(live)
  return live
}

function closeAll() {
  for (const live of opened.splice(0)) live.close()
}

test.group('Live sockets: the handshake', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(closeAll)

  test('a signed-in user connects; no cookie, another site or a signed-out cookie is refused', async ({
    assert,
  }) => {
    const user = await makeUser()
    const browser = await signedIn(user)
    const live = await open(browser)
    assert.isTrue(live.socket.connected)

    assert.deepEqual(await connectLive(), { connected: false, error: 'unauthorized' })
    const foreign = await connectLive({ browser, origin: 'https://evil.example' })
    assert.isFalse(foreign.connected, 'a page of another site cannot open one in their name')

    const anonymous = new BrowserLikeClient()
    await anonymous.request('GET', '/login')
    assert.deepEqual(await connectLive({ browser: anonymous }), {
      connected: false,
      error: 'unauthorized',
    })

    // Signing out drops the open socket at once, and the old cookie opens none.
    const oldCookie = new BrowserLikeClient()
    oldCookie.cookies = new Map(browser.cookies)
    const response = await browser.request('POST', '/logout')
    assert.equal(response.status, 302)
    assert.equal(await live.closed, 'io server disconnect')
    assert.deepEqual(await connectLive({ browser: oldCookie }), {
      connected: false,
      error: 'unauthorized',
    })
  })

  test('a disabled or trashed user is refused, and their open socket dropped', async ({
    assert,
  }) => {
    const user = await makeUser()
    const browser = await signedIn(user)
    const live = await open(browser)
    const second = await open(await signedIn(user))

    await db.from('users').where('id', user.id).update({ status: 'disabled' })
    assert.deepEqual(await connectLive({ browser }), { connected: false, error: 'unauthorized' })
    // The access version moved with the update: the tick notices and asks the sockets again.
    server().startTicking()
    try {
      assert.equal(await live.closed, 'io server disconnect')
      assert.equal(await second.closed, 'io server disconnect')
    } finally {
      await server().stopTicking()
    }

    const trashed = await makeUser()
    const trashedBrowser = await signedIn(trashed)
    await db.from('users').where('id', trashed.id).update({ deleted_at: new Date() })
    assert.deepEqual(await connectLive({ browser: trashedBrowser }), {
      connected: false,
      error: 'unauthorized',
    })
  })

  test('a sign-in waiting for its second factor is refused', async ({ assert }) => {
    const user = await makeUser()
    await startEnrolment(user.id)
    const state = await twoFactorState(user.id)
    if (state.status !== 'pending') throw new Error('expected a pending set-up')
    await confirmEnrolment(user.id, totpCode(state.secret, currentStep()))
    const browser = new BrowserLikeClient()
    const response = await browser.signIn(user.email, DEMO_PASSWORD)
    assert.equal(response.status, 302)
    assert.deepEqual(await connectLive({ browser }), { connected: false, error: 'unauthorized' })
  })

  test('a refused client is disconnected, even one that would stay', async ({ assert }) => {
    // A bare websocket speaking the protocol by hand, which (unlike Socket.IO's client) does not
    // close by itself after a refusal: the server closes it.
    const url = `ws://${env.get('HOST')}:${env.get('PORT')}/socket.io/?EIO=4&transport=websocket`
    const raw = new WebSocket(url)
    const frames: string[] = []
    const closed = new Promise<void>((resolve) => raw.addEventListener('close', () => resolve()))
    raw.addEventListener('message', (message) => {
      frames.push(String(message.data))
      // After the engine's open packet, ask to connect to the main namespace.
      if (String(message.data).startsWith('0')) raw.send('40')
    })
    await closed
    assert.match(frames[0], /^0\{"sid"/)
    assert.equal(frames[1], '44{"message":"unauthorized"}')
    assert.equal(server().io.engine.clientsCount, 0)
  })
})

test.group('Live sockets: rooms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(closeAll)

  test('a user joins exactly their user, center and agent rooms', async ({ assert }) => {
    const [kul, bkk] = [await centerId('KUL'), await centerId('BKK')]
    const agent = await makeUser({ permissions: ['access-whatsapp'], centers: ['KUL'] })
    const clerk = await makeUser({ permissions: ['access-cases'], centers: ['KUL', 'BKK'] })
    await open(await signedIn(agent))
    await open(await signedIn(clerk))
    assert.deepEqual(roomsOf(agent.id), [
      [agentRoom(agent.id), centerRoom(kul), userRoom(agent.id)].sort(),
    ])
    assert.deepEqual(roomsOf(clerk.id), [
      [centerRoom(bkk), centerRoom(kul), userRoom(clerk.id)].sort(),
    ])
  })

  test('a user taken out of a center or a role leaves its rooms at once, still connected', async ({
    assert,
  }) => {
    const [kul, bkk] = [await centerId('KUL'), await centerId('BKK')]
    const agent = await makeUser({ permissions: ['access-whatsapp'], centers: ['KUL', 'BKK'] })
    const live = await open(await signedIn(agent))
    server().startTicking()
    try {
      await db.from('center_user').where({ user_id: agent.id, center_id: bkk }).delete()
      await eventually(() => !roomsOf(agent.id)[0]?.includes(centerRoom(bkk)))
      await db.from('role_user').where('user_id', agent.id).delete()
      await eventually(() => !roomsOf(agent.id)[0]?.includes(agentRoom(agent.id)))
    } finally {
      await server().stopTicking()
    }
    assert.deepEqual(roomsOf(agent.id), [[centerRoom(kul), userRoom(agent.id)].sort()])
    assert.isTrue(live.socket.connected)
  })

  test('a record is watched only when its center is the user’s; hostile requests are refused', async ({
    assert,
  }) => {
    const [kul, bkk] = [await centerId('KUL'), await centerId('BKK')]
    const contacts = new Map([
      [1001, kul],
      [1002, bkk],
    ])
    const unregister = registerWatchable('contact', async (id) => contacts.get(id) ?? null)
    try {
      const user = await makeUser({ centers: ['KUL'] })
      const live = await open(await signedIn(user))
      assert.deepEqual(await live.watch({ kind: 'contact', id: 1001 }), { ok: true })
      assert.deepEqual(await live.watch({ kind: 'contact', id: 1002 }), { ok: false })
      assert.deepEqual(await live.watch({ kind: 'contact', id: 999 }), { ok: false })
      for (const hostile of [
        { kind: 'users', id: 1001 },
        { kind: 'contact', id: '1001' },
        { kind: 'contact', id: -1 },
        { kind: 'contact', id: 1.5 },
        { kind: 'contact', id: Number.MAX_SAFE_INTEGER + 2 },
        { kind: ['contact'], id: 1001 },
      ]) {
        assert.deepEqual(await live.watch(hostile), { ok: false }, JSON.stringify(hostile))
      }
      assert.deepEqual(roomsOf(user.id), [
        [centerRoom(kul), contactRoom(1001), userRoom(user.id)].sort(),
      ])
      server().emit(contactRoom(1002), 'whatsapp.thread', {
        contactId: 1002,
        messageId: 1,
        clientCenter: bkk,
      })
      server().emit(contactRoom(1001), 'whatsapp.thread', {
        contactId: 1001,
        messageId: 2,
        clientCenter: kul,
      })
      await eventually(() => live.received.length > 0)
      await new Promise((resolve) => setTimeout(resolve, 100))
      assert.deepEqual(
        live.received.map((packet) => (packet.payload as { contactId: number }).contactId),
        [1001]
      )

      // Unwatching leaves the room; a huge packet closes that client, not the server.
      live.socket.emit('live.unwatch', { kind: 'contact', id: 1001 })
      await eventually(() => !roomsOf(user.id)[0]?.includes(contactRoom(1001)))
      live.socket.emit('live.unwatch', { kind: 'contact', id: 'x'.repeat(100_000) as never })
      assert.equal(await live.closed, 'transport close')
      const again = await open(await signedIn(user))
      assert.isTrue(again.socket.connected)
    } finally {
      unregister()
    }
  })

  test('a center-A socket receives none of 10,000 mixed events about center B, and all its own', async ({
    assert,
  }) => {
    const [kul, bkk] = [await centerId('KUL'), await centerId('BKK')]
    const agentA = await makeUser({ permissions: ['access-whatsapp'], centers: ['KUL'] })
    const agentB = await makeUser({ permissions: ['access-whatsapp'], centers: ['BKK'] })
    const liveA = await open(await signedIn(agentA))
    const liveB = await open(await signedIn(agentB))
    const rooms = [
      { room: centerRoom(kul), center: kul },
      { room: userRoom(agentA.id), center: kul },
      { room: agentRoom(agentA.id), center: kul },
      { room: centerRoom(bkk), center: bkk },
      { room: userRoom(agentB.id), center: bkk },
      { room: agentRoom(agentB.id), center: bkk },
    ]
    let sentToA = 0
    let sentToB = 0
    for (let index = 0; index < 10_000; index++) {
      // A fixed, mixed sequence: rooms and events interleaved, B's slightly more often.
      const target = rooms[(index * 7 + (index >> 3)) % rooms.length]
      const kind = index % 3
      if (target.center === kul) sentToA += 1
      else sentToB += 1
      if (kind === 0) {
        server().emit(target.room, 'whatsapp.message', {
          contactId: index,
          messageId: index,
          clientCenter: target.center,
        })
      } else if (kind === 1) {
        server().emit(target.room, 'whatsapp.contact.new', {
          contactId: index,
          clientCenter: target.center,
        })
      } else {
        server().emit(target.room, 'whatsapp.contact.queued', {
          contactId: index,
          agentId: target.center === kul ? agentA.id : agentB.id,
          clientCenter: target.center,
        })
      }
    }
    await eventually(
      () => liveA.received.length >= sentToA && liveB.received.length >= sentToB,
      20_000
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const centersSeenByA = liveA.received.map(
      (packet) => (packet.payload as { clientCenter: number }).clientCenter
    )
    assert.isAbove(sentToB, 4_000)
    assert.equal(centersSeenByA.filter((center) => center !== kul).length, 0)
    assert.equal(liveA.received.length, sentToA)
    assert.equal(liveB.received.length, sentToB)
  })
})

test.group('Live sockets: broadcasts through the outbox', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(closeAll)

  const report = (userId: number, subject: string): LiveMessage => ({
    room: userRoom(userId),
    event: 'report.ready',
    payload: { subject, filePath: `/reports/${subject}` },
  })

  test('a committed broadcast reaches the socket once; a rolled-back one never', async ({
    assert,
  }) => {
    const user = await makeUser()
    const other = await makeUser()
    const live = await open(await signedIn(user))
    await db
      .transaction(async (trx) => {
        await broadcast(trx, report(user.id, 'rolled-back'))
        throw new Error('the change fails')
      })
      .catch(() => {})
    await db.transaction(async (trx) => {
      await broadcast(trx, report(user.id, 'committed'))
      await broadcast(trx, report(other.id, 'someone-else'))
    })
    await eventually(() => live.received.length > 0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.deepEqual(live.received, [
      { event: 'report.ready', payload: { subject: 'committed', filePath: '/reports/committed' } },
    ])
  })
})

test.group('Live sockets: a center room’s changes gathered per window', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(closeAll)

  const changedIn = (center: number, recordId: number) => ({
    centerId: center,
    resource: 'cases',
    recordId,
    caseId: recordId,
    action: 'updated',
    by: { id: 1, name: 'Test' },
    at: new Date().toISOString(),
  })

  test('changes within one window arrive as one packet, in order; a notification is never held', async ({
    assert,
  }) => {
    const kul = await centerId('KUL')
    const user = await makeUser({ centers: ['KUL'] })
    const live = await open(await signedIn(user))
    server().emit(centerRoom(kul), 'record.changed', changedIn(kul, 1))
    server().emit(centerRoom(kul), 'record.changed', changedIn(kul, 2))
    server().emit(userRoom(user.id), 'report.ready', { subject: 'now', filePath: '/r/1' })
    server().emit(centerRoom(kul), 'record.changed', changedIn(kul, 3))
    await eventually(() => live.received.length >= 2)
    await new Promise((resolve) => setTimeout(resolve, server().recordBatchMs * 4))
    assert.deepEqual(
      live.received.map((packet) => packet.event),
      ['report.ready', 'record.changes'],
      'the alert went out at once; the changes waited for their window'
    )
    const { changes } = live.received[1].payload as { changes: { recordId: number }[] }
    assert.deepEqual(
      changes.map((one) => one.recordId),
      [1, 2, 3]
    )

    // A later change opens a window of its own.
    server().emit(centerRoom(kul), 'record.changed', changedIn(kul, 4))
    await eventually(() => live.received.length >= 3)
    assert.equal(live.received[2].event, 'record.changes')
    assert.deepEqual(
      (live.received[2].payload as { changes: { recordId: number }[] }).changes.map(
        (one) => one.recordId
      ),
      [4]
    )
  })
})
