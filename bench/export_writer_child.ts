/**
 * One case of bench/export_writers.ts, run as the queue worker runs the writers: compiled
 * JavaScript from the app's production build (`--writers`, the build's
 * app/services/exports/export_writers.js), no TypeScript loader. This file holds only erasable
 * TypeScript (annotations and `import type`): bench/export_writers.ts strips the types with
 * Node's own stripper and runs the result as JavaScript, as the worker runs (run as .ts, Node
 * would strip it at load and keep the stripper, about 17 MB, in the measured process). A
 * construct that needs more than stripping (an enum, a parameter property) stops the bench.
 *
 *   node --max-semi-space-size=4 export_writer_child.mjs --case own-csv --rows 1000000
 *     --out FILE --writers BUILD/app/services/exports/export_writers.js [--candidates DIR]
 *
 * It prints one line of JSON: the seconds and CPU seconds of the writing alone (the modules are
 * loaded before the clock starts) and the process's peak resident memory in MB.
 */
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { ExportRow } from '../app/reports/report_definition.js'

type WritersModule = typeof import('../app/services/exports/export_writers.js')

const { values: options } = parseArgs({
  options: {
    case: { type: 'string' },
    rows: { type: 'string', default: '0' },
    out: { type: 'string' },
    writers: { type: 'string' },
    candidates: { type: 'string', default: '/tmp/xlsx_candidates/node_modules' },
  },
})

const BATCH = 500
const HEADERS = [
  ['Case number', 'text'],
  ['Member', 'text'],
  ['Client', 'text'],
  ['Status', 'text'],
  ['Services', 'integer'],
  ['Days open', 'integer'],
  ['Billed', 'money'],
  ['Approved', 'money'],
  ['Paid', 'money'],
  ['Opened on', 'date'],
  ['Closed on', 'date'],
  ['Last change', 'datetime'],
] as const

const STATUSES = ['open', 'closed', 'billed', 'cancelled']

/** Row n, the same in every writer: distinct strings (the case a shared-strings table dies of). */
function rowOf(n: number): ExportRow {
  const currency = n % 3 === 0 ? 'JPY' : 'USD'
  const cents = (n * 7919) % 10_000_000
  const amount =
    currency === 'JPY'
      ? String(cents)
      : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
  const day = new Date(Date.UTC(2020, 0, 1) + (n % 2000) * 86_400_000).toISOString().slice(0, 10)
  return {
    cells: [
      `KUL-2026-${String(n).padStart(7, '0')}`,
      `Member ${n} Tan Wei Ming`,
      `Client ${n % 5000} Insurance Berhad`,
      STATUSES[n % 4],
      n % 17,
      n % 365,
      amount,
      amount,
      n % 2 ? amount : null,
      day,
      n % 5 ? day : null,
      new Date(Date.UTC(2026, 0, 1) + n * 1000),
    ],
    currencies: [
      null,
      null,
      null,
      null,
      null,
      null,
      currency,
      currency,
      currency,
      null,
      null,
      null,
    ],
  }
}

/** The part of exceljs's API the bench calls (it is not a dependency of the app). */
type ExcelRow = { getCell(index: number): { numFmt: string }; commit(): void }
type ExcelModule = {
  stream: {
    xlsx: {
      WorkbookWriter: new (options: {
        stream: NodeJS.WritableStream
        useSharedStrings: boolean
        useStyles: boolean
      }) => {
        addWorksheet(
          name: string,
          options: { views: { state: string; ySplit: number }[] }
        ): {
          columns: { header: string; key: string }[]
          addRow(values: unknown[]): ExcelRow
          commit(): void
        }
        commit(): Promise<void>
      }
    }
  }
}

/** User + system CPU seconds of the whole process (V8's collector threads included). */
function cpuSeconds() {
  const usage = process.resourceUsage()
  return (usage.userCPUTime + usage.systemCPUTime) / 1e6
}

const name = options.case!
const rows = Number(options.rows)
// Every case loads the built writers, as the worker has them loaded: the floor is the same.
const writers = (await import(pathToFileURL(options.writers!).href)) as WritersModule
const excel =
  name === 'exceljs' || name === 'exceljs-raw' || name === 'zlooun'
    ? (createRequire(join(options.candidates!, 'index.js'))(
        name === 'zlooun' ? '@zlooun/exceljs' : 'exceljs'
      ) as ExcelModule)
    : null

const out = createWriteStream(options.out!, { highWaterMark: 64 * 1024 })
const started = performance.now()
const startedCpu = cpuSeconds()
if (name === 'rows-only') {
  // The synthetic rows made and dropped: the share of each case's time that is the bench's.
  let kept = 0
  for (let n = 0; n < rows; n++) kept += rowOf(n).cells.length
  if (rows > 0 && kept === 0) throw new Error('no rows')
} else if (name === 'baseline') {
  // The child's own floor: Node and the built writers' module, nothing written.
} else if (name === 'own-xlsx' || name === 'own-csv') {
  const writer = writers.openExportWriter(
    name === 'own-csv' ? 'csv' : 'xlsx',
    out,
    HEADERS.map(([header, kind]) => ({ header, kind })),
    { timeZone: 'Asia/Kuala_Lumpur', title: 'Bench' }
  )
  for (let start = 0; start < rows; start += BATCH) {
    const batch: ExportRow[] = []
    for (let n = start; n < Math.min(start + BATCH, rows); n++) batch.push(rowOf(n))
    await writer.write(batch)
  }
  await writer.finish()
} else if (excel) {
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  })
  const sheet = workbook.addWorksheet('Bench', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = HEADERS.map(([header]) => ({ header, key: header }))
  const zip = (workbook as unknown as { zip: NodeJS.ReadableStream & { readableLength: number } })
    .zip
  for (let start = 0; start < rows; start += BATCH) {
    for (let n = start; n < Math.min(start + BATCH, rows); n++) {
      const row = rowOf(n)
      const added = sheet.addRow(
        row.cells.map((cell, index) =>
          HEADERS[index][1] === 'money' && typeof cell === 'string'
            ? Number(cell)
            : HEADERS[index][1] === 'date' && typeof cell === 'string'
              ? new Date(`${cell}T00:00:00Z`)
              : cell
        )
      )
      for (const index of [7, 8, 9]) {
        added.getCell(index).numFmt =
          row.currencies[6] === 'JPY' ? '#,##0\\ "JPY"' : '#,##0.00\\ "USD"'
      }
      added.commit()
    }
    // The back-pressure exceljs 4.4 lacks: wait while its zip stream holds more than 4 MB.
    if (name !== 'exceljs-raw') {
      while (zip.readableLength + out.writableLength > 4 * 1024 * 1024) await sleep(1)
    }
  }
  sheet.commit()
  await workbook.commit()
} else {
  throw new Error(`unknown case ${name}`)
}
if (!out.writableFinished) {
  out.end()
  await once(out, 'finish')
}
const seconds = (performance.now() - started) / 1000
// CPU time (user + system): on a shared machine the wall clock measures the neighbours too.
const cpu = cpuSeconds() - startedCpu
const peak = process.resourceUsage().maxRSS / 1024
process.stdout.write(JSON.stringify({ seconds, cpu, peak }))
