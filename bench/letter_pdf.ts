/**
 * A GOP letter's PDF (issue 15: "rendering the PDF of a two-page letter p95 ≤ 150 ms and
 * ≤ 60 MB RSS growth for 100 letters in a row"), measured on the production build as
 * `npm start` serves it, through the route the letter dialog's "Download PDF" uses:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/letters_bench \
 *     node --import @poppinss/ts-exec bench/letter_pdf.ts [letters, default 100]
 *
 * Migrates and seeds the demo, then gives one approved demo GOP's revision a two-page letter:
 * the standard letter with its conditions written out at length (headings, bold, lists, a
 * link, centred lines) and a logo, as the kept revision a real letter is rendered from. After a
 * warm-up (the first letter loads the fonts' code), it downloads the letter `letters` times in
 * a row, one at a time: each request's time, and the server's peak resident memory over the run
 * less its resident memory before. The revision is restored after, so runs start alike.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { crc32, deflateSync } from 'node:zlib'
import pg from 'pg'
import { extractText, getDocumentProxy } from 'unpdf'
import {
  appBuild,
  format,
  load,
  memoryOf,
  migrateAndSeed,
  percentile,
  requireDatabaseUrl,
  resetPeak,
  startSignedIn,
  WARM_UP,
} from './harness.js'

const databaseUrl = requireDatabaseUrl()
const LETTERS = Number(process.argv[2] ?? 100)
const TARGET_P95_MS = 150
const TARGET_RSS_MB = 60

type Op = { insert: string; attributes?: Record<string, unknown> }

/** Two A4 pages: the standard letter's parts, with its conditions spelt out. */
function twoPageLetter(): { ops: Op[] } {
  const ops: Op[] = []
  const line = (text: string, attributes?: Record<string, unknown>, runs: Op[] = []) => {
    ops.push(...runs, { insert: text })
    ops.push(attributes ? { insert: '\n', attributes } : { insert: '\n' })
  }
  line('{{business_entity.name}}', { header: 2 })
  line('{{business_entity.address}} · {{business_entity.phone}} · {{business_entity.email}}')
  line('GUARANTEE OF PAYMENT', { header: 1, align: 'center' })
  line(' {{gop.number}} (revision {{gop.revision}})', undefined, [
    { insert: 'GOP number:', attributes: { bold: true } },
  ])
  line(' {{provider.name}}, {{provider.address}}', undefined, [
    { insert: 'To:', attributes: { bold: true } },
  ])
  line(
    'We confirm that we guarantee payment of the medical expenses of {{member.full_name}}, born {{member.date_of_birth}}, up to {{gop.currency}} {{gop.amount}}, for the services listed.'
  )
  for (let section = 1; section <= 4; section++) {
    line(`Condition ${section}`, { header: 3 })
    for (let item = 1; item <= 5; item++) {
      line(
        `The guarantee covers only the services and amount above; item ${section}.${item} applies to inpatient admissions, surgery, medication and the professional fees of the attending physicians, and excludes personal items.`,
        { list: item % 2 ? 'bullet' : 'ordered', ...(item === 3 ? { indent: 1 } : {}) }
      )
    }
  }
  line('Questions: ', undefined, [])
  ops.push({ insert: 'assist.example/gop', attributes: { link: 'https://assist.example/gop' } })
  ops.push({ insert: '\n' })
  line('Yours faithfully,')
  line('{{agent.full_name}}', { align: 'right' })
  return { ops }
}

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A 480 × 160 RGB logo (blue bands), a real PNG as an entity would upload one. */
function logoPng(width = 480, height = 160) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = y * (width * 3 + 1) + 1 + x * 3
      rows.set([20, 60 + ((x + y) % 120), 200], offset)
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

await migrateAndSeed()
const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
const found = await client.query<{
  id: number
  case_id: number
  revision_id: number
  letter_template: unknown
  business_entity_id: number
  logo: string | null
}>(
  `SELECT gops.id, gops.case_id, gop_revisions.id AS revision_id, gop_revisions.letter_template,
     gop_revisions.business_entity_id, business_entities.logo
   FROM gops
   JOIN gop_revisions ON gop_revisions.gop_id = gops.id AND gop_revisions.revision = gops.revision
   JOIN business_entities ON business_entities.id = gop_revisions.business_entity_id
   JOIN users ON users.current_center_id = gops.center_id AND users.email = 'admin@demo.test'
   WHERE gops.deleted_at IS NULL ORDER BY gops.id LIMIT 1`
)
const gop = found.rows[0]
if (!gop) throw new Error('the demo has no approved GOP in the administrator’s center')

const build = await appBuild()
const logoKey = `logos/${randomUUID()}.png`
const logoPath = join(build.dir, 'storage', 'uploads', ...logoKey.split('/'))
await mkdir(join(build.dir, 'storage', 'uploads', 'logos'), { recursive: true })
await writeFile(logoPath, logoPng())
await client.query('UPDATE gop_revisions SET letter_template = $1 WHERE id = $2', [
  JSON.stringify(twoPageLetter()),
  gop.revision_id,
])
await client.query('UPDATE business_entities SET logo = $1 WHERE id = $2', [
  logoKey,
  gop.business_entity_id,
])

const app = await startSignedIn()
try {
  const url = `${app.base}/navigate/cases/${gop.case_id}/guarantee-of-payments/${gop.id}/letter.pdf`
  const download = async () => {
    const response = await fetch(url, { headers: { cookie: app.headers.cookie } })
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  }
  const first = await download()
  const pdf = await getDocumentProxy(new Uint8Array(first))
  const { totalPages } = await extractText(pdf, { mergePages: true })
  if (totalPages !== 2) throw new Error(`the letter has ${totalPages} pages, not 2`)
  for (let warm = 0; warm < WARM_UP; warm++) await download()

  const before = memoryOf(app.pid).rss
  const peakReset = resetPeak(app.pid)
  let sampledPeak = before
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(app.pid).rss)
  }, 5)
  const times: number[] = []
  for (let letter = 0; letter < LETTERS; letter++) {
    const start = performance.now()
    await download()
    times.push(performance.now() - start)
  }
  clearInterval(sampler)
  const { peak, rss } = memoryOf(app.pid)
  const growth = (peakReset ? peak : sampledPeak) - before
  const p95 = percentile(times, 95)
  console.log(`load ${load()} · ${LETTERS} two-page letters (${first.length} bytes each)`)
  console.log(`  time   ${format(times)}`)
  console.log(
    `  memory before ${before.toFixed(1)} MB · peak ${(before + growth).toFixed(1)} MB · after ${rss.toFixed(1)} MB · growth ${growth.toFixed(1)} MB`
  )
  console.log(
    `  p95 ${p95.toFixed(1)} ms (target ${TARGET_P95_MS}): ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'} · growth ${growth.toFixed(1)} MB (target ${TARGET_RSS_MB}): ${growth <= TARGET_RSS_MB ? 'met' : 'MISSED'}`
  )
} finally {
  app.stop()
  await client.query('UPDATE gop_revisions SET letter_template = $1 WHERE id = $2', [
    JSON.stringify(gop.letter_template),
    gop.revision_id,
  ])
  await client.query('UPDATE business_entities SET logo = $1 WHERE id = $2', [
    gop.logo,
    gop.business_entity_id,
  ])
  await rm(logoPath, { force: true })
  await client.end()
}
