import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { parseDateRange } from '#queries/list_query'

type Row = { id: number; action: string; user_id: number | null; subject_type: string | null }

function rowsOf(response: { body(): { props: Record<string, unknown> } }) {
  return response.body().props.rows as Row[]
}

/** Log rows at known times, written directly: the table is append-only, tests roll back. */
async function logAt(createdAt: string, values: Partial<Record<string, unknown>>) {
  await db
    .insertQuery()
    .table('activity_logs')
    .insert({ action: 'update', subject_type: 'country', created_at: createdAt, ...values })
}

test.group('Activity log', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('is read-only and for holders of access-activity-log only', async ({ client }) => {
    const reader = await makeUser({ permissions: ['access-activity-log'] })
    const page = await client.get('/settings/activity-log').loginAs(reader).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('settings/activity_log')
    const other = await makeUser({ permissions: ['update-general-settings'] })
    const refused = await client.get('/settings/activity-log').loginAs(other).withInertia()
    refused.assertStatus(403)
    const guest = await client.get('/settings/activity-log').redirects(0)
    guest.assertHeader('location', '/login')
  })

  test('filters by user, action, subject type and date range, newest first', async ({
    client,
    assert,
  }) => {
    const reader = await makeUser({ permissions: ['access-activity-log'] })
    const actor = await makeUser()
    await logAt('2031-03-01T08:00:00Z', { user_id: actor.id, subject_type: 'currency' })
    await logAt('2031-03-02T23:59:00Z', { user_id: actor.id, action: 'delete' })
    await logAt('2031-03-03T00:00:01Z', { user_id: actor.id })
    await logAt('2031-03-02T10:00:00Z', { user_id: reader.id })

    const byUser = await client
      .get(`/settings/activity-log?filters[user]=${actor.id}`)
      .loginAs(reader)
      .withInertia()
    assert.lengthOf(rowsOf(byUser), 3)
    const times = (byUser.body().props.rows as { created_at: string }[]).map(
      (row) => row.created_at
    )
    assert.deepEqual(times, [...times].sort().reverse())

    const range = await client
      .get(
        `/settings/activity-log?filters[user]=${actor.id}&filters[created_at]=2031-03-01..2031-03-02`
      )
      .loginAs(reader)
      .withInertia()
    assert.lengthOf(rowsOf(range), 2)
    assert.deepEqual(
      (range.body().props.query as { filters: Record<string, unknown> }).filters.created_at,
      '2031-03-01..2031-03-02'
    )

    const deletes = await client
      .get(`/settings/activity-log?filters[user]=${actor.id}&filters[action]=delete`)
      .loginAs(reader)
      .withInertia()
    assert.deepEqual(
      rowsOf(deletes).map((row) => row.action),
      ['delete']
    )
    const currencies = await client
      .get(`/settings/activity-log?filters[subject_type]=currency`)
      .loginAs(reader)
      .withInertia()
    assert.isTrue(rowsOf(currencies).every((row) => row.subject_type === 'currency'))
    assert.isAbove(rowsOf(currencies).length, 0)

    const facets = byUser.body().props.list as {
      filters: Record<string, { value: string }[]>
      dateRanges: string[]
    }
    assert.includeMembers(
      facets.filters.action.map((option) => option.value),
      ['update', 'delete']
    )
    assert.deepEqual(facets.dateRanges, ['created_at'])
  })

  test('a bad date range is ignored, not an error', async ({ client, assert }) => {
    const reader = await makeUser({ permissions: ['access-activity-log'] })
    const response = await client
      .get('/settings/activity-log?filters[created_at]=2031-03-05..2031-03-01')
      .loginAs(reader)
      .withInertia()
    response.assertStatus(200)
    assert.deepEqual((response.body().props.query as { filters: object }).filters, {})
  })

  test('date ranges are parsed strictly', ({ assert }) => {
    assert.deepEqual(parseDateRange('2026-11-01..2026-11-22'), {
      from: '2026-11-01',
      to: '2026-11-22',
    })
    assert.deepEqual(parseDateRange('..2026-11-22'), { from: null, to: '2026-11-22' })
    assert.deepEqual(parseDateRange('2026-11-01..'), { from: '2026-11-01', to: null })
    assert.isNull(parseDateRange('..'))
    assert.isNull(parseDateRange('2026-11-22..2026-11-01'))
    assert.isNull(parseDateRange("2026-11-01'; drop table users;--..2026-11-02"))
    assert.isNull(parseDateRange('2026-13-45..'))
    assert.isNull(parseDateRange('a..b..c'))
  })
})

test.group('Activity log in plain words', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('entries read as sentences naming the record and the fields by label', async ({
    client,
    assert,
  }) => {
    const reader = await makeUser({ permissions: ['access-activity-log'] })
    const country: { id: number; name: string } = await db
      .from('countries')
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    await logAt('2032-01-01T08:00:00Z', {
      user_id: reader.id,
      subject_type: 'country',
      subject_id: String(country.id),
      properties: JSON.stringify({
        before: { dialing_code: '+60', is_enabled: true },
        after: { dialing_code: '+61', is_enabled: false },
      }),
    })
    await logAt('2032-01-01T09:00:00Z', {
      action: 'auth.sign_in_failed',
      subject_type: null,
      properties: JSON.stringify({ email: 'who@example.test', reason: 'disabled' }),
    })
    // A subject id that is no number an id can be does not break the page.
    await logAt('2032-01-01T10:00:00Z', { subject_type: 'client', subject_id: '99999999999' })

    const page = await client
      .get('/settings/activity-log?filters[created_at]=2032-01-01..2032-01-01')
      .loginAs(reader)
      .withInertia()
    const rows = page.body().props.rows as {
      summary: string
      changes: { field: string; label: string; before?: string; after?: string }[]
    }[]
    assert.deepEqual(
      rows.map((row) => row.summary),
      [
        'Changed client #99999999999',
        'Sign-in refused: account disabled (who@example.test)',
        // In the order the log stores the fields (jsonb orders its keys).
        `Changed country ${country.name}: status, dialing code`,
      ]
    )
    assert.sameDeepMembers(rows[2].changes, [
      { field: 'dialing_code', label: 'Dialing code', before: '+60', after: '+61' },
      { field: 'is_enabled', label: 'Status', before: 'Enabled', after: 'Disabled' },
    ])
  })
})
