/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { openTab } from '#tests/helpers/case_tabs'

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.TASK_SCREENSHOTS

test.group('Case tasks in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a task due on Tokyo’s clock is added, listed, closed and found in closed tasks', async ({
    visit,
    assert,
  }) => {
    const kul = await centerId('KUL')
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
    const record = await CaseFactory.merge({ centerId: kul }).apply('active').create()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${record.id}?tab=tasks`)
    await page.getByTestId('case-tasks-add').click()
    await page.getByTestId('task-title').fill('Get the discharge summary')
    await page.getByTestId('select-category').click()
    await page.getByRole('option', { name: 'Medical' }).click()
    // The quick zones come first, under their own heading.
    await page.getByTestId('select-due_time_zone').click()
    await page.getByText('Quick time zones').waitFor()
    const firstOption = await page.getByRole('option').first().textContent()
    assert.equal(firstOption?.trim(), 'Asia/Bangkok')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/task_dialog_zones.png` })
    await page.getByRole('option', { name: 'Asia/Tokyo', exact: true }).click()
    await page.getByTestId('select-due_hour').click()
    await page.getByRole('option', { name: '14', exact: true }).click()
    await page.getByTestId('task-save').click()

    const tab = page.getByTestId('case-tasks-tab')
    await tab.getByText('Get the discharge summary').waitFor()
    const row = await db.from('tasks').where('case_id', record.id).firstOrFail()
    assert.equal(row.due_time_zone, 'Asia/Tokyo')
    assert.equal(row.status, 'open')
    // Shown on the viewer's (KUL) clock and, beneath, as it was set in Tokyo.
    await tab.getByText(/Set as .*\(Asia\/Tokyo\)/).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_tasks_tab.png`, fullPage: true })

    await tab.getByRole('button', { name: 'Actions for Get the discharge summary' }).click()
    await page.getByTestId('row-action-close-task').click()
    await tab.getByText('No results.').waitFor()
    const closed = await db.from('tasks').where('id', row.id).firstOrFail()
    assert.equal(closed.status, 'closed')

    await openTab(page, 'closed-tasks')
    const closedTab = page.getByTestId('case-closed-tasks-tab')
    await closedTab.getByText('Get the discharge summary').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_closed_tasks_tab.png`, fullPage: true })

    // The list opens on the user's open tasks: the closed one is under its status.
    await page.goto('/navigate/tasks?filters[status][]=closed')
    await page.getByText('Get the discharge summary').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tasks_index.png`, fullPage: true })
  })

  test('the dashboard lists my open tasks, overdue in red first', async ({ visit, assert }) => {
    const kul = await centerId('KUL')
    const admin: { id: number } = await db
      .from('users')
      .where('email', 'admin@demo.test')
      .firstOrFail()
    await db.from('users').where('id', admin.id).update({ current_center_id: kul })
    const record = await CaseFactory.merge({ centerId: kul }).apply('active').create()
    await db
      .insertQuery()
      .table('tasks')
      .insert({
        case_id: record.id,
        center_id: kul,
        title: 'Overdue: chase the GOP',
        category: 'billing',
        priority: 'urgent',
        status: 'open',
        due_at: new Date(Date.now() - 30 * 86_400_000),
        due_time_zone: 'UTC',
        assignee_id: admin.id,
        created_at: new Date(),
      })
    const page = await visit('/login')
    await signInAsAdmin(page)
    const panel = page.getByTestId('my-tasks')
    await panel.waitFor()
    const first = panel.getByRole('listitem').first()
    assert.include(await first.textContent(), 'Overdue: chase the GOP')
    assert.equal(await first.locator('[data-due-state]').getAttribute('data-due-state'), 'overdue')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard.png`, fullPage: true })
  })
})
