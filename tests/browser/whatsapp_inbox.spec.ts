/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import type User from '#models/user'
import { startFakeGraph, type FakeGraph } from '#services/whatsapp/fake_graph'
import { writeWhatsappSettings } from '#services/whatsapp/credentials'
import { QUEUED_ALERT_TITLE, returnContact } from '#services/whatsapp/contact_queue'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { BASE, forgetWhatsapp } from '#tests/helpers/whatsapp_webhooks'

/**
 * Issue 31's inbox in the browser, end to end through the fake Cloud API: a member's message
 * posted by the fake (signed, to the app's webhook) appears live on the queue page; the agent
 * takes it, replies, the fake receives the reply and its statuses come back until the ticks say
 * read. Then the agent stays silent on a second contact and it goes back to the queue with the
 * alert. The worker's timer is the one piece run by the test: it calls the return the job calls,
 * once the deadline is moved into the past (the fake clock of tests/functional/whatsapp).
 */

const SHOTS = process.env.WHATSAPP_SCREENSHOTS
const APP_SECRET = 'browser-app-secret'
const NUMBER_ID = '109000000000777'

async function signIn(page: Page, user: User) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/**
 * Opens the queue and waits for the tab's live socket to have caught up and for the page itself
 * to be on screen: its code arrives after the shell's, and an event before it listens is one it
 * never hears (as a person's page would not, a few hundred milliseconds after a full load).
 */
async function openQueue(page: Page) {
  const caughtUp = page.waitForResponse((response) =>
    response.url().includes('/notifications/catch-up')
  )
  await page.goto('/messaging/whatsapp/queue')
  await caughtUp
  await page.locator('[data-testid="data-table"][data-table-key="whatsapp-queue"]').waitFor()
}

const toastOf = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title })

test.group('WhatsApp inbox in the browser', (group) => {
  let fake: FakeGraph
  let kul: number

  group.setup(async () => {
    fake = await startFakeGraph({
      appSecret: APP_SECRET,
      appWebhookUrl: `${BASE}/webhooks/whatsapp`,
      numbers: [{ phoneNumberId: NUMBER_ID, displayPhoneNumber: '60380000777' }],
      options: { retryBaseMs: 50 },
    })
    return async () => {
      await fake.close()
      await forgetWhatsapp()
    }
  })
  group.each.setup(async () => {
    const cleanup = await testUtils.db().withGlobalTransaction()
    const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    kul = Number(center.id)
    await writeWhatsappSettings({
      whatsapp_api_base_url: fake.url,
      whatsapp_api_version: fake.version,
      whatsapp_waba_id: fake.wabaId,
      whatsapp_numbers: [{ phone_number_id: NUMBER_ID, center_id: kul }],
      whatsapp_verify_token: 'browser-verify',
      accessToken: fake.accessToken,
      appSecret: APP_SECRET,
    })
    fake.sent.length = 0
    fake.readMarks.length = 0
    return cleanup
  })
  group.each.timeout(90_000)

  test('a member writes, the agent takes, replies and sees it read; a silent agent loses the contact', async ({
    visit,
    assert,
  }) => {
    const agent = await makeUser({ permissions: ['access-whatsapp'], centers: ['KUL'] })
    agent.firstName = 'Nadia'
    agent.lastName = 'Agent'
    await agent.save()

    const page = await visit('/login')
    await signIn(page, agent)
    await openQueue(page)

    // A member writes: the fake posts the signed webhook, the app processes it, and the queue
    // page shows the contact without a reload of the browser's own.
    const { wamid: firstWamid } = await fake.emitInbound({
      from: '60123450777',
      name: 'Siti Member',
      phoneNumberId: NUMBER_ID,
      text: 'My father is in hospital in Penang, policy PX-55120',
    })
    const row = page.getByRole('row').filter({ hasText: 'Siti Member' })
    await row.waitFor({ timeout: 20_000 })
    assert.include(await row.textContent(), 'My father is in hospital in Penang')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/whatsapp_queue.png`, fullPage: true })

    // Take: the agent lands on the conversation, holds it, and the window is open.
    await row.getByTestId('queue-take').click()
    await page.waitForURL('**/messaging/whatsapp/messages/*')
    await page.getByTestId('conversation-name').filter({ hasText: 'Siti Member' }).waitFor()
    await page.getByTestId('window-countdown').filter({ hasText: 'Window open' }).waitFor()
    await page.getByTestId('conversation-reply-due').first().waitFor()
    const contact: { id: number; status: string; agent_id: number } = await db
      .from('whatsapp_contacts')
      .where({ phone_number_id: NUMBER_ID, wa_id: '60123450777' })
      .firstOrFail()
    assert.equal(contact.status, 'assigned')
    assert.equal(contact.agent_id, agent.id)

    // The holder has the thread on screen: the member is shown their message read.
    const deadline = Date.now() + 10_000
    while (!fake.readMarks.includes(firstWamid) && Date.now() < deadline) {
      await page.waitForTimeout(100)
    }
    assert.deepEqual(fake.readMarks, [firstWamid])

    // The reply: Enter sends it; the fake receives it and posts sent, delivered, read.
    await page.getByTestId('composer-body').fill('Hello Siti, I am looking at it now.')
    await page.getByTestId('composer-body').press('Enter')
    const reply = page
      .getByTestId('thread-message')
      .filter({ hasText: 'Hello Siti, I am looking at it now.' })
    await reply.waitFor()
    await reply.locator('[data-testid="message-status"][data-status="read"]').waitFor({
      timeout: 15_000,
    })
    const sent = fake.sent.filter((message) => message.to === '60123450777')
    assert.lengthOf(sent, 1)
    assert.deepInclude(sent[0].body.text, { body: 'Hello Siti, I am looking at it now.' })
    const answered: { reply_due_at: Date | null } = await db
      .from('whatsapp_contacts')
      .where('id', contact.id)
      .firstOrFail()
    assert.isNull(answered.reply_due_at, 'the first reply clears the return to the queue')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/whatsapp_messages.png`, fullPage: true })

    // A second member; the agent takes them and says nothing.
    await openQueue(page)
    await fake.emitInbound({
      from: '60123450888',
      name: 'Ravi Member',
      phoneNumberId: NUMBER_ID,
      text: 'Is anyone there?',
    })
    const second = page.getByRole('row').filter({ hasText: 'Ravi Member' })
    await second.waitFor({ timeout: 20_000 })
    await second.getByTestId('queue-take').click()
    await page.waitForURL('**/messaging/whatsapp/messages/*')
    await page.getByTestId('conversation-name').filter({ hasText: 'Ravi Member' }).waitFor()
    const silent: { id: number } = await db
      .from('whatsapp_contacts')
      .where({ phone_number_id: NUMBER_ID, wa_id: '60123450888' })
      .firstOrFail()

    // The deadline passes (moved, not waited for) and the worker's job runs the return.
    await db
      .from('whatsapp_contacts')
      .where('id', silent.id)
      .update({ reply_due_at: db.raw(`now() - interval '1 second'`) })
    assert.isTrue(await returnContact(silent.id, 'no_reply'))

    // The agent is told, and the conversation on screen says it is back in the queue.
    await toastOf(page, QUEUED_ALERT_TITLE).waitFor({ timeout: 10_000 })
    await page.getByTestId('composer-blocked').filter({ hasText: 'waiting in the queue' }).waitFor()
    await openQueue(page)
    await page.getByRole('row').filter({ hasText: 'Ravi Member' }).waitFor()
    const back: { status: string; agent_id: number | null } = await db
      .from('whatsapp_contacts')
      .where('id', silent.id)
      .firstOrFail()
    assert.equal(back.status, 'queued')
    assert.isNull(back.agent_id)
  })
})
