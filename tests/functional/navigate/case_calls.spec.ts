import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import type { RecordUsage } from '#contracts/record_usage'
import type { RowActions } from '#contracts/row_actions'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { makeUser } from '#tests/helpers/users'

/**
 * A case's calls (issue 28: the first case-bound record added on the registries). Its tab, its
 * foreign keys and its rows' actions are declared in app/resources/case_calls.ts alone; these
 * prove the case page, the contacts' delete and the rows read them.
 */

const WRITER: Permission[] = ['access-cases', 'view-case', 'update-case', 'access-contacts']

async function contactOn(caseId: number, name = 'Dr Anan Chaiyaporn') {
  const [row] = await db
    .insertQuery()
    .table('case_contacts')
    .insert({ case_id: caseId, name, caller_type: 'provider', created_at: new Date() })
    .returning('id')
  return row.id as number
}

/** A call on a case of the center with this code, stored as the app stores one. */
async function callIn(code: string) {
  const caseId = await caseIn(code, 'active')
  const logger: { id: number } = await db.from('users').orderBy('id').firstOrFail()
  const [row] = await db
    .insertQuery()
    .table('case_calls')
    .insert({
      case_id: caseId,
      called_at: new Date(),
      direction: 'outbound',
      party: 'Ward sister',
      summary: 'Asked for the medical report.',
      created_by_id: logger.id,
      created_at: new Date(),
    })
    .returning('id')
  return { id: row.id as number, params: { caseId } }
}

const valid = (extra: Record<string, string> = {}) => ({
  called_on: '2026-11-20',
  called_hour: '9',
  called_minute: '30',
  time_zone: 'Asia/Kuala_Lumpur',
  direction: 'outbound',
  duration_minutes: '12',
  summary: 'Confirmed the admission; the report follows by email.',
  ...extra,
})

async function logCall(client: ApiClient, user: User, caseId: number, form: object) {
  return client
    .post(`/navigate/cases/${caseId}/calls`)
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .header('referer', `/navigate/cases/${caseId}?tab=calls`)
    .form(form)
    .redirects(0)
}

centerScopeContract({
  title: 'Case calls',
  prefix: '/navigate/cases/:caseId/calls',
  parentParams: ['caseId'],
  table: 'case_calls',
  makeRecord: callIn,
  permissions: WRITER,
  // update, destroy, usage, restore
  minimumRoutes: 4,
})

test.group('Case calls', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a call with a contact is logged on the clock it was typed on, and listed', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const contact = await contactOn(caseId)
    const user = await makeUser({ permissions: WRITER })
    const response = await logCall(
      client,
      user,
      caseId,
      valid({ case_contact_id: String(contact) })
    )
    response.assertStatus(302)
    assert.equal(response.header('location'), `/navigate/cases/${caseId}?tab=calls`)
    const row = await db.from('case_calls').where('case_id', caseId).firstOrFail()
    // 09:30 in Kuala Lumpur (UTC+8); the contact's name is kept on the call.
    assert.equal(new Date(row.called_at).toISOString(), '2026-11-20T01:30:00.000Z')
    assert.equal(row.party, 'Dr Anan Chaiyaporn')
    assert.equal(row.created_by_id, user.id)
    const logged = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'case_call', subject_id: String(row.id) })
    assert.lengthOf(logged, 1)

    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'calls' })
      .loginAs(user)
      .withInertia()
    const props = page.body().props as {
      caseTabs: { key: string }[]
      calls: { rows: { id: number; with: string; actions: RowActions }[] }
      callOptions: { contacts: { value: string }[] }
    }
    // Listed after files and before reopen-case, as its declaration places it.
    const keys = props.caseTabs.map((tab) => tab.key)
    assert.equal(keys.indexOf('calls'), keys.indexOf('files') + 1)
    assert.equal(keys.indexOf('reopen-case'), keys.indexOf('calls') + 1)
    assert.deepEqual(
      props.calls.rows.map((call) => [call.id, call.with]),
      [[row.id, 'Dr Anan Chaiyaporn']]
    )
    assert.deepEqual(props.calls.rows[0].actions, { edit: null, delete: null })
    assert.deepEqual(
      props.callOptions.contacts.map((option) => option.value),
      [String(contact)]
    )
  })

  test('refuses a call with nobody, another case’s contact, or a time the clock skips', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const other = await contactOn(await caseIn('KUL', 'active'), 'Someone elsewhere')
    const user = await makeUser({ permissions: WRITER })
    const errorsOf = (response: Awaited<ReturnType<typeof logCall>>) =>
      (response.flashMessages() as { inputErrorsBag?: Record<string, string[]> }).inputErrorsBag ??
      {}
    const nobody = await logCall(client, user, caseId, valid({ summary: '' }))
    assert.properties(errorsOf(nobody), ['party', 'summary'])

    const elsewhere = await logCall(client, user, caseId, valid({ case_contact_id: String(other) }))
    assert.deepEqual(errorsOf(elsewhere).case_contact_id, [
      'Please choose one of this case’s contacts.',
    ])

    // 02:30 on the night New York's clocks jump from 02:00 to 03:00.
    const skipped = await logCall(
      client,
      user,
      caseId,
      valid({
        party: 'Hospital',
        called_on: '2026-03-08',
        called_hour: '2',
        time_zone: 'America/New_York',
      })
    )
    assert.match(String(errorsOf(skipped).called_hour), /does not exist/)
    assert.lengthOf(await db.from('case_calls').where('case_id', caseId), 0)
  })

  test('a closed case takes no call, and its rows offer nothing', async ({ client, assert }) => {
    const { id, params } = await callIn('KUL')
    await db
      .from('cases')
      .where('id', params.caseId)
      .update({ status: 'closed', closed_at: new Date(), outcome: 'successful' })
    const user = await makeUser({ permissions: WRITER })
    const response = await logCall(client, user, params.caseId, valid({ party: 'Late caller' }))
    assert.match(String(response.flashMessages()?.error), /This case is closed; reopen it/)
    const page = await client
      .get(`/navigate/cases/${params.caseId}`)
      .qs({ tab: 'calls' })
      .loginAs(user)
      .withInertia()
    const calls = (page.body().props as { calls: { rows: { id: number; actions: RowActions }[] } })
      .calls
    assert.deepEqual(
      calls.rows.map((call) => [call.id, call.actions]),
      [[id, {}]]
    )
  })

  test('without update-case the calls are read, not logged', async ({ client, assert }) => {
    const { params } = await callIn('KUL')
    const reader = await makeUser({ permissions: ['access-cases', 'view-case'] })
    const page = await client
      .get(`/navigate/cases/${params.caseId}`)
      .qs({ tab: 'calls' })
      .loginAs(reader)
      .withInertia()
    const calls = (
      page.body().props as { calls: { rows: { actions: RowActions }[]; actions: RowActions } }
    ).calls
    assert.deepEqual(calls.actions, {})
    assert.deepEqual(calls.rows[0].actions, {})
    const response = await logCall(client, reader, params.caseId, valid({ party: 'Someone' }))
    response.assertStatus(403)
  })

  test('deleting a contact its calls name warns, and the calls keep its name', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const contact = await contactOn(caseId, 'Mrs Siti Rahman')
    const user = await makeUser({ permissions: WRITER })
    await logCall(client, user, caseId, valid({ case_contact_id: String(contact) }))
    await logCall(client, user, caseId, valid({ case_contact_id: String(contact) }))
    const usage = await client
      .get(`/navigate/cases/${caseId}/contacts/${contact}/usage`)
      .loginAs(user)
      .header('accept', 'application/json')
    assert.deepEqual(usage.body() as RecordUsage, {
      refusal: null,
      warnings: [
        '2 calls were with this contact: they keep the name it had when they were logged.',
      ],
    })
    const removed = await client
      .delete(`/navigate/cases/${caseId}/contacts/${contact}`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    removed.assertStatus(302)
    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'calls' })
      .loginAs(user)
      .withInertia()
    const calls = (page.body().props as { calls: { rows: { with: string }[] } }).calls
    assert.deepEqual(
      calls.rows.map((call) => call.with),
      ['Mrs Siti Rahman', 'Mrs Siti Rahman']
    )
  })
})
