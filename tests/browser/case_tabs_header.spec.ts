/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import type { Assert } from '@japa/assert'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { caseIn, insertGop } from '#tests/helpers/gop_fixtures'
import { tabCount } from '#tests/helpers/case_tabs'

/*
 * The case page at 1280 px (issue 29): the tabs show their counts and fit (those that do not are
 * in a "More" menu, the open one always in the strip, all of it by keyboard), and the header's
 * columns share the width evenly, a long name wrapping inside its own column.
 */

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.CASE_TAB_SCREENSHOTS

const LONG_FIRST = 'Maximiliana Alejandra Concepción'
const LONG_LAST = 'Santamaría-Villanueva de los Reyes Bautista'
const LONG_CLIENT = 'Pacific Cross International Health & Travel Assurance Berhad (Labuan Branch)'

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** A case of KUL with 2 open tasks (and a closed one), 3 files and 1 GOP, its names long. */
async function busyCase() {
  const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
  await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
  const caseId = await caseIn('KUL', 'active')
  const record: { member_id: number; client_id: number } = await db
    .from('cases')
    .where('id', caseId)
    .firstOrFail()
  await db
    .from('members')
    .where('id', record.member_id)
    .update({ first_name: LONG_FIRST, last_name: LONG_LAST })
  await db.from('clients').where('id', record.client_id).update({ name: LONG_CLIENT })
  const now = new Date()
  for (const status of ['open', 'open', 'closed']) {
    await db
      .insertQuery()
      .table('tasks')
      .insert({
        case_id: caseId,
        center_id: kul.id,
        title: 'Call the hospital',
        category: 'medical',
        due_at: now,
        due_time_zone: 'Asia/Kuala_Lumpur',
        status,
        closed_at: status === 'closed' ? now : null,
        created_at: now,
      })
  }
  for (const index of [1, 2, 3]) {
    await db
      .insertQuery()
      .table('case_files')
      .insert({
        case_id: caseId,
        original_name: `Report ${index}.pdf`,
        storage_key: `case-files/tabs-${caseId}-${index}-${Math.random().toString(16).slice(2)}`,
        mime_type: 'application/pdf',
        size: 10,
        sha256: '0'.repeat(64),
        created_at: now,
      })
  }
  const gop = await insertGop(caseId, 'approved')
  // A large guarantee: its amount wraps inside its column too.
  await db
    .from('gops')
    .where('id', gop)
    .update({ amount: '12345678.00', amount_in_center: '12345678.00' })
  return caseId
}

type Box = {
  id: string
  left: number
  right: number
  top: number
  width: number
  overflows: boolean
}

/** The header's columns: each one's box, and whether its content spills out of it. */
function headerColumns(page: Page): Promise<Box[]> {
  return page.locator('[data-testid="case-summary-columns"] > div').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect()
      const spills = Array.from(item.querySelectorAll('*')).some((child) => {
        const inner = child.getBoundingClientRect()
        return inner.right > box.right + 0.5 || inner.left < box.left - 0.5
      })
      return {
        id: item.getAttribute('data-testid') ?? '',
        left: box.left,
        right: box.right,
        top: box.top,
        width: box.width,
        overflows: spills || item.scrollWidth > item.clientWidth + 1,
      }
    })
  )
}

/** No column runs into another, none spills out of itself, and those of a row are as wide. */
function assertColumns(assert: Assert, boxes: Box[]) {
  const rows = new Map<number, Box[]>()
  for (const box of boxes) {
    const key = Math.round(box.top)
    rows.set(key, [...(rows.get(key) ?? []), box])
  }
  for (const row of rows.values()) {
    const ordered = [...row].sort((one, other) => one.left - other.left)
    for (let index = 1; index < ordered.length; index++) {
      assert.isAtMost(
        ordered[index - 1].right,
        ordered[index].left,
        `${ordered[index].id} overlaps`
      )
    }
    for (const box of ordered) assert.closeTo(box.width, ordered[0].width, 1.5, box.id)
  }
  for (const box of boxes) assert.isFalse(box.overflows, `${box.id} spills out of its column`)
}

test.group('The case page’s tabs and header at 1280 px', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('tabs show their counts and fit, the rest under More, by keyboard', async ({
    visit,
    assert,
  }) => {
    const caseId = await busyCase()
    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page)
    await page.goto(`/navigate/cases/${caseId}`)
    const strip = page.getByTestId('tabs-strip')
    await strip.waitFor()

    // The counts beside the labels; nothing to count, no number.
    assert.equal(await tabCount(page, 'tasks'), '2')
    assert.equal(await tabCount(page, 'closed-tasks'), '1')
    assert.equal(await tabCount(page, 'guarantee-of-payments'), '1')
    assert.equal(await tabCount(page, 'contacts'), '')
    assert.equal(await tabCount(page, 'general-info'), '')
    // The count is part of the tab's name, as a screen reader says it.
    await page.getByRole('tab', { name: 'Tasks 2' }).waitFor()

    // Everything that shows is inside the strip and the page; the strip does not scroll.
    const more = page.getByTestId('tabs-more')
    await more.waitFor()
    const layout = await page.evaluate(() => {
      const list = document.querySelector('[role="tablist"]')!
      const stripBox = document.querySelector('[data-testid="tabs-strip"]')!.getBoundingClientRect()
      const triggers = Array.from(list.querySelectorAll('[role="tab"]')).map((tab) =>
        tab.getBoundingClientRect()
      )
      return {
        scrolls: list.scrollWidth > list.clientWidth + 1,
        stripRight: stripBox.right,
        lastTabRight: Math.max(...triggers.map((box) => box.right)),
        moreRight: document.querySelector('[data-testid="tabs-more"]')!.getBoundingClientRect()
          .right,
        page: document.documentElement.clientWidth,
        pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      }
    })
    assert.isFalse(layout.scrolls)
    assert.isFalse(layout.pageScrolls)
    assert.isAtMost(layout.lastTabRight, layout.stripRight)
    assert.isAtMost(layout.moreRight, layout.page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_tabs_1280.png` })

    // Files is under More, with its count; reached by keyboard from the open tab.
    assert.isFalse(await page.getByTestId('tab-files').isVisible())
    await page.getByTestId('tab-general-info').focus()
    await page.keyboard.press('Tab')
    assert.isTrue(await more.evaluate((button) => button === document.activeElement))
    await page.keyboard.press('Enter')
    const menu = page.getByTestId('tabs-more-menu')
    await menu.waitFor()
    const files = page.getByTestId('tabs-more-files')
    const filesCount = await files.getByTestId('tab-count').innerText()
    assert.equal(filesCount.trim(), '3')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_tabs_more.png` })
    // Walk down one item at a time, each press waiting for the focus to move: under a loaded CI
    // machine a press sent before the menu took focus (or before the last move landed) is lost,
    // and Enter then opened whichever item had it.
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '')
    await page.waitForFunction(() =>
      document.activeElement?.closest('[data-testid="tabs-more-menu"] [role="menuitem"]')
    )
    const items = await menu.getByRole('menuitem').count()
    for (let step = 0; step < items && (await focused()) !== 'tabs-more-files'; step++) {
      const before = await focused()
      await page.keyboard.press('ArrowDown')
      await page.waitForFunction(
        (previous) => document.activeElement?.getAttribute('data-testid') !== previous,
        before
      )
    }
    assert.equal(await focused(), 'tabs-more-files')
    await page.keyboard.press('Enter')
    await page.waitForURL(/[?&]tab=files(&|$)/)
    // The open tab is always in the strip, selected; its panel shows.
    const opened = page.getByTestId('tab-files')
    await opened.waitFor()
    assert.equal(await opened.getAttribute('aria-selected'), 'true')
    await page.getByTestId('case-files-tab').waitFor()

    // Opened on a late tab, the page shows it in the strip too.
    await page.goto(`/navigate/cases/${caseId}?tab=reopen-case`)
    await page.locator('[data-testid="tab-reopen-case"][data-state="active"]').waitFor()
    assert.isTrue(await page.getByTestId('tab-reopen-case').isVisible())
    assert.isTrue(await page.getByTestId('tab-general-info').isVisible())
  })

  test('the header’s columns share the width and a long name wraps inside its own', async ({
    visit,
    assert,
  }) => {
    const caseId = await busyCase()
    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page)
    await page.goto(`/navigate/cases/${caseId}`)
    const member = page.getByTestId('case-summary-member')
    // As the header names a member: "Last, First".
    await member.getByText(`${LONG_LAST}, ${LONG_FIRST}`).waitFor()
    await page.getByTestId('case-summary-client').getByText(LONG_CLIENT).waitFor()

    const wide = await headerColumns(page)
    // From 1280 px every column is in one row.
    assert.equal(new Set(wide.map((box) => Math.round(box.top))).size, 1)
    assertColumns(assert, wide)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_header_1280.png` })

    // Narrower, the columns go to more rows, still of one width each and each wrapping.
    for (const width of [1100, 900, 700]) {
      await page.setViewportSize({ width, height: 900 })
      await page.waitForTimeout(50)
      const boxes = await headerColumns(page)
      assert.isAbove(new Set(boxes.map((box) => Math.round(box.top))).size, 1)
      assertColumns(assert, boxes)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_header_${width}.png` })
    }
  })
})
