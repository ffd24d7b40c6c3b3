/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { CaseFactory } from '#factories/case_factory'
import { openTab } from '#tests/helpers/case_tabs'

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.CASE_SCREENSHOTS

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** The focused element's form name (or its test id), to find one's way by Tab. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return element?.getAttribute('name') ?? element?.dataset.testid ?? ''
  })
}

/** Presses Tab until the field named `name` has the focus (a keyboard user's way through). */
async function tabTo(page: Page, name: string) {
  for (let press = 0; press < 60; press++) {
    if ((await focusedName(page)) === name) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${name}`)
}

async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

test.group('Cases in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an agent opens a case for an existing member by keyboard only', async ({
    visit,
    assert,
  }) => {
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: await centerId('KUL') })
    // A policy number no other member's starts with (dependants share their principal's): the
    // search then finds exactly this member.
    const member: { id: number; policy_number: string } = await db
      .from('members')
      .whereNull('deleted_at')
      .whereNotExists((longer) =>
        longer
          .from('members as other')
          .whereRaw('other.id <> members.id AND other.policy_key LIKE members.policy_key || ?', [
            '%',
          ])
      )
      .orderBy('id')
      .select('id', 'policy_number')
      .firstOrFail()
    const hospital: { id: number; code: string } = await db
      .from('providers')
      .whereNull('deleted_at')
      .where('status', 'validated')
      .orderBy('id')
      .select('id', 'code')
      .firstOrFail()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto('/navigate/cases/create')
    await page.getByTestId('select-incident_type_id').waitFor()
    await page.getByTestId('select-incident_type_id').focus()

    // The incident type first: open, type, Enter.
    await page.keyboard.press('Enter')
    await page.keyboard.type('Medical')
    await page.keyboard.press('Enter')
    // The member by policy number: the search answers as one types.
    await tabTo(page, 'select-member_id')
    await page.keyboard.press('Enter')
    await page.keyboard.type(member.policy_number)
    await page.getByRole('option', { name: new RegExp(member.policy_number) }).waitFor()
    await page.keyboard.press('Enter')
    await page.getByTestId('case-member-summary').waitFor()
    // The medical form's own sections (the type's case form): the hospital by its code, the day
    // of admission typed, the ward.
    await tabTo(page, 'select-details.hospital')
    await page.keyboard.press('Enter')
    await page.keyboard.type(hospital.code)
    await page.getByRole('option', { name: new RegExp(`\\(${hospital.code}\\)`) }).waitFor()
    await page.keyboard.press('Enter')
    await tabTo(page, 'date-details.admitted_on')
    // A new case's admission starts at today: replaced by the day typed.
    await page.keyboard.press('Control+a')
    await page.keyboard.type('2026-11-20')
    await tabTo(page, 'details.ward_or_room')
    await page.keyboard.type('Ward 7B')
    // The story.
    await tabTo(page, 'description')
    await page.keyboard.type('Admitted with chest pain to Gleneagles, Kuala Lumpur.')
    await tabTo(page, 'symptoms')
    await page.keyboard.type('Chest pain, shortness of breath.')
    await tabTo(page, 'form-submit')
    await page.keyboard.press('Enter')

    await page.waitForURL(/\/navigate\/cases\/\d+$/)
    const id = Number(page.url().split('/').pop())
    const row = await db.from('cases').where('id', id).firstOrFail()
    assert.equal(row.member_id, member.id)
    assert.equal(row.status, 'pending')
    assert.equal(row.symptoms, 'Chest pain, shortness of breath.')
    assert.deepEqual(row.details, {
      hospital: hospital.id,
      admitted_on: '2026-11-20',
      ward_or_room: 'Ward 7B',
    })
    assert.match(row.number, /^KUL-\d{4}-\d{6}$/)
    await page.getByText(row.number).first().waitFor()
    // The general-info tab shows the answers under the type's sections.
    await page.getByTestId('view-details-ward_or_room').getByText('Ward 7B').waitFor()
  })

  test('an administrator adds a section to a type’s case form; new cases ask for it', async ({
    visit,
    assert,
  }) => {
    const travel: { id: number } = await db
      .from('incident_types')
      .where('name', 'Travel')
      .firstOrFail()
    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/manage/incident-types/${travel.id}`)
    await page.getByRole('link', { name: 'Edit case form' }).click()
    await page.getByTestId('add-section').click()
    const section = page.getByTestId('section-3')
    await section.getByLabel('Section title').fill('Insurance claim')
    await section.getByLabel('Field label').fill('Claim channel')
    await section.getByTestId('select-sections.3.fields.0.kind').click()
    await page.getByRole('option', { name: 'Choice from a list' }).click()
    await section.getByLabel('Choices').fill('Online\nBy post')
    await section.getByTestId('checkbox-sections.3.fields.0.required').click()
    await page.getByRole('button', { name: 'Save case form' }).click()
    await page.waitForURL(`**/manage/incident-types/${travel.id}`)
    await page.getByTestId('case-form-summary').getByText('Claim channel').waitFor()

    await page.goto('/navigate/cases/create')
    await page.getByTestId('select-incident_type_id').click()
    await page.getByRole('option', { name: 'Travel', exact: true }).click()
    await page.getByText('Insurance claim').waitFor()
    await page.getByRole('button', { name: 'Create case' }).click()
    await page
      .getByTestId('error-details.claim_channel')
      .getByText('Please choose the claim channel.')
      .waitFor()
    assert.isTrue(await page.getByTestId('select-details.claim_channel').isVisible())
  })

  test('a member whose program has ended: the form warns beside the program', async ({ visit }) => {
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: await centerId('KUL') })
    // A member with a program and a policy number no other member's starts with.
    const member: { program_id: number; policy_number: string } = await db
      .from('members')
      .whereNull('deleted_at')
      .whereNotNull('program_id')
      .whereNotExists((longer) =>
        longer
          .from('members as other')
          .whereRaw('other.id <> members.id AND other.policy_key LIKE members.policy_key || ?', [
            '%',
          ])
      )
      .orderBy('id')
      .select('program_id', 'policy_number')
      .firstOrFail()
    await db
      .from('programs')
      .where('id', member.program_id)
      .update({ valid_from: '2024-01-01', valid_to: '2025-12-31' })

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto('/navigate/cases/create')
    await page.getByTestId('select-member_id').click()
    await page.keyboard.type(member.policy_number)
    await page.getByRole('option', { name: new RegExp(member.policy_number) }).click()
    await page.getByTestId('case-program-warning').getByText('This program ended on').waitFor()
  })

  test('a case of another of one’s centers opens after one click on “Switch”', async ({
    visit,
    assert,
  }) => {
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: await centerId('KUL') })
    const other: { id: number; number: string } = await db
      .from('cases')
      .where('center_id', await centerId('BKK'))
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${other.id}`)
    await page.getByTestId('switch-center').click()
    await page.waitForURL(`**/navigate/cases/${other.id}`)
    await page.getByText(other.number).first().waitFor()
    assert.equal(await page.getByTestId('center-code').textContent(), 'BKK')
  })

  test('closing asks for the outcome beside its field, then closes', async ({ visit, assert }) => {
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: await centerId('KUL') })
    const billing: { id: number } = await db
      .from('cases')
      .where({ center_id: await centerId('KUL'), status: 'billing' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${billing.id}`)
    await page.getByTestId('case-transition-close').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('transition-confirm').click()
    await dialog.getByText('Choose the outcome of the case before closing it.').waitFor()
    await dialog.getByTestId('select-outcome').click()
    await page.getByRole('option', { name: 'Successful' }).click()
    await dialog.getByTestId('transition-confirm').click()
    await page
      .getByText(/closed\./)
      .first()
      .waitFor()
    const row = await db.from('cases').where('id', billing.id).firstOrFail()
    assert.equal(row.status, 'closed')
    assert.equal(row.outcome, 'successful')
  })

  test('moving to billing is confirmed, and without an issued GOP asks why none', async ({
    visit,
    assert,
  }) => {
    const kul = await centerId('KUL')
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
    const record = await CaseFactory.merge({ centerId: kul }).apply('active').create()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${record.id}`)
    await page.getByTestId('case-transition-to-billing').click()
    const dialog = page.getByTestId('case-transition-dialog')
    await dialog.getByText(/No GOP was issued on this case: say why none was needed/).waitFor()
    // Confirmed without the note: asked beside its field, the case stays active.
    await dialog.getByTestId('transition-confirm').click()
    await dialog
      .getByTestId('error-reason')
      .getByText(/No GOP was issued on this case: say why none was needed/)
      .waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_to_billing_note.png` })
    const waiting = await db.from('cases').where('id', record.id).firstOrFail()
    assert.equal(waiting.status, 'active')
    await dialog
      .getByTestId('transition-reason')
      .fill('Treated as an outpatient; paid by the member')
    await dialog.getByTestId('transition-confirm').click()
    await page.getByTestId('case-summary-status').getByText('Billing').waitFor()
    const row = await db.from('cases').where('id', record.id).firstOrFail()
    assert.equal(row.status, 'billing')
  })

  test('a contact is added from the case’s tab, and the tab’s search has its own key', async ({
    visit,
    assert,
  }) => {
    const kul = await centerId('KUL')
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
    const active: { id: number } = await db
      .from('cases')
      .where({ center_id: kul, status: 'active' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    const tab = '[data-testid="case-contacts-tab"]'
    const idle = `${tab} [data-testid="data-table"][data-state="idle"]`

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${active.id}`)
    // Opened from General info, the tab asks for its table alone.
    await openTab(page, 'contacts')
    await page.waitForURL(/[?&]tab=contacts(&|$)/)
    await page.waitForSelector(idle)

    await page.getByTestId('case-contacts-add').click()
    const dialog = page.getByTestId('case-contact-dialog')
    await dialog.getByTestId('contact-name').fill('Dr Anan Chaiyaporn')
    await dialog.getByTestId('select-caller_type').click()
    await page.getByRole('option', { name: 'Provider' }).click()
    await dialog.getByTestId('contact-phone').fill('+66 81 234 5678')
    await dialog.getByTestId('contact-save').click()
    await dialog.waitFor({ state: 'hidden' })
    await page.locator(`${tab} [data-testid="data-table-row"]`, { hasText: 'Dr Anan' }).waitFor()
    const row = await db
      .from('case_contacts')
      .where({ case_id: active.id, name: 'Dr Anan Chaiyaporn' })
      .whereNull('deleted_at')
      .firstOrFail()
    assert.equal(row.caller_type, 'provider')
    assert.equal(row.phone, '+66 81 234 5678')

    // The search goes under `contacts[...]`, beside the open tab, and finds only this one.
    await page.locator(`${tab} [data-testid="data-table-search"]`).fill('chaiyaporn')
    await page.waitForURL((url) => url.searchParams.get('contacts[q]') === 'chaiyaporn')
    await page.waitForSelector(idle)
    const url = new URL(page.url())
    assert.equal(url.searchParams.get('tab'), 'contacts')
    assert.isNull(url.searchParams.get('q'))
    assert.deepEqual(
      await page
        .locator(`${tab} [data-testid="data-table-row"] td[data-column="name"]`)
        .allInnerTexts(),
      ['Dr Anan Chaiyaporn']
    )
  })

  test('an incident is added from its tab, each level offering only the children of the one above', async ({
    visit,
    assert,
  }) => {
    const kul = await centerId('KUL')
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
    const active: { id: number } = await db
      .from('cases')
      .where({ center_id: kul, status: 'active' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    // A whole chain of the seeded taxonomy, and a category of another type.
    const chain: {
      type: string
      category: string
      service: string
      item: string
      item_id: number
    } = await db
      .from('incident_items as i')
      .join('incident_services as s', 's.id', 'i.incident_service_id')
      .join('incident_categories as c', 'c.id', 's.incident_category_id')
      .join('incident_types as t', 't.id', 'c.incident_type_id')
      .where('t.name', 'Medical')
      .whereNull('i.deleted_at')
      .orderBy('i.id')
      .select('t.name as type', 'c.name as category', 's.name as service', 'i.name as item')
      .select('i.id as item_id')
      .firstOrFail()
    // Named unlike any of the type's own, so its absence from the list means something.
    const elsewhere: { name: string } = await db
      .from('incident_categories as c')
      .join('incident_types as t', 't.id', 'c.incident_type_id')
      .whereNot('t.name', 'Medical')
      .whereNotIn(
        'c.name',
        db
          .from('incident_categories as own')
          .join('incident_types as ot', 'ot.id', 'own.incident_type_id')
          .where('ot.name', 'Medical')
          .select('own.name')
      )
      .orderBy('c.id')
      .select('c.name')
      .firstOrFail()
    const tab = '[data-testid="case-incidents-tab"]'

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${active.id}`)
    await openTab(page, 'incidents')
    await page.waitForSelector(`${tab} [data-testid="data-table"][data-state="idle"]`)

    await page.getByTestId('case-incidents-add').click()
    const dialog = page.getByTestId('case-incident-dialog')
    const choose = async (name: string, option: string) => {
      await dialog.getByTestId(`select-${name}`).click()
      await page.getByRole('option', { name: option, exact: true }).click()
    }
    // Nothing below the type can be chosen before it.
    assert.isTrue(await dialog.getByTestId('select-incident_category_id').isDisabled())
    await choose('incident_type_id', chain.type)
    await dialog.getByTestId('select-incident_category_id').click()
    await page.getByRole('option', { name: chain.category, exact: true }).waitFor()
    assert.equal(await page.getByRole('option', { name: elsewhere.name, exact: true }).count(), 0)
    await page.getByRole('option', { name: chain.category, exact: true }).click()
    await choose('incident_service_id', chain.service)
    await choose('incident_item_id', chain.item)
    await dialog.getByTestId('date-occurred_on').fill('2026-01-15')
    await dialog.getByTestId('select-country_id').click()
    await page.keyboard.type('Thailand')
    await page.getByRole('option', { name: 'Thailand', exact: true }).click()
    await dialog.locator('input[name="city"]').fill('Chiang Mai')
    await dialog.locator('textarea[name="description"]').fill('Fell from a rented scooter.')
    await dialog.getByTestId('incident-save').click()
    await dialog.waitFor({ state: 'hidden' })

    await page
      .locator(`${tab} [data-testid="data-table-row"]`, { hasText: 'Chiang Mai' })
      .getByText(`${chain.type} › ${chain.category} › ${chain.service} › ${chain.item}`)
      .waitFor()
    const row = await db
      .from('case_incidents')
      .where({ case_id: active.id, city: 'Chiang Mai' })
      .whereNull('deleted_at')
      .firstOrFail()
    assert.equal(row.incident_item_id, chain.item_id)
    assert.equal(row.description, 'Fell from a rented scooter.')
    assert.isNotNull(row.country_id)
  })

  test('a primary diagnosis is added through the ICD picker by keyboard, and is the only one', async ({
    visit,
    assert,
  }) => {
    const kul = await centerId('KUL')
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
    const active: { id: number } = await db
      .from('cases')
      .where({ center_id: kul, status: 'active' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    const tab = (page: Page) => page.getByTestId('case-diagnoses-tab')

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${active.id}?tab=icd`)
    await page.getByTestId('case-diagnoses-add').focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('case-diagnosis-dialog')
    // The picker: open, type, and the server's matches come as one types.
    await tabTo(page, 'select-icd_id')
    await page.keyboard.press('Enter')
    await page.keyboard.type('J18.9')
    await page.getByRole('option', { name: /^J18\.9 — / }).waitFor()
    await page.keyboard.press('Enter')
    await dialog.getByText('J18.9 — Pneumonia, unspecified organism').waitFor()
    await tabTo(page, 'checkbox-is_primary')
    await page.keyboard.press('Space')
    await tabTo(page, 'notes')
    await page.keyboard.type('Confirmed on chest X-ray.')
    await tabTo(page, 'diagnosis-save')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })

    await tab(page)
      .locator('[data-testid="data-table-row"]', { hasText: 'J18.9' })
      .getByTestId('diagnosis-primary')
      .waitFor()
    const primaries: { code: string; notes: string | null }[] = await db
      .from('case_diagnoses')
      .join('icds', 'icds.id', 'case_diagnoses.icd_id')
      .where({ 'case_diagnoses.case_id': active.id, 'case_diagnoses.is_primary': true })
      .whereNull('case_diagnoses.deleted_at')
      .select('icds.code', 'case_diagnoses.notes')
    assert.deepEqual(primaries, [{ code: 'J18.9', notes: 'Confirmed on chest X-ray.' }])
    assert.equal(await tab(page).getByTestId('diagnosis-primary').count(), 1)
  })

  test('feedback is added from its tab, shown by its labels', async ({ visit, assert }) => {
    const kul = await centerId('KUL')
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
    const active: { id: number } = await db
      .from('cases')
      .where({ center_id: kul, status: 'active' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    const tab = (page: Page) => page.getByTestId('case-feedback-tab')

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${active.id}`)
    await openTab(page, 'feedback')
    await page.getByTestId('case-feedback-add').click()
    const dialog = page.getByTestId('case-feedback-dialog')
    // Every field is required: the server's messages show beside them.
    await dialog.getByTestId('feedback-save').click()
    await dialog.locator('[data-testid="error-feedback_type"]:not(:empty)').waitFor()
    const choose = async (name: string, option: string) => {
      await dialog.getByTestId(`select-${name}`).click()
      await page.getByRole('option', { name: option, exact: true }).click()
    }
    await choose('feedback_type', 'Complaint')
    await choose('channel', 'WhatsApp')
    await choose('source', 'Client')
    await dialog
      .locator('textarea[name="description"]')
      .fill('The hotel pickup was two hours late.')
    await dialog.getByTestId('feedback-save').click()
    await dialog.waitFor({ state: 'hidden' })

    const shown = tab(page).locator('[data-testid="data-table-row"]', { hasText: 'pickup' })
    await shown.waitFor()
    assert.deepEqual(
      await shown
        .locator(
          'td[data-column="feedback_type"], td[data-column="channel"], td[data-column="source"]'
        )
        .allInnerTexts(),
      ['Complaint', 'WhatsApp', 'Client']
    )
    const row = await db
      .from('case_feedbacks')
      .where({ case_id: active.id, description: 'The hotel pickup was two hours late.' })
      .whereNull('deleted_at')
      .firstOrFail()
    assert.equal(row.feedback_type, 'complaint')
    assert.equal(row.channel, 'whatsapp')
    assert.equal(row.source, 'client')
  })

  test('a closed case is reopened from its reopen-case tab, and the history says who and why', async ({
    visit,
    assert,
  }) => {
    const kul = await centerId('KUL')
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
    const closed: { id: number } = await db
      .from('cases')
      .where({ center_id: kul, status: 'closed' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    const admin: { first_name: string; last_name: string } = await db
      .from('users')
      .where('email', 'admin@demo.test')
      .firstOrFail()
    const tab = (page: Page) => page.getByTestId('case-history-tab')

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${closed.id}?tab=reopen-case`)
    await tab(page).getByTestId('case-transition-reopen').click()
    const dialog = page.getByTestId('case-transition-dialog')
    await dialog
      .getByTestId('transition-reason')
      .fill('The insurer asked to add the follow-up visit.')
    await dialog.getByTestId('transition-confirm').click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByTestId('case-status').filter({ hasText: 'Active' }).first().waitFor()

    await openTab(page, 'reopen-case')
    const newest = tab(page).getByTestId('case-history-item').first()
    await newest.getByText('Reopened', { exact: true }).waitFor()
    await newest.getByText('The insurer asked to add the follow-up visit.').waitFor()
    await newest.getByText(`${admin.first_name} ${admin.last_name}`).waitFor()
    // Open again: nothing to reopen.
    assert.equal(await tab(page).getByTestId('case-transition-reopen').count(), 0)
    const row = await db.from('cases').where('id', closed.id).firstOrFail()
    assert.equal(row.status, 'active')
  })

  test('the member’s phone is changed from the member-details tab, back on the same tab', async ({
    visit,
    assert,
  }) => {
    const kul = await centerId('KUL')
    await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: kul })
    const active: { id: number; member_id: number } = await db
      .from('cases')
      .where({ center_id: kul, status: 'active' })
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${active.id}`)
    await openTab(page, 'member-details')
    const form = page.getByTestId('members-form')
    await form.locator('input[name="phone"]').fill('+60 12 555 0199')
    await form.getByTestId('form-submit').click()
    await form.getByTestId('form-saved').waitFor()

    const url = new URL(page.url())
    assert.equal(url.pathname, `/navigate/cases/${active.id}`)
    assert.equal(url.searchParams.get('tab'), 'member-details')
    const member = await db.from('members').where('id', active.member_id).firstOrFail()
    assert.equal(member.phone, '+60 12 555 0199')
  })
})
