/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { calendarDayIn, shiftDays } from '#contracts/calendar_days'
import { writeSettings } from '#services/settings'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { openTab } from '#tests/helpers/case_tabs'
import { formReachable } from '#tests/helpers/verification_fixtures'
import { FakeSmtpServer, attachmentsOf } from '#tests/helpers/fake_smtp_server'
import { pdfText } from '#tests/helpers/pdf_text'

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.VERIFY_SCREENSHOTS

test.group('Verify Policy in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  test('from a case: verify with Allied Bankers, read the PDF, send it, record "verified", see it on the case and its timeline', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
    const caseId = await caseIn('KUL', 'active')
    const record: { number: string; first_name: string; last_name: string; policy_number: string } =
      await db
        .from('cases')
        .join('members', 'members.id', 'cases.member_id')
        .where('cases.id', caseId)
        .select('cases.number', 'members.first_name', 'members.last_name', 'members.policy_number')
        .firstOrFail()
    const member = `${record.first_name} ${record.last_name}`
    await formReachable('allied-bankers', 'verify@alliedbankers.test')
    await writeSettings({ smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_security: 'none' })
    const provider: { name: string } = await db
      .from('providers')
      .whereNull('deleted_at')
      .whereNot('status', 'black-listed')
      .orderBy('id')
      .firstOrFail()

    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByLabel('Email').fill('admin@demo.test')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/dashboard')

    // The case's Verifications tab: "Verify policy" offers the insurers the user may ask.
    await page.goto(`/navigate/cases/${caseId}`)
    await openTab(page, 'verifications')
    const tab = page.getByTestId('case-verifications-tab')
    await tab.getByText('Ask an insurer with “Verify policy”').waitFor()
    await tab.getByTestId('verify-with').click()
    await page.getByTestId('verify-with-allied-bankers').click()
    await page.waitForURL(`**/verify-policy/allied-bankers?case=${caseId}`)

    // The insurer's form, in its order and names, filled from the case's member.
    const form = page.getByTestId('verification-form')
    await form.getByText(record.number).waitFor()
    assert.equal(
      await page.getByTestId('verification-input-policy_number').inputValue(),
      record.policy_number
    )
    assert.equal(await page.getByTestId('verification-input-member_name').inputValue(), member)
    await page
      .getByTestId('date-admission_date')
      .fill(shiftDays(calendarDayIn('Asia/Kuala_Lumpur'), -1))
    await page.getByTestId('select-provider_id').click()
    await page.getByPlaceholder('Search provider...').fill(provider.name.split(' ')[0])
    await page
      .getByRole('option', { name: new RegExp(provider.name) })
      .first()
      .click()
    await page.getByTestId('verification-input-estimated_cost').fill('12500')
    await page.getByTestId('select-currency_code').click()
    await page.getByRole('option', { name: /^MYR/ }).first().click()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/verify_policy_form.png`, fullPage: true })
    await form.getByRole('button', { name: 'Make the request' }).click()

    // Its page: the PDF read, then sent to the insurer's verification group.
    await page.waitForURL(/\/verify-policy\/requests\/\d+$/)
    const made: { id: number; number: string } = await db
      .from('policy_verifications')
      .where('case_id', caseId)
      .firstOrFail()
    await page.getByRole('heading', { name: made.number }).waitFor()
    await page.getByTestId('verification-action-letter').click()
    const letterFrame = page.frameLocator('[data-testid="letter-frame"]')
    await letterFrame.getByText(member).first().waitFor()
    await letterFrame.getByText('REQUEST FOR POLICY VERIFICATION').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/verify_policy_letter.png` })
    await page.keyboard.press('Escape')
    await page.getByTestId('letter-preview-dialog').waitFor({ state: 'hidden' })
    await page.getByTestId('verification-action-send-letter').click()
    await page.getByTestId('letter-recipients').getByText('verify@alliedbankers.test').waitFor()
    await page.getByTestId('letter-send').click()
    await page
      .getByTestId('delivery')
      .getByText(/Sent to verify@alliedbankers\.test/)
      .waitFor()
    assert.lengthOf(smtp.messages, 1)
    const { text } = await pdfText(attachmentsOf(smtp.messages[0])[0].content)
    assert.include(text, member)
    assert.include(text, record.policy_number)

    // The insurer's answer: verified, with its reference.
    await page.getByTestId('verification-action-verify').click()
    const dialog = page.getByTestId('verification-verify-dialog')
    await dialog.getByTestId('verification-insurer-reference').fill('ABI-VR-77812')
    await dialog.getByLabel('Remarks').fill('In force; ward cover to the plan limit.')
    await dialog.getByTestId('verification-verify-save').click()
    await dialog.waitFor({ state: 'hidden' })
    const answer = page.getByTestId('verification-answer')
    await answer.getByText('ABI-VR-77812').waitFor()
    await answer.getByTestId('verification-status').getByText('Verified').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/verify_policy_request.png`, fullPage: true })
    const stored: { status: string; insurer_reference: string } = await db
      .from('policy_verifications')
      .where('id', made.id)
      .firstOrFail()
    assert.equal(stored.status, 'verified')
    assert.equal(stored.insurer_reference, 'ABI-VR-77812')

    // On the case: its row in the tab, and its history on the timeline.
    await page.goto(`/navigate/cases/${caseId}?tab=verifications`)
    const row = page
      .getByTestId('case-verifications-tab')
      .getByTestId('data-table-row')
      .filter({ hasText: made.number })
    await row.getByTestId('verification-status').getByText('Verified').waitFor()
    await row.getByText('Ref. ABI-VR-77812').waitFor()
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/verify_policy_case_tab.png`, fullPage: true })
    await openTab(page, 'general-info')
    const timeline = page.getByTestId('case-timeline')
    const entries = timeline.getByTestId('case-timeline-entry').filter({ hasText: made.number })
    await entries.first().waitFor()
    const sentences = await entries.getByTestId('case-timeline-sentence').allInnerTexts()
    assert.isTrue(
      sentences.some((sentence) => /verified/i.test(sentence)),
      sentences.join(' | ')
    )
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/verify_policy_timeline.png`, fullPage: true })
  })
})
