import { readdir, writeFile, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import env from '#start/env'
import type { CaseStatus } from '#contracts/case_options'
import { CaseFactory } from '#factories/case_factory'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'
import { writeSettings } from '#services/settings'
import { forgetCachedAccess } from '#services/access_cache'
import { CASE_FILE_TEMP_PREFIX, renameMisleadingCaseFiles } from '#services/case_file_uploads'

/** Small but structurally whole examples of every allowed type (checked by content). */
export const SAMPLES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64'
  ),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.alloc(9),
    Buffer.from([0xff, 0xd9]),
  ]),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from('WordDocument', 'utf16le'),
    Buffer.alloc(64),
  ]),
  xls: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from('Workbook', 'utf16le'),
    Buffer.alloc(64),
  ]),
  docx: Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(26),
    Buffer.from('[Content_Types].xml', 'latin1'),
    Buffer.alloc(40),
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(26),
    Buffer.from('word/document.xml', 'latin1'),
    Buffer.alloc(40),
    Buffer.from('PK\x05\x06', 'latin1'),
    Buffer.alloc(18),
  ]),
  xlsx: Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(26),
    Buffer.from('[Content_Types].xml', 'latin1'),
    Buffer.alloc(40),
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(26),
    Buffer.from('xl/workbook.xml', 'latin1'),
    Buffer.alloc(40),
    Buffer.from('PK\x05\x06', 'latin1'),
    Buffer.alloc(18),
  ]),
  txt: Buffer.from('Member discharged at 14:00; flight booked for Friday.\n', 'utf8'),
  eml: Buffer.from(
    'From: ward@hospital.example\r\nTo: ops@assist.example\r\nSubject: Discharge\r\nDate: Mon, 23 Nov 2026 10:00:00 +0800\r\n\r\nThe member is fit to fly.\r\n',
    'utf8'
  ),
} as const

const MIME: Record<keyof typeof SAMPLES, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  eml: 'message/rfc822',
}

const CASE_PERMISSIONS: Permission[] = ['access-cases', 'view-case', 'update-case']

async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

async function caseIn(code: string, status: CaseStatus = 'active') {
  const record = await CaseFactory.merge({ centerId: await centerId(code) })
    .apply(status)
    .create()
  return record.id
}

/** A stored file (blob and row) on a case of the center with this code. */
async function fileIn(code: string, status: CaseStatus = 'active') {
  const caseId = await caseIn(code, status)
  const key = `case-files/test-${caseId}-${Math.random().toString(16).slice(2)}`
  await drive.use().put(key, SAMPLES.pdf)
  const [row] = await db
    .insertQuery()
    .table('case_files')
    .insert({
      case_id: caseId,
      original_name: `Report ${caseId}.pdf`,
      storage_key: key,
      mime_type: 'application/pdf',
      size: SAMPLES.pdf.length,
      sha256: '0'.repeat(64),
      created_at: new Date(),
    })
    .returning('id')
  return { id: row.id as number, params: { caseId } }
}

/**
 * Blobs go to a throw-away disk under tmp/ (the rows roll back with the test's transaction).
 * Run with DRIVE_DISK=s3 and the S3_* variables, the same tests go to that bucket instead (a
 * local S3-compatible server; docs/decisions.md "Case files").
 */
function fakeDisk() {
  if (env.get('DRIVE_DISK', 'fs') !== 'fs') return
  drive.fake('fs')
  return () => drive.restore('fs')
}

centerScopeContract({
  title: 'Case files',
  prefix: '/navigate/cases/:caseId/files',
  parentParams: ['caseId'],
  table: 'case_files',
  makeRecord: (code) => fileIn(code),
  permissions: CASE_PERMISSIONS,
  // download, preview, destroy, usage, restore
  minimumRoutes: 5,
})

const agent = () => makeUser({ permissions: CASE_PERMISSIONS, centers: ['KUL'] })

async function blobKeys(caseId: number): Promise<string[]> {
  const rows: { storage_key: string }[] = await db.from('case_files').where('case_id', caseId)
  return rows.map((row) => row.storage_key)
}

/** This server's upload temp files still on disk (a finished request must leave none). */
async function leftoverTemps(): Promise<string[]> {
  const names = await readdir(tmpdir())
  return names.filter((name) => name.startsWith(CASE_FILE_TEMP_PREFIX))
}

/** Every blob on the disk (a refused upload must leave none behind). */
async function allBlobs(): Promise<string[]> {
  const listed = await drive.use().listAll('case-files', { recursive: true })
  const keys: string[] = []
  for (const item of listed.objects) if (item.isFile) keys.push(item.key)
  return keys.sort()
}

test.group('Case files: uploads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(fakeDisk)

  test('each allowed type is accepted by its content and logged', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const user = await agent()
    for (const [kind, bytes] of Object.entries(SAMPLES) as [keyof typeof SAMPLES, Buffer][]) {
      const response = await client
        .post(`/navigate/cases/${caseId}/files`)
        .header('referer', `/navigate/cases/${caseId}?tab=files`)
        .loginAs(user)
        .withCsrfToken()
        .file('files[0]', bytes, { filename: `sample.${kind}` })
        .redirects(0)
      response.assertStatus(302)
      assert.equal(response.header('location'), `/navigate/cases/${caseId}?tab=files`, kind)
      const row = await db
        .from('case_files')
        .where({ case_id: caseId, original_name: `sample.${kind}` })
        .firstOrFail()
      assert.equal(row.mime_type, MIME[kind], kind)
      assert.equal(row.size, bytes.length, kind)
      assert.match(row.storage_key, /^case-files\/[0-9a-f-]{36}$/)
      // Stored byte for byte (on S3 too: no transfer encoding left in the object).
      const stored = Buffer.from(await drive.use().getBytes(row.storage_key))
      assert.isTrue(stored.equals(bytes), kind)
      const logged = await db
        .from('activity_logs')
        .where({ action: 'create', subject_type: 'case_file', subject_id: String(row.id) })
      assert.lengthOf(logged, 1, kind)
    }
  })

  test('several files in one upload; the name is kept, the key is not derived from it', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const response = await client
      .post(`/navigate/cases/${caseId}/files`)
      .loginAs(await agent())
      .withCsrfToken()
      .file('files[0]', SAMPLES.pdf, { filename: 'Discharge summary – Tan.pdf' })
      .file('files[1]', SAMPLES.png, { filename: 'x-ray.png' })
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('success', '2 files uploaded.')
    const rows = await db.from('case_files').where('case_id', caseId).orderBy('id')
    assert.deepEqual(
      rows.map((row) => row.original_name),
      ['Discharge summary – Tan.pdf', 'x-ray.png']
    )
    for (const row of rows) assert.notInclude(row.storage_key, 'x-ray')
  })

  const refusals: [string, Buffer, string, RegExp][] = [
    ['an empty file', Buffer.alloc(0), 'empty.pdf', /“empty\.pdf” is empty\./],
    [
      'an ELF program named .pdf',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]),
      'invoice.pdf',
      /“invoice\.pdf” is a program/,
    ],
    [
      'a Windows program named .pdf',
      Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]),
      'gop.pdf',
      /“gop\.pdf” is a program/,
    ],
    [
      'a type not allowed (a GIF)',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'photo.png',
      /is not an allowed type/,
    ],
    [
      'a PDF cut short',
      Buffer.from('%PDF-1.4\n1 0 obj <<>>', 'latin1'),
      'cut.pdf',
      /“cut\.pdf” is damaged or incomplete\./,
    ],
  ]
  for (const [what, bytes, filename, message] of refusals) {
    test(`${what} is refused beside the field, nothing stored`, async ({ client, assert }) => {
      const caseId = await caseIn('KUL')
      const before = await allBlobs()
      const response = await client
        .post(`/navigate/cases/${caseId}/files`)
        .header('referer', `/navigate/cases/${caseId}?tab=files`)
        .loginAs(await agent())
        .withCsrfToken()
        .file('files[0]', SAMPLES.txt, { filename: 'fine.txt' })
        .file('files[1]', bytes, { filename })
        .redirects(0)
      response.assertStatus(302)
      const errors = (response.flashMessages() as { inputErrorsBag?: { files?: string[] } })
        .inputErrorsBag
      assert.match(errors?.files?.[0] ?? '', message)
      // All or nothing: the good file of the same upload is not kept either.
      assert.deepEqual(await blobKeys(caseId), [])
      assert.deepEqual(await allBlobs(), before)
      assert.deepEqual(await leftoverTemps(), [])
    })
  }

  /**
   * A multipart body written by hand: the test client's form library keeps only a file name's
   * last path segment, which is what a hostile client would not do.
   */
  function rawUpload(filename: string, bytes: Buffer) {
    const boundary = 'case-files-test-boundary'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        'utf8'
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
    ])
    return { type: `multipart/form-data; boundary=${boundary}`, body: body.toString('latin1') }
  }

  for (const name of ['../../etc/passwd.pdf', 'reports/x.pdf', 'C:\\temp\\x.pdf', '..']) {
    test(`a name with path characters (${name}) is refused`, async ({ client, assert }) => {
      const caseId = await caseIn('KUL')
      const before = await allBlobs()
      const raw = rawUpload(name, SAMPLES.pdf)
      const response = await client
        .post(`/navigate/cases/${caseId}/files`)
        .loginAs(await agent())
        .withCsrfToken()
        .unsafeForm(raw.body)
        .type(raw.type)
        .redirects(0)
      response.assertStatus(302)
      const errors = (response.flashMessages() as { inputErrorsBag?: { files?: string[] } })
        .inputErrorsBag
      assert.match(errors?.files?.[0] ?? '', /cannot contain \/ or \\/)
      assert.deepEqual(await blobKeys(caseId), [])
      assert.deepEqual(await allBlobs(), before)
    })
  }

  test('a name that reads as another type is kept under the type its content was found as', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await agent()
    // Shown as "rtl-exe.pdf" by the right-to-left override; the content is a PDF.
    const spoofed = 'rtl-\u202Efdp.exe'
    const kept: [string, Buffer, string][] = [
      [spoofed, SAMPLES.pdf, 'rtl-fdp.exe.pdf'],
      ['inv\u200Boice\u2066.pdf\u2069', SAMPLES.pdf, 'invoice.pdf'],
      ['x-ray.png', SAMPLES.pdf, 'x-ray.png.pdf'],
      ['page.html', SAMPLES.txt, 'page.html.txt'],
      ['scan.PNG', SAMPLES.png, 'scan.PNG'],
    ]
    for (const [name, bytes, expected] of kept) {
      const response = await client
        .post(`/navigate/cases/${caseId}/files`)
        .loginAs(user)
        .withCsrfToken()
        .file('files[0]', bytes, { filename: name })
        .redirects(0)
      response.assertStatus(302)
      response.assertFlashMessage('success', `File ${expected} uploaded.`)
    }
    const rows: { id: number; original_name: string }[] = await db
      .from('case_files')
      .where('case_id', caseId)
      .orderBy('id')
    assert.deepEqual(
      rows.map((row) => row.original_name),
      kept.map(([, , expected]) => expected)
    )
    const logged = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'case_file', subject_id: String(rows[0].id) })
      .firstOrFail()
    assert.equal(logged.properties.after.original_name, 'rtl-fdp.exe.pdf')
    const download = await client
      .get(`/navigate/cases/${caseId}/files/${rows[0].id}/download`)
      .loginAs(user)
    download.assertStatus(200)
    assert.equal(
      download.header('content-disposition'),
      `attachment; filename="rtl-fdp.exe.pdf"; filename*=UTF-8''rtl-fdp.exe.pdf`
    )
  })

  test('a malformed body is a refusal, never a server error', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const bodies = [
      { type: 'multipart/form-data; boundary=nothing-matches', body: 'garbage' },
      { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data' },
      {
        type: 'multipart/form-data; boundary=b',
        body: '--b\r\nContent-Disposition: form-data; name="files[0]"; filename="cut.pdf"\r\n\r\n%PDF-1.4',
      },
    ]
    for (const { type, body } of bodies) {
      const response = await client
        .post(`/navigate/cases/${caseId}/files`)
        .loginAs(await agent())
        .withCsrfToken()
        .unsafeForm(body)
        .type(type)
        .redirects(0)
      assert.isBelow(response.status(), 500, `${type}: ${response.status()}`)
    }
    assert.deepEqual(await blobKeys(caseId), [])
    assert.deepEqual(await leftoverTemps(), [])
  })

  test('a name with a NUL is refused', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const response = await client
      .post(`/navigate/cases/${caseId}/files`)
      .loginAs(await agent())
      .withCsrfToken()
      .file('files[0]', SAMPLES.pdf, { filename: 'report\u0000.exe.pdf' })
      .redirects(0)
    response.assertStatus(302)
    const errors = (response.flashMessages() as { inputErrorsBag?: { files?: string[] } })
      .inputErrorsBag
    assert.match(errors?.files?.[0] ?? '', /control characters/)
    assert.deepEqual(await blobKeys(caseId), [])
  })

  test('a file over the site’s limit is refused, and the limit is a setting', async ({
    client,
    assert,
  }) => {
    await writeSettings({ case_file_max_mb: 1 })
    forgetCachedAccess()
    const caseId = await caseIn('KUL')
    const before = await allBlobs()
    const big = Buffer.concat([SAMPLES.txt, Buffer.alloc(1024 * 1024, 0x61)])
    const response = await client
      .post(`/navigate/cases/${caseId}/files`)
      .loginAs(await agent())
      .withCsrfToken()
      .file('files[0]', big, { filename: 'long.txt' })
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      files: ['“long.txt” is larger than 1 MB.'],
    })
    assert.deepEqual(await blobKeys(caseId), [])
    assert.deepEqual(await leftoverTemps(), [])
    assert.deepEqual(await allBlobs(), before)
  })

  test('no file at all is the field’s error', async ({ client }) => {
    const caseId = await caseIn('KUL')
    const response = await client
      .post(`/navigate/cases/${caseId}/files`)
      .loginAs(await agent())
      .withCsrfToken()
      .form({})
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      files: ['Choose at least one file to upload.'],
    })
  })

  test('without update-case the upload is 403; a closed case refuses in plain words', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const reader = await makeUser({ permissions: ['access-cases', 'view-case'], centers: ['KUL'] })
    const forbidden = await client
      .post(`/navigate/cases/${caseId}/files`)
      .loginAs(reader)
      .withCsrfToken()
      .file('files[0]', SAMPLES.pdf, { filename: 'a.pdf' })
      .redirects(0)
    forbidden.assertStatus(403)

    const closed = await caseIn('KUL', 'closed')
    const refused = await client
      .post(`/navigate/cases/${closed}/files`)
      .loginAs(await agent())
      .withCsrfToken()
      .file('files[0]', SAMPLES.pdf, { filename: 'a.pdf' })
      .redirects(0)
    refused.assertStatus(302)
    assert.match(
      (refused.flashMessages() as { error?: string }).error ?? '',
      /This case is closed; reopen it/
    )
    assert.deepEqual(await blobKeys(closed), [])
  })

  test('another center’s case answers 404 to an upload', async ({ client, assert }) => {
    const caseId = await caseIn('MNL')
    const response = await client
      .post(`/navigate/cases/${caseId}/files`)
      .loginAs(await agent())
      .withCsrfToken()
      .withInertia()
      .file('files[0]', SAMPLES.pdf, { filename: 'a.pdf' })
      .redirects(0)
    response.assertStatus(404)
    assert.deepEqual(await blobKeys(caseId), [])
  })
})

test.group('Case files: reading', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(fakeDisk)

  test('a download carries the original name safely and is logged', async ({ client, assert }) => {
    const { id, params } = await fileIn('KUL')
    await db.from('case_files').where('id', id).update({ original_name: 'Résumé "final"; x.pdf' })
    const user = await agent()
    const response = await client
      .get(`/navigate/cases/${params.caseId}/files/${id}/download`)
      .loginAs(user)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.equal(
      response.header('content-disposition') ?? '',
      `attachment; filename="R_sum_ _final__ x.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%3B%20x.pdf`
    )
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.include(response.header('content-security-policy'), 'sandbox')
    assert.equal(response.header('cache-control'), 'private, no-store')
    const logged = await db
      .from('activity_logs')
      .where({ action: 'read', subject_type: 'case_file', subject_id: String(id) })
    assert.lengthOf(logged, 1)
    assert.equal(logged[0].user_id, user.id)
    assert.equal(logged[0].properties.as, 'download')
  })

  test('a preview is inline, framable by the site only, with a strict CSP, and logged', async ({
    client,
    assert,
  }) => {
    const { id, params } = await fileIn('KUL')
    const response = await client
      .get(`/navigate/cases/${params.caseId}/files/${id}/preview`)
      .loginAs(await agent())
    response.assertStatus(200)
    assert.match(response.header('content-disposition') ?? '', /^inline; /)
    assert.equal(response.header('x-frame-options'), 'SAMEORIGIN')
    const csp = response.header('content-security-policy') ?? ''
    assert.include(csp, "default-src 'none'")
    assert.include(csp, "frame-ancestors 'self'")
    assert.notInclude(csp, 'script-src')
    const logged = await db
      .from('activity_logs')
      .where({ action: 'read', subject_type: 'case_file', subject_id: String(id) })
    assert.equal(logged[0].properties.as, 'preview')
  })

  test('a HEAD request is answered without logging a read', async ({ client, assert }) => {
    const { id, params } = await fileIn('KUL')
    const response = await client
      .head(`/navigate/cases/${params.caseId}/files/${id}/download`)
      .loginAs(await agent())
    response.assertStatus(200)
    const logged = await db
      .from('activity_logs')
      .where({ action: 'read', subject_type: 'case_file', subject_id: String(id) })
    assert.lengthOf(logged, 0)
  })

  test('only images and PDFs have a preview', async ({ client }) => {
    const { id, params } = await fileIn('KUL')
    await db.from('case_files').where('id', id).update({ mime_type: 'text/plain' })
    const response = await client
      .get(`/navigate/cases/${params.caseId}/files/${id}/preview`)
      .loginAs(await agent())
    response.assertStatus(404)
  })

  test('the tab lists the case’s files for who holds view-case', async ({ client, assert }) => {
    const { id, params } = await fileIn('KUL')
    const reader = await makeUser({ permissions: ['access-cases', 'view-case'], centers: ['KUL'] })
    const page = await client
      .get(`/navigate/cases/${params.caseId}`)
      .qs({ tab: 'files' })
      .loginAs(reader)
      .withInertia()
    const files = (
      page.body().props as {
        files: { rows: { id: number; previewable: boolean; size: number }[] }
      }
    ).files
    assert.deepEqual(
      files.rows.map((row) => row.id),
      [id]
    )
    assert.isTrue(files.rows[0].previewable)
    assert.equal(files.rows[0].size, SAMPLES.pdf.length)
  })
})

test.group('Case files: names kept before issue 27', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a misleading name is renamed as an upload names it now, and the rename is logged', async ({
    assert,
  }) => {
    const names: [string, string, string][] = [
      ['rtl-\u202Efdp.exe', 'application/pdf', 'rtl-fdp.exe.pdf'],
      ['report.exe', 'application/pdf', 'report.exe.pdf'],
      ['scan.png.', 'image/png', 'scan.png'],
      ['Discharge – Tan.pdf', 'application/pdf', 'Discharge – Tan.pdf'],
      ['photo.JPG', 'image/jpeg', 'photo.JPG'],
    ]
    const ids: number[] = []
    for (const [name, mime] of names) {
      const { id } = await fileIn('KUL')
      await db.from('case_files').where('id', id).update({ original_name: name, mime_type: mime })
      ids.push(id)
    }
    await db.transaction((trx) => renameMisleadingCaseFiles(trx))
    for (const [index, [name, , expected]] of names.entries()) {
      const row = await db.from('case_files').where('id', ids[index]).firstOrFail()
      assert.equal(row.original_name, expected, name)
      const logged = await db
        .from('activity_logs')
        .where({ action: 'update', subject_type: 'case_file', subject_id: String(ids[index]) })
      if (name === expected) {
        assert.lengthOf(logged, 0, name)
      } else {
        assert.lengthOf(logged, 1, name)
        assert.deepEqual(logged[0].properties, {
          before: { original_name: name },
          after: { original_name: expected },
        })
        assert.isNull(logged[0].user_id)
        assert.equal(logged[0].center_id, await centerId('KUL'))
      }
    }
  })
})

test.group('Case files: trash', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(fakeDisk)

  test('a file goes to the trash and comes back; the blob stays', async ({ client, assert }) => {
    const { id, params } = await fileIn('KUL')
    const user = await agent()
    const deleted = await client
      .delete(`/navigate/cases/${params.caseId}/files/${id}`)
      .header('referer', `/navigate/cases/${params.caseId}?tab=files`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    deleted.assertStatus(302)
    const trashed = await db.from('case_files').where('id', id).firstOrFail()
    assert.isNotNull(trashed.deleted_at)
    assert.isTrue(await drive.use().exists(trashed.storage_key))
    const gone = await client
      .get(`/navigate/cases/${params.caseId}/files/${id}/download`)
      .loginAs(user)
    gone.assertStatus(404)

    const restored = await client
      .post(`/navigate/cases/${params.caseId}/files/${id}/restore`)
      .header('referer', `/navigate/cases/${params.caseId}?tab=files`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    restored.assertStatus(302)
    assert.equal(restored.header('location'), `/navigate/cases/${params.caseId}?tab=files`)
    const back = await db.from('case_files').where('id', id).firstOrFail()
    assert.isNull(back.deleted_at)
    const actions = await db
      .from('activity_logs')
      .where({ subject_type: 'case_file', subject_id: String(id) })
      .orderBy('id')
    assert.deepEqual(
      actions.map((row) => row.action),
      ['delete', 'restore']
    )
  })

  test('a closed case’s files cannot be deleted', async ({ client, assert }) => {
    const { id, params } = await fileIn('KUL', 'closed')
    const response = await client
      .delete(`/navigate/cases/${params.caseId}/files/${id}`)
      .loginAs(await agent())
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const row = await db.from('case_files').where('id', id).firstOrFail()
    assert.isNull(row.deleted_at)
  })
})

/** A full collection before measuring, so garbage of earlier tests is not counted against this one. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  gc()
}

test.group('Case files: streaming', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(fakeDisk)

  test('a 20 MB upload streams through: the server’s memory grows by far less than the file', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    // Sent from a file on disk, so the test client streams it too and only the server's
    // handling shows in this process's memory.
    const size = 20 * 1024 * 1024 - 4096
    const path = join(tmpdir(), `case-file-stream-test-${process.pid}.txt`)
    await writeFile(path, Buffer.alloc(size, 'a'))
    const user = await agent()
    // Warmed up first: the first upload of a process loads and compiles the code on its path.
    await client
      .post(`/navigate/cases/${caseId}/files`)
      .loginAs(user)
      .withCsrfToken()
      .file('files[0]', SAMPLES.txt, { filename: 'warm-up.txt' })
      .redirects(0)
    collectGarbage()
    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 5)
    try {
      const response = await client
        .post(`/navigate/cases/${caseId}/files`)
        .loginAs(user)
        .withCsrfToken()
        .file('files[0]', path, { filename: 'big-notes.txt' })
        .redirects(0)
      response.assertStatus(302)
      response.assertFlashMessage('success', 'File big-notes.txt uploaded.')
      assert.deepEqual(await leftoverTemps(), [])
    } finally {
      clearInterval(sampler)
      await unlink(path).catch(() => {})
    }
    const row = await db
      .from('case_files')
      .where({ case_id: caseId, original_name: 'big-notes.txt' })
      .firstOrFail()
    assert.equal(row.size, size)
    // This process is the client as well as the server: the peak also holds the client's own
    // read buffers not yet collected (measured: the growth is external buffers awaiting GC, the
    // JS heap stays flat), so the server's share is smaller still. Buffering the upload would
    // add its 20 MB on top.
    // The 40 MB target is measured on the production build by
    // bench/case_file_upload.ts; this bound only guards that the body is streamed, not
    // buffered, here and on S3, whose SDK adds its own part buffers (measured 52 MB under
    // `npm run test:s3`), still far from buffering whole files.
    const limitMb = env.get('DRIVE_DISK', 'fs') === 'fs' ? 40 : 64
    const grownMb = (peak - baseline) / 1024 / 1024
    assert.isBelow(grownMb, limitMb, `RSS grew by ${grownMb.toFixed(1)} MB`)
  }).timeout(60_000)
})

test.group('Case files: the size limit setting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('Settings › General saves the largest file and refuses nonsense', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: ['update-general-settings'] })
    const base = { default_time_zone: 'UTC', date_format: 'yyyy-MM-dd', default_page_size: '25' }
    const refused = await client
      .put('/settings/general')
      .header('referer', '/settings/general')
      .loginAs(admin)
      .withCsrfToken()
      .form({ ...base, case_file_max_mb: '0' })
      .redirects(0)
    const errors = refused.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.property(errors, 'case_file_max_mb')

    const saved = await client
      .put('/settings/general')
      .header('referer', '/settings/general')
      .loginAs(admin)
      .withCsrfToken()
      .form({ ...base, case_file_max_mb: '5' })
      .redirects(0)
    saved.assertStatus(302)
    const row: { value: unknown } = await db
      .from('settings')
      .where('key', 'case_file_max_mb')
      .firstOrFail()
    assert.equal(Number(row.value), 5)
  })
})
