/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Browser, BrowserContext, Page } from 'playwright'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'

/**
 * Issue 30's notifications, proved in the browser with real people signed in: a task the
 * supervisor gives the agent pops the agent's toast and counts in the bell of every tab the
 * agent has open; "Mark all read" clears them all.
 */

const WORKER: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-tasks',
  'create-task',
  'update-task',
]

async function named(user: User, first: string, last: string) {
  user.firstName = first
  user.lastName = last
  await user.save()
  return user
}

/** The tab's first catch-up: from then on its socket is connected and pushes are news. */
function caughtUp(page: Page) {
  return page.waitForResponse((response) => response.url().includes('/notifications/catch-up'))
}

async function signIn(page: Page, user: User) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  const connected = caughtUp(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
  await connected
}

/** Another tab of a signed-in person, on `path`, its socket connected. */
async function openTab(context: BrowserContext, path: string) {
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 800 })
  const connected = caughtUp(page)
  await page.goto(path)
  await connected
  return page
}

/** A second person's browser, on the test server. */
async function otherBrowser(browser: Browser) {
  const host = process.env.HOST
  const port = process.env.PORT
  return browser.newContext({ baseURL: host && port ? `http://${host}:${port}` : undefined })
}

/** The unread count the bell shows, '' when none. */
async function bellCount(page: Page) {
  const badge = page.getByTestId('notification-count')
  return (await badge.count()) === 0 ? '' : ((await badge.textContent()) ?? '')
}

/** Waits until the bell of `page` shows `count` unread ('' for none). */
async function bellShows(page: Page, count: string) {
  const bell = page.getByTestId('notification-bell')
  await bell
    .and(
      page.locator(
        count === ''
          ? '[aria-label="Notifications"]'
          : `[aria-label="Notifications, ${count} unread"]`
      )
    )
    .waitFor()
}

/** A task added from the case's tasks tab for `assignee`, as a person adds one. */
async function assignTask(page: Page, title: string, assignee: string) {
  await page.getByTestId('case-tasks-add').click()
  await page.getByTestId('task-title').fill(title)
  await page.getByTestId('select-category').click()
  await page.getByRole('option', { name: 'Medical' }).click()
  await page.getByTestId('select-assignee_id').click()
  await page.getByRole('option', { name: assignee, exact: true }).click()
  await page.getByTestId('task-save').click()
  await page.getByTestId('case-tasks-tab').getByText(title).waitFor()
}

/** The toast a notification pops, by its title. */
const toastOf = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title })

test.group('Notifications in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a task the supervisor gives the agent: a toast with View, the bell of every tab, mark all read', async ({
    visit,
    browser,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const agent = await named(await makeUser({ permissions: WORKER }), 'Ann', 'Agent')
    const supervisor = await named(await makeUser({ permissions: WORKER }), 'Sam', 'Supervisor')
    const record = await CaseFactory.merge({ centerId: kul.id, ownerId: supervisor.id })
      .apply('active')
      .create()
    const casePath = `/navigate/cases/${record.id}?tab=tasks`

    // The agent, with two tabs open: the dashboard and their cases.
    const first = await visit('/login')
    await signIn(first, agent)
    const second = await openTab(first.context(), '/navigate/cases')
    assert.equal(await bellCount(first), '')

    const other = await otherBrowser(browser)
    const theirs = await other.visit('/login')
    await signIn(theirs, supervisor)
    await theirs.goto(casePath)
    // The agent looks at their first tab (a tab behind another runs no animation frames, so its
    // toast waits there, unseen, until the person comes back to it).
    await first.bringToFront()
    await assignTask(theirs, 'Book the flight home', 'Ann Agent')

    const { number } = await db.from('cases').where('id', record.id).firstOrFail()
    const title = `Task for you on ${number}`
    // Both of the agent's tabs pop the toast (no desktop alerts here) and count it.
    await toastOf(first, title).waitFor()
    await toastOf(second, title).waitFor()
    await toastOf(first, title).getByText('Sam Supervisor gave you the task').waitFor()
    await bellShows(first, '1')
    await bellShows(second, '1')
    // The supervisor is told nothing of their own act.
    assert.equal(await bellCount(theirs), '')

    // View on the first tab's toast opens the task's case, on its tasks tab, and marks it read
    // in both tabs.
    await toastOf(first, title).getByRole('button', { name: 'View' }).click()
    await first.waitForURL(`**${casePath}`)
    await first.getByTestId('case-tasks-tab').getByText('Book the flight home').waitFor()
    await bellShows(first, '')
    await bellShows(second, '')

    // A second task: one unread in both tabs, the first tab now on the case.
    await assignTask(theirs, 'Send the discharge summary', 'Ann Agent')
    await bellShows(first, '1')
    await bellShows(second, '1')

    // The bell's menu on the second tab lists both, the unread one marked; "Mark all read"
    // clears the count in both tabs.
    await second.getByTestId('notification-bell').click()
    const menu = second.getByTestId('notification-menu')
    const items = menu.getByTestId('notification-menu-item')
    await items.nth(1).waitFor()
    assert.equal(await items.count(), 2)
    assert.include(await items.nth(0).textContent(), 'Send the discharge summary')
    assert.include(await items.nth(1).textContent(), 'Book the flight home')
    assert.equal(await menu.locator('[data-unread="true"]').count(), 1)
    await menu.getByTestId('notification-mark-all').click()
    await bellShows(second, '')
    await bellShows(first, '')
    const unread = await db
      .from('notifications')
      .where('user_id', agent.id)
      .whereNull('read_at')
      .count('* as total')
    assert.equal(Number(unread[0].total), 0)
  })
})
