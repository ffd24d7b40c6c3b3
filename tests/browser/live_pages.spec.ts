/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { insertGop } from '#tests/helpers/gop_fixtures'

/**
 * Issue 30, live pages, with two people signed in in two browsers: the agent has a case open on
 * its tasks tab; the supervisor adds a task to it; the agent's page says who changed it and
 * shows the new row without a full reload, and what the agent was typing meanwhile is kept.
 */

const WORKER: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-tasks',
  'create-task',
  'update-task',
]

const GOP_READER: Permission[] = ['access-cases', 'view-case', 'access-guarantee-of-payments']
const GOP_APPROVER: Permission[] = [...GOP_READER, 'approve-guarantee-of-payments']

/** Set on the agent's window: still there after the refresh, so the page was not reloaded. */
const MARKER = '__livePageMarker'

async function signIn(page: Page, user: User) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** A task added from the case's tasks tab, as a person adds one. */
async function addTask(page: Page, title: string) {
  await page.getByTestId('case-tasks-add').click()
  await page.getByTestId('task-title').fill(title)
  await page.getByTestId('select-category').click()
  await page.getByRole('option', { name: 'Medical' }).click()
  await page.getByTestId('task-save').click()
  await page.getByTestId('case-tasks-tab').getByText(title).waitFor()
}

async function named(user: User, first: string, last: string) {
  user.firstName = first
  user.lastName = last
  await user.save()
  return user
}

test.group('Live pages in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the agent sees the supervisor’s new task without a reload, and keeps their typing', async ({
    visit,
    browser,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const agent = await named(await makeUser({ permissions: WORKER }), 'Ann', 'Agent')
    const supervisor = await named(await makeUser({ permissions: WORKER }), 'Sam', 'Supervisor')
    const record = await CaseFactory.merge({ centerId: kul.id, ownerId: agent.id })
      .apply('active')
      .create()
    const casePath = `/navigate/cases/${record.id}?tab=tasks`

    const mine = await visit('/login')
    await signIn(mine, agent)
    await mine.goto(casePath)
    await mine.getByTestId('case-tasks-tab').waitFor()
    await mine.evaluate((marker) => {
      ;(window as unknown as Record<string, number>)[marker] = 1
    }, MARKER)

    const host = process.env.HOST
    const port = process.env.PORT
    const other = await browser.newContext({
      baseURL: host && port ? `http://${host}:${port}` : undefined,
    })
    const theirs = await other.visit('/login')
    await signIn(theirs, supervisor)
    await theirs.goto(casePath)
    await addTask(theirs, 'Book the flight home')

    // The agent's page: told who, and the row is there, the window the same one.
    const notice = mine.getByTestId('live-change-notice')
    await notice.getByText('Changed by Sam Supervisor just now').waitFor()
    await mine.getByTestId('case-tasks-tab').getByText('Book the flight home').waitFor()
    assert.equal(
      await mine.evaluate(
        (marker) => (window as unknown as Record<string, number>)[marker],
        MARKER
      ),
      1
    )
    // The supervisor's own change says nothing on their own page.
    assert.equal(await theirs.getByTestId('live-change-notice').count(), 0)

    // The agent starts a task of their own; meanwhile the supervisor adds another.
    await mine.getByTestId('case-tasks-add').click()
    await mine.getByTestId('task-title').fill('Call the family about')
    await addTask(theirs, 'Send the discharge summary')

    // Offered, not done: the dialog keeps every letter, the table waits for the agent.
    await notice.getByRole('button', { name: 'Refresh' }).waitFor()
    assert.equal(await mine.getByTestId('task-title').inputValue(), 'Call the family about')
    assert.equal(
      await mine.getByTestId('case-tasks-tab').getByText('Send the discharge summary').count(),
      0
    )

    // The agent finishes their sentence and saves: both tasks are on the page.
    await mine.getByTestId('task-title').pressSequentially(' the flight')
    await mine.getByTestId('select-category').click()
    await mine.getByRole('option', { name: 'Medical' }).click()
    await mine.getByTestId('task-save').click()
    const tab = mine.getByTestId('case-tasks-tab')
    await tab.getByText('Call the family about the flight').waitFor()
    await tab.getByText('Send the discharge summary').waitFor()
    const titles: { title: string }[] = await db
      .from('tasks')
      .where('case_id', record.id)
      .orderBy('id')
      .select('title')
    assert.deepEqual(
      titles.map((row) => row.title),
      ['Book the flight home', 'Send the discharge summary', 'Call the family about the flight']
    )
  })

  test('the agent’s case shows the GOP the supervisor approved, and says who, without a reload', async ({
    visit,
    browser,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const agent = await named(await makeUser({ permissions: GOP_READER }), 'Ann', 'Agent')
    const supervisor = await named(
      await makeUser({ permissions: GOP_APPROVER }),
      'Sam',
      'Supervisor'
    )
    const record = await CaseFactory.merge({ centerId: kul.id, ownerId: agent.id })
      .apply('active')
      .create()
    const gopId = await insertGop(record.id, 'pending')
    const gop: { number: string } = await db.from('gops').where('id', gopId).firstOrFail()
    const casePath = `/navigate/cases/${record.id}?tab=guarantee-of-payments`

    const mine = await visit('/login')
    // The agent's socket is connected (its first catch-up answered) before anything changes.
    const connected = mine.waitForResponse((response) =>
      response.url().includes('/notifications/catch-up')
    )
    await signIn(mine, agent)
    await connected
    await mine.goto(casePath)
    const myTab = mine.getByTestId('case-gops-tab')
    await myTab.getByTestId('gop-status').getByText('Pending').waitFor()
    await mine.evaluate((marker) => {
      ;(window as unknown as Record<string, number>)[marker] = 1
    }, MARKER)

    const host = process.env.HOST
    const port = process.env.PORT
    const other = await browser.newContext({
      baseURL: host && port ? `http://${host}:${port}` : undefined,
    })
    const theirs = await other.visit('/login')
    await signIn(theirs, supervisor)
    await theirs.goto(casePath)
    const theirTab = theirs.getByTestId('case-gops-tab')
    await mine.bringToFront()
    await theirTab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    await theirs.getByTestId('row-action-approve-gop').click()
    await theirTab.getByTestId('gop-status').getByText('Approved').waitFor()

    // The agent's page: told who, the new status shown, the window the same one.
    await mine
      .getByTestId('live-change-notice')
      .getByText('Changed by Sam Supervisor just now')
      .waitFor()
    await myTab.getByTestId('gop-status').getByText('Approved').waitFor()
    assert.equal(
      await mine.evaluate(
        (marker) => (window as unknown as Record<string, number>)[marker],
        MARKER
      ),
      1
    )
    // The case is the agent's: its bell says so too, once.
    await mine
      .getByTestId('notification-bell')
      .and(mine.getByLabel('Notifications, 1 unread'))
      .waitFor()
    assert.equal(await theirs.getByTestId('live-change-notice').count(), 0)
  })
})
