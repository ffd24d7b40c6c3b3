/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { openTab, tabLabels } from '#tests/helpers/case_tabs'

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.REGISTRY_SCREENSHOTS

test.group('Case calls in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a call with one of the case’s contacts is logged from the Calls tab, then deleted', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
    const caseId = await caseIn('KUL', 'active')
    await db
      .insertQuery()
      .table('case_contacts')
      .insert({ case_id: caseId, name: 'Dr Anan Chaiyaporn', created_at: new Date() })

    const page = await visit('/login')
    await page.getByLabel('Email').fill('admin@demo.test')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/dashboard')

    // The tab its resource declares, after Files; opened, it asks for its table.
    await page.goto(`/navigate/cases/${caseId}`)
    await page.getByRole('tab', { name: 'General info' }).waitFor()
    const labels = await tabLabels(page)
    assert.equal(labels.indexOf('Calls'), labels.indexOf('Files') + 1)
    await openTab(page, 'calls')
    await page.waitForURL(/[?&]tab=calls(&|$)/)
    const tab = page.getByTestId('case-calls-tab')
    await tab.getByText('Log the first with “Add call”.').waitFor()

    await page.getByTestId('case-calls-add').click()
    const dialog = page.getByTestId('case-call-dialog')
    await dialog.getByTestId('select-case_contact_id').click()
    await page.getByRole('option', { name: 'Dr Anan Chaiyaporn' }).click()
    await dialog.getByLabel('Duration (minutes)').fill('12')
    await dialog.getByLabel('Summary').fill('Confirmed the admission; the report follows.')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_call_dialog.png` })
    await dialog.getByTestId('call-save').click()
    await dialog.waitFor({ state: 'hidden' })
    const row = tab.getByTestId('data-table-row').filter({ hasText: 'Dr Anan Chaiyaporn' })
    await row.waitFor()
    assert.include(await row.innerText(), '12 min')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_calls.png`, fullPage: true })
    const stored = await db.from('case_calls').where('case_id', caseId).firstOrFail()
    assert.equal(stored.party, 'Dr Anan Chaiyaporn')
    assert.equal(stored.duration_minutes, 12)

    // Its row offers what the server offers: Edit and Delete.
    await row.getByRole('button', { name: 'Actions for the call with Dr Anan Chaiyaporn' }).click()
    await page.getByTestId('row-action-edit').waitFor()
    await page.getByTestId('row-action-delete').click()
    await page
      .getByTestId('case-call-delete-dialog')
      .getByRole('button', { name: 'Delete' })
      .click()
    await tab.getByText('Log the first with “Add call”.').waitFor()
    const trashed = await db.from('case_calls').where('id', stored.id).firstOrFail()
    assert.isNotNull(trashed.deleted_at)
  })
})
