import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { notify, saveNotificationChoices, type NotifyInput } from '#services/notifications'

const handedOver = (userId: number, more: Partial<NotifyInput> = {}): NotifyInput => ({
  userId,
  kind: 'case.handed_over',
  title: 'Case KUL-2026-00012 is yours',
  body: 'Aina Rahman handed it over to you.',
  link: '/navigate/cases/12',
  ...more,
})

const rowsOf = (userId: number) =>
  db.from('notifications').where('user_id', userId).orderBy('id').select('*')

test.group('notify()', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('writes the row in the change’s transaction and answers its id', async ({ assert }) => {
    const user = await makeUser()
    const id = await db.transaction((trx) =>
      notify(trx, handedOver(user.id, { sound: 'message', centerId: user.currentCenterId }))
    )
    assert.isNumber(id)
    const [row] = await rowsOf(user.id)
    assert.equal(Number(row.id), id)
    assert.equal(row.kind, 'case.handed_over')
    assert.equal(row.title, 'Case KUL-2026-00012 is yours')
    assert.equal(row.link, '/navigate/cases/12')
    assert.equal(row.sound, 'message')
    assert.equal(row.center_id, user.currentCenterId)
    assert.isNull(row.read_at)
    assert.isTrue(row.unread)
  })

  test('ids grow with every notification', async ({ assert }) => {
    const user = await makeUser()
    const first = await db.transaction((trx) => notify(trx, handedOver(user.id)))
    const second = await db.transaction((trx) => notify(trx, handedOver(user.id)))
    assert.isAbove(second!, first!)
  })

  test('a rollback writes nothing', async ({ assert }) => {
    const user = await makeUser()
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await notify(trx, handedOver(user.id))
        throw new Error('the change failed')
      })
    )
    assert.lengthOf(await rowsOf(user.id), 0)
  })

  test('the same subject notifies once, without an error', async ({ assert }) => {
    const user = await makeUser()
    const other = await makeUser()
    const subject = 'case:12:handed_over:1'
    const first = await db.transaction((trx) => notify(trx, handedOver(user.id, { subject })))
    const again = await db.transaction((trx) => notify(trx, handedOver(user.id, { subject })))
    assert.isNumber(first)
    assert.isNull(again)
    assert.lengthOf(await rowsOf(user.id), 1)
    // The key is per person: someone else is told about the same thing.
    assert.isNumber(await db.transaction((trx) => notify(trx, handedOver(other.id, { subject }))))
  })

  test('a kind the person turned off is skipped; turned on again, it is written', async ({
    assert,
  }) => {
    const user = await makeUser()
    await saveNotificationChoices(user.id, { 'case.handed_over': false })
    assert.isNull(await db.transaction((trx) => notify(trx, handedOver(user.id))))
    // Another kind still arrives.
    assert.isNumber(
      await db.transaction((trx) => notify(trx, { ...handedOver(user.id), kind: 'task.assigned' }))
    )
    await saveNotificationChoices(user.id, { 'case.handed_over': true })
    assert.isNumber(await db.transaction((trx) => notify(trx, handedOver(user.id))))
    const rows = await rowsOf(user.id)
    assert.deepEqual(
      rows.map((row) => row.kind),
      ['task.assigned', 'case.handed_over']
    )
  })

  test('a disabled, trashed or unknown person is not notified', async ({ assert }) => {
    const disabled = await makeUser({ status: 'disabled' })
    const trashed = await makeUser()
    await db.from('users').where('id', trashed.id).update({ deleted_at: new Date() })
    for (const userId of [disabled.id, trashed.id, 2147483647]) {
      assert.isNull(await db.transaction((trx) => notify(trx, handedOver(userId))))
    }
    assert.lengthOf(await db.from('notifications').whereIn('user_id', [disabled.id, trashed.id]), 0)
  })

  test('text a producer took from records is stored: NUL removed, long text cut', async ({
    assert,
  }) => {
    const user = await makeUser()
    await db.transaction((trx) =>
      notify(
        trx,
        handedOver(user.id, {
          title: `Case\u0000 ${'x'.repeat(500)}`,
          body: 'b'.repeat(5000),
          subject: 's'.repeat(900),
        })
      )
    )
    const [row] = await rowsOf(user.id)
    assert.notInclude(row.title, '\u0000')
    assert.lengthOf(row.title, 200)
    assert.lengthOf(row.body, 1000)
    assert.lengthOf(row.subject, 200)
  })
})
