/**
 * The export files' writers, measured (issue 32; shared/design/REPORTS.md "Streaming, measured"):
 * synthetic rows of 12 columns (4 text, 2 integers, 3 money cells in two currencies, 2 days, 1
 * instant) written to a file on disk, 100,000 and 1,000,000 rows, by
 *
 *   own-xlsx      app/services/exports/export_writers.ts: our streaming zip, inline strings
 *   own-csv       the same module's CSV writer (a file stream honouring drain)
 *   exceljs       exceljs 4.4's stream WorkbookWriter, waiting while its zip holds > 4 MB
 *   exceljs-raw   the same without the wait (what REPORTS.md measured at 746 MB)
 *   zlooun        @zlooun/exceljs (a fork), its stream WorkbookWriter, the same wait
 *   baseline      the child with the writers loaded and nothing written: the floor under each peak
 *   rows-only     the synthetic rows made and dropped: the bench's own share of each time
 *
 * Each case runs in a child process of its own (a fresh heap, so one's peak is not the next's
 * start), in turns per round; per case the rows/s by the wall clock and per second of the
 * child's CPU time (a shared machine's load slows the first, hardly the second), the peak
 * resident memory (the kernel's max RSS of the child), the median of the rounds, the file size
 * and the load average.
 *
 *   node --import @poppinss/ts-exec bench/export_writers.ts [--rounds 3] [--cases own-xlsx,own-csv]
 *     [--sizes 100000,1000000] [--candidates /tmp/xlsx_candidates/node_modules]
 *
 * exceljs and its fork are not the app's dependencies: install them aside
 * (`cd /tmp/xlsx_candidates && npm install exceljs@4.4.0 @zlooun/exceljs`) and name the folder.
 *
 * Targets: XLSX 1M rows ≤ 200 MB peak RSS and ≥ 50k rows/s; CSV ≥ 200k rows/s at ≤ 150 MB; the
 * peak at 1M within 30% of the peak at 100k.
 */
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { once } from 'node:events'
import { execFileSync, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { ExportRow } from '../app/reports/report_definition.js'
import { SERVER_ENV, WORKER_NODE_FLAGS } from '../bin/build.js'

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    cases: { type: 'string', default: 'baseline,own-xlsx,own-csv,exceljs,zlooun' },
    sizes: { type: 'string', default: '100000,1000000' },
    candidates: { type: 'string', default: '/tmp/xlsx_candidates/node_modules' },
    child: { type: 'string' },
    rows: { type: 'string' },
    out: { type: 'string' },
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

async function runChild(name: string, rows: number, path: string) {
  const out = createWriteStream(path, { highWaterMark: 64 * 1024 })
  const started = performance.now()
  if (name === 'rows-only') {
    // The synthetic rows made and dropped: the share of each case's time that is the bench's.
    let kept = 0
    for (let n = 0; n < rows; n++) kept += rowOf(n).cells.length
    if (kept === 0) throw new Error('no rows')
  } else if (name === 'baseline') {
    // The child's own floor: Node, the TypeScript loader and the writers' module, no rows.
    await import('../app/services/exports/export_writers.js')
  } else if (name === 'own-xlsx' || name === 'own-csv') {
    const { openExportWriter } = await import('../app/services/exports/export_writers.js')
    const writer = openExportWriter(
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
  } else {
    const require = createRequire(join(options.candidates!, 'index.js'))
    const module = name === 'zlooun' ? '@zlooun/exceljs' : 'exceljs'
    const ExcelJS = require(module) as ExcelModule
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
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
  }
  if (!out.writableFinished) {
    out.end()
    await once(out, 'finish')
  }
  const seconds = (performance.now() - started) / 1000
  const usage = process.resourceUsage()
  const peak = usage.maxRSS / 1024
  // CPU time (user + system): on a shared machine the wall clock measures the neighbours too.
  const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6
  process.stdout.write(JSON.stringify({ seconds, peak, cpu }))
}

if (options.child) {
  await runChild(options.child, Number(options.rows), options.out!)
  process.exit(0)
}

const here = fileURLToPath(import.meta.url)
const ROUNDS = Number(options.rounds)
const CASES = options.cases!.split(',')
const SIZES = options.sizes!.split(',').map(Number)
const dir = await mkdtemp(join(tmpdir(), 'export-bench-'))
type Result = { seconds: number; peak: number; cpu: number; size: number; load: number }
const results = new Map<string, Result[]>()

function child(
  name: string,
  rows: number,
  path: string
): Promise<{ seconds: number; peak: number; cpu: number }> {
  return new Promise((resolve, reject) => {
    // As npm start runs the queue worker: its Node flags and malloc settings (bin/build.ts).
    const proc = spawn(
      process.execPath,
      [
        ...WORKER_NODE_FLAGS,
        '--import',
        '@poppinss/ts-exec',
        here,
        '--child',
        name,
        '--rows',
        String(rows),
        '--out',
        path,
        '--candidates',
        options.candidates!,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...SERVER_ENV } }
    )
    let text = ''
    proc.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
    proc.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(text)) : reject(new Error(`${name} exited ${code}`))
    )
  })
}

console.log(
  `node ${process.version}, ${execFileSync('nproc').toString().trim()} CPUs, load ${loadavg()[0].toFixed(2)}`
)
for (let round = 1; round <= ROUNDS; round++) {
  for (const rows of SIZES) {
    for (const name of CASES) {
      const path = join(dir, `${name}-${rows}.${name === 'own-csv' ? 'csv' : 'xlsx'}`)
      const load = loadavg()[0]
      const ran = await child(name, rows, path).catch((error: Error) => error)
      if (ran instanceof Error) {
        // A candidate that dies (out of memory) is a result too: said, and the run goes on.
        console.log(`round ${round} ${name} ${rows}: ${ran.message}`)
        await rm(path, { force: true })
        continue
      }
      const { seconds, peak, cpu } = ran
      const { size } = await stat(path)
      await rm(path)
      const key = `${name} ${rows}`
      results.set(key, [...(results.get(key) ?? []), { seconds, peak, cpu, size, load }])
      console.log(
        `round ${round} ${key.padEnd(20)} ${(rows / seconds / 1000).toFixed(1).padStart(6)}k rows/s  ${(rows / cpu / 1000).toFixed(1).padStart(6)}k rows/CPU-s  peak ${peak.toFixed(0).padStart(4)} MB  ${(size / 1e6).toFixed(1)} MB file  load ${load.toFixed(2)}`
      )
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log('\nmedian of rounds:')
for (const name of CASES) {
  const peaks: number[] = []
  for (const rows of SIZES) {
    const runs = results.get(`${name} ${rows}`) ?? []
    if (runs.length === 0) {
      console.log(`${name.padEnd(12)} ${String(rows).padStart(8)} rows  no run finished`)
      continue
    }
    const rate = median(runs.map((run) => rows / run.seconds))
    const perCpu = median(runs.map((run) => rows / run.cpu))
    const peak = median(runs.map((run) => run.peak))
    peaks.push(peak)
    console.log(
      `${name.padEnd(12)} ${String(rows).padStart(8)} rows  ${(rate / 1000).toFixed(1)}k rows/s  ${(perCpu / 1000).toFixed(1)}k rows/CPU-s  peak ${peak.toFixed(0)} MB  load ${runs.map((run) => run.load.toFixed(1)).join('/')}`
    )
  }
  if (peaks.length >= 2) {
    const growth = (peaks[peaks.length - 1] / peaks[0] - 1) * 100
    console.log(
      `${name.padEnd(12)} peak at ${SIZES[SIZES.length - 1]} vs ${SIZES[0]}: ${growth >= 0 ? '+' : ''}${growth.toFixed(0)}%`
    )
  }
}
await rm(dir, { recursive: true, force: true })
