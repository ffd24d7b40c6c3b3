/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { insertGop } from '#tests/helpers/gop_fixtures'
import { writeSettings } from '#services/settings'
import { FakeSmtpServer, attachmentsOf } from '#tests/helpers/fake_smtp_server'
import { pdfText } from '#tests/helpers/pdf_text'

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/**
 * Waits until no toast is on screen. A success toast stays four seconds at the bottom right,
 * over the row menus of a table low on the page, and a slow machine reaches the next click
 * while it is still there (Playwright then waits on the covered button): a user would wait too.
 */
async function afterToasts(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0)
}

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.BILLING_SCREENSHOTS

/** Today as a `YYYY-MM-DD` the date field takes. */
const today = () => new Date().toISOString().slice(0, 10)

test.group('Billing in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  test('a provider’s bill is recorded, flagged, approved above its GOP and paid; the client is billed and pays; the case closes', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
    const record = await CaseFactory.merge({ centerId: kul.id }).apply('active').create()
    // A GOP of 1,000.00 MYR to the first provider that may be guaranteed.
    const gopId = await insertGop(record.id, 'approved')
    const gop: { number: string; provider_id: number } = await db
      .from('gops')
      .where('id', gopId)
      .firstOrFail()
    const provider: { name: string } = await db
      .from('providers')
      .where('id', gop.provider_id)
      .firstOrFail()
    // The client bills in ringgit with a fee of 150.00, to a billing group the fake SMTP server
    // receives for.
    const [billingGroup] = await db
      .table('email_groups')
      .insert({
        name: 'Client accounts (test)',
        addresses: ['ap@client.test'],
        created_at: new Date(),
      })
      .returning('id')
    await db.from('clients').where('id', record.clientId).update({
      billing_currency_code: 'MYR',
      service_fee: '150.00',
      billing_email_group_id: billingGroup.id,
    })
    if (record.programId) {
      await db.from('programs').where('id', record.programId).update({ service_fee: null })
    }
    await writeSettings({ smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_security: 'none' })

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${record.id}?tab=charge-slips`)
    const tab = page.getByTestId('case-charge-slips-tab')

    const recordBill = async (invoice: string, amount: string) => {
      await page.getByTestId('case-charge-slips-add').click()
      await page.getByTestId('select-provider_id').click()
      await page.getByPlaceholder('Search provider...').fill(provider.name.split(' ')[0])
      await page
        .getByRole('option', { name: new RegExp(provider.name) })
        .first()
        .click()
      await page.getByTestId('select-gop_id').click()
      await page.getByRole('option', { name: new RegExp(gop.number) }).click()
      await page.getByTestId('charge-slip-invoice-number').fill(invoice)
      await page.getByTestId('date-invoice_date').fill(today())
      await page.getByTestId('date-invoice_date').press('Tab')
      await page.getByTestId('charge-slip-amount').fill(amount)
      await page.getByTestId('select-payment_method').click()
      await page.getByRole('option', { name: 'Wire transfer' }).click()
      if (SHOTS && invoice === 'HOSP-2291') {
        await page.screenshot({ path: `${SHOTS}/charge_slip_dialog.png` })
      }
      await page.getByTestId('charge-slip-save').click()
    }

    await recordBill('HOSP-2291', '1,200')
    await tab.getByText('MYR 1,200.00').waitFor()
    const first = await db.from('charge_slips').where('case_id', record.id).firstOrFail()
    assert.equal(first.amount_billed, '1200.00')
    assert.equal(first.gop_id, gopId)

    // The same invoice again: both rows say so.
    await recordBill('HOSP-2291', '300')
    await tab.getByText('MYR 300.00').waitFor()
    await tab
      .getByText(/Possible duplicate/)
      .first()
      .waitFor()
    assert.equal(await tab.getByText(/Possible duplicate/).count(), 2)
    const second = await db
      .from('charge_slips')
      .where('case_id', record.id)
      .whereNot('id', first.id)
      .firstOrFail()
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/case_charge_slips_flags.png`, fullPage: true })

    // Four eyes: whoever recorded a bill does not approve it. These were recorded by the demo
    // agent, as far as their approval goes, so the administrator approves them.
    const agent: { id: number } = await db
      .from('users')
      .where('email', 'agent@demo.test')
      .firstOrFail()
    await db.from('charge_slips').where('case_id', record.id).update({ created_by_id: agent.id })
    await page.reload()

    // The duplicate is declined with its reason; the original is no longer flagged.
    const openActionsOf = async (amount: string) => {
      await afterToasts(page)
      await tab
        .getByRole('row', { name: new RegExp(amount.replace('.', '\\.')) })
        .getByRole('button', { name: 'Actions for Invoice HOSP-2291' })
        .click()
    }
    await openActionsOf('MYR 300.00')
    await page.getByTestId('row-action-decline-charge-slip').click()
    await page.getByTestId('charge-slip-decline-reason').fill('Billed twice')
    await page.getByTestId('charge-slip-transition-save').click()
    await tab.getByText('Billed twice').waitFor()
    const declined: { status: string } = await db
      .from('charge_slips')
      .where('id', second.id)
      .firstOrFail()
    assert.equal(declined.status, 'declined')

    // Approving 1,200.00 against a 1,000.00 guarantee asks for the override's reason.
    await openActionsOf('MYR 1,200.00')
    await page.getByTestId('row-action-approve-charge-slip').click()
    await page.getByTestId('charge-slip-transition-save').click()
    await page.getByText(/above the MYR 1,000\.00 its GOP guarantees/).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/charge_slip_override.png` })
    await page
      .getByTestId('charge-slip-override-reason')
      .fill('Two extra nights agreed with the insurer')
    await page.getByTestId('charge-slip-transition-save').click()
    await tab.getByText(/Approved above the guarantee: Two extra nights/).waitFor()
    const approved = await db.from('charge_slips').where('id', first.id).firstOrFail()
    assert.equal(approved.status, 'approved')
    assert.equal(approved.approved_in_center, '1200.00')

    // Paid, with its reference.
    await openActionsOf('MYR 1,200.00')
    await page.getByTestId('row-action-pay-charge-slip').click()
    await page.getByTestId('charge-slip-payment-reference').fill('TT-20261125-7')
    await page.getByTestId('charge-slip-transition-save').click()
    await tab.getByText(/TT-20261125-7/).waitFor()
    const billed = page.getByTestId('case-summary-billed')
    await billed.getByText('MYR 1,200.00', { exact: true }).waitFor()
    await billed.getByText(/paid MYR 1,200\.00/).waitFor()
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/case_charge_slips_paid.png`, fullPage: true })

    // The center's list shows it, with its flags and case.
    await page.goto('/navigate/charge-slips?q=HOSP-2291')
    await page.getByTestId('charge-slip-case-link').first().waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/charge_slips_index.png`, fullPage: true })

    // The dashboard's panel lists the center's bills to handle (the demo data's among them).
    await page.goto('/dashboard')
    await page.getByTestId('charge-slips-to-handle').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard.png`, fullPage: true })

    // The client is billed: an RFP of the approved slip plus the client's fee, approved, sent
    // (the client's billing group receives the PDF), then collected.
    await page.goto(`/navigate/cases/${record.id}?tab=request-for-payments`)
    const rfps = page.getByTestId('case-rfps-tab')
    await page.getByTestId('case-rfps-add').click()
    await page.getByText(/Invoice HOSP-2291 · /).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rfp_dialog.png` })
    await page.getByTestId('rfp-save').click()
    // 1,200.00 of the slip and the client's fee of 150.00.
    await rfps.getByText('MYR 1,350.00').waitFor()
    const rfp: { id: number; number: string; amount: string } = await db
      .from('request_for_payments')
      .where('case_id', record.id)
      .firstOrFail()
    assert.equal(rfp.amount, '1350.00')
    // Made by the agent, as far as its approval goes (four eyes).
    await db.from('request_for_payments').where('id', rfp.id).update({ created_by_id: agent.id })
    await page.reload()
    const openRfpActions = async () => {
      await afterToasts(page)
      await rfps.getByRole('button', { name: `Actions for ${rfp.number}` }).click()
    }
    await openRfpActions()
    await page.getByTestId('row-action-approve-rfp').click()
    await rfps.getByTestId('rfp-status').getByText('Approved').waitFor()
    await openRfpActions()
    await page.getByTestId('row-action-send-letter').click()
    await page.getByTestId('letter-recipients').getByText('ap@client.test').waitFor()
    await page
      .frameLocator('[data-testid="letter-frame"]')
      .getByText('REQUEST FOR PAYMENT')
      .waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rfp_letter.png` })
    await page.getByTestId('letter-send').click()
    await rfps
      .getByTestId('delivery')
      .getByText(/Sent to ap@client\.test/)
      .waitFor()
    assert.lengthOf(smtp.messages, 1)
    const { text } = await pdfText(attachmentsOf(smtp.messages[0])[0].content)
    assert.include(text, 'MYR 1,350.00')
    await openRfpActions()
    await page.getByTestId('row-action-collect-rfp').click()
    await page.getByTestId('rfp-collection-reference').fill('IN-20261125-3')
    await page.getByTestId('rfp-collect-save').click()
    await rfps.getByTestId('rfp-status').getByText('Collected').waitFor()
    const invoiced = page.getByTestId('case-summary-invoiced')
    await invoiced.getByText('MYR 1,350.00', { exact: true }).waitFor()
    await invoiced.getByText(/Collected MYR 1,350\.00/).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_rfps_collected.png`, fullPage: true })

    // Every slip is paid or declined: the case moves to billing and closes normally.
    await db.from('cases').where('id', record.id).update({ status: 'billing' })
    await page.goto(`/navigate/cases/${record.id}`)
    await page.getByTestId('case-transition-close').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('select-outcome').click()
    await page.getByRole('option', { name: 'Successful' }).click()
    await dialog.getByTestId('transition-confirm').click()
    await page.getByTestId('case-summary-status').getByText('Closed').waitFor()
    const closed: { status: string } = await db.from('cases').where('id', record.id).firstOrFail()
    assert.equal(closed.status, 'closed')
  })
})
