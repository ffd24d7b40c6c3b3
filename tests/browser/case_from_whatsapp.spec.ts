/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { ProgramFactory } from '#factories/program_factory'
import { MemberFactory } from '#factories/member_factory'
import Center from '#models/center'

/*
 * "Open a case" from a WhatsApp conversation (issue 31), in the browser: the case form opened
 * with `?whatsapp_contact=` says where it comes from, starts with the conversation's member and
 * its writer as the caller, and the saved case is the conversation's.
 */

/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.CASE_SCREENSHOTS

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

test.group('Opening a case from a WhatsApp conversation, in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the form starts from the conversation, and the new case is linked to it', async ({
    visit,
    assert,
  }) => {
    const center = await Center.findByOrFail('code', 'KUL')
    await db
      .from('users')
      .where('email', 'admin@demo.test')
      .update({ current_center_id: center.id })
    const program = await ProgramFactory.create()
    const member = await MemberFactory.merge({
      programId: program.id,
      clientId: program.clientId,
    }).create()
    const admin = await db.from('users').where('email', 'admin@demo.test').firstOrFail()
    const [contact] = await db
      .table('whatsapp_contacts')
      .insert({
        center_id: center.id,
        phone_number_id: '100200300',
        wa_id: `6019${String(Date.now() % 1e7).padStart(7, '0')}`,
        full_name: 'Siti Nurhaliza',
        status: 'assigned',
        queued_at: new Date(),
        agent_id: admin.id,
        assigned_at: new Date(),
        member_id: member.id,
      })
      .returning(['id', 'wa_id'])

    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/navigate/cases/create?whatsapp_contact=${contact.id}`)
    const origin = page.getByTestId('case-whatsapp-origin')
    await origin.waitFor()
    assert.include(await origin.innerText(), 'Siti Nurhaliza')
    assert.include(await origin.innerText(), 'will be linked to it')
    // The member chosen, their program offered and chosen; the caller filled.
    await page.getByText(member.policyNumber).first().waitFor()
    assert.equal(await page.locator('input[name="caller_name"]').inputValue(), 'Siti Nurhaliza')
    assert.equal(await page.locator('input[name="caller_phone"]').inputValue(), `+${contact.wa_id}`)
    assert.equal(
      await page.locator('input[name="whatsapp_contact"]').inputValue(),
      String(contact.id)
    )
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case_from_whatsapp.png` })
    if (SHOTS) {
      await page.getByText('Caller', { exact: true }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/case_from_whatsapp_caller.png` })
    }

    await page.getByTestId('select-incident_type_id').click()
    await page.keyboard.type('Medical')
    await page.getByRole('option', { name: 'Medical' }).first().click()
    await page.getByTestId('form-submit').click()
    await page.waitForURL(/\/navigate\/cases\/\d+$/)
    const caseId = Number(new URL(page.url()).pathname.split('/').pop())
    const linked = await db.from('whatsapp_contacts').where('id', contact.id).firstOrFail()
    assert.equal(linked.case_id, caseId)
    assert.equal(linked.member_id, member.id)
    const created = await db.from('cases').where('id', caseId).firstOrFail()
    assert.equal(created.program_id, program.id)
    assert.equal(created.caller_contact_method, 'whatsapp')

    // A conversation of another of their centers: said where to switch; nothing to link here.
    const bangkok = await Center.findByOrFail('code', 'BKK')
    const [elsewhere] = await db
      .table('whatsapp_contacts')
      .insert({
        center_id: bangkok.id,
        phone_number_id: '100200301',
        wa_id: `6629${String(Date.now() % 1e7).padStart(7, '0')}`,
        full_name: 'Somchai P.',
        status: 'queued',
        queued_at: new Date(),
      })
      .returning(['id'])
    await page.goto(`/navigate/cases/create?whatsapp_contact=${elsewhere.id}`)
    await origin.waitFor()
    assert.include(await origin.innerText(), `came in at ${bangkok.name}`)
    assert.equal(await page.locator('input[name="whatsapp_contact"]').count(), 0)
    if (SHOTS) await origin.screenshot({ path: `${SHOTS}/case_from_whatsapp_elsewhere.png` })
  })
})
