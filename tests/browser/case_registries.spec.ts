/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import type { Permission } from '#permissions/catalogue'
import { fourEyesRefusal } from '#contracts/four_eyes'
import { caseIn, insertGop } from '#tests/helpers/gop_fixtures'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { openTab, tabLabels } from '#tests/helpers/case_tabs'

/**
 * The case page and the dashboard drawn from the resources' declarations (issue 28,
 * "registries instead of hubs"), in Chromium at 1280 px: the tabs SPEC.md §2 names in its
 * order, the rows' buttons exactly as the server offers them, the dashboard's four panels.
 */

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.REGISTRY_SCREENSHOTS

const GOP_SUPERVISOR: Permission[] = [
  'access-cases',
  'view-case',
  'update-case',
  'access-guarantee-of-payments',
  'create-guarantee-of-payment',
  'update-guarantee-of-payment',
  'delete-guarantee-of-payment',
  'approve-guarantee-of-payments',
  'revise-guarantee-of-payments',
  'send-guarantee-of-payments',
]

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** The entries of a GOP row's "⋯" menu, by test id, as the user sees them. */
async function menuOf(page: Page, number: string) {
  await page.getByRole('button', { name: `Actions for ${number}` }).click()
  const menu = page.getByRole('menu')
  await menu.waitFor()
  const entries = await menu
    .getByRole('menuitem')
    .evaluateAll((items) =>
      items.map((item) => [
        item.getAttribute('data-testid') ?? '',
        item.getAttribute('data-refused') === 'true',
      ])
    )
  const text = await menu.innerText()
  await page.keyboard.press('Escape')
  return { entries: new Map(entries as [string, boolean][]), text }
}

test.group('Registries in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the case page lists SPEC.md’s tabs in order (and Calls); the dashboard its four panels', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
    const caseId = await caseIn('KUL', 'active')
    await insertGop(caseId, 'pending')

    const page = await visit('/login')
    await signIn(page, 'admin@demo.test')
    await page.getByTestId('panel-tasks').waitFor()
    const panels = await page
      .locator('[data-testid^="panel-"]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')))
    assert.deepEqual(panels, [
      'panel-recent-cases',
      'panel-charge-slips',
      'panel-request-for-payments',
      'panel-tasks',
    ])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard.png`, fullPage: true })

    await page.goto(`/navigate/cases/${caseId}`)
    await page.getByRole('tab', { name: 'General info' }).waitFor()
    // The strip's tabs then those under "More" (issue 29), their counts aside.
    const tabs = await tabLabels(page)
    assert.deepEqual(tabs, [
      'General info',
      'Member details',
      'Contacts',
      'Incidents',
      'Tasks',
      'Closed tasks',
      'Notes',
      'GOP',
      'WGOP',
      'RFP',
      // Not SPEC.md's: the policy verifications issue 33 added on the registries.
      'Verifications',
      'Charge slips',
      'ICD',
      'Feedback',
      'Files',
      // Not SPEC.md's: the calls tab issue 28 added on the registries.
      'Calls',
      'Reopen case',
    ])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_general_info.png`, fullPage: true })
    await openTab(page, 'guarantee-of-payments')
    await page.getByTestId('case-gops-tab').getByRole('row').nth(1).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_gops.png`, fullPage: true })
  })

  test('a row offers exactly the buttons the server offers; a permission removed removes one', async ({
    visit,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const issuer = await makeUser({ permissions: GOP_SUPERVISOR })
    const pending = await insertGop(caseId, 'pending')
    await db.from('gops').where('id', pending).update({ created_by_id: issuer.id })
    const withdrawn = await insertGop(caseId, 'approved')
    await db.from('gops').where('id', withdrawn).update({ withdrawn_at: new Date() })
    const numbers = new Map(
      (
        (await db.from('gops').whereIn('id', [pending, withdrawn]).select('id', 'number')) as {
          id: number
          number: string
        }[]
      ).map((row) => [row.id, row.number])
    )

    const page = await visit('/login')
    await signIn(page, issuer.email)
    await page.goto(`/navigate/cases/${caseId}?tab=guarantee-of-payments`)
    await page.getByTestId('case-gops-tab').getByRole('row').nth(2).waitFor()

    // The issuer: Approve shows, disabled with the four-eyes reason; Decline may be pressed.
    const own = await menuOf(page, numbers.get(pending)!)
    assert.isTrue(own.entries.get('row-action-approve-gop'))
    assert.isFalse(own.entries.get('row-action-decline-gop'))
    assert.include(own.text, fourEyesRefusal('gop', numbers.get(pending)!))
    assert.isTrue(own.entries.has('row-action-edit'))

    // Withdrawn: the server offers neither Revise nor Send, so neither is drawn.
    const gone = await menuOf(page, numbers.get(withdrawn)!)
    assert.isFalse(gone.entries.has('row-action-revise-gop'))
    assert.isFalse(gone.entries.has('row-action-send-letter'))
    assert.isTrue(gone.entries.has('row-action-letter'))

    // Approving taken away: the same row offers no Approve and no Decline any more.
    const approve = await db
      .from('capabilities')
      .where('name', 'approve-guarantee-of-payments')
      .firstOrFail()
    await db
      .from('capability_role')
      .where('capability_id', approve.id)
      .whereIn('role_id', db.from('role_user').where('user_id', issuer.id).select('role_id'))
      .delete()
    await page.reload()
    await page.getByTestId('case-gops-tab').getByRole('row').nth(2).waitFor()
    const without = await menuOf(page, numbers.get(pending)!)
    assert.isFalse(without.entries.has('row-action-approve-gop'))
    assert.isFalse(without.entries.has('row-action-decline-gop'))
    assert.isTrue(without.entries.has('row-action-edit'))
  })
})
