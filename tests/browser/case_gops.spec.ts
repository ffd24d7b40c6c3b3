/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { writeSettings } from '#services/settings'
import { FakeSmtpServer, attachmentsOf } from '#tests/helpers/fake_smtp_server'
import { pdfText } from '#tests/helpers/pdf_text'
import { openTab } from '#tests/helpers/case_tabs'

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.GOP_SCREENSHOTS

test.group('Guarantees of payment in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  test('a GOP is issued on a case, approved, its letter read and sent, revised, then withdrawn', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
    const record = await CaseFactory.merge({ centerId: kul.id }).apply('active').create()
    const provider: { id: number; name: string } = await db
      .from('providers')
      .whereNull('deleted_at')
      .whereNot('status', 'black-listed')
      .orderBy('id')
      .firstOrFail()
    await db
      .from('providers')
      .where('id', provider.id)
      .update({
        gop_sending_mode: 'manual-sending',
        gop_email_addresses: ['gop@provider.test'],
        currency_code: 'MYR',
      })
    await writeSettings({ smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_security: 'none' })
    const entity: { name: string } = await db
      .from('business_entities')
      .whereNull('deleted_at')
      .where('is_enabled', true)
      .orderBy('name')
      .firstOrFail()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${record.id}?tab=guarantee-of-payments`)
    const tab = page.getByTestId('case-gops-tab')
    await page.getByTestId('case-gops-add').click()
    // The provider is searched by the start of its name.
    await page.getByTestId('select-provider_id').click()
    await page.getByPlaceholder('Search provider...').fill(provider.name.split(' ')[0])
    await page
      .getByRole('option', { name: new RegExp(provider.name) })
      .first()
      .click()
    await page.getByTestId('select-business_entity_id').click()
    await page
      .getByRole('option', { name: new RegExp(entity.name) })
      .first()
      .click()
    // The letter: a company-wide one is offered whatever the provider.
    await page.getByTestId('select-gop_template_id').click()
    await page.getByRole('option', { name: 'Standard guarantee of payment' }).click()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gop_dialog.png` })
    // A typo first: the amount is refused beside its field, and nothing is stored.
    await page.getByTestId('gop-amount').fill('12,50o')
    await page.getByTestId('gop-save').click()
    await page.getByText(/Please enter an amount such as/).waitFor()
    assert.lengthOf(await db.from('gops').where('case_id', record.id), 0)
    // Read on leaving the field as the server reads it: a misplaced comma is said at once, and
    // an amount is shown back as it will be kept, never as another number.
    await page.getByTestId('gop-amount').fill('1,50')
    await page.getByTestId('gop-amount').blur()
    await page.getByText(/commas only between thousands/).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gop_amount_grouping.png` })
    assert.equal(await page.getByTestId('gop-amount').inputValue(), '1,50')
    await page.getByTestId('gop-amount').fill('12500')
    await page.getByTestId('gop-amount').blur()
    assert.equal(await page.getByTestId('gop-amount').inputValue(), '12,500.00')
    assert.equal(await page.getByText(/commas only between thousands/).count(), 0)
    await page.getByTestId('gop-save').click()
    await tab.getByText('MYR 12,500.00').waitFor()
    await tab.getByTestId('gop-status').getByText('Pending').waitFor()
    const gop = await db.from('gops').where('case_id', record.id).firstOrFail()
    assert.equal(gop.amount, '12500.00')
    const letter: { id: number } = await db
      .from('gop_templates')
      .where('name', 'Standard guarantee of payment')
      .firstOrFail()
    assert.equal(gop.gop_template_id, letter.id)

    // Before approval, the draft letter reads as it would be issued.
    await tab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    await page.getByTestId('row-action-letter').click()
    await page.getByTestId('letter-preview-dialog').getByText(`${gop.number} · draft`).waitFor()
    await page
      .frameLocator('[data-testid="letter-frame"]')
      .getByText('MYR 12,500.00')
      .first()
      .waitFor()
    await page.keyboard.press('Escape')

    // Four eyes: whoever issued it does not approve it, and the menu says why before a click.
    await tab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    const ownApproval = page.getByTestId('row-action-approve-gop')
    await ownApproval
      .getByText(`You issued ${gop.number}; someone else must approve it (four eyes).`)
      .waitFor()
    assert.equal(await ownApproval.getAttribute('data-disabled'), '')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gop_four_eyes.png` })
    await page.keyboard.press('Escape')
    // Issued by the demo agent instead: the administrator approves it.
    const agent: { id: number } = await db
      .from('users')
      .where('email', 'agent@demo.test')
      .firstOrFail()
    await db.from('gops').where('id', gop.id).update({ created_by_id: agent.id })
    await page.reload()

    await tab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    await page.getByTestId('row-action-approve-gop').click()
    await tab.getByTestId('gop-status').getByText('Approved').waitFor()
    const approved = await db.from('gops').where('id', gop.id).firstOrFail()
    assert.equal(approved.rate_to_center, '1.00000000')

    // The letter, read as it will be printed, then sent: the provider's mail server receives
    // the PDF with the member's name and the amount.
    const member: { first_name: string; last_name: string } = await db
      .from('members')
      .where('id', record.memberId)
      .firstOrFail()
    await tab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    await page.getByTestId('row-action-letter').click()
    const letterFrame = page.frameLocator('[data-testid="letter-frame"]')
    await letterFrame.getByText(`${member.first_name} ${member.last_name}`).first().waitFor()
    await letterFrame.getByText('MYR 12,500.00').first().waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gop_letter_preview.png` })
    await page.keyboard.press('Escape')
    await tab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    await page.getByTestId('row-action-send-letter').click()
    await page.getByTestId('letter-recipients').getByText('gop@provider.test').waitFor()
    await page.getByTestId('letter-send').click()
    await tab.getByTestId('gop-status').getByText('Sent', { exact: true }).waitFor()
    await tab
      .getByTestId('delivery')
      .getByText(/Sent to gop@provider\.test/)
      .waitFor()
    assert.lengthOf(smtp.messages, 1)
    assert.deepEqual(smtp.messages[0].to, ['gop@provider.test'])
    const { text } = await pdfText(attachmentsOf(smtp.messages[0])[0].content)
    assert.include(text, `${member.first_name} ${member.last_name}`)
    assert.include(text, 'MYR 12,500.00')

    await tab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    // An approved GOP is revised, not edited.
    assert.equal(await page.getByRole('menuitem', { name: 'Edit' }).count(), 0)
    await page.getByTestId('row-action-revise-gop').click()
    // Sent unchanged, the revision is refused beside the amount; it needs a reason too.
    await page.getByTestId('gop-revise-reason').fill('Surgery added to the treatment')
    await page.getByTestId('gop-transition-save').click()
    await page.getByText(/Nothing was changed: revision 1 already says this/).waitFor()
    await page.getByTestId('gop-revise-amount').fill('20,000')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gop_revise_dialog.png` })
    await page.getByTestId('gop-transition-save').click()
    await tab.getByText('MYR 20,000.00').waitFor()
    await tab.getByText('Revision 2').waitFor()
    const revisions = await db.from('gop_revisions').where('gop_id', gop.id).orderBy('revision')
    assert.deepEqual(
      revisions.map((row) => row.amount),
      ['12500.00', '20000.00']
    )
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_gops_tab.png`, fullPage: true })
    // Both revisions stay readable.
    await tab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    await page.getByTestId('row-action-gop-revisions').click()
    const revisionsTable = page.getByTestId('gop-revisions')
    await revisionsTable.getByText('MYR 12,500.00').waitFor()
    await revisionsTable.getByText('MYR 20,000.00').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gop_revisions.png` })
    await page.keyboard.press('Escape')
    const guaranteed = page.getByTestId('case-summary-guaranteed')
    await guaranteed.getByText('MYR 20,000.00').waitFor()

    // Withdrawn on the WGOP tab: the header's total drops, the GOP shows as withdrawn.
    await openTab(page, 'withdrawal-of-gops')
    await page.getByTestId('case-withdrawals-add').click()
    await page.getByTestId('select-gop_id').click()
    await page.getByRole('option', { name: new RegExp(gop.number) }).click()
    await page.getByTestId('select-reason').click()
    await page.getByRole('option', { name: 'Wrong Provider' }).click()
    await page.getByTestId('withdrawal-save').click()
    const withdrawals = page.getByTestId('case-withdrawals-tab')
    await withdrawals.getByText(gop.number).waitFor()
    await guaranteed.getByText('MYR 0.00').waitFor()
    // Saved, it asks at once whether to send it (the provider still holds a valid-looking GOP
    // until then); its letter goes to the provider like the GOP's.
    const asked = page.getByTestId('letter-preview-dialog')
    await asked.getByText(`Send the withdrawal of ${gop.number} now?`).waitFor()
    await page
      .frameLocator('[data-testid="letter-frame"]')
      .getByText('WITHDRAWAL OF GUARANTEE OF PAYMENT')
      .waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/wgop_send_now.png` })
    await page.getByTestId('letter-send').click()
    await withdrawals.getByTestId('withdrawal-status').getByText('Sent', { exact: true }).waitFor()
    assert.lengthOf(smtp.messages, 2)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_wgop_tab.png`, fullPage: true })
    await openTab(page, 'guarantee-of-payments')
    await tab.getByTestId('gop-status').getByText('Withdrawn').waitFor()
    const withdrawn = await db.from('gops').where('id', gop.id).firstOrFail()
    assert.isNotNull(withdrawn.withdrawn_at)
  })

  test('a new GOP starts at the case’s hospital in its billing currency; a black-listed provider is flagged as it is chosen', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
    const hospital: { id: number; code: string } = await db
      .from('providers')
      .whereNull('deleted_at')
      .whereNotIn('status', ['black-listed', 'pending'])
      .orderBy('id')
      .firstOrFail()
    // A name longer than any field: it is cut short in its field, never over the next one.
    const longName = 'Franco Vietnamese International Hospital of Ho Chi Minh City District Seven'
    await db
      .from('providers')
      .where('id', hospital.id)
      .update({ name: longName, currency_code: 'THB' })
    const barred: { id: number; name: string } = await db
      .from('providers')
      .where('status', 'black-listed')
      .firstOrFail()
    await db.from('providers').where('id', barred.id).update({ currency_code: 'USD' })
    const medical: { id: number } = await db
      .from('incident_types')
      .where('name', 'Medical')
      .firstOrFail()
    const record = await CaseFactory.merge({
      centerId: kul.id,
      incidentTypeId: medical.id,
      isEvacuation: false,
      details: { hospital: hospital.id, admitted_on: '2026-11-20' },
    })
      .apply('active')
      .create()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${record.id}?tab=guarantee-of-payments`)
    await page.getByTestId('case-gops-add').click()
    const dialog = page.getByTestId('case-gop-dialog')
    const provider = dialog.getByTestId('select-provider_id')
    const currency = dialog.getByTestId('select-currency_code')
    // Where the case says the member is treated, in the provider's billing currency.
    await provider.getByText(longName).waitFor()
    await currency.getByText(/^THB/).waitFor()
    assert.equal(await dialog.locator('input[name="admission_date"]').inputValue(), '2026-11-20')
    // Measured once the dialog has stopped growing into place (it opens with a zoom).
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished))
    )
    const issuedBy = await dialog.getByTestId('select-business_entity_id').boundingBox()
    const chosen = await provider.boundingBox()
    // The select and its info button beside it (issue 29) fill the column, no wider.
    const info = await dialog.getByTestId('provider-info').boundingBox()
    assert.equal(Math.round(info!.x + info!.width - chosen!.x), Math.round(issuedBy!.width))
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gop_defaults.png` })

    // The black-listed one is marked in the list and warned about the moment it is chosen; the
    // currency follows the provider.
    await provider.click()
    await page.getByPlaceholder('Search provider...').fill(barred.name.split(' ')[0])
    const option = page.getByRole('option', { name: new RegExp(barred.name) }).first()
    await option.getByTestId('provider-option-black-listed').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/provider_option_black_listed.png` })
    await option.click()
    await dialog
      .getByTestId('warning-provider_id-black-listed')
      .getByText('Black-listed: do not send the member here.', { exact: false })
      .waitFor()
    await currency.getByText(/^USD/).waitFor()
    // Chosen by the agent, the currency stays whatever provider comes next.
    await currency.click()
    await page.keyboard.type('MYR')
    await page.getByRole('option', { name: /^MYR/ }).first().click()
    await provider.click()
    await page.getByPlaceholder('Search provider...').fill(hospital.code)
    await page
      .getByRole('option', { name: new RegExp(hospital.code) })
      .first()
      .click()
    await dialog.getByTestId('warning-provider_id-black-listed').waitFor({ state: 'detached' })
    await currency.getByText(/^MYR/).waitFor()
    await page.keyboard.press('Escape')

    // The case form's provider answers: the same mark and warning, and a long name leaves the
    // info button beside its select where it can be used.
    await page.goto(`/navigate/cases/${record.id}/edit`)
    const field = page.getByTestId('select-details.hospital')
    await field.getByText(longName).waitFor()
    const admitted = await page.getByTestId('date-details.admitted_on').boundingBox()
    const box = await field.boundingBox()
    assert.isAtMost(box!.x + box!.width, admitted!.x)
    await page.getByTestId('provider-info').click()
    await page.getByTestId('provider-info-popover').getByText(longName).waitFor()
    await page.keyboard.press('Escape')
    await field.click()
    await page.getByPlaceholder('Search hospital...').fill(barred.name.split(' ')[0])
    await page
      .getByRole('option', { name: new RegExp(barred.name) })
      .first()
      .click()
    await page.getByTestId('warning-details.hospital-black-listed').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_form_black_listed.png` })
  })
})
