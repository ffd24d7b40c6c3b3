/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'
import { countPhrase } from '#tests/helpers/usage_contract'

/*
 * The delete dialog says beforehand what uses a record (issue 11, item 3): a client with
 * members and programs cannot be deleted, and says so instead of offering Delete; a role that
 * users hold can, and the dialog says what happens to them.
 */

const ROW = '[data-testid="data-table-row"]'
const IDLE = '[data-testid="data-table"][data-state="idle"]'

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** A demo client with live members and programs, and the sentence that refuses its delete. */
async function clientInUse() {
  const used: { id: number; name: string } = await db
    .from('clients')
    .whereNull('deleted_at')
    .whereExists((members) => {
      members
        .from('members')
        .whereColumn('members.client_id', 'clients.id')
        .whereNull('members.deleted_at')
    })
    .whereExists((programs) => {
      programs
        .from('programs')
        .whereColumn('programs.client_id', 'clients.id')
        .whereNull('programs.deleted_at')
    })
    .orderBy('name')
    .firstOrFail()
  // This is about members and programs: the client's cases go to the trash first.
  await db.from('cases').where('client_id', used.id).update({ deleted_at: new Date() })
  const count = async (table: string) => {
    const rows = await db.from(table).where('client_id', used.id).whereNull('deleted_at')
    return rows.length
  }
  const members = countPhrase(await count('members'), ['member', 'members'])
  const programs = countPhrase(await count('programs'), ['program', 'programs'])
  return {
    ...used,
    refusal: `${members} and ${programs} use this client. Move them to another client or delete them first.`,
  }
}

test.group('Delete dialog: what uses the record', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a client in use: the dialog says why and offers only Close', async ({ visit, assert }) => {
    const used = await clientInUse()
    const page = await visit('/login')
    await signIn(page)

    // From the record's page…
    await page.goto(`/accounts/clients/${used.id}`)
    await page.click('[data-testid="resource-delete"]')
    await page.waitForSelector('[data-testid="delete-refusal"]')
    const refusal = await page.locator('[data-testid="delete-refusal"]').innerText()
    assert.equal(refusal.trim(), used.refusal)
    await page.assertTextContains('[data-testid="delete-dialog"]', `${used.name} cannot be deleted`)
    await page.assertNotExists('[data-testid="delete-dialog-confirm"]')
    await page.getByRole('button', { name: 'Close' }).click()
    await page.assertNotExists('[data-testid="delete-dialog"]')

    // …and from the list, the same answer.
    await page.goto(`/accounts/clients?q=${encodeURIComponent(used.name)}`)
    await page.waitForSelector(`${IDLE} ${ROW}`)
    await page
      .locator(ROW, { hasText: used.name })
      .first()
      .locator('[data-testid="row-actions"]')
      .click()
    await page.click('[data-testid="row-action-delete"]')
    await page.waitForSelector('[data-testid="delete-refusal"]')
    await page.assertTextContains('[data-testid="delete-refusal"]', used.refusal)
    await page.keyboard.press('Escape')
    await page.assertNotExists('[data-testid="delete-dialog"]')

    const row = await db.from('clients').where('id', used.id).firstOrFail()
    assert.isNull(row.deleted_at)
  })

  test('a role users hold: the dialog warns, then deletes', async ({ visit, assert }) => {
    const now = new Date()
    const [role] = await db
      .insertQuery()
      .table('roles')
      .insert({ name: 'Night shift', created_at: now })
      .returning('id')
    const holders: { id: number }[] = await db
      .from('users')
      .whereNull('deleted_at')
      .orderBy('id')
      .limit(2)
      .select('id')
    await db
      .insertQuery()
      .table('role_user')
      .multiInsert(holders.map((user) => ({ user_id: user.id, role_id: role.id })))

    const page = await visit('/login')
    await signIn(page)
    await page.goto('/settings/roles?q=Night')
    await page.waitForSelector(`${IDLE} ${ROW}`)
    await page
      .locator(ROW, { hasText: 'Night shift' })
      .locator('[data-testid="row-actions"]')
      .click()
    await page.click('[data-testid="row-action-delete"]')
    await page.waitForSelector('[data-testid="delete-warnings"]')
    await page.assertTextContains(
      '[data-testid="delete-warnings"]',
      '2 users hold this role: they lose its permissions while it is in the trash, and get them back if it is restored.'
    )
    await page.click('[data-testid="delete-dialog-confirm"]')
    await page.assertTextContains('[data-sonner-toaster]', 'Role Night shift moved to the trash.')
    const row = await db.from('roles').where('id', role.id).firstOrFail()
    assert.isNotNull(row.deleted_at)
    // Its holders keep the link, so restoring the role gives it back to them.
    assert.lengthOf(await db.from('role_user').where('role_id', role.id), 2)
  })
})
