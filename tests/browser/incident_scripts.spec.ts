/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#tests/helpers/users'

/*
 * Manage → Incident scripts end to end in the browser: a script written in the editor reaches
 * the list and the view page with its formatting, and an edit that only renames a seeded script
 * (database/seeders/reference/incident_scripts_seeder.ts) posts its body back unchanged. The
 * link rule is covered by rich_text.spec.ts.
 */

const TABLE_IDLE = '[data-testid="data-table"][data-state="idle"]'
const ROW = '[data-testid="data-table-row"]'
const EDITOR = '.ql-container .ql-editor'

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

type Op = { insert: unknown; attributes?: Record<string, unknown> }

/**
 * The Delta in Quill's canonical form: neighbouring text runs with the same formats merged. The
 * seeded documents are written run by run (delta_builder.ts) and the editor posts them merged,
 * so only this form can be compared.
 */
function canonical(ops: Op[]): Op[] {
  const merged: Op[] = []
  for (const op of ops) {
    const last = merged.at(-1)
    const sameFormat = JSON.stringify(last?.attributes) === JSON.stringify(op.attributes)
    if (last && sameFormat && typeof last.insert === 'string' && typeof op.insert === 'string') {
      last.insert += op.insert
    } else {
      merged.push({ ...op })
    }
  }
  return merged
}

test.group('Incident scripts in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a script written in the editor is listed with its type and viewed with its formatting', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signIn(page)
    await page.goto('/manage/incident-scripts/create')
    await page.click('[data-testid="select-incident_type_id"]')
    await page.getByRole('option', { name: 'Security', exact: true }).click()
    await page.locator('input[name="title"]').fill('Curfew check-in call')
    await page.locator(EDITOR).click()
    await page.keyboard.press('Control+B')
    await page.keyboard.type('Stay indoors')
    await page.keyboard.press('Control+B')
    await page.keyboard.type(' until the curfew ends.')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Agree the next call time.')
    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(/\/manage\/incident-scripts\/\d+$/)

    const body = page.locator('[data-testid="view-body"]')
    const bold = await body.locator('strong').first().innerText()
    assert.equal(bold.trim(), 'Stay indoors')
    await page.assertTextContains('[data-testid="view-body"]', 'Agree the next call time.')

    await page.goto('/manage/incident-scripts?q=curfew')
    await page.waitForSelector(`${TABLE_IDLE} ${ROW}`)
    const rows = page.locator(ROW)
    assert.equal(await rows.count(), 1)
    const cell = async (column: string) => {
      const text = await rows.first().locator(`td[data-column="${column}"]`).innerText()
      return text.trim()
    }
    assert.equal(await cell('title'), 'Curfew check-in call')
    assert.equal(await cell('incident_type'), 'Security')
    // The preview is plain text, its lines kept apart.
    assert.match(await cell('preview'), /^Stay indoors until the curfew ends\.\s*\n\s*Agree/)
  })

  test('renaming a seeded script keeps its body', async ({ visit, assert }) => {
    const seeded = await db
      .from('incident_scripts')
      .where('title', 'Repatriation of remains')
      .whereNull('deleted_at')
      .firstOrFail()
    const page = await visit('/login')
    await signIn(page)
    await page.goto(`/manage/incident-scripts/${seeded.id}/edit`)
    await page.waitForSelector(`${EDITOR} h2`)
    await page.locator('input[name="title"]').fill('Repatriation of mortal remains')
    await page.click('[data-testid="form-submit"]')
    await page.waitForURL(new RegExp(`/manage/incident-scripts/${seeded.id}$`))

    const saved = await db.from('incident_scripts').where('id', seeded.id).firstOrFail()
    assert.equal(saved.title, 'Repatriation of mortal remains')
    assert.deepEqual(canonical(saved.body.ops as Op[]), canonical(seeded.body.ops as Op[]))
    assert.equal(await page.locator('[data-testid="view-body"] h2').count(), 3)
  })
})
