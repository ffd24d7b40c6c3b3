/**
 * A 20 MB upload to a case's files tab and the server's memory (issue 14: "uploading a 20 MB
 * file keeps the server's RSS growth under 40 MB (streamed, not buffered)"), measured on the
 * production build as `npm start` serves it, on the default local disk:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/assist_bench \
 *     node --import @poppinss/ts-exec bench/case_file_upload.ts [uploads, default 5]
 *
 * Migrates and seeds, starts the app signed in as the demo administrator, and uploads to one of
 * the current center's open cases as the files tab does (multipart, `files[0]`, the XSRF token),
 * a valid PDF since the server sniffs the type from the bytes, streamed from a file on disk so the bench itself never holds the body: one small warm-up
 * upload (the first upload loads the code on its path), then 20 MB ones. For each, the server's
 * peak resident memory during the upload (VmHWM, reset before it through /proc/<pid>/clear_refs,
 * else sampled every 5 ms) less its resident memory before. The uploads are removed after
 * (rows and blobs), so runs start alike.
 */
import http from 'node:http'
import { createReadStream } from 'node:fs'
import { rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import {
  appRoot,
  load,
  memoryOf,
  migrateAndSeed,
  requireDatabaseUrl,
  resetPeak,
  startSignedIn,
  type SignedInApp,
} from './harness.js'

const databaseUrl = requireDatabaseUrl()
const UPLOADS = Number(process.argv[2] ?? 5)
const SIZE = 20 * 1024 * 1024
const TARGET_MB = 40

/** The XSRF token the page would send, from the signed-in session's cookie. */
function xsrfToken(app: SignedInApp) {
  const pair = app.headers.cookie.split('; ').find((cookie) => cookie.startsWith('XSRF-TOKEN='))
  if (!pair) throw new Error('the signed-in session has no XSRF-TOKEN cookie')
  return decodeURIComponent(pair.slice('XSRF-TOKEN='.length))
}

/** POSTs one file as `files[0]`, streamed from disk; resolves with the status and location. */
async function upload(app: SignedInApp, caseId: number, path: string, name: string) {
  const boundary = `----bench${Date.now().toString(16)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="${name}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n'
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const { size } = await stat(path)
  const url = new URL(`/navigate/cases/${caseId}/files`, app.base)
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'cookie': app.headers.cookie,
        'x-xsrf-token': xsrfToken(app),
        'accept': 'text/html',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    })
    request.on('error', reject)
    request.on('response', (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location })
      )
    })
    request.write(head)
    const file = createReadStream(path)
    file.on('error', reject)
    file.on('end', () => request.end(tail))
    file.pipe(request, { end: false })
  })
}

const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
const bigFile = join(tmpdir(), `case-file-upload-bench-${process.pid}.pdf`)
const smallFile = join(tmpdir(), `case-file-upload-warm-${process.pid}.pdf`)
const uploaded: number[] = []
try {
  await migrateAndSeed()
  const found = await client.query<{ id: number }>(
    `SELECT cases.id FROM cases JOIN users ON users.current_center_id = cases.center_id
     WHERE users.email = 'admin@demo.test' AND cases.status <> 'closed'
       AND cases.deleted_at IS NULL ORDER BY cases.id LIMIT 1`
  )
  const caseId = found.rows[0]?.id
  if (!caseId) throw new Error('no open case in the administrator’s center (seed the demo)')
  // A PDF as the server sniffs it from its bytes (header first, trailer last), padded to 20 MB.
  const pdfHead = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n', 'latin1')
  const pdfTail = Buffer.from('\ntrailer <<>>\n%%EOF\n', 'latin1')
  const padding = Buffer.alloc(SIZE - pdfHead.length - pdfTail.length, ' ')
  await writeFile(bigFile, Buffer.concat([pdfHead, padding, pdfTail]))
  await writeFile(smallFile, Buffer.concat([pdfHead, pdfTail]))

  const app = await startSignedIn()
  try {
    const since = new Date()
    // A refused upload redirects too (back, with the reasons): success is the files tab.
    // (caseFilesResource.parent.pageOf: no referer is sent, so no search to keep).
    const filesTab = `/navigate/cases/${caseId}?tab=files`
    const succeeded = (answer: { status: number; location: string | undefined }) =>
      answer.status === 302 && answer.location === filesTab
    const warm = await upload(app, caseId, smallFile, 'warm-up.pdf')
    if (!succeeded(warm)) {
      throw new Error(`the warm-up upload answered ${warm.status} → ${warm.location}`)
    }
    console.log(`${UPLOADS} uploads of 20 MB to case ${caseId} (${load()})`)
    const growths: number[] = []
    for (let round = 1; round <= UPLOADS; round++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const before = memoryOf(app.pid).rss
      const reset = resetPeak(app.pid)
      let sampled = before
      const sampler = setInterval(() => {
        sampled = Math.max(sampled, memoryOf(app.pid).rss)
      }, 5)
      const started = performance.now()
      const answer = await upload(app, caseId, bigFile, `big-${round}.pdf`)
      const took = performance.now() - started
      clearInterval(sampler)
      const peak = reset ? Math.max(memoryOf(app.pid).peak, sampled) : sampled
      if (!succeeded(answer)) {
        throw new Error(`upload ${round} answered ${answer.status} → ${answer.location}`)
      }
      const row = await client.query<{ size: number }>(
        `SELECT size FROM case_files WHERE case_id = $1 AND original_name = $2
         ORDER BY id DESC LIMIT 1`,
        [caseId, `big-${round}.pdf`]
      )
      // size may come back as a string (bigint); compare as a number.
      if (Number(row.rows[0]?.size) !== SIZE) {
        throw new Error(`upload ${round} was not stored whole`)
      }
      growths.push(peak - before)
      console.log(
        `  upload ${round}: ${took.toFixed(0)} ms, RSS ${before.toFixed(0)} MB before, ` +
          `peak ${peak.toFixed(0)} MB, growth ${(peak - before).toFixed(1)} MB` +
          (reset ? '' : ' (sampled)')
      )
    }
    const worst = Math.max(...growths)
    console.log(
      `\nRSS growth during a 20 MB upload: worst ${worst.toFixed(1)} MB, target ≤ ${TARGET_MB} MB: ` +
        (worst <= TARGET_MB ? 'met' : 'MISSED')
    )
    const rows = await client.query<{ id: number; storage_key: string }>(
      'SELECT id, storage_key FROM case_files WHERE case_id = $1 AND created_at >= $2',
      [caseId, since]
    )
    for (const row of rows.rows) {
      uploaded.push(row.id)
      await rm(join(appRoot, 'storage', 'drive', row.storage_key), { force: true })
    }
  } finally {
    app.stop()
  }
} finally {
  if (uploaded.length > 0) {
    await client.query('DELETE FROM case_files WHERE id = ANY($1::int[])', [uploaded])
  }
  await rm(bigFile, { force: true })
  await rm(smallFile, { force: true })
  await client.end()
}
