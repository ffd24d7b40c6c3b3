/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'

/**
 * Issue 29, "hand over and keep working", in Chromium at 1280 px: a case handed over from its
 * page, the task list's toggles, a task closed and reopened from the list and from the
 * dashboard, and a due time in the past questioned before it is saved.
 */

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.HANDOVER_SCREENSHOTS

const WORKER: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-tasks',
  'create-task',
  'update-task',
]

async function signIn(page: Page, user: User) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

async function kul() {
  const row: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
  return row.id
}

async function insertTask(
  caseId: number,
  fields: { title: string; assignee_id: number; due_at: Date; status?: 'open' | 'closed' }
) {
  const [row] = await db
    .insertQuery()
    .table('tasks')
    .insert({
      case_id: caseId,
      center_id: await kul(),
      title: fields.title,
      category: 'medical',
      priority: 'normal',
      status: fields.status ?? 'open',
      closed_at: fields.status === 'closed' ? new Date() : null,
      due_at: fields.due_at,
      due_time_zone: 'Asia/Kuala_Lumpur',
      assignee_id: fields.assignee_id,
      created_at: new Date(),
    })
    .returning('id')
  return row.id as number
}

const statusOf = async (id: number) => {
  const row: { status: string } = await db.from('tasks').where('id', id).firstOrFail()
  return row.status
}

test.group('Handing over and keeping working, in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the reassign dialog hands a case to a colleague at 1280 px', async ({ visit, assert }) => {
    const me = await makeUser({ permissions: WORKER })
    const colleague = await makeUser({ permissions: WORKER })
    const record = await CaseFactory.merge({ centerId: await kul(), ownerId: me.id })
      .apply('active')
      .create()
    const page = await visit('/login')
    await signIn(page, me)
    await page.goto(`/navigate/cases/${record.id}`)
    await page.getByTestId('case-reassign').click()
    const dialog = page.getByTestId('case-reassign-dialog')
    await dialog.waitFor()
    await dialog
      .getByText(`${me.firstName} ${me.lastName} owns this case now.`, { exact: false })
      .waitFor()
    // The focus is on the choice once it has loaded, not on Cancel.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'select-owner'
    )
    // The whole dialog is on screen at 1280 px.
    const box = await dialog.boundingBox()
    assert.isNotNull(box)
    assert.isAtLeast(box!.x, 0)
    assert.isAtMost(box!.x + box!.width, 1280)
    assert.isAtMost(box!.y + box!.height, 800)
    await dialog.getByTestId('select-owner').click()
    // The owner now is not offered to themselves.
    const names = await page.getByRole('option').allTextContents()
    assert.notInclude(
      names.map((name) => name.trim()),
      `${me.firstName} ${me.lastName}`
    )
    await page.getByRole('option', { name: `${colleague.firstName} ${colleague.lastName}` }).click()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reassign_dialog.png` })
    await dialog.getByTestId('reassign-confirm').click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText(`handed over to ${colleague.firstName} ${colleague.lastName}`).waitFor()
    await page
      .getByTestId('case-summary-owner')
      .getByText(`${colleague.firstName} ${colleague.lastName}`)
      .waitFor()
    const row: { owner_id: number } = await db.from('cases').where('id', record.id).firstOrFail()
    assert.equal(row.owner_id, colleague.id)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reassigned_case.png` })
  })

  test('the task list opens on mine; Mine and Overdue toggle; a task closed and reopened from it', async ({
    visit,
    assert,
  }) => {
    await db.from('tasks').delete()
    const me = await makeUser({ permissions: WORKER })
    const colleague = await makeUser({ permissions: WORKER })
    const record = await CaseFactory.merge({ centerId: await kul() })
      .apply('active')
      .create()
    const hour = 3_600_000
    const mine = await insertTask(record.id, {
      title: 'Call the ward',
      assignee_id: me.id,
      due_at: new Date(Date.now() + 5 * hour),
    })
    await insertTask(record.id, {
      title: 'Chase the invoice',
      assignee_id: colleague.id,
      due_at: new Date(Date.now() - 2 * hour),
    })
    const page = await visit('/login')
    await signIn(page, me)
    await page.goto('/navigate/tasks')
    const table = page.getByTestId('data-table')
    await table.getByText('Call the ward').waitFor()
    assert.equal(await page.getByTestId('toggle-mine').getAttribute('aria-pressed'), 'true')
    assert.equal(await table.getByText('Chase the invoice').count(), 0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tasks_opened.png` })

    // Mine off: the center's open tasks.
    await page.getByTestId('toggle-mine').click()
    await table.getByText('Chase the invoice').waitFor()
    assert.equal(await page.getByTestId('toggle-mine').getAttribute('aria-pressed'), 'false')
    // Overdue on: only the one past due.
    await page.getByTestId('toggle-overdue').click()
    await table.getByText('Call the ward').waitFor({ state: 'detached' })
    await table.getByText('Chase the invoice').waitFor()
    await page.getByTestId('toggle-overdue').click()
    await page.getByTestId('toggle-mine').click()
    await table.getByText('Chase the invoice').waitFor({ state: 'detached' })

    // Closed from its row: gone from the open tasks, closed on its case.
    await table.getByRole('button', { name: 'Actions for Call the ward' }).click()
    await page.getByTestId('row-action-close-task').click()
    await page.getByText('Task “Call the ward” closed.').waitFor()
    await table.getByText('Call the ward').waitFor({ state: 'detached' })
    assert.equal(await statusOf(mine), 'closed')

    // Reopened from the closed ones.
    await page.goto('/navigate/tasks?filters[status][]=closed')
    await table.getByRole('button', { name: 'Actions for Call the ward' }).click()
    await page.getByTestId('row-action-reopen-task').click()
    await page.getByText('Task “Call the ward” reopened.').waitFor()
    assert.equal(await statusOf(mine), 'open')
  })

  test('a task closed from the dashboard stays there to be reopened', async ({ visit, assert }) => {
    const me = await makeUser({ permissions: WORKER })
    const record = await CaseFactory.merge({ centerId: await kul() })
      .apply('active')
      .create()
    const id = await insertTask(record.id, {
      title: 'Send the discharge summary',
      assignee_id: me.id,
      due_at: new Date(Date.now() + 3_600_000),
    })
    const page = await visit('/login')
    await signIn(page, me)
    const panel = page.getByTestId('my-tasks')
    const row = panel.getByRole('listitem').filter({ hasText: 'Send the discharge summary' })
    await row.getByTestId('my-task-close').click()
    await page.getByText('Task “Send the discharge summary” closed.').waitFor()
    await row.getByTestId('my-task-reopen').waitFor()
    assert.equal(await row.getAttribute('data-task-state'), 'closed')
    assert.equal(await statusOf(id), 'closed')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard_task_closed.png` })

    await row.getByTestId('my-task-reopen').click()
    await page.getByText('Task “Send the discharge summary” reopened.').waitFor()
    await row.getByTestId('my-task-close').waitFor()
    assert.equal(await statusOf(id), 'open')
  })

  test('a new task is mine by default; a due time already past is questioned before saving', async ({
    visit,
    assert,
  }) => {
    const me = await makeUser({ permissions: WORKER })
    const record = await CaseFactory.merge({ centerId: await kul() })
      .apply('active')
      .create()
    const page = await visit('/login')
    await signIn(page, me)
    await page.goto(`/navigate/cases/${record.id}?tab=tasks`)
    await page.getByTestId('case-tasks-add').click()
    const assignee = page.getByTestId('select-assignee_id')
    assert.include(await assignee.textContent(), `${me.firstName} ${me.lastName}`)
    // The form starts at the next full hour: nothing to question.
    assert.equal(await page.getByTestId('task-due-past').count(), 0)

    // Yesterday, typed: questioned beside the due date, before anything is saved.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const due = page.getByTestId('date-due_date')
    await due.fill(yesterday)
    await page.getByTestId('task-due-past').waitFor()
    assert.match(
      (await page.getByTestId('task-due-past').textContent()) ?? '',
      /This due time has already passed \(\d+ (min|h|days) ago\)/
    )
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/task_due_past.png` })
    // A later day: the question goes.
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-15`
    await due.fill(nextYear)
    await page.getByTestId('task-due-past').waitFor({ state: 'detached' })
  })

  test('My cases: one click on the case list and on the dashboard', async ({ visit, assert }) => {
    const me = await makeUser({ permissions: WORKER })
    const colleague = await makeUser({ permissions: WORKER })
    const mine = await CaseFactory.merge({ centerId: await kul(), ownerId: me.id })
      .apply('active')
      .create()
    const theirs = await CaseFactory.merge({ centerId: await kul(), ownerId: colleague.id })
      .apply('active')
      .create()
    // Both ahead of the demo cases on the dashboard, theirs the most recent.
    await db
      .from('cases')
      .where('id', mine.id)
      .update({ updated_at: new Date(Date.now() + 60_000) })
    await db
      .from('cases')
      .where('id', theirs.id)
      .update({ updated_at: new Date(Date.now() + 120_000) })
    const page = await visit('/login')
    await signIn(page, me)

    const recent = page.getByTestId('recent-cases')
    await recent.getByText(theirs.number).waitFor()
    await page.getByTestId('recent-cases-mine').click()
    await recent.getByText(theirs.number).waitFor({ state: 'detached' })
    await recent.getByText(mine.number).waitFor()
    assert.equal(await page.getByTestId('recent-cases-mine').getAttribute('aria-pressed'), 'true')
    await page.getByText('My recent cases').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard_my_cases.png` })

    await page.goto('/navigate/cases')
    const table = page.getByTestId('data-table')
    await table.getByText(theirs.number).waitFor()
    const toggle = page.getByTestId('toggle-mine')
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false')
    await toggle.click()
    await table.getByText(theirs.number).waitFor({ state: 'detached' })
    await table.getByText(mine.number).waitFor()
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true')
    assert.include(page.url(), 'filters')
    // The status chips keep it: Active, still mine.
    await page.getByTestId('case-status-chip-active').click()
    await table.getByText(mine.number).waitFor()
    assert.equal(await table.getByText(theirs.number).count(), 0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cases_my_cases.png` })
  })
})
