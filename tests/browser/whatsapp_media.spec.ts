/// <reference lib="dom" />
import { crc32, deflateSync } from 'node:zlib'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import type User from '#models/user'
import { startFakeGraph, type FakeGraph } from '#services/whatsapp/fake_graph'
import { writeWhatsappSettings } from '#services/whatsapp/credentials'
import { caseFileDisk } from '#services/case_file_uploads'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { BASE, forgetWhatsapp } from '#tests/helpers/whatsapp_webhooks'

/**
 * Sending a file from the composer (issue 31), end to end through the fake Cloud API: the agent
 * attaches a picture with the paperclip, sees its name and size, adds a caption and sends; the
 * fake receives the upload (the same bytes) and the image message, and the thread shows the
 * picture with its caption, its ticks going to read.
 */

const SHOTS = process.env.WHATSAPP_SCREENSHOTS
const APP_SECRET = 'browser-media-secret'
const NUMBER_ID = '109000000000778'
const MEMBER = '60123450999'

/** A 240×160 picture (a blue band over grey): big enough to see in the thread's screenshot. */
function picture(): Buffer {
  const [width, height] = [240, 160]
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const band = y > 50 && y < 110
      rows.set(band ? [37, 99, 235] : [220, 224, 230], row + 1 + x * 3)
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function signIn(page: Page, user: User) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** The contact the member's message made, once the webhook's processing has run. */
async function contactOf(waId: string): Promise<{ id: number }> {
  for (let tries = 0; tries < 100; tries++) {
    const row: { id: number } | null = await db
      .from('whatsapp_contacts')
      .where({ phone_number_id: NUMBER_ID, wa_id: waId })
      .first()
    if (row) return row
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no contact for ${waId}`)
}

test.group('WhatsApp media in the browser', (group) => {
  let fake: FakeGraph
  let kul: number

  group.setup(async () => {
    fake = await startFakeGraph({
      appSecret: APP_SECRET,
      appWebhookUrl: `${BASE}/webhooks/whatsapp`,
      numbers: [{ phoneNumberId: NUMBER_ID, displayPhoneNumber: '60380000778' }],
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
    fake.uploads.length = 0
    return cleanup
  })
  group.each.timeout(90_000)

  test('the agent attaches a picture with a caption; the fake receives it and the thread shows it', async ({
    visit,
    assert,
  }) => {
    const agent = await makeUser({ permissions: ['access-whatsapp'], centers: ['KUL'] })
    await fake.emitInbound({
      from: MEMBER,
      name: 'Lina Member',
      phoneNumberId: NUMBER_ID,
      text: 'Which form do I sign?',
    })
    const contact = await contactOf(MEMBER)
    const png = picture()
    // Taken by the agent (the take is the inbox test's subject).
    await db
      .from('whatsapp_contacts')
      .where('id', contact.id)
      .update({
        status: 'assigned',
        agent_id: agent.id,
        assigned_at: new Date(),
        reply_due_at: new Date(Date.now() + 5 * 60_000),
      })

    const page = await visit('/login')
    await signIn(page, agent)
    await page.goto(`/messaging/whatsapp/messages/${contact.id}`)
    await page.getByTestId('conversation-name').filter({ hasText: 'Lina Member' }).waitFor()

    // A program named as a photo: refused beside the file, nothing sent; removed again.
    const first = page.waitForEvent('filechooser')
    await page.getByTestId('composer-attach').click()
    const program = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(256, 0x41)])
    const firstDialog = await first
    await firstDialog.setFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: program })
    await page.getByTestId('composer-send-file').click()
    await page.getByTestId('error-file').filter({ hasText: 'is a program' }).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/whatsapp_attach_refused.png` })
    assert.lengthOf(fake.uploads, 0)
    await page.getByTestId('composer-file-remove').click()
    await page.getByTestId('composer-attachment').waitFor({ state: 'detached' })

    // The paperclip opens the file dialog; the chosen file shows with its size.
    const chooser = page.waitForEvent('filechooser')
    await page.getByTestId('composer-attach').click()
    const dialog = await chooser
    await dialog.setFiles({ name: 'form.png', mimeType: 'image/png', buffer: png })
    await page.getByTestId('composer-file-name').filter({ hasText: 'form.png' }).waitFor()
    const shown = await page.getByTestId('composer-attachment').textContent()
    assert.match(shown ?? '', /form\.png\s*[\d.]+ (Bytes|KB)/)
    await page.getByTestId('composer-caption').fill('This is the form to sign')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/whatsapp_attach.png` })

    await page.getByTestId('composer-send-file').click()
    const sent = page.getByTestId('thread-message').filter({ hasText: 'This is the form to sign' })
    await sent.getByTestId('message-image').waitFor({ timeout: 15_000 })
    await sent.locator('[data-testid="message-status"][data-status="read"]').waitFor({
      timeout: 15_000,
    })
    await page.getByTestId('composer-attachment').waitFor({ state: 'detached' })
    // The picture is really drawn from the media route, not a broken image.
    const drawn = await sent
      .getByTestId('message-image')
      .evaluate((image) => (image as HTMLImageElement).naturalWidth)
    assert.equal(drawn, 240)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/whatsapp_media_sent.png` })

    assert.lengthOf(fake.uploads, 1)
    assert.isTrue(fake.uploads[0].bytes.equals(png))
    assert.lengthOf(fake.sent, 1)
    assert.deepEqual(fake.sent[0].body.image, {
      id: fake.uploads[0].id,
      caption: 'This is the form to sign',
    })
    const row: { media_path: string } = await db
      .from('whatsapp_messages')
      .where({ contact_id: contact.id, direction: 'outbound' })
      .firstOrFail()
    await caseFileDisk().delete(row.media_path)
  })
})
