/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { Page } from 'playwright'
import { CaseFactory } from '#factories/case_factory'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 144]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1'
)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)

async function signInAsAdmin(page: Page) {
  await page.getByLabel('Email').fill('admin@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/dashboard')
}

/** An open case of KUL, where the admin works. */
async function openCaseInKul() {
  const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
  await db.from('users').where('email', 'admin@demo.test').update({ current_center_id: center.id })
  const record = await CaseFactory.merge({ centerId: center.id }).apply('active').create()
  return record
}

/** Screenshots for a person to look at (tmp/screenshots, not part of the assertions). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: app.tmpPath('screenshots', `case_files_${name}.png`), fullPage: true })

test.group('Case files in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('two files uploaded at once; the PDF previewed and downloaded; both reads logged', async ({
    visit,
    assert,
  }) => {
    const record = await openCaseInKul()
    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${record.id}?tab=files`)
    const tab = page.getByTestId('case-files-tab')
    await tab.getByTestId('case-files-dropzone').waitFor()
    await shot(page, 'empty')

    await tab.getByTestId('case-files-input').setInputFiles([
      { name: 'Discharge summary.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'x-ray.png', mimeType: 'image/png', buffer: PNG },
    ])
    await tab.getByRole('cell', { name: 'Discharge summary.pdf', exact: true }).waitFor()
    await tab.getByRole('cell', { name: 'x-ray.png', exact: true }).waitFor()
    assert.equal(await tab.getByText(`${PDF.length} Bytes`).count(), 1)
    await shot(page, 'listed')

    // A refused file: its reason beside the zone, nothing added.
    await tab.getByTestId('case-files-input').setInputFiles([
      {
        name: 'setup.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('MZ\x90\x00\x03', 'latin1'),
      },
    ])
    await tab.getByTestId('case-files-error').waitFor()
    assert.include(await tab.getByTestId('case-files-error').innerText(), 'is a program')
    await shot(page, 'refused')

    const file: { id: number } = await db
      .from('case_files')
      .where({ case_id: record.id, original_name: 'Discharge summary.pdf' })
      .firstOrFail()
    await tab.getByTestId(`case-file-preview-${file.id}`).click()
    const dialog = page.getByTestId('case-file-preview-dialog')
    await dialog.getByTestId('case-file-preview-frame').waitFor()
    // The frame's document came from the preview route (the browser's PDF viewer shows it).
    await page.waitForTimeout(800)
    await shot(page, 'preview')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('case-file-download').click(),
    ])
    assert.equal(download.suggestedFilename(), 'Discharge summary.pdf')

    const reads = await db
      .from('activity_logs')
      .where({ action: 'read', subject_type: 'case_file', subject_id: String(file.id) })
      .orderBy('id')
    assert.deepEqual(
      reads.map((row) => row.properties.as),
      ['preview', 'download']
    )

    await page.goto('/settings/activity-log')
    await page.getByText('Downloaded case file Discharge summary.pdf').first().waitFor()
    await page.getByText('Previewed case file Discharge summary.pdf').first().waitFor()
    await shot(page, 'activity_log')

    // Delete to the trash, then restore from it.
    await page.goto(`/navigate/cases/${record.id}?tab=files`)
    await tab.getByRole('button', { name: 'Actions for x-ray.png' }).click()
    await page.getByTestId('row-action-delete').click()
    await page.getByTestId('case-file-delete-dialog-confirm').click()
    await tab.getByTestId('case-files-trash-toggle').click()
    assert.include(await tab.getByTestId('case-files-trash').innerText(), 'x-ray.png')
    assert.equal(await tab.getByRole('cell', { name: 'x-ray.png', exact: true }).count(), 0)
    await shot(page, 'trash')
    const trashed: { id: number } = await db
      .from('case_files')
      .where({ case_id: record.id, original_name: 'x-ray.png' })
      .firstOrFail()
    await tab.getByTestId(`case-file-restore-${trashed.id}`).click()
    await page.getByText('File x-ray.png restored.').waitFor()
    await shot(page, 'restored')
    await tab.getByRole('cell', { name: 'x-ray.png', exact: true }).waitFor()
  })

  test('files dropped on the zone are uploaded', async ({ visit, assert }) => {
    const record = await openCaseInKul()
    const page = await visit('/login')
    await signInAsAdmin(page)
    await page.goto(`/navigate/cases/${record.id}?tab=files`)
    const zone = page.getByTestId('case-files-dropzone')
    await zone.waitFor()
    // What a drop from the desktop gives the page: a DataTransfer holding the files.
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['Call notes: family informed.\n'], 'call notes.txt'))
      transfer.items.add(
        new File(['From: ward@hospital.example\r\nSubject: Fit to fly\r\n\r\nYes.\r\n'], 'ward.eml')
      )
      return transfer
    })
    await zone.dispatchEvent('dragover', { dataTransfer })
    await zone.dispatchEvent('drop', { dataTransfer })
    const tab = page.getByTestId('case-files-tab')
    await tab.getByRole('cell', { name: 'call notes.txt', exact: true }).waitFor()
    await tab.getByRole('cell', { name: 'ward.eml', exact: true }).waitFor()
    const types = await db
      .from('case_files')
      .where('case_id', record.id)
      .orderBy('original_name')
      .select('mime_type')
    assert.deepEqual(
      types.map((row) => row.mime_type),
      ['text/plain', 'message/rfc822']
    )
  })

  test('who may only read a case previews an image, without upload or delete', async ({
    visit,
    assert,
  }) => {
    const record = await openCaseInKul()
    await drive.use().put('case-files/browser-reader-xray', PNG)
    await db.table('case_files').insert({
      case_id: record.id,
      original_name: 'x-ray.png',
      storage_key: 'case-files/browser-reader-xray',
      mime_type: 'image/png',
      size: PNG.length,
      sha256: '0'.repeat(64),
      created_at: new Date(),
    })
    const reader = await makeUser({ permissions: ['access-cases', 'view-case'], centers: ['KUL'] })
    const page = await visit('/login')
    await page.getByLabel('Email').fill(reader.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/dashboard')
    await page.goto(`/navigate/cases/${record.id}?tab=files`)
    const tab = page.getByTestId('case-files-tab')
    await tab.getByRole('cell', { name: 'x-ray.png', exact: true }).waitFor()
    assert.equal(await tab.getByTestId('case-files-dropzone').count(), 0)
    await tab.getByRole('button', { name: 'x-ray.png', exact: true }).click()
    const image = page.getByTestId('case-file-preview-image')
    await image.waitFor()
    // The picture loaded from the preview route (a broken image has no natural width).
    assert.equal(await image.evaluate((element: HTMLImageElement) => element.naturalWidth), 1)
    await shot(page, 'reader_preview')
    await page.keyboard.press('Escape')
    await tab.getByRole('button', { name: 'Actions for x-ray.png' }).click()
    assert.equal(await page.getByTestId('row-action-delete').count(), 0)
    await page.getByTestId('row-action-download').waitFor()
  })
})
