import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { recordActivity } from '#services/activity_log'
import { readSettings, writeSettings } from '#services/settings'
import { makeUser } from '#tests/helpers/users'

test.group('Activity log', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('records who, what and the before/after values', async ({ assert }) => {
    const user = await makeUser()
    await recordActivity({
      action: 'update',
      subjectType: 'country',
      subjectId: 42,
      userId: user.id,
      properties: { before: { name: 'Siam' }, after: { name: 'Thailand' } },
    })
    const row = await db.from('activity_logs').where('subject_type', 'country').firstOrFail()
    assert.equal(row.user_id, user.id)
    assert.equal(row.subject_id, '42')
    assert.deepEqual(row.properties, { before: { name: 'Siam' }, after: { name: 'Thailand' } })
    assert.isNotNull(row.created_at)
  })

  test('is append-only: the database refuses updates and deletes', async ({ assert }) => {
    await recordActivity({ action: 'create', subjectType: 'center', subjectId: 1, userId: null })
    // Savepoints keep the group's transaction usable after each refused statement.
    await assert.rejects(
      () => db.transaction((trx) => trx.from('activity_logs').update({ action: 'delete' })),
      /append-only/
    )
    await assert.rejects(
      () => db.transaction((trx) => trx.from('activity_logs').delete()),
      /append-only/
    )
  })
})

test.group('Settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answer defaults until written, then the stored value', async ({ assert }) => {
    assert.deepEqual(await readSettings(['site_title', 'site_white_logo']), {
      site_title: 'Assist Back-office',
      site_white_logo: null,
    })
    await writeSettings({ site_title: 'Bangkok Ops' })
    await writeSettings({ site_title: 'Regional Ops', footer_left: 'Left' })
    assert.deepEqual(await readSettings(['site_title', 'footer_left']), {
      site_title: 'Regional Ops',
      footer_left: 'Left',
    })
  })
})
