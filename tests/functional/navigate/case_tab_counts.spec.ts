import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import type { CaseTabShown } from '#contracts/case_tabs'
import { caseTabs } from '#resources/registry'
import { makeAdministrator, makeUser } from '#tests/helpers/users'
import { caseIn, insertGop } from '#tests/helpers/gop_fixtures'
import { statementsDuring } from '#tests/helpers/statements'

/**
 * The case tabs' counts (issue 29): each tab declares what it counts (`count` on its CaseTab),
 * every shown tab's count is read in one statement, only for the tabs the user may open, and a
 * count is of live rows (the open tasks for Tasks).
 */

async function task(caseId: number, status: 'open' | 'closed', trashed = false) {
  const owner: { center_id: number } = await db.from('cases').where('id', caseId).firstOrFail()
  const now = new Date()
  await db
    .insertQuery()
    .table('tasks')
    .insert({
      case_id: caseId,
      center_id: owner.center_id,
      title: `Follow up ${status}`,
      category: 'medical',
      due_at: now,
      due_time_zone: 'Asia/Kuala_Lumpur',
      status,
      closed_at: status === 'closed' ? now : null,
      created_at: now,
      deleted_at: trashed ? now : null,
    })
}

async function file(caseId: number, trashed = false) {
  const now = new Date()
  await db
    .insertQuery()
    .table('case_files')
    .insert({
      case_id: caseId,
      original_name: 'Discharge summary.pdf',
      storage_key: `case-files/count-${caseId}-${Math.random().toString(16).slice(2)}`,
      mime_type: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      created_at: now,
      deleted_at: trashed ? now : null,
    })
}

async function tabsOf(client: ApiClient, user: User, caseId: number, tab = 'general-info') {
  const response = await client
    .get(`/navigate/cases/${caseId}`)
    .qs({ tab })
    .loginAs(user)
    .withInertia()
  response.assertStatus(200)
  return (response.body().props as { caseTabs: CaseTabShown[] }).caseTabs
}

const countOf = (tabs: CaseTabShown[], key: string) => tabs.find((tab) => tab.key === key)?.count

/** The tables the tabs count. */
const COUNTED = [...new Set(caseTabs().flatMap((tab) => (tab.count ? [tab.count.table] : [])))]
/** The tabs' count statement: a scalar count per tab, nothing else (app/resources/registry_tabs.ts). */
const countsIn = (sql: string) => sql.startsWith('SELECT (select count(*)')

test.group('Case tabs: counts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('counts the live rows of each tab, the open tasks for Tasks', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    await task(caseId, 'open')
    await task(caseId, 'open')
    await task(caseId, 'closed')
    await task(caseId, 'open', true)
    for (const trashed of [false, false, false, true]) await file(caseId, trashed)
    await insertGop(caseId)
    // Another case's rows are never counted.
    const other = await caseIn('KUL')
    await task(other, 'open')
    await file(other)

    const tabs = await tabsOf(client, await makeAdministrator(), caseId)
    assert.equal(countOf(tabs, 'tasks'), 2)
    assert.equal(countOf(tabs, 'closed-tasks'), 1)
    assert.equal(countOf(tabs, 'files'), 3)
    assert.equal(countOf(tabs, 'guarantee-of-payments'), 1)
    assert.equal(countOf(tabs, 'contacts'), 0)
    // Tabs that show the case itself count nothing.
    assert.isNull(countOf(tabs, 'general-info'))
    assert.isNull(countOf(tabs, 'member-details'))
    assert.isNull(countOf(tabs, 'reopen-case'))
  })

  test('reads every count in one statement, only for the tabs the user sees', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const admin = await makeAdministrator()
    const all = await statementsDuring(() => tabsOf(client, admin, caseId))
    const counting = all.filter(countsIn)
    assert.lengthOf(counting, 1)
    // Every counting tab's table is in it.
    for (const table of COUNTED) assert.include(counting[0], `from "${table}"`)

    const few: Permission[] = ['access-cases', 'view-case', 'access-tasks']
    const reader = await makeUser({ permissions: few })
    let tabs: CaseTabShown[] = []
    const narrow = await statementsDuring(async () => {
      tabs = await tabsOf(client, reader, caseId)
    })
    const theirs = narrow.filter(countsIn)
    assert.lengthOf(theirs, 1)
    // Exactly the tabs this user may open are listed, and only their tables are counted.
    const declared = [...caseTabs()].sort((one, other) => one.order - other.order)
    const open = declared.filter((tab) => few.includes(tab.permission))
    assert.deepEqual(
      tabs.map((tab) => tab.key),
      open.map((tab) => tab.key)
    )
    assert.include(theirs[0], 'from "tasks"')
    const seen = new Set(open.flatMap((tab) => (tab.count ? [tab.count.table] : [])))
    for (const table of COUNTED) {
      if (seen.has(table)) assert.include(theirs[0], `from "${table}"`)
      else assert.notInclude(theirs[0], `from "${table}"`, table)
    }
    // The GOPs this user may not see are not counted, nor listed.
    assert.notInclude(theirs[0], 'from "gops"')
    assert.notInclude(
      tabs.map((tab) => tab.key),
      'guarantee-of-payments'
    )
  })

  test('a tab’s reload of its own table reads no count', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const admin = await makeAdministrator()
    const reloaded = await statementsDuring(async () => {
      const response = await client
        .get(`/navigate/cases/${caseId}`)
        .qs({ tab: 'contacts' })
        .loginAs(admin)
        .withInertia()
        .header('x-inertia-partial-component', 'navigate/cases/view')
        .header('x-inertia-partial-data', 'contacts')
      response.assertStatus(200)
    })
    assert.isFalse(reloaded.some(countsIn))
  })
})
