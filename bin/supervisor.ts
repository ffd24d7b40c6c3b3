/**
 * How `npm start` (bin/start.ts) keeps its long-running processes up: a web server or queue
 * worker that exits while the app is not stopping is started again after a wait, and the exit and
 * the restart are logged. The wait doubles from one restart to the next, so a process that
 * cannot start (a bad setting, a database that is down) is tried every 30 seconds rather than in
 * a tight loop, and returns to the first wait once a run has lasted a minute (a crash now and
 * then is not a crash loop). Nothing it restarts loses work: what must follow a commit is in the
 * outbox (docs/decisions.md "The outbox"), and a request in flight is the browser's to retry.
 */
import type { ChildProcess } from 'node:child_process'

export interface RestartPolicy {
  /** The first wait before a restart (ms). */
  firstDelayMs: number
  /** The longest wait (ms). */
  maxDelayMs: number
  /** A run this long (ms) counts as healthy: the next restart waits the first delay again. */
  healthyAfterMs: number
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
}

/** The wait before the next restart, given the last wait (null: none yet) and how long it ran. */
export function restartDelay(previousMs: number | null, ranForMs: number, policy: RestartPolicy) {
  if (previousMs === null || ranForMs >= policy.healthyAfterMs) return policy.firstDelayMs
  return Math.min(previousMs * 2, policy.maxDelayMs)
}

/** A process kept running until `stop()`. */
export class Supervised {
  #child: ChildProcess | null = null
  #startedAt = 0
  #delay: number | null = null
  #timer: NodeJS.Timeout | null = null
  #stopping = false
  /** How many times it was started again. */
  restarts = 0

  constructor(
    private options: {
      /** How it is named in the log: "web server", "queue worker". */
      name: string
      spawn: () => ChildProcess
      log?: (line: string) => void
      policy?: RestartPolicy
    }
  ) {}

  /** The process running now, if any (between an exit and its restart there is none). */
  get child() {
    return this.#child
  }

  start() {
    if (this.#stopping) return
    const child = this.options.spawn()
    this.#child = child
    this.#startedAt = Date.now()
    child.once('exit', (code, signal) => this.#exited(child, code, signal))
  }

  #exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (this.#child === child) this.#child = null
    if (this.#stopping) return
    const policy = this.options.policy ?? DEFAULT_RESTART_POLICY
    this.#delay = restartDelay(this.#delay, Date.now() - this.#startedAt, policy)
    const log = this.options.log ?? console.error
    log(
      `${this.options.name} exited (${signal ?? `code ${code}`}); starting it again in ${this.#delay / 1000} s.`
    )
    this.#timer = setTimeout(() => {
      this.#timer = null
      this.restarts += 1
      this.start()
    }, this.#delay)
  }

  /**
   * Stops it for good: no restart, SIGTERM, and SIGKILL after `graceMs` for a process that
   * ignores the polite signal (pitfall 10). Resolves once it has exited.
   */
  async stop(graceMs = 8_000) {
    this.#stopping = true
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    const child = this.#child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      child.kill('SIGTERM')
    })
  }
}
