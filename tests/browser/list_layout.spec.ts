/// <reference lib="dom" />
import { test } from '@japa/runner'
import { REPORTS } from '#reports/registry'
import testUtils from '@adonisjs/core/services/test_utils'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { usageSubjects } from '#resources/registry'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/*
 * Every list fits a 1280 px laptop (issue 11, item 5): the first row's actions are on screen
 * without scrolling sideways, the page does not scroll sideways, and the page is the only thing
 * that scrolls down. The lists are read from the router (every GET `*.index` and `*.trash`
 * route), so a new list is checked as soon as it has routes.
 */

const TABLE = '[data-testid="data-table"]'
const IDLE = `${TABLE}[data-state="idle"]`
const FIRST_ROW_ACTIONS = '[data-testid="data-table-row"]:first-child [data-testid="row-actions"]'

/** Lists whose rows have no menu at all (an append-only log). */
const WITHOUT_ROW_ACTIONS = new Set([
  'settings.activity-log.index',
  // A report's rows are lines to read (their case or document linked), not records to act on.
  ...Object.keys(REPORTS).map((key) => `reports.${key}.index`),
  // My exports offers Download and Retry as buttons on the row, not a row menu.
  'reports.exports.index',
])

/**
 * A desktop browser's vertical scrollbar takes 15–17 px that headless Chromium hides, so a table
 * must fit its card with this much to spare (less whatever scrollbar the browser does show).
 */
const DESKTOP_SCROLLBAR = 17

interface ListRoute {
  name: string
  url: string
}

function listRoutes(): ListRoute[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.methods.includes('GET') && !route.pattern.includes(':'))
    .flatMap((route) =>
      route.name && /\.(index|trash)$/.test(route.name)
        ? [{ name: route.name, url: route.pattern }]
        : []
    )
    .sort((a, b) => a.url.localeCompare(b.url))
}

/** The center the demo administrator works in (whose records center-owned lists show). */
async function adminCenterId(): Promise<number> {
  const admin: { current_center_id: number } = await db
    .from('users')
    .where('email', 'admin@demo.test')
    .firstOrFail()
  return admin.current_center_id
}

/** One trashed row for every trash page (the newest live record of the resource). */
async function trashOneRowEach(routes: ListRoute[]) {
  const subjects = usageSubjects()
  for (const route of routes.filter((item) => item.name.endsWith('.trash'))) {
    const prefix = route.name.replace(/\.trash$/, '')
    const subject = subjects.find((item) => item.routes === prefix)
    if (!subject) throw new Error(`${route.name}: no resource in app/resources/registry.ts`)
    const query = db.from(subject.table).whereNull('deleted_at').orderBy('id', 'desc')
    // A center's trash lists that center's records: one of the center the admin works in.
    if (subject.centerOwned) query.where('center_id', await adminCenterId())
    const newest: { id: number } | null = await query.first()
    if (!newest) throw new Error(`${route.name}: ${subject.table} has no record to trash`)
    await db.from(subject.table).where('id', newest.id).update({ deleted_at: new Date() })
  }
}

/** The list of one's own notifications shows the administrator's: give them one. */
async function notifyAdminOnce() {
  const admin: { id: number } = await db
    .from('users')
    .where('email', 'admin@demo.test')
    .firstOrFail()
  await db.insertQuery().table('notifications').insert({
    user_id: admin.id,
    kind: 'task.assigned',
    title: 'Task for you on a case',
    body: 'Call the hospital back about the discharge date.',
    link: '/navigate/tasks',
    created_at: new Date(),
  })
}

/** My exports lists the administrator's own: give them one, done. */
async function exportForAdminOnce() {
  const admin: { id: number } = await db
    .from('users')
    .where('email', 'admin@demo.test')
    .firstOrFail()
  const query = JSON.stringify({})
  await db
    .insertQuery()
    .table('report_exports')
    .insert({
      user_id: admin.id,
      center_id: await adminCenterId(),
      report_key: 'case',
      format: 'xlsx',
      query,
      query_key: query,
      status: 'done',
      file_path: 'exports/layout-test.xlsx',
      file_name: 'Case report.xlsx',
      size: 4096,
      rows_done: 12,
      rows_total: 12,
      finished_at: new Date(),
      expires_at: new Date(Date.now() + 3_600_000),
    })
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

async function openList(page: Page, url: string) {
  try {
    await page.goto(url)
  } catch (error) {
    // Vite's dev middleware reloads the page when a source file changes under a running test;
    // that aborts this navigation, not the page under test: go once more.
    if (!String(error).includes('net::ERR_ABORTED')) throw error
    await page.goto(url)
  }
  await page.waitForSelector(`${IDLE} [data-testid="data-table-row"]`)
}

/** What the page looks like at the current width, measured in the browser. */
function measure(page: Page) {
  return page.evaluate(
    ({ selector, desktopScrollbar }) => {
      const root = document.documentElement
      const actions = document.querySelector(selector)?.getBoundingClientRect()
      const table = document.querySelector<HTMLElement>('[data-testid="data-table"] table')
      // The box the table sits in: the card, or what scrolls sideways inside it.
      const scroller = table?.parentElement
      let neededWidth = 0
      if (table) {
        // The table's narrowest layout: what its columns need, whatever the card's width.
        const width = table.style.width
        table.style.width = '0px'
        neededWidth = table.offsetWidth
        table.style.width = width
      }
      const shownScrollbar = window.innerWidth - root.clientWidth
      const innerScrollers = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => {
          const overflow = getComputedStyle(element).overflowY
          return (
            (overflow === 'auto' || overflow === 'scroll') &&
            element.scrollHeight > element.clientHeight
          )
        })
        .map((element) => element.dataset.testid ?? element.tagName.toLowerCase())
      return {
        actions: actions ? { left: actions.left, right: actions.right } : null,
        viewportWidth: root.clientWidth,
        documentOverflowX: root.scrollWidth - root.clientWidth,
        innerScrollers,
        neededWidth,
        cardWidth: (scroller?.clientWidth ?? 0) - Math.max(0, desktopScrollbar - shownScrollbar),
      }
    },
    { selector: FIRST_ROW_ACTIONS, desktopScrollbar: DESKTOP_SCROLLBAR }
  )
}

test.group('List layout at 1280 px and on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(180_000)

  test('every list and trash fits 1280 px with its actions and one scrollbar', async ({
    visit,
    assert,
  }) => {
    const routes = listRoutes()
    assert.isAbove(routes.length, 40)
    await trashOneRowEach(routes)
    await notifyAdminOnce()
    await exportForAdminOnce()

    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    for (const route of routes) {
      await openList(page, route.url)
      const layout = await measure(page)
      const where = `${route.name} (${route.url})`
      if (WITHOUT_ROW_ACTIONS.has(route.name)) {
        assert.isNull(layout.actions, `${where} has row actions: take it off the exception list`)
      } else {
        assert.isNotNull(layout.actions, `${where}: the first row has no actions button`)
        assert.isAtLeast(layout.actions!.left, 0, `${where}: actions left of the screen`)
        assert.isAtMost(layout.actions!.right, layout.viewportWidth, `${where}: actions off-screen`)
      }
      assert.isAtMost(
        layout.neededWidth,
        layout.cardWidth,
        `${where}: the default columns need ${layout.neededWidth} px, the card has ${layout.cardWidth} px; hide lower-value columns by default (meta.defaultHidden) or let long text wrap`
      )
      assert.equal(layout.documentOverflowX, 0, `${where}: the page scrolls sideways`)
      assert.deepEqual(layout.innerScrollers, [], `${where}: a box scrolls down besides the page`)
    }
  })

  test('on a 390 px phone every list keeps its row actions on screen', async ({
    visit,
    assert,
  }) => {
    const routes = listRoutes()
    await trashOneRowEach(routes)
    await notifyAdminOnce()
    await exportForAdminOnce()

    const page = await visit('/login')
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page)
    for (const route of routes.filter((item) => !WITHOUT_ROW_ACTIONS.has(item.name))) {
      await openList(page, route.url)
      const layout = await measure(page)
      const where = `${route.name} (${route.url})`
      assert.isNotNull(layout.actions, `${where}: the first row has no actions button`)
      assert.isAtLeast(layout.actions!.left, 0, `${where}: actions left of the screen`)
      assert.isAtMost(layout.actions!.right, layout.viewportWidth, `${where}: actions off-screen`)
      assert.equal(layout.documentOverflowX, 0, `${where}: the page scrolls sideways`)
      assert.deepEqual(layout.innerScrollers, [], `${where}: a box scrolls down besides the page`)
    }

    // Reachable means usable: the pinned menu opens over a table scrolled sideways.
    await openList(page, '/accounts/members')
    await page.locator(FIRST_ROW_ACTIONS).click()
    await page.getByRole('menuitem', { name: 'View' }).waitFor()
  })

  test('a list wider than its card scrolls sideways inside it, header and actions in view', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    // A small laptop with every column shown: far wider than the card.
    await page.setViewportSize({ width: 1024, height: 768 })
    await signIn(page)
    await page.evaluate(() =>
      localStorage.setItem(
        'members-columns',
        JSON.stringify({ member_type: true, policy_valid_to: true, updated_at: true })
      )
    )
    await openList(page, '/accounts/members')
    await page.waitForSelector('[data-testid="data-table-card"][data-wide="true"]')

    await page.mouse.wheel(0, 400)
    await page.locator('[data-testid="data-table-scroller"]').evaluate((scroller) => {
      scroller.scrollLeft = 200
    })
    // Scroll events reach the page a frame later.
    await page.waitForFunction(() => window.scrollY >= 300)
    await page.waitForTimeout(100)

    const header = await page.evaluate(() => {
      const topBar = document.querySelector('[data-testid="top-bar"]')!.getBoundingClientRect()
      const copy = document.querySelector('[data-testid="data-table-sticky-header"]')!
      const real = Array.from(document.querySelectorAll('thead[data-head="real"] th'))
      const copied = Array.from(copy.querySelectorAll('th'))
      return {
        topBarBottom: topBar.bottom,
        copyTop: copy.getBoundingClientRect().top,
        realTop: real[0].getBoundingClientRect().top,
        // Column by column, the copy's left edges against the real header's (both scrolled).
        offsets: real.map((cell, index) =>
          Math.abs(cell.getBoundingClientRect().left - copied[index].getBoundingClientRect().left)
        ),
        // The real actions header says "Actions" to screen readers only; the copy is silent.
        sameText: real
          .slice(0, -1)
          .every((cell, index) => cell.textContent === copied[index].textContent),
      }
    })
    assert.isBelow(header.realTop, header.topBarBottom, 'the real header has scrolled away')
    assert.approximately(header.copyTop, header.topBarBottom, 1, 'the copy sits under the top bar')
    assert.isTrue(
      header.offsets.every((offset) => offset < 1),
      `columns misaligned: ${header.offsets}`
    )
    assert.isTrue(header.sameText)

    const layout = await measure(page)
    assert.isNotNull(layout.actions)
    const card = await page.locator('[data-testid="data-table-card"]').boundingBox()
    const actions = await page.locator(FIRST_ROW_ACTIONS).boundingBox()
    assert.isAtMost(
      actions!.x + actions!.width,
      card!.x + card!.width,
      'actions pinned in the card'
    )
    assert.equal(layout.documentOverflowX, 0)
    assert.deepEqual(layout.innerScrollers, [])

    // Sorting from the copy works like the real header.
    await page
      .locator('[data-testid="data-table-sticky-header"] button', { hasText: 'Name' })
      .click()
    await page.waitForURL(/[?&]sort=name(&|$)/)
  })

  test('a list that fits keeps its own header row under the top bar', async ({ visit, assert }) => {
    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    await openList(page, '/accounts/members')
    await page.waitForSelector('[data-testid="data-table-card"][data-wide="false"]')
    await page.mouse.wheel(0, 400)
    await page.waitForFunction(() => window.scrollY >= 300)
    const tops = await page.evaluate(() => ({
      topBar: document.querySelector('[data-testid="top-bar"]')!.getBoundingClientRect().bottom,
      header: document.querySelector('thead[data-head="real"]')!.getBoundingClientRect().top,
    }))
    assert.approximately(tops.header, tops.topBar, 1)
    await page.assertNotExists('[data-testid="data-table-sticky-header"]')
  })
})
