/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import CaseContact from '#models/case_contact'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { actorOf } from '#services/actor'
import { currentCenterOf } from '#services/shared_user'
import { updateRecord } from '#services/record_store'
import { centeredStore } from '#resources/scope'
import { caseContactsResource } from '#resources/case_contacts'
import { saveSettings } from '#services/settings'

async function signInAsAdmin(page: Page) {
  // The first page of a run waits for Vite to bundle the app's dependencies.
  await page.getByLabel('Email').waitFor({ timeout: 120_000 })
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.VERSION_SCREENSHOTS

test.group('Edit versions in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a case tab’s dialog saved over someone’s newer change is refused inside it, keeps what was typed, and saves on the second try', async ({
    visit,
    assert,
  }) => {
    const kul: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul.id })
    const caseId = await caseIn('KUL', 'active')
    const long = new Date(Date.now() - 60_000)
    const [inserted] = await db
      .table('case_contacts')
      .insert({
        case_id: caseId,
        name: 'Dr Anan Chaiyaporn',
        phone: '+66 81 234 5678',
        created_at: long,
        updated_at: long,
      })
      .returning('id')
    const other = await makeUser({
      permissions: ['access-cases', 'view-case', 'update-case', 'access-contacts'],
      centers: ['KUL'],
    })

    const page = await visit('/login')
    await signInAsAdmin(page)

    await page.goto(`/navigate/cases/${caseId}?tab=contacts`)
    const tab = page.getByTestId('case-contacts-tab')
    const row = tab.getByTestId('data-table-row').filter({ hasText: 'Dr Anan Chaiyaporn' })
    await row.getByRole('button', { name: /^Actions for/ }).click()
    await page.getByTestId('row-action-edit').click()
    const dialog = page.getByTestId('case-contact-dialog')
    await dialog.getByLabel('Phone').fill('+66 81 555 1212')
    await dialog.getByLabel('Notes').fill('Prefers a call after 6 pm.')

    // Meanwhile a colleague changes the same contact (through the store, as their save would).
    const contact = await CaseContact.findOrFail(inserted.id)
    await updateRecord(centeredStore(caseContactsResource), contact, {
      actor: await actorOf(other, { center: await currentCenterOf(other) }),
      data: { phone: '+66 81 999 0000' },
    })

    await dialog.getByTestId('contact-save').click()
    const conflict = dialog.getByTestId('form-version-conflict')
    await conflict.waitFor()
    assert.match(
      await conflict.innerText(),
      new RegExp(
        `^${other.firstName} ${other.lastName} changed this contact at .+, after you opened it\\.`
      )
    )
    // Beside the phone: what they changed it to. What was typed is still there.
    await dialog
      .getByText('changed phone to “+66 81 999 0000” after you opened this form.')
      .waitFor()
    assert.equal(await dialog.getByLabel('Phone').inputValue(), '+66 81 555 1212')
    assert.equal(await dialog.getByLabel('Notes').inputValue(), 'Prefers a call after 6 pm.')
    const kept = await db.from('case_contacts').where('id', inserted.id).firstOrFail()
    assert.equal(kept.phone, '+66 81 999 0000')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_dialog_version_conflict.png` })

    // The dialog now carries the version it was shown: saving again keeps the typed values.
    await dialog.getByTestId('contact-save').click()
    await dialog.waitFor({ state: 'hidden' })
    const saved = await db.from('case_contacts').where('id', inserted.id).firstOrFail()
    assert.equal(saved.phone, '+66 81 555 1212')
    assert.equal(saved.notes, 'Prefers a call after 6 pm.')
    await row.getByText('+66 81 555 1212').waitFor()
  })

  test('a settings page saved over someone’s newer save says who changed which settings at its top, then saves', async ({
    visit,
    assert,
  }) => {
    const other = await makeUser({ permissions: ['update-general-settings'], centers: ['KUL'] })
    const page = await visit('/login')
    await signInAsAdmin(page)

    await page.goto('/settings/general')
    const form = page.getByTestId('general-settings-form')
    await form.getByLabel('Minutes an author can edit a note').fill('45')

    // Meanwhile a colleague saves the page with another window.
    await saveSettings(
      'general_settings',
      { case_note_edit_minutes: 30 },
      { actor: await actorOf(other, { center: await currentCenterOf(other) }), version: null }
    )

    await form.getByTestId('form-submit').click()
    const conflict = form.getByTestId('form-version-conflict')
    await conflict.waitFor()
    assert.match(
      await conflict.innerText(),
      new RegExp(`^${other.firstName} ${other.lastName} changed these settings at .+`)
    )
    await form
      .getByText('changed time to edit a note to “30” after you opened this form.')
      .waitFor()
    assert.equal(await form.getByLabel('Minutes an author can edit a note').inputValue(), '45')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings_version_conflict.png` })

    await form.getByTestId('form-submit').click()
    await form.getByTestId('form-saved').waitFor()
    const saved = await db.from('settings').where('key', 'case_note_edit_minutes').firstOrFail()
    assert.equal(saved.value, 45)
  })
})
