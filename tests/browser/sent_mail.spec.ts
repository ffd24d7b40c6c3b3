/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { writeSettings } from '#services/settings'
import { FakeSmtpServer, headerOf } from '#tests/helpers/fake_smtp_server'
import { caseIn, insertGop, providerReachable } from '#tests/helpers/gop_fixtures'

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.SENT_MAIL_SCREENSHOTS

test.group('Sent mail in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer().start()
    return () => smtp.stop()
  })

  test('a GOP sent from its tab shows in the case’s Sent mail as it went out, its letter one click away', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await db.from('centers').where('id', kul.id).update({ operations_email: 'ops.kul@assist.test' })
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
    await providerReachable()
    const caseId = await caseIn('KUL')
    const gopId = await insertGop(caseId)
    const gop: { number: string } = await db.from('gops').where('id', gopId).firstOrFail()
    await writeSettings({
      smtp_host: '127.0.0.1',
      smtp_port: smtp.port,
      smtp_security: 'none',
      mail_from_address: 'letters@assist.test',
      mail_from_name: 'Assist Operations',
    })

    const page = await visit('/login')
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAsAdmin(page)
    // Nothing mailed yet: the dialog says how a letter is mailed.
    await page.goto(`/navigate/cases/${caseId}?tab=guarantee-of-payments`)
    await page.getByTestId('case-sent-mail').click()
    await page.getByTestId('sent-mail-empty').waitFor()
    await page.keyboard.press('Escape')

    const tab = page.getByTestId('case-gops-tab')
    await tab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    await page.getByTestId('row-action-approve-gop').click()
    await tab.getByTestId('gop-status').getByText('Approved').waitFor()
    await tab.getByRole('button', { name: `Actions for ${gop.number}` }).click()
    await page.getByTestId('row-action-send-letter').click()
    await page.getByTestId('letter-send').click()
    await tab
      .getByTestId('delivery')
      .getByText(/Sent to gop@provider\.test/)
      .waitFor()
    const [message] = smtp.messages

    await page.getByTestId('case-sent-mail').click()
    const dialog = page.getByTestId('sent-mail-dialog')
    const mail = dialog.getByTestId('sent-mail')
    await mail.getByTestId('sent-mail-outcome').getByText('Delivered').waitFor()
    assert.equal(
      await mail.getByTestId('sent-mail-subject').textContent(),
      headerOf(message, 'subject')
    )
    await mail.getByText('Assist Operations <letters@assist.test>').waitFor()
    await mail.getByText('ops.kul@assist.test').waitFor()
    await mail.getByText('gop@provider.test').waitFor()
    await mail.getByText('Message', { exact: true }).click()
    await mail
      .getByTestId('sent-mail-body')
      .getByText(/Please find attached/)
      .waitFor()
    // The dialog fits the 1280 px page: nothing runs out of it sideways.
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
    assert.isAtMost(overflow, 0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sent_mail.png` })

    // The attachment opens the letter as it was sent (revision 1).
    await mail.getByTestId('sent-mail-attachment').click()
    const preview = page.getByTestId('letter-preview-dialog')
    await preview.getByText(`${gop.number} · revision 1`).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sent_mail_letter.png` })
  })
})
