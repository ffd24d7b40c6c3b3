/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/** Where the screenshots of this run go (looked at by a person, not compared). */
const SHOTS = process.env.SCREENSHOT_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** An active case in KUL, the center the admin works in. */
async function activeCase() {
  const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
  await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: center.id })
  const record = await CaseFactory.merge({ centerId: center.id }).apply('active').create()
  return record
}

/**
 * Pastes a PNG file into the note's editor, as the clipboard of a screenshot tool does: 160×160
 * of noise (about 100 kB), so the note is too large to be listed whole and "more" reads it.
 */
async function pasteImage(page: Page) {
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 160
    const context = canvas.getContext('2d')!
    const pixels = context.createImageData(160, 160)
    for (let index = 0; index < pixels.data.length; index++) {
      pixels.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256)
    }
    context.putImageData(pixels, 0, 0)
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made!), 'image/png')
    )
    const file = new File([blob], 'scan.png', { type: 'image/png' })
    const data = new DataTransfer()
    data.items.add(file)
    const event = new ClipboardEvent('paste', {
      clipboardData: data,
      bubbles: true,
      cancelable: true,
    })
    document.querySelector('[data-testid="case-note-dialog"] .ql-editor')!.dispatchEvent(event)
  })
}

test.group('Case notes in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a note with a link and a pasted image shows in the tab and in the timeline', async ({
    visit,
    assert,
  }) => {
    const record = await activeCase()
    const page = await visit('/login')
    await signIn(page)
    await page.goto(`/navigate/cases/${record.id}?tab=notes`)
    await page.getByTestId('case-notes-tab').waitFor()
    await shot(page, '1-notes-empty')

    await page.getByTestId('case-notes-add').click()
    const dialog = page.getByTestId('case-note-dialog')
    const editor = dialog.locator('.ql-editor')
    await editor.click()
    await page.keyboard.type('Discharge summary from the hospital')
    await page.keyboard.press('Control+A')
    await dialog.locator('button.ql-link').click()
    const address = page.getByLabel('Link address')
    await address.fill('https://hospital.example/discharge/123')
    await address.press('Enter')
    await editor.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Family informed; X-ray attached.')
    await page.keyboard.press('Enter')
    await pasteImage(page)
    await editor.locator('img').waitFor()
    await shot(page, '2-note-dialog')

    await page.getByTestId('note-save').click()
    await dialog.waitFor({ state: 'detached' })
    const preview = page.getByTestId('case-note-preview').first()
    await preview.waitFor()
    assert.include(await preview.innerText(), 'Discharge summary from the hospital')
    assert.include(await preview.innerText(), 'Family informed; X-ray attached.')
    await shot(page, '3-notes-tab')

    // Stored sanitised, with its link and its image.
    const row = await db.from('case_notes').where('case_id', record.id).firstOrFail()
    const ops = row.body.ops as { insert: unknown; attributes?: { link?: string } }[]
    assert.deepInclude(
      ops.map((op) => op.attributes?.link).filter(Boolean),
      'https://hospital.example/discharge/123'
    )
    assert.isTrue(
      ops.some(
        (op) =>
          typeof op.insert === 'object' &&
          String((op.insert as { image?: string }).image).startsWith('data:image/png;base64,')
      )
    )

    // Too large to be listed whole: "more" reads the document on its own.
    assert.isAbove(JSON.stringify(row.body).length, 16_384)
    await page.getByTestId('case-note-more').first().click()
    const full = page.getByTestId('case-note-full').first()
    assert.equal(
      await full.locator('a').first().getAttribute('href'),
      'https://hospital.example/discharge/123'
    )
    assert.equal(await full.locator('img').count(), 1)
    await shot(page, '4-note-expanded')

    await page.getByRole('tab', { name: 'General info' }).click()
    const sentence = page.getByTestId('case-timeline-sentence').first()
    await sentence.waitFor()
    assert.match(await sentence.innerText(), /^Created note “Discharge summary from the hospital/)
    await page.getByTestId('case-timeline').scrollIntoViewIfNeeded()
    await shot(page, '5-timeline')
  })

  test('the author corrects a note, pins another to the top, and a deleted note comes back', async ({
    visit,
    assert,
  }) => {
    const record = await activeCase()
    const admin: { id: number } = await db
      .from('users')
      .where('email', 'admin@demo.test')
      .firstOrFail()
    const now = Date.now()
    const write = (text: string, minutesAgo: number) =>
      db.table('case_notes').insert({
        case_id: record.id,
        body: JSON.stringify({ ops: [{ insert: `${text}\n` }] }),
        body_text: text,
        is_pinned: false,
        author_id: admin.id,
        created_at: new Date(now - minutesAgo * 60_000),
        updated_at: new Date(now - minutesAgo * 60_000),
      })
    await write('Old note from the night shift', 120)
    await write('Call the insurer back at 10:00', 2)

    const page = await visit('/login')
    await signIn(page)
    await page.goto(`/navigate/cases/${record.id}?tab=notes`)
    const previews = page.getByTestId('case-note-preview')
    await previews.first().waitFor()
    assert.equal(await previews.first().innerText(), 'Call the insurer back at 10:00')

    // The old note is past its window: no Edit; the fresh one can be corrected.
    const menu = (index: number) =>
      page
        .getByRole('row')
        .nth(index + 1)
        .getByRole('button', { name: /actions/i })
    await menu(1).click()
    assert.equal(await page.getByRole('menuitem', { name: 'Edit' }).count(), 0)
    await page.getByRole('menuitem', { name: 'Pin' }).click()
    await page.getByTestId('case-note-pinned').waitFor()
    assert.equal(await previews.first().innerText(), 'Old note from the night shift')
    await shot(page, '6-pinned')

    await menu(1).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const dialog = page.getByTestId('case-note-dialog')
    await dialog.locator('.ql-editor').click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' (done)')
    await page.getByTestId('note-save').click()
    await dialog.waitFor({ state: 'detached' })
    await previews.getByText('Call the insurer back at 10:00 (done)').waitFor()
    // Only the corrected note says it was edited (a pin is not an edit).
    assert.equal(await page.getByTestId('case-note-edited').count(), 1)

    await menu(1).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page
      .getByTestId('case-note-delete-dialog')
      .getByRole('button', { name: 'Delete' })
      .click()
    await page.getByTestId('case-note-delete-dialog').waitFor({ state: 'detached' })
    assert.equal(await previews.count(), 1)
    await page.getByTestId('case-notes-show-trash').click()
    await page.getByTestId('case-notes-trash').waitFor()
    await shot(page, '7-trash')
    await page.getByTestId('case-note-restore').click()
    await page.getByTestId('case-notes-trash').waitFor({ state: 'detached' })
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="case-note-preview"]').length === 2
    )

    await page.getByRole('tab', { name: 'General info' }).click()
    await page.getByTestId('case-timeline-sentence').first().waitFor()
    const sentences = await page.getByTestId('case-timeline-sentence').allInnerTexts()
    assert.deepEqual(sentences.slice(0, 4), [
      'Restored note “Call the insurer back at 10:00 (done)” from the trash',
      'Moved note “Call the insurer back at 10:00 (done)” to the trash',
      'Changed note “Call the insurer back at 10:00 (done)”: body',
      'Pinned note “Old note from the night shift”',
    ])
    await page.getByTestId('case-timeline').scrollIntoViewIfNeeded()
    await shot(page, '8-timeline')
  })
})

test.group('Case notes: the edit window in General settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an administrator sets how long an author can edit a note', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page)
    await page.goto('/settings/general')
    const field = page.locator('input[name="case_note_edit_minutes"]')
    await field.waitFor()
    assert.equal(await field.inputValue(), '15')
    await field.fill('30')
    await shot(page, '9-general-settings')
    await page.getByRole('button', { name: /save/i }).click()
    await page.getByText('General settings saved.').waitFor()
    const row: { value: unknown } = await db
      .from('settings')
      .where('key', 'case_note_edit_minutes')
      .firstOrFail()
    assert.equal(row.value, 30)
  })
})
