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
 * start), in turns per round, as the queue worker runs the writers: the app's production build
 * (bench/harness.ts appBuild(), `npm start`'s build copied aside) gives the compiled
 * app/services/exports/export_writers.js, and the child, bench/export_writer_child.ts, is plain
 * Node 24 with the worker's Node flags and malloc settings (bin/build.ts): no TypeScript loader,
 * its types stripped once here (node:module's stripTypeScriptTypes) so that it runs as
 * JavaScript. Per case: rows/s by the wall clock and per second of the child's CPU
 * time while writing (a shared machine's load slows the first, hardly the second), the peak
 * resident memory (the kernel's max RSS of the child), the file size and the 1-minute load
 * average before and after; then the median of the rounds, each case's peak over the baseline's,
 * and the writer's CPU rate alone (less the rows-only case's CPU).
 *
 *   node --import @poppinss/ts-exec bench/export_writers.ts [--rounds 3]
 *     [--cases baseline,rows-only,own-xlsx,own-csv] [--sizes 100000,1000000]
 *     [--candidates /tmp/xlsx_candidates/node_modules] [--cpu-prof DIR]
 *
 * `--cpu-prof DIR` writes each child's V8 CPU profile there (open it in Chrome's DevTools).
 * exceljs and its fork are not the app's dependencies: install them aside
 * (`cd /tmp/xlsx_candidates && npm install exceljs@4.4.0 @zlooun/exceljs`) and name the folder
 * with `--candidates`, which adds exceljs and zlooun to the default cases.
 *
 * Targets: XLSX 1M rows ≤ 200 MB peak RSS and ≥ 50k rows/s; CSV ≥ 200k rows/s at ≤ 150 MB; the
 * peak at 1M within 30% of the peak at 100k.
 */
import { spawn, execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { stripTypeScriptTypes } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { SERVER_ENV, WORKER_NODE_FLAGS } from '../bin/build.js'
import { appBuild } from './harness.js'

const { values: options } = parseArgs({
  options: {
    'rounds': { type: 'string', default: '3' },
    'cases': { type: 'string' },
    'sizes': { type: 'string', default: '100000,1000000' },
    'candidates': { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
})

const ROUNDS = Number(options.rounds)
const CANDIDATES = ['exceljs', 'exceljs-raw', 'zlooun']
const CASES = (
  options.cases ??
  `baseline,rows-only,own-xlsx,own-csv${options.candidates ? ',exceljs,zlooun' : ''}`
).split(',')
if (CASES.some((name) => CANDIDATES.includes(name)) && !options.candidates) {
  console.error(
    'exceljs and its fork are not installed with the app: name their folder with --candidates'
  )
  process.exit(1)
}
const SIZES = options.sizes!.split(',').map(Number)
const cpuProfile = options['cpu-prof']

type Ran = { seconds: number; cpu: number; peak: number }
type Result = Ran & { size: number; load: number; loadAfter: number }
const results = new Map<string, Result[]>()

// The production build as `npm start` runs it (built when the sources changed, then copied aside).
const build = await appBuild()
const writersModule = join(build.dir, 'app', 'services', 'exports', 'export_writers.js')
const dir = await mkdtemp(join(tmpdir(), 'export-bench-'))
// The child's types stripped here, by the stripper Node itself runs on a .ts file: run as .ts,
// the child would hold that stripper (a WebAssembly module, about 17 MB resident), which the
// worker running JavaScript does not. 'strip' keeps every position, so a profile's lines are
// the .ts file's.
const childSource = fileURLToPath(new URL('./export_writer_child.ts', import.meta.url))
const childScript = join(dir, 'export_writer_child.mjs')
await writeFile(
  childScript,
  stripTypeScriptTypes(await readFile(childSource, 'utf8'), {
    mode: 'strip',
    sourceUrl: childSource,
  })
)

function child(name: string, rows: number, path: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    // As npm start runs the queue worker (bin/start.ts): its Node flags, the malloc settings
    // under the environment, compiled JavaScript and no loader (the child's types are stripped).
    const profile = cpuProfile ? ['--cpu-prof', '--cpu-prof-dir', cpuProfile] : []
    const proc = spawn(
      process.execPath,
      [
        ...WORKER_NODE_FLAGS,
        ...profile,
        childScript,
        '--case',
        name,
        '--rows',
        String(rows),
        '--out',
        path,
        '--writers',
        writersModule,
        ...(options.candidates ? ['--candidates', options.candidates] : []),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...SERVER_ENV, ...process.env, NODE_ENV: 'production' },
      }
    )
    let text = ''
    proc.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
    proc.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(text)) : reject(new Error(`${name} exited ${code}`))
    )
  })
}

const rate = (rows: number, seconds: number) => `${(rows / seconds / 1000).toFixed(1)}k`

console.log(
  `node ${process.version}, ${execFileSync('nproc').toString().trim()} CPUs, load ${loadavg()[0].toFixed(2)}, writers ${writersModule}`
)
for (let round = 1; round <= ROUNDS; round++) {
  for (const [sizeIndex, rows] of SIZES.entries()) {
    for (const name of CASES) {
      // The floor does not depend on the rows: once per round.
      if (name === 'baseline' && sizeIndex > 0) continue
      const path = join(dir, `${name}-${rows}.${name === 'own-csv' ? 'csv' : 'xlsx'}`)
      const load = loadavg()[0]
      const ran = await child(name, name === 'baseline' ? 0 : rows, path).catch(
        (error: Error) => error
      )
      const loadAfter = loadavg()[0]
      if (ran instanceof Error) {
        // A candidate that dies (out of memory) is a result too: said, and the run goes on.
        console.log(`round ${round} ${name} ${rows}: ${ran.message}`)
        await rm(path, { force: true })
        continue
      }
      const { size } = await stat(path)
      await rm(path)
      const key = name === 'baseline' ? name : `${name} ${rows}`
      results.set(key, [...(results.get(key) ?? []), { ...ran, size, load, loadAfter }])
      const loads = `load ${load.toFixed(2)}→${loadAfter.toFixed(2)}`
      console.log(
        name === 'baseline'
          ? `round ${round} ${key.padEnd(20)} peak ${ran.peak.toFixed(0).padStart(4)} MB  ${loads}`
          : `round ${round} ${key.padEnd(20)} ${rate(rows, ran.seconds).padStart(7)} rows/s  ${rate(rows, ran.cpu).padStart(7)} rows/CPU-s  peak ${ran.peak.toFixed(0).padStart(4)} MB  ${(size / 1e6).toFixed(1)} MB file  ${loads}`
      )
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const loadsOf = (runs: Result[]) => runs.map((run) => run.load.toFixed(1)).join('/')
console.log('\nmedian of rounds (the load before each run, in round order):')
const floor = results.get('baseline') ?? []
const floorPeak = floor.length > 0 ? median(floor.map((run) => run.peak)) : null
if (floorPeak !== null) {
  console.log(`${'baseline'.padEnd(12)} peak ${floorPeak.toFixed(0)} MB  load ${loadsOf(floor)}`)
}
for (const name of CASES.filter((one) => one !== 'baseline')) {
  const peaks: number[] = []
  for (const rows of SIZES) {
    const runs = results.get(`${name} ${rows}`) ?? []
    if (runs.length === 0) {
      console.log(`${name.padEnd(12)} ${String(rows).padStart(8)} rows  no run finished`)
      continue
    }
    const seconds = median(runs.map((run) => run.seconds))
    const cpu = median(runs.map((run) => run.cpu))
    const peak = median(runs.map((run) => run.peak))
    peaks.push(peak)
    // The writer's own CPU: the case's less the median of making the same rows (rows-only).
    const making = results.get(`rows-only ${rows}`) ?? []
    const makingCpu = making.length > 0 ? median(making.map((run) => run.cpu)) : null
    const alone =
      makingCpu !== null && name !== 'rows-only' && cpu > makingCpu
        ? `  writer alone ${rate(rows, cpu - makingCpu)} rows/CPU-s`
        : ''
    const over = floorPeak !== null ? peak - floorPeak : null
    const above = over !== null ? ` (${over >= 0 ? '+' : ''}${over.toFixed(0)} over baseline)` : ''
    console.log(
      `${name.padEnd(12)} ${String(rows).padStart(8)} rows  ${rate(rows, seconds)} rows/s  ${rate(rows, cpu)} rows/CPU-s${alone}  peak ${peak.toFixed(0)} MB${above}  load ${loadsOf(runs)}`
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
