/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { moduleCodeUrl } from '#tests/helpers/page_code'

/** Where the screenshots of this run go (looked at by a person, not compared). */
const SHOTS = process.env.SCREENSHOT_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/never_lose_${name}.png`, fullPage: true })
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
  return CaseFactory.merge({ centerId: center.id }).apply('active').create()
}

/** What has the focus, told by what it is and whether it is inside the element with this id. */
function focusIn(page: Page, testId: string) {
  return page.evaluate((id) => {
    const element = document.activeElement as HTMLElement | null
    return {
      tag: element?.tagName ?? null,
      editor: element?.classList.contains('ql-editor') ?? false,
      inside: Boolean(element?.closest(`[data-testid="${id}"]`)),
      text: element?.textContent?.trim() ?? '',
    }
  }, testId)
}

/** The drafts this browser keeps (localStorage), by key. */
function drafts(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('assist.draft.'))
        .map((key) => [key, localStorage.getItem(key) ?? ''])
    )
  )
}

/** Waits until a draft is kept (written a moment after the last keystroke). */
async function draftKept(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(localStorage).some((key) => key.startsWith('assist.draft.'))
  )
}

/** Waits until the browser keeps no draft any more. */
async function noDrafts(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(localStorage).every((key) => !key.startsWith('assist.draft.'))
  )
}

async function openNoteDialog(page: Page) {
  await page.getByTestId('case-notes-add').click()
  const dialog = page.getByTestId('case-note-dialog')
  await dialog.locator('.ql-editor').waitFor()
  return dialog
}

test.group('Never lose what was typed', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the note dialog opens with the caret in the editor, and typed addresses become links', async ({
    visit,
    assert,
  }) => {
    const record = await activeCase()
    const page = await visit('/login')
    await signIn(page)
    await page.goto(`/navigate/cases/${record.id}?tab=notes`)
    await page.getByTestId('case-notes-tab').waitFor()

    const dialog = await openNoteDialog(page)
    // The caret is in the editor at once: the very first key typed is text, and a Space does
    // not press Cancel (which closed the dialog and lost the note).
    await page.waitForFunction(() => document.activeElement?.classList.contains('ql-editor'))
    assert.deepInclude(await focusIn(page, 'case-note-dialog'), { editor: true, inside: true })
    await page.keyboard.type(' Called https://hospital.example/ward-7 and wrote to ')
    await page.keyboard.type('desk@hospital.example, see www.example.org.')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Last: http://clinic.example/x')
    assert.isTrue(await dialog.isVisible(), 'the dialog stayed open through every Space')

    // Made links as they were finished (a space or a line break after them).
    const editor = dialog.locator('.ql-editor')
    await editor.locator('a[href="https://hospital.example/ward-7"]').waitFor()
    await editor.locator('a[href="mailto:desk@hospital.example"]').waitFor()
    await editor.locator('a[href="https://www.example.org"]').waitFor()
    assert.equal(
      await editor.locator('a[href="https://www.example.org"]').innerText(),
      'www.example.org'
    )
    await shot(page, '1-note-links')

    await page.getByTestId('note-save').click()
    await dialog.waitFor({ state: 'detached' })
    const row = await db.from('case_notes').where('case_id', record.id).firstOrFail()
    const links = (row.body.ops as { attributes?: { link?: string } }[])
      .map((op) => op.attributes?.link)
      .filter(Boolean)
    // The last address, with nothing typed after it, is a link once saved.
    assert.deepEqual(links, [
      'https://hospital.example/ward-7',
      'mailto:desk@hospital.example',
      'https://www.example.org',
      'http://clinic.example/x',
    ])

    // Read back: links that open in a new tab and tell the other site nothing.
    await page.getByTestId('case-note-more').first().click()
    const shown = page
      .getByTestId('case-note-full')
      .locator('a[href="https://hospital.example/ward-7"]')
    await shown.waitFor()
    assert.equal(await shown.getAttribute('target'), '_blank')
    assert.equal(await shown.getAttribute('rel'), 'noopener noreferrer')

    // Another of the case's dialogs starts in its first field too, not on a button.
    await page.goto(`/navigate/cases/${record.id}?tab=contacts`)
    await page.getByTestId('case-contacts-add').click()
    await page.getByTestId('case-contact-dialog').waitFor()
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT')
    const contactFocus = await focusIn(page, 'case-contact-dialog')
    assert.deepInclude(contactFocus, { tag: 'INPUT', inside: true })
    assert.equal(
      await page.evaluate(() => (document.activeElement as HTMLInputElement).name),
      'name'
    )
  })

  test('closing a changed dialog asks "Discard your changes?"; an untouched one closes at once', async ({
    visit,
    assert,
  }) => {
    const record = await activeCase()
    const page = await visit('/login')
    await signIn(page)
    await page.goto(`/navigate/cases/${record.id}?tab=notes`)
    await page.getByTestId('case-notes-tab').waitFor()
    const prompt = page.getByTestId('discard-changes-dialog')

    // Nothing typed: Escape closes at once.
    let dialog = await openNoteDialog(page)
    await page.waitForFunction(() => document.activeElement?.classList.contains('ql-editor'))
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    assert.equal(await prompt.count(), 0)

    dialog = await openNoteDialog(page)
    await page.waitForFunction(() => document.activeElement?.classList.contains('ql-editor'))
    await page.keyboard.type('The family will call back at 9.')

    // Escape asks; Keep editing goes back to the note, as it was.
    await page.keyboard.press('Escape')
    await prompt.getByText('Discard your changes?').waitFor()
    await shot(page, '2-discard-prompt')
    await prompt.getByTestId('discard-changes-keep').click()
    await prompt.waitFor({ state: 'detached' })
    assert.isTrue(await dialog.isVisible())
    assert.include(
      await dialog.locator('.ql-editor').innerText(),
      'The family will call back at 9.'
    )

    // A click outside asks too.
    await page.mouse.click(8, 400)
    await prompt.waitFor()
    await prompt.getByTestId('discard-changes-keep').click()
    await prompt.waitFor({ state: 'detached' })
    assert.isTrue(await dialog.isVisible())

    // The corner close asks too.
    await page.getByTestId('case-note-dialog-close').click()
    await prompt.waitFor()
    await page.keyboard.press('Escape')
    await prompt.waitFor({ state: 'detached' })
    assert.isTrue(await dialog.isVisible(), 'Escape on the question keeps editing')

    // Cancel asks; Discard closes and forgets the text and its draft.
    await draftKept(page)
    await page.getByTestId('note-cancel').click()
    await prompt.waitFor()
    await prompt.getByTestId('discard-changes-confirm').click()
    await dialog.waitFor({ state: 'detached' })
    assert.deepEqual(await drafts(page), {})
    assert.lengthOf(await db.from('case_notes').where('case_id', record.id), 0)
    dialog = await openNoteDialog(page)
    const empty = await dialog.locator('.ql-editor').innerText()
    assert.equal(empty.trim(), '')
    assert.equal(await page.getByTestId('form-draft-restored').count(), 0)
  })

  test('an unsent note survives a reload, comes back with a notice, and is gone once saved', async ({
    visit,
    assert,
  }) => {
    const record = await activeCase()
    const page = await visit('/login')
    await signIn(page)
    await page.goto(`/navigate/cases/${record.id}?tab=notes`)
    await page.getByTestId('case-notes-tab').waitFor()

    let dialog = await openNoteDialog(page)
    await page.waitForFunction(() => document.activeElement?.classList.contains('ql-editor'))
    await page.keyboard.type('Patient transferred to ward 7; GOP to follow.')
    await draftKept(page)
    const kept = await drafts(page)
    const admin: { id: number } = await db
      .from('users')
      .where('email', 'admin@demo.test')
      .firstOrFail()
    assert.deepEqual(Object.keys(kept), [
      `assist.draft.v1:${admin.id}:POST /navigate/cases/${record.id}/notes#new`,
    ])

    await page.reload()
    await page.getByTestId('case-notes-tab').waitFor()
    dialog = await openNoteDialog(page)
    await dialog
      .getByTestId('form-draft-restored')
      .getByText('Restored your unsaved draft.')
      .waitFor()
    await dialog
      .locator('.ql-editor')
      .getByText('Patient transferred to ward 7; GOP to follow.')
      .waitFor()
    await shot(page, '3-draft-restored')

    await page.getByTestId('note-save').click()
    await dialog.waitFor({ state: 'detached' })
    const row = await db.from('case_notes').where('case_id', record.id).firstOrFail()
    assert.equal(row.body_text.trimEnd(), 'Patient transferred to ward 7; GOP to follow.')
    await noDrafts(page)
    assert.deepEqual(await drafts(page), {})
    await page.reload()
    await page.getByTestId('case-notes-tab').waitFor()
    dialog = await openNoteDialog(page)
    const empty = await dialog.locator('.ql-editor').innerText()
    assert.equal(empty.trim(), '')
    assert.equal(await page.getByTestId('form-draft-restored').count(), 0)
  })

  test('a page form keeps its draft without the password, Discard empties it, sign-out clears the rest', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page)
    await page.goto('/accounts/users/create')
    const firstName = page.locator('input[name="first_name"]')
    await firstName.fill('Aisyah')
    await page.locator('input[name="password"]').fill('Sup3r-Secret-Pass!')
    await draftKept(page)
    const kept = JSON.stringify(await drafts(page))
    assert.include(kept, 'Aisyah')
    assert.notInclude(kept, 'Sup3r-Secret-Pass!')

    await page.reload()
    await page.getByTestId('form-draft-restored').waitFor()
    assert.equal(await firstName.inputValue(), 'Aisyah')
    assert.equal(await page.locator('input[name="password"]').inputValue(), '')
    await shot(page, '4-page-draft')

    // Discard from the notice: the form is as it was opened, and nothing is kept.
    await page.getByTestId('form-draft-discard').click()
    await page.getByTestId('form-draft-restored').waitFor({ state: 'detached' })
    assert.equal(await firstName.inputValue(), '')
    await noDrafts(page)

    // Typed again, then the user signs out: the shared computer keeps nothing of it.
    await firstName.fill('Nurul')
    await draftKept(page)
    await page.getByTestId('user-menu').click()
    await page.getByTestId('sign-out').click()
    await page.waitForURL('**/login')
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    assert.deepEqual(await drafts(page), {})
  })

  test('on a slow first load the header shows before the page, which follows', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page)
    // The dashboard page's own code is held back 2 s, as on a slow line.
    let held = 0
    await page.route(moduleCodeUrl('inertia/pages/dashboard/index.tsx'), async (route) => {
      held += 1
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.continue()
    })
    await page.goto('/dashboard', { waitUntil: 'commit' })
    const header = page.getByTestId('top-bar')
    await header.waitFor()
    await page.getByTestId('page-skeleton').waitFor()
    // The shell is there while the content is not.
    assert.equal(await page.getByRole('heading', { name: 'Dashboard' }).count(), 0)
    assert.isTrue(await page.getByTestId('user-menu').isVisible())
    await shot(page, '5-shell-first')
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 10_000 })
    assert.equal(await page.getByTestId('page-skeleton').count(), 0)
    assert.isAtLeast(held, 1, 'the page’s code was the one held back')
  })
})
