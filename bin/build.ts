/**
 * The production build that `npm start` serves, and `npm run build`.
 *
 * `node ace build` compiles the server into build/ and bundles the browser assets with Vite.
 * `npm start` must not rebuild on every start, yet must never serve code older than the
 * sources, so a build is stamped with a hash of everything it was made from (build/.source_hash)
 * and rebuilt when the sources' hash differs. The stamp is written last: a build that failed or
 * was interrupted has none and is rebuilt.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureEnvFile } from './ensure_env.js'

export const root = fileURLToPath(new URL('../', import.meta.url))
export const buildDir = join(root, 'build')

/**
 * Node flags of the web server process (`npm start`, the benches; a deployment running
 * `node bin/server.js` itself should pass them too). V8 sizes its heap by the machine's memory:
 * an old generation allowed to grow to gigabytes before it is collected hard, so under 32
 * connections the server passed 300 MB holding 40 MB of live objects. 512 MB of old generation
 * is ten times what a list page needs; nothing the server does reads unbounded sets (lists are
 * pages), so reaching it would be a bug.
 *
 * The young generation's halves are 16 MB. V8 rounds the size up (6 gave the same 8 MB halves as
 * 8 would, and 10 or 12 the same as 16), so the choice is 8 or 16. Under 32 connections a
 * request lives about 50 ms, and with 8 MB halves a scavenge came every 30 ms,
 * so every request in flight was promoted (about 25 KB each) and a full mark-compact ran every
 * second, the slow tail of the list pages. With 16 MB halves the requests die young, the old
 * generation barely grows, and the member search served about a fifth more requests with its
 * p99 near the floor's (bench/README.md, 2026-11-27).
 *
 * `--no-allocation-site-pretenuring`: V8 makes the objects of a place in the code in the old
 * generation straight away once that place's objects mostly outlive their first scavenge, and
 * under load a request's do (it is in flight for about one scavenge). With that, the old
 * generation grew by about 23 MB a second of request garbage and a mark-compact ran every
 * 1.1-1.3 s; the tasks tab's slowest requests were the ones in flight during its pause. Without
 * it 8 mark-compacts instead of 23 in the same 21 s, and against the same build in the same
 * seconds the tasks tab served a tenth more requests with its p99 0.70x (docs/decisions.md,
 * "Request objects are not pretenured").
 *
 * `--expose-gc`: the server collects its boot's garbage once it is ready, which also shrinks
 * the young generation booting grew (app/services/boot_garbage.ts): 160 MB at rest without it,
 * about 130 MB with it. Nothing else calls `gc()`.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=16',
  '--max-old-space-size=512',
  '--no-allocation-site-pretenuring',
  '--expose-gc',
]

/**
 * Node flags of the queue worker (issue 32, report exports). An export turns every row into
 * short-lived strings; with V8's default young generation (its halves grow to 16 MB and more)
 * the worker's resident memory rose with the length of the file (about 245 MB at a million CSV
 * rows, 275 MB for XLSX) although nothing was held; with 4 MB halves the garbage is collected
 * young and the peak stays flat (about 160 MB at a million rows, within 10% of the peak at
 * 100,000), at a few per cent of speed (bench/export_writers.ts, bench/README.md).
 */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=4']

/**
 * Environment of the web server process, under what the environment itself sets. glibc gives
 * each thread that allocates (libuv's pool, V8's helpers) its own malloc arena, up to eight per
 * CPU, each keeping what it freed: two arenas took the server's idle memory from about 158 MB to
 * 147 MB at the same throughput (bench/README.md, issue 12). And glibc returns the free top of
 * its heap to the system only past a threshold that grows with the largest block freed (up to
 * 32 MB); a fixed 64 KB took the idle memory from about 150 MB to 138 MB, the peak under load
 * from 183 to 169 MB, at the same throughput.
 */
export const SERVER_ENV: Record<string, string> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '65536',
}
const stampFile = join(buildDir, '.source_hash')
const lockFile = join(root, 'tmp', 'build.lock')

/**
 * Paths (relative to the root, `/`-separated) that never change what the build produces: its
 * own output, installed packages (the lockfile stands for them), runtime data, generated code
 * (made from the sources during the build), and tests and docs, which the app does not load.
 * Everything else counts, so a new source folder can never be missed.
 */
export const IGNORED_PATHS = new Set([
  '.git',
  '.adonisjs',
  '.ci',
  'bench',
  'build',
  'coverage',
  'docs',
  'node_modules',
  'public/assets',
  'storage',
  'tests',
  'tmp',
])

/** Files ignored wherever they are: environment values are read at run time, not built in. */
function ignoredFile(name: string) {
  return name === '.env' || name.startsWith('.env.') || name.endsWith('.md') || name === '.DS_Store'
}

async function isFile(path: string) {
  const info = await stat(path).catch(() => null)
  return info?.isFile() === true
}

async function listFiles(dir: string, base: string, into: string[]) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    const name = relative(base, path).split(sep).join('/')
    if (IGNORED_PATHS.has(name)) continue
    // Symlinked folders are skipped so a link can never make the walk loop.
    if (entry.isDirectory()) await listFiles(path, base, into)
    else if (ignoredFile(entry.name)) continue
    else if (entry.isFile() || (entry.isSymbolicLink() && (await isFile(path)))) into.push(name)
  }
  return into
}

/** A SHA-256 of every build input's path and content (about 600 files, tens of milliseconds). */
export async function sourceHash(base: string = root): Promise<string> {
  const files = await listFiles(base, base, [])
  const hash = createHash('sha256')
  for (const name of files.sort()) {
    const content = await readFile(join(base, name))
    // Path and length before the bytes, so moving bytes between files changes the hash.
    hash.update(`${name}\0${content.length}\0`)
    hash.update(content)
  }
  return hash.digest('hex')
}

async function builtHash(): Promise<string | null> {
  const stamp = await readFile(stampFile, 'utf8').catch(() => null)
  return stamp?.trim() ?? null
}

/** Runs `node <args>` from the root and resolves with its exit code. */
export type NodeRunner = (args: string[], name: string) => Promise<number>

/** Runs `node <args>` from the root in `env` (this process's own by default). */
export const nodeRunner =
  (env: NodeJS.ProcessEnv = process.env): NodeRunner =>
  (args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
      child.on('exit', (code) => resolve(code ?? 1))
    })

const runNode = nodeRunner()

/**
 * Builds into build/ and stamps it with `hash`. `strict` refuses a build with type errors (CI,
 * deployments); `npm start` builds anyway, as `npm run dev` runs anyway: tsc still writes the
 * JavaScript, the errors are printed, and `npm run typecheck` and CI are where they stop work. The build runs with the tree's own files, so
 * uploads and mail written by the built app (storage/, resolved from build/) must land in the
 * tree's storage/ as they do under `npm run dev`: build/storage is a link to it. `ace build`
 * removes the link, never its target, when it cleans build/.
 */
async function buildApp(
  hash: string,
  run: NodeRunner,
  options: { strict: boolean }
): Promise<boolean> {
  const ace = ['--import', '@poppinss/ts-exec', 'ace.js']
  // Route names are type-checked against generated files (pitfall 3): generate them first.
  if ((await run([...ace, 'codegen'], 'codegen')) !== 0) return false
  const flags = options.strict ? [] : ['--ignore-ts-errors']
  if ((await run([...ace, 'build', ...flags], 'build')) !== 0) return false
  await mkdir(join(root, 'storage'), { recursive: true })
  await symlink('../storage', join(buildDir, 'storage'), 'dir')
  await writeFile(stampFile, `${hash}\n`)
  return true
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One build at a time per tree: two starts at once would clean build/ under each other. The
 * lock holds the builder's PID; a lock whose process is gone (Ctrl-C, crash) is taken over.
 */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(join(root, 'tmp'), { recursive: true })
  let announced = false
  for (;;) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const content = await readFile(lockFile, 'utf8').catch(() => '')
    const holder = Number(content.trim())
    const lock = await stat(lockFile).catch(() => null)
    const age = Date.now() - (lock?.mtimeMs ?? 0)
    // An empty lock is one being written, unless it has stayed empty for a while.
    if ((holder && !isRunning(holder)) || (!holder && age > 10_000)) {
      await rm(lockFile, { force: true })
      continue
    }
    if (!announced && holder) {
      console.log(`Waiting for the build another process (${holder}) is running…`)
      announced = true
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  try {
    return await work()
  } finally {
    await rm(lockFile, { force: true })
  }
}

/**
 * Makes sure build/ matches the sources: nothing to do when its stamp equals their hash,
 * otherwise (first start, changed sources, failed or interrupted build) builds again.
 * Resolves false when the build failed.
 */
export async function ensureBuild(run: NodeRunner = runNode): Promise<boolean> {
  if ((await builtHash()) === (await sourceHash())) return true
  return withBuildLock(async () => {
    // Hashed again under the lock: another start may have just built these very sources.
    const hash = await sourceHash()
    if ((await builtHash()) === hash) return true
    console.log('Building the app for production (first start, or the sources changed)…')
    const started = Date.now()
    const built = await buildApp(hash, run, { strict: false })
    if (built) console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`)
    return built
  })
}

/**
 * Copies a part of an up-to-date build/ (`from`, relative to it; all of it by default) into
 * `target`, for a process that must not see a rebuild change the files under it (the benches'
 * servers, the tests' assets): another process may start one at any time, since the tree is
 * shared. Brings build/ up to date first (the builder's `ensureBuild`, under the build lock) and
 * copies again when the stamp moved during the copy. Resolves with the source hash copied, or
 * null when the build failed. `builder` may be another checkout's (a bench's baseline) or this
 * one's run in another environment (the tests').
 */
export async function snapshotBuild(
  target: string,
  options: {
    from?: string
    skip?: (source: string) => boolean
    builder?: { buildDir: string; ensureBuild: () => Promise<boolean> }
  } = {}
): Promise<string | null> {
  const builder = options.builder ?? { buildDir, ensureBuild }
  const stamp = join(builder.buildDir, '.source_hash')
  const stampOf = async () => {
    const text = await readFile(stamp, 'utf8').catch(() => '')
    return text.trim()
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await builder.ensureBuild())) return null
    const hash = await stampOf()
    await rm(target, { recursive: true, force: true })
    await cp(join(builder.buildDir, options.from ?? ''), target, {
      recursive: true,
      filter: (source) => !options.skip?.(source),
    })
    // A rebuild that began during the copy removed or replaced the stamp: copy again.
    if (hash && (await stampOf()) === hash) return hash
  }
  throw new Error('build/ kept changing while it was copied; try again')
}

/** `npm run build`: always builds (and stamps, so the next `npm start` reuses it). */
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureEnvFile()
  const built = await withBuildLock(async () =>
    buildApp(await sourceHash(), runNode, { strict: true })
  )
  process.exitCode = built ? 0 : 1
}
