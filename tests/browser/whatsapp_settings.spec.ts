/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { readSettings } from '#services/settings'
import { writeWhatsappSettings } from '#services/whatsapp/credentials'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { useFakeGraph } from '#tests/helpers/fake_graph'

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.WHATSAPP_SETTINGS_SCREENSHOTS

const TOKEN = 'EAAGbrowsertoken0123456789'

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** A webhook event as the intake stores it, in the state a test needs. */
async function storedEvent(values: Record<string, unknown>) {
  const [row] = await db
    .table('whatsapp_webhook_events')
    .insert({ body: '{"object":"whatsapp_business_account","entry":[]}', ...values })
    .returning('id')
  return Number(row.id)
}

test.group('Settings › WhatsApp in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the menu opens it: the form with its secrets kept, the health panel with the held events', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await writeWhatsappSettings({
      whatsapp_api_base_url: 'https://graph.facebook.com',
      whatsapp_waba_id: '20001',
      whatsapp_numbers: [{ phone_number_id: '109000000000101', center_id: kul.id }],
      whatsapp_verify_token: 'verify-me',
      accessToken: TOKEN,
      appSecret: 'browser-app-secret',
    })
    await storedEvent({ status: 'processed', processed_at: new Date(), attempts: 1 })
    const held = await storedEvent({
      status: 'failed',
      attempts: 11,
      received_at: new Date(Date.now() - 40 * 60_000),
      last_error:
        'error: insert or update on table "whatsapp_contacts" violates foreign key constraint "whatsapp_contacts_center_id_fkey"',
    })

    const page = await visit('/login')
    await page.setViewportSize({ width: 1440, height: 1000 })
    await signInAsAdmin(page)
    await page.getByTestId('settings-menu').click()
    await page.getByRole('menuitem', { name: 'WhatsApp' }).click()
    await page.waitForURL('**/settings/whatsapp')
    await page.getByTestId('whatsapp-settings-form').waitFor()

    // The form: the saved values, the secrets only as "saved", never their text.
    assert.equal(
      await page.locator('input[name="whatsapp_api_base_url"]').inputValue(),
      'https://graph.facebook.com'
    )
    assert.equal(
      await page.locator('input[name="whatsapp_numbers.0.phone_number_id"]').inputValue(),
      '109000000000101'
    )
    assert.equal(await page.getByTestId('secret-whatsapp_access_token').inputValue(), '')
    await page.getByText('A token is saved. Leave empty to keep it.').waitFor()
    assert.notInclude(await page.content(), TOKEN)

    // The health panel: the callback URL, the last webhook, the held event with its Replay.
    const health = page.getByTestId('whatsapp-health')
    await health.getByText('/webhooks/whatsapp').waitFor()
    const lastReceived = await health.getByTestId('whatsapp-last-webhook').textContent()
    assert.notEqual(lastReceived?.trim(), 'Never')
    await health.getByTestId('whatsapp-failed-count').getByText('1 failed').waitFor()
    const event = health.getByTestId('whatsapp-failed-event')
    await event.getByText(`Event #${held}`).waitFor()
    await event.getByText('11 attempts').waitFor()
    await event.getByText(/violates foreign key constraint/).waitFor()
    await event.getByRole('button', { name: `Replay event ${held}` }).waitFor()
    await health.getByTestId('whatsapp-check-token').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/whatsapp_settings.png`, fullPage: true })

    // Replay: the event goes back to processing and leaves the list; the form is untouched.
    await page.locator('input[name="whatsapp_verify_token"]').fill('typed-not-saved')
    await event.getByRole('button', { name: `Replay event ${held}` }).click()
    await page.getByText(`Event #${held} was sent back to processing.`).waitFor()
    await health.getByText('No failed events').waitFor()
    assert.equal(
      await page.locator('input[name="whatsapp_verify_token"]').inputValue(),
      'typed-not-saved'
    )
    const replayed: { status: string } = await db
      .from('whatsapp_webhook_events')
      .where('id', held)
      .firstOrFail()
    assert.notEqual(replayed.status, 'failed')
    if (SHOTS) {
      // Below 1280 px the panel goes under the form; on a phone the rows stack.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: `${SHOTS}/whatsapp_settings_narrow.png`, fullPage: true })
    }
  })

  test('a number added on the page is saved with its center; a duplicate is refused beside its row', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    const bkk: { id: number } = await db.from('centers').where('code', 'BKK').firstOrFail()
    await writeWhatsappSettings({
      whatsapp_numbers: [{ phone_number_id: '109000000000101', center_id: kul.id }],
    })
    const page = await visit('/login')
    await page.setViewportSize({ width: 1440, height: 1000 })
    await signInAsAdmin(page)
    await page.goto('/settings/whatsapp')

    await page.getByTestId('whatsapp-numbers-add').click()
    const number = page.locator('input[name="whatsapp_numbers.1.phone_number_id"]')
    await number.fill('109000000000101')
    await page.getByTestId('select-whatsapp_numbers.1.center_id').click()
    await page.getByRole('option', { name: /^BKK/ }).click()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page
      .getByTestId('error-whatsapp_numbers.1.phone_number_id')
      .getByText('This number is already mapped in row 1: each number goes to one center.')
      .waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/whatsapp_settings_duplicate.png` })

    await number.fill('109000000000202')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('WhatsApp settings saved.').waitFor()
    const saved = await readSettings(['whatsapp_numbers'] as const)
    assert.deepEqual(saved.whatsapp_numbers, [
      { phone_number_id: '109000000000101', center_id: kul.id },
      { phone_number_id: '109000000000202', center_id: bkk.id },
    ])
  })

  test('the token check says the fake Cloud API’s verdict beside its button', async ({ visit }) => {
    const graph = await useFakeGraph()
    try {
      await writeWhatsappSettings({ accessToken: 'EAAGnotthetoken' })
      const page = await visit('/login')
      await page.setViewportSize({ width: 1440, height: 1000 })
      await signInAsAdmin(page)
      await page.goto('/settings/whatsapp')
      const check = page.getByTestId('whatsapp-token-check')
      await check.getByTestId('whatsapp-check-token').click()
      await check
        .getByTestId('whatsapp-token-error')
        .getByText(/access token is invalid or has expired/)
        .waitFor()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/whatsapp_token_refused.png` })

      await writeWhatsappSettings({ accessToken: graph.fake.accessToken })
      await check.getByTestId('whatsapp-check-token').click()
      await check
        .getByTestId('whatsapp-token-ok')
        .getByText(
          `The access token works: WhatsApp let it read business account ${graph.fake.wabaId}.`
        )
        .waitFor()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/whatsapp_token_ok.png` })
    } finally {
      await graph.stop()
    }
  })
})
