import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { CATCH_UP_LIMIT, notify } from '#services/notifications'
import type { NotificationKind } from '#contracts/notification_kinds'

type Row = { id: number; kind: string; title: string; read_at: string | null }
type ListProps = {
  rows: Row[]
  meta: { total: number; lastPage: number }
  query: { filters: object }
}

async function notifyMany(userId: number, count: number, kind: NotificationKind = 'task.assigned') {
  const ids: number[] = []
  for (let index = 1; index <= count; index++) {
    const id = await db.transaction((trx) =>
      notify(trx, { userId, kind, title: `Note ${index}`, body: 'Body', link: '/dashboard' })
    )
    ids.push(id!)
  }
  return ids
}

/** Many rows at once (the catch-up's cap), written as notify() would. */
async function insertMany(userId: number, count: number) {
  await db.rawQuery(
    `INSERT INTO notifications (user_id, kind, title, body, link)
     SELECT ?, 'task.assigned', 'Bulk ' || n, 'Body', '/dashboard' FROM generate_series(1, ?) AS n`,
    [userId, count]
  )
}

test.group('Notifications: the page, the bell, the catch-up', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page lists only the signed-in person’s own, unread first', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: [] })
    const other = await makeUser({ permissions: [] })
    const [first, second] = await notifyMany(user.id, 3)
    await notifyMany(other.id, 2)
    await db.from('notifications').where('id', second).update({ read_at: new Date() })
    const response = await client.get('/notifications').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('notifications/index')
    const props = response.body().props as ListProps
    assert.equal(props.meta.total, 3)
    // Unread first (newest first among them), then the read one.
    assert.deepEqual(
      props.rows.map((row) => row.id),
      [first + 2, first, second]
    )
    const guest = await client.get('/notifications').redirects(0)
    guest.assertHeader('location', '/login')
  })

  test('filters by kind and read/unread, sorts newest first, pages', async ({ client, assert }) => {
    const user = await makeUser({ permissions: [] })
    const tasks = await notifyMany(user.id, 3, 'task.assigned')
    const cases = await notifyMany(user.id, 2, 'case.handed_over')
    await db.from('notifications').where('id', tasks[0]).update({ read_at: new Date() })
    const list = async (qs: string) => {
      const response = await client.get(`/notifications?${qs}`).loginAs(user).withInertia()
      response.assertStatus(200)
      return response.body().props as ListProps
    }
    const byKind = await list('filters[kind][]=case.handed_over')
    assert.sameMembers(
      byKind.rows.map((row) => row.id),
      cases
    )
    const read = await list('filters[unread][]=read')
    assert.deepEqual(
      read.rows.map((row) => row.id),
      [tasks[0]]
    )
    const unread = await list('filters[unread][]=unread&sort=-created_at')
    assert.deepEqual(
      unread.rows.map((row) => row.id),
      [cases[1], cases[0], tasks[2], tasks[1]]
    )
    const paged = await list('sort=-created_at&perPage=10&page=1')
    assert.equal(paged.meta.total, 5)
    const second = await list('sort=created_at&perPage=10&page=2')
    assert.lengthOf(second.rows, 0)
    // Unknown filter values and sorts are dropped, never an error.
    const hostile = await list('filters[kind][]=nope&sort=body;drop&page=-4&perPage=99999')
    assert.equal(hostile.meta.total, 5)
  })

  test('marking one read: own only, another person’s id is a 404', async ({ client, assert }) => {
    const user = await makeUser({ permissions: [] })
    const other = await makeUser({ permissions: [] })
    const [mine] = await notifyMany(user.id, 2)
    const [theirs] = await notifyMany(other.id, 1)
    const read = (id: number | string) =>
      client
        .post(`/notifications/${id}/read`)
        .loginAs(user)
        .header('accept', 'application/json')
        .withCsrfToken()
    const done = await read(mine)
    done.assertStatus(200)
    done.assertBody({ unreadCount: 1 })
    const row = await db.from('notifications').where('id', mine).firstOrFail()
    assert.isNotNull(row.read_at)
    // Read again: unchanged, still fine.
    const again = await read(mine)
    again.assertBody({ unreadCount: 1 })

    const refused = await read(theirs)
    refused.assertStatus(404)
    const untouched = await db.from('notifications').where('id', theirs).firstOrFail()
    assert.isNull(untouched.read_at)
    for (const hostile of ['0', '-1', '1.5', 'abc', '9'.repeat(40), '%00', '9007199254740993']) {
      const answer = await read(hostile)
      assert.equal(answer.status(), 404, hostile)
    }
    // Beyond any id that exists but within the matcher: still 404.
    const beyond = await read('9007199254740991')
    beyond.assertStatus(404)
    const guest = await client.post(`/notifications/${mine}/read`).withCsrfToken().redirects(0)
    assert.notEqual(guest.status(), 200)
  })

  test('mark all read: own only, up to the newest shown', async ({ client, assert }) => {
    const user = await makeUser({ permissions: [] })
    const other = await makeUser({ permissions: [] })
    const ids = await notifyMany(user.id, 3)
    await notifyMany(other.id, 1)
    const partly = await client
      .post('/notifications/read-all')
      .loginAs(user)
      .header('accept', 'application/json')
      .json({ through: ids[1] })
      .withCsrfToken()
    partly.assertBody({ unreadCount: 1 })
    const page = await client
      .post('/notifications/read-all')
      .loginAs(user)
      .header('referer', '/notifications')
      .form({})
      .withCsrfToken()
      .redirects(0)
    page.assertFlashMessage('success', '1 notification marked read.')
    const unread = await db
      .from('notifications')
      .whereNull('read_at')
      .whereIn('user_id', [user.id, other.id])
    assert.deepEqual(
      unread.map((row) => row.user_id),
      [other.id]
    )
    for (const through of [-1, 'abc', 1e300, '1\u0000']) {
      const hostile = await client
        .post('/notifications/read-all')
        .loginAs(user)
        .header('accept', 'application/json')
        .json({ through })
        .withCsrfToken()
      hostile.assertStatus(422)
      assert.property(hostile.body().errors, 'through')
    }
  })

  test('the catch-up answers what came after an id, in order, capped, with the count', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: [] })
    const other = await makeUser({ permissions: [] })
    const ids = await notifyMany(user.id, 4)
    await notifyMany(other.id, 2)
    await db.from('notifications').where('id', ids[0]).update({ read_at: new Date() })
    const catchUp = (after: string) =>
      client.get(`/notifications/catch-up?after=${after}`).loginAs(user)
    const answer = await catchUp(String(ids[1]))
    answer.assertStatus(200)
    const body = answer.body()
    assert.deepEqual(
      body.notifications.map((row: { id: number }) => row.id),
      [ids[2], ids[3]]
    )
    assert.equal(body.unreadCount, 3)
    assert.isFalse(body.more)
    assert.properties(body.notifications[0], [
      'id',
      'kind',
      'title',
      'body',
      'link',
      'sound',
      'createdAt',
    ])

    await insertMany(user.id, CATCH_UP_LIMIT + 5)
    const cappedAnswer = await catchUp('0')
    const capped = cappedAnswer.body()
    assert.lengthOf(capped.notifications, CATCH_UP_LIMIT)
    assert.isTrue(capped.more)
    assert.equal(capped.unreadCount, 3 + CATCH_UP_LIMIT + 5)
    // The newest ones, oldest first.
    const got = capped.notifications.map((row: { id: number }) => row.id)
    assert.deepEqual(
      got,
      [...got].sort((a: number, b: number) => a - b)
    )
    const newest = await db.from('notifications').where('user_id', user.id).max('id as id').first()
    assert.equal(got.at(-1), Number(newest.id))
    // Nothing of the other person's.
    const owners = await db.from('notifications').whereIn('id', got).distinct('user_id')
    assert.deepEqual(
      owners.map((row) => row.user_id),
      [user.id]
    )

    for (const hostile of ['-1', 'abc', '1e400', '9'.repeat(40), '%00', '1.5']) {
      const refused = await catchUp(hostile)
      assert.equal(refused.status(), 422, `after=${hostile}`)
      assert.property(refused.body().errors, 'after')
    }
    const missing = await client.get('/notifications/catch-up').loginAs(user)
    missing.assertStatus(422)
    const guest = await client
      .get('/notifications/catch-up?after=0')
      .header('accept', 'application/json')
    guest.assertStatus(401)
  })

  test('the bell’s menu: the newest few with their read state and the count', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: [] })
    const ids = await notifyMany(user.id, 8)
    await db.from('notifications').where('id', ids[7]).update({ read_at: new Date() })
    const latest = await client.get('/notifications/latest').loginAs(user)
    const body = latest.body()
    assert.lengthOf(body.notifications, 6)
    assert.equal(body.notifications[0].id, ids[7])
    assert.isNotNull(body.notifications[0].read_at)
    assert.equal(body.notifications[0].kind_label, 'A task assigned to me')
    assert.equal(body.unreadCount, 7)
  })

  test('My account › Notifications: the switches, saved and respected', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: [] })
    const page = await client.get('/my-account/notifications').loginAs(user).withInertia()
    page.assertInertiaComponent('my_account/notifications')
    const kinds = page.body().props.kinds as { key: string; enabled: boolean }[]
    assert.include(
      kinds.map((kind) => kind.key),
      'case.handed_over'
    )
    assert.isTrue(kinds.every((kind) => kind.enabled))

    const saved = await client
      .put('/my-account/notifications')
      .header('referer', '/my-account/notifications')
      .loginAs(user)
      // As the page's form sends it: JSON, the kinds' dotted keys kept whole.
      .json({ kinds: { 'task.assigned': '0', 'case.handed_over': '1' } })
      .withCsrfToken()
      .redirects(0)
    saved.assertFlashMessage('success', 'Notification settings saved.')
    const after = await client.get('/my-account/notifications').loginAs(user).withInertia()
    const state = Object.fromEntries(
      (after.body().props.kinds as { key: string; enabled: boolean }[]).map((kind) => [
        kind.key,
        kind.enabled,
      ])
    )
    assert.isFalse(state['task.assigned'])
    assert.isTrue(state['case.handed_over'])
    assert.isNull(
      await db.transaction((trx) =>
        notify(trx, { userId: user.id, kind: 'task.assigned', title: 't', body: 'b', link: null })
      )
    )
    const refused = await client
      .put('/my-account/notifications')
      .header('referer', '/my-account/notifications')
      .loginAs(user)
      .json({ kinds: { 'task.assigned': 'maybe\u0000' } })
      .withCsrfToken()
      .redirects(0)
    assert.equal(refused.status(), 302)
    assert.include(Object.keys(refused.flashMessage('inputErrorsBag')), 'kinds.task.assigned')
    const kept = await db
      .from('notification_settings')
      .where({ user_id: user.id, kind: 'task.assigned' })
      .firstOrFail()
    assert.isFalse(kept.enabled)
  })
})
