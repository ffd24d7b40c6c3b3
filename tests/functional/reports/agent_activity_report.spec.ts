import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { AgentActivityRow } from '#reports/agent_activity_report'
import { makeUser } from '#tests/helpers/users'
import { centerId } from '#tests/helpers/gop_fixtures'
import { reportPagesOf, switchCenter } from '#tests/helpers/report_pages'

/**
 * The agent-activity report (issue 32): each person's day equals what the activity log and the
 * messages say (counted by migration 077's triggers, checked here against a GROUP BY of the
 * sources), its day and person filters narrow as stated, hostile links never answer 5xx, the
 * permission and the center scope hold.
 */

const KEY = 'agent-activity'

const { reader, open, allRows, answersTo, statusFor } = reportPagesOf<AgentActivityRow>(KEY)

/** One activity log row as the app writes it (the trigger under test counts it). */
async function logged(entry: {
  user: number | null
  center: string
  action: string
  subject: string
  at: string
  transition?: string
}) {
  await db
    .insertQuery()
    .table('activity_logs')
    .insert({
      user_id: entry.user,
      center_id: await centerId(entry.center),
      action: entry.action,
      subject_type: entry.subject,
      subject_id: '1',
      properties: entry.transition ? JSON.stringify({ transition: entry.transition }) : null,
      created_at: new Date(entry.at),
    })
}

/** Contacts made by this file, numbered so no two share a WhatsApp id. */
let contacts = 0

/** An outbound WhatsApp message a person sent (or an inbound one: no sender). */
async function message(center: string, sender: number | null, at: string) {
  const centre = await centerId(center)
  const [contact] = await db
    .insertQuery()
    .table('whatsapp_contacts')
    .insert({
      center_id: centre,
      phone_number_id: 'pn-1',
      wa_id: `60${String(Date.now()).slice(-7)}${String(++contacts).padStart(5, '0')}`,
    })
    .returning('id')
  await db
    .insertQuery()
    .table('whatsapp_messages')
    .insert({
      contact_id: (contact as { id: number }).id,
      center_id: centre,
      direction: sender === null ? 'inbound' : 'outbound',
      type: 'text',
      body: 'Hello',
      status: sender === null ? 'received' : 'sent',
      sent_by_id: sender,
      sent_at: new Date(at),
    })
}

/**
 * The same days straight from the sources, grouped in SQL: what the report's rows must be.
 * KUL's calendar is UTC+8.
 */
async function sourceDays(userId: number, code: string) {
  const { rows } = (await db.rawQuery(
    `SELECT to_char((e.at AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS day,
        count(*) FILTER (WHERE kind = 'cases_opened')::int AS cases_opened,
        count(*) FILTER (WHERE kind = 'transitions')::int AS transitions,
        count(*) FILTER (WHERE kind = 'tasks_closed')::int AS tasks_closed,
        count(*) FILTER (WHERE kind = 'notes')::int AS notes,
        count(*) FILTER (WHERE kind = 'messages_answered')::int AS messages_answered
      FROM (
        SELECT center_id, created_at AS at, CASE
          WHEN action = 'create' AND subject_type = 'case' THEN 'cases_opened'
          WHEN action = 'create' AND subject_type = 'case_note' THEN 'notes'
          WHEN action = 'transition' AND subject_type = 'task'
            AND properties->>'transition' = 'close' THEN 'tasks_closed'
          WHEN action = 'transition' THEN 'transitions' END AS kind
        FROM activity_logs WHERE user_id = ?
        UNION ALL
        SELECT center_id, sent_at, 'messages_answered' FROM whatsapp_messages
        WHERE sent_by_id = ? AND direction = 'outbound'
      ) AS e JOIN centers AS c ON c.id = e.center_id
      WHERE c.code = ? AND kind IS NOT NULL
      GROUP BY 1 ORDER BY 1 DESC`,
    [userId, userId, code]
  )) as { rows: Record<string, string | number>[] }
  return rows
}

/** An agent's week in KUL (and BKK), with entries the report must leave out. */
async function agentWeek() {
  const agent = await makeUser({ centers: ['KUL', 'BKK'] })
  const kul = (entry: Omit<Parameters<typeof logged>[0], 'user' | 'center'>) =>
    logged({ user: agent.id, center: 'KUL', ...entry })
  // 2 March in Kuala Lumpur: from 1 March 16:00 UTC to 2 March 16:00 UTC.
  await kul({ action: 'create', subject: 'case', at: '2026-03-01T16:30:00Z' })
  await kul({ action: 'create', subject: 'case', at: '2026-03-02T15:59:00Z' })
  await kul({ action: 'create', subject: 'case_note', at: '2026-03-02T03:00:00Z' })
  await kul({
    action: 'transition',
    subject: 'task',
    transition: 'close',
    at: '2026-03-02T04:00:00Z',
  })
  await kul({
    action: 'transition',
    subject: 'task',
    transition: 'reopen',
    at: '2026-03-02T04:05:00Z',
  })
  await kul({
    action: 'transition',
    subject: 'gop',
    transition: 'approve',
    at: '2026-03-02T05:00:00Z',
  })
  // 1 March in Kuala Lumpur (15:59 UTC is 23:59 there).
  await kul({
    action: 'transition',
    subject: 'case',
    transition: 'to-billing',
    at: '2026-03-01T15:59:00Z',
  })
  // 4 March.
  await kul({ action: 'create', subject: 'case_note', at: '2026-03-04T01:00:00Z' })
  // Not activity the report counts: an edit, a read, a sign-in, a client created.
  await kul({ action: 'update', subject: 'case', at: '2026-03-02T06:00:00Z' })
  await kul({ action: 'read', subject: 'gop', at: '2026-03-02T06:00:00Z' })
  await kul({ action: 'auth.sign_in', subject: 'user', at: '2026-03-02T06:00:00Z' })
  await kul({ action: 'create', subject: 'client', at: '2026-03-02T06:00:00Z' })
  // Messages: two answered on 2 March, one received (no sender), one in BKK.
  await message('KUL', agent.id, '2026-03-02T07:00:00Z')
  await message('KUL', agent.id, '2026-03-02T08:00:00Z')
  await message('KUL', null, '2026-03-02T08:00:00Z')
  await message('BKK', agent.id, '2026-03-02T08:00:00Z')
  await logged({
    user: agent.id,
    center: 'BKK',
    action: 'create',
    subject: 'case',
    at: '2026-03-02T05:00:00Z',
  })
  return agent
}

test.group('Agent activity report: counted as the sources say', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a person’s days equal a GROUP BY of the log and the messages, on the center’s calendar', async ({
    client,
    assert,
  }) => {
    const agent = await agentWeek()
    const user = await reader()
    const { status, props } = await open(client, user, `?filters[user]=${agent.id}`, true)
    assert.equal(status, 200)
    assert.deepEqual(props.refused, [])
    assert.deepEqual(Object.values(props.filterLabels).sort(), ['Day', 'User'])
    const rows = props.rows.map((row) => ({
      day: row.day,
      cases_opened: row.cases_opened,
      transitions: row.transitions,
      tasks_closed: row.tasks_closed,
      notes: row.notes,
      messages_answered: row.messages_answered,
    }))
    assert.deepEqual(rows, await sourceDays(agent.id, 'KUL'))
    assert.deepEqual(rows, [
      {
        day: '2026-03-04',
        cases_opened: 0,
        transitions: 0,
        tasks_closed: 0,
        notes: 1,
        messages_answered: 0,
      },
      {
        day: '2026-03-02',
        cases_opened: 2,
        transitions: 2,
        tasks_closed: 1,
        notes: 1,
        messages_answered: 2,
      },
      {
        day: '2026-03-01',
        cases_opened: 0,
        transitions: 1,
        tasks_closed: 0,
        notes: 0,
        messages_answered: 0,
      },
    ])
    assert.equal(props.rows[1].actions, 8)
    assert.match(props.rows[0].user, /^Test User/)
    // Totals: the same sums.
    const counts = Object.fromEntries(
      props.totals!.counts!.map((count) => [count.key, count.value])
    )
    assert.deepEqual(counts, {
      cases_opened: 2,
      transitions: 3,
      tasks_closed: 1,
      notes: 2,
      messages_answered: 2,
    })
    assert.equal(props.totals!.rows, 3)
    assert.deepEqual(props.totals!.money, [])
  })

  test('the chart is the agent’s days of the filter, stacked by kind', async ({
    client,
    assert,
  }) => {
    const agent = await agentWeek()
    const user = await reader()
    const { props } = await open(
      client,
      user,
      `?filters[user]=${agent.id}&filters[day]=2026-03-01..2026-03-05`,
      true
    )
    const chart = props.chart!
    assert.deepEqual(
      chart.points.map((point) => point.key),
      ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']
    )
    assert.deepEqual(
      chart.series.map((series) => series.key),
      ['cases_opened', 'transitions', 'tasks_closed', 'notes', 'messages_answered']
    )
    assert.deepEqual(chart.points[1].values, [2, 2, 1, 1, 2])
    assert.deepEqual(chart.points[2].values, [0, 0, 0, 0, 0])
    // A year asked for: the chart keeps its last 31 days.
    const year = await open(client, user, `?filters[day]=2025-03-06..2026-03-05`, true)
    assert.lengthOf(year.props.chart!.points, 31)
    assert.equal(year.props.chart!.points.at(-1)!.key, '2026-03-05')
  })
})

test.group('Agent activity report: filters', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the days and the person narrow as stated', async ({ client, assert }) => {
    const agent = await agentWeek()
    const other = await makeUser({ centers: ['KUL'] })
    await logged({
      user: other.id,
      center: 'KUL',
      action: 'create',
      subject: 'case',
      at: '2026-03-02T02:00:00Z',
    })
    const user = await reader()
    const kul = await centerId('KUL')
    const every = await allRows(client, user, '')
    const inSql: { id: number }[] = await db
      .from('agent_activity_days')
      .where('center_id', kul)
      .select('id')
    assert.sameMembers(
      every.map((row) => row.id),
      inSql.map((row) => row.id)
    )
    const mine = await allRows(client, user, `?filters[user]=${agent.id}`)
    assert.isBelow(mine.length, every.length)
    assert.isTrue(mine.every((row) => row.user_id === agent.id))
    const second = await allRows(client, user, '?filters[day]=2026-03-02..2026-03-02')
    assert.sameMembers(
      second.map((row) => row.user_id),
      [agent.id, other.id]
    )
    assert.isTrue(second.every((row) => row.day === '2026-03-02'))
    const from = await allRows(client, user, `?filters[day]=2026-03-02..&filters[user]=${agent.id}`)
    assert.deepEqual(
      from.map((row) => row.day),
      ['2026-03-04', '2026-03-02']
    )
    // Sorted by actions, most first.
    const busiest = await allRows(client, user, `?filters[user]=${agent.id}&sort=-actions`)
    assert.deepEqual(
      busiest.map((row) => row.actions),
      [8, 1, 1]
    )
  })

  test('hostile links are refused in words, never a 5xx', async ({ client, assert }) => {
    const user = await reader()
    const huge = 'x'.repeat(10_000)
    const answers = await answersTo(client, user, [
      `?filters[user]=${huge}`,
      '?filters[user]=-1',
      '?filters[user][a]=b',
      '?filters[user]=%00',
      '?filters[day]=2026-02-30..2026-03-01',
      '?filters[day]=yesterday',
      '?filters[day][]=1',
      '?filters[case_opened]=2026-01-01..2026-01-02',
      '?filters=1',
      '?sort=drop;table',
      '?sort=-user',
      '?page=-1&perPage=100000',
      '?q=%00',
      '?type=client',
    ])
    for (const { query, status } of answers) assert.isBelow(status, 500, query)
    const { props } = await open(client, user, '?filters[user]=999999999')
    assert.deepEqual(props.refused, [
      { field: 'filters.user', message: 'User: a value that is not offered was left out.' },
    ])
    const badDay = await open(client, user, '?filters[day]=2026-02-30..2026-03-01')
    assert.match(badDay.props.refused[0].message, /^Day: /)
  })
})

test.group('Agent activity report: who sees what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('403 without access-agent-report', async ({ client, assert }) => {
    const { status } = await statusFor(client, ['access-case-report'])
    assert.equal(status, 403)
  })

  test('another center’s days never appear, nor its people', async ({ client, assert }) => {
    const agent = await agentWeek()
    const user = await reader(['KUL', 'BKK'])
    const rows = await allRows(client, user, '')
    const bkk = await centerId('BKK')
    const bkkIds: { id: number }[] = await db
      .from('agent_activity_days')
      .where('center_id', bkk)
      .select('id')
    assert.isAbove(bkkIds.length, 0)
    assert.notIncludeMembers(
      rows.map((row) => row.id),
      bkkIds.map((row) => row.id)
    )
    // A person of BKK only is not offered in KUL.
    const bkkOnly = await makeUser({ centers: ['BKK'] })
    const refused = await open(client, user, `?filters[user]=${bkkOnly.id}`)
    assert.equal(refused.props.refused[0]?.field, 'filters.user')
    // Switched to BKK: the agent's BKK day, one case opened and one message answered.
    await switchCenter(user, 'BKK')
    const inBkk = await allRows(client, user, `?filters[user]=${agent.id}`)
    assert.deepEqual(
      inBkk.map((row) => [row.day, row.cases_opened, row.messages_answered]),
      [['2026-03-02', 1, 1]]
    )
  })
})
