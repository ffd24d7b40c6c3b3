/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/*
 * Small things from issue 11 (item 8) that a user notices at once: a tab strip with a stray
 * scrollbar, filter names cut off, and the same idea ("Enabled", "Active") in two colours.
 */

const ROW = '[data-testid="data-table-row"]'

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** Tab strips that would scroll down: content taller than the strip. */
function tallTabStrips(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="tablist"]'))
      .filter((strip) => strip.scrollHeight > strip.clientHeight)
      .map(
        (strip) =>
          `${strip.getAttribute('aria-label')}: ${strip.scrollHeight}/${strip.clientHeight}`
      )
  )
}

/** The look of the first status badge in a list column. */
function badgeLook(page: Page, column: string) {
  return page
    .locator(`${ROW} td[data-column="${column}"] > span`)
    .first()
    .evaluate((badge) => {
      const style = getComputedStyle(badge)
      return {
        text: badge.textContent,
        color: style.color,
        background: style.backgroundColor,
        border: style.borderColor,
      }
    })
}

test.group('UI details', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('tab strips of forms and record pages do not scroll down', async ({ visit, assert }) => {
    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)

    await page.goto('/accounts/providers/create')
    await page.waitForSelector('[role="tablist"]')
    assert.deepEqual(await tallTabStrips(page), [])

    await page.goto('/accounts/providers')
    await page.locator(`${ROW} td[data-column="name"] a`).first().click()
    await page.waitForSelector('[role="tablist"]')
    assert.deepEqual(await tallTabStrips(page), [])
  })

  test('the client filter shows whole client names', async ({ visit, assert }) => {
    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    await page.goto('/accounts/members')
    await page.click('[data-testid="filter-client"]')
    const panel = page.locator('[data-testid="filter-client-panel"]')
    await panel.waitFor()

    const cut = await panel.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const names = Array.from(
        element.querySelectorAll<HTMLElement>('[role="option"] > span:last-child')
      )
      return {
        count: names.length,
        cut: names
          .filter((name) => name.scrollWidth > name.clientWidth)
          .map((name) => name.textContent),
        insideScreen: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      }
    })
    assert.isAbove(cut.count, 0)
    assert.deepEqual(cut.cut, [], 'names cut off')
    assert.isTrue(cut.insideScreen)
  })

  test('"Enabled" and "Active" are the same green, "Disabled" and "Expired" the same grey', async ({
    visit,
    assert,
  }) => {
    await db.from('clients').where('code', 'STARR').update({ is_enabled: false })
    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)

    const look = async (url: string) => {
      await page.goto(url)
      await page.waitForSelector(`${ROW} td[data-column="status"] > span`)
      return badgeLook(page, 'status')
    }
    const enabled = await look('/accounts/clients?filters[status]=enabled')
    const disabled = await look('/accounts/clients?filters[status]=disabled')
    const active = await look('/manage/programs?filters[status]=active')
    const expired = await look('/manage/programs?filters[status]=expired')

    assert.deepEqual(
      [enabled.text, disabled.text, active.text, expired.text],
      ['Enabled', 'Disabled', 'Active', 'Expired']
    )
    const colours = ({ text: _text, ...colour }: { text: string | null }) => colour
    assert.deepEqual(colours(enabled), colours(active))
    assert.deepEqual(colours(disabled), colours(expired))
    assert.notDeepEqual(colours(enabled), colours(disabled))
  })
})
