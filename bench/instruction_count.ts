/**
 * Instructions per request, counted by valgrind's callgrind (bench/request_cost.ts
 * --instructions). On a shared two-CPU machine the timed figures move by a third from one run to
 * the next; the instructions a server executes for the same requests move far less (the same
 * app, warmed up alike, counted 5.16 and 5.17 M per member search in two runs), so they tell
 * whether a change made a request cheaper. They still vary: a window of requests that holds a
 * full garbage collection, or V8 installing optimised code a little earlier or later, counts
 * more than the next (10% between runs of the floor itself), hence several windows and their
 * median. It counts the server's own process only (every thread: the JavaScript, V8's
 * compilers and garbage collection), not PostgreSQL or the client.
 *
 * The server runs under callgrind with instrumentation off, so it starts and warms up at a few
 * times its normal cost; instrumentation is switched on for the measured requests only
 * (callgrind_control), and the counts are dumped and read from the file.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { hostname, tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

/** Where a measured server's counts go: callgrind adds the pid, and the dump's number. */
const outPrefix = join(tmpdir(), 'request_cost_callgrind')

/**
 * The environment both the server under valgrind and callgrind_control need: they find each
 * other through a pipe named after the user and host, which a stripped environment lacks.
 */
export const callgrindEnv: Record<string, string> = {
  USER: userInfo().username,
  LOGNAME: userInfo().username,
  HOST: hostname(),
}

export function callgrindAvailable() {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** The command a server runs under: valgrind's callgrind, counting nothing until told. */
export function callgrindWrapper(name: string): string[] {
  return [
    'valgrind',
    '--quiet',
    '--tool=callgrind',
    // V8 writes machine code at run time: callgrind must notice code it already translated.
    '--smc-check=all-non-file',
    '--instr-atstart=no',
    `--callgrind-out-file=${outPrefix}.${name}.%p`,
  ]
}

function control(pid: number, ...args: string[]) {
  execFileSync('callgrind_control', [...args, String(pid)], {
    env: { ...process.env, ...callgrindEnv },
    stdio: 'ignore',
  })
}

/**
 * Counts the instructions `run` makes the server at `pid` execute, divided by the number of
 * requests it reports having sent.
 */
export async function instructionsPerRequest(
  name: string,
  pid: number,
  run: () => Promise<number>
): Promise<number> {
  const dumped = () =>
    readdirSync(tmpdir()).filter((file) =>
      file.startsWith(`${outPrefix.split('/').at(-1)}.${name}.${pid}.`)
    )
  for (const file of dumped()) rmSync(join(tmpdir(), file))
  control(pid, '-i', 'on')
  const requests = await run()
  control(pid, '-i', 'off')
  control(pid, '-d')
  for (let attempt = 0; attempt < 100; attempt++) {
    const [file] = dumped()
    const text =
      file && existsSync(join(tmpdir(), file)) ? readFileSync(join(tmpdir(), file), 'utf8') : ''
    const total = text.match(/^totals: (\d+)/m)?.[1]
    if (total) {
      for (const done of dumped()) rmSync(join(tmpdir(), done))
      return Number(total) / requests
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`callgrind wrote no counts for the ${name} server (pid ${pid})`)
}
