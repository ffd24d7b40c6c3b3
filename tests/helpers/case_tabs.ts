/// <reference lib="dom" />
import type { Page } from 'playwright'

/**
 * A record page's tabs as the user reaches them (issue 29): the tabs that fit the strip, the
 * rest in its "More" menu (inertia/components/ui/overflow_tabs.tsx). Tests open a tab the way a
 * user would, wherever the width put it.
 */

/** Opens the tab with this key: from the strip when it shows there, else from "More". */
export async function openTab(page: Page, key: string) {
  await page.getByTestId('tabs-strip').waitFor()
  const trigger = page.getByTestId(`tab-${key}`)
  if (await trigger.isVisible()) await trigger.click()
  else {
    await page.getByTestId('tabs-more').click()
    await page.getByTestId(`tabs-more-${key}`).click()
  }
  // Once open it is always in the strip, and selected.
  await page.locator(`[data-testid="tab-${key}"][data-state="active"]`).waitFor()
}

/** The labels of these tabs or menu items, without their counts. */
function labelsOf(items: Element[]): string[] {
  return items.map((item) => {
    const copy = item.cloneNode(true) as Element
    copy.querySelectorAll('[data-testid="tab-count"]').forEach((count) => count.remove())
    return (copy.textContent ?? '').trim()
  })
}

/** What a tab's count says ('' when it shows none). */
export async function tabCount(page: Page, key: string): Promise<string> {
  const count = page.getByTestId(`tab-${key}`).getByTestId('tab-count')
  if ((await count.count()) === 0) return ''
  const text = await count.innerText()
  return text.trim()
}

/** Every tab's label in order, the strip's then the menu's, without their counts. */
export async function tabLabels(page: Page): Promise<string[]> {
  await page.getByTestId('tabs-strip').waitFor()
  const shown = await page.getByRole('tab').evaluateAll(labelsOf)
  const more = page.getByTestId('tabs-more')
  if (!(await more.isVisible())) return shown
  await more.click()
  const menu = page.getByTestId('tabs-more-menu')
  await menu.waitFor()
  const hidden = await menu.getByRole('menuitem').evaluateAll(labelsOf)
  await page.keyboard.press('Escape')
  return [...shown, ...hidden]
}
