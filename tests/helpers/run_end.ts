import pg from 'pg'

/**
 * The end of a test run: closing the test server, reverting the migrations, closing the pools.
 *
 * Japa prints the run's summary only after every teardown has returned, so a teardown that
 * waits for ever (a connection some code never gave back, a lock another process holds on the
 * test database) turns a run whose every test passed into a run killed by CI's guard an hour
 * later, with nothing in the log but the pool's "Acquire connection error". Each step here has
 * a budget: past it the run prints what it waited for (the pool, the database's sessions and
 * who blocks whom, what keeps the process open), counts as failed, and goes on to its summary.
 */
const BUDGET_MS = 90_000

/** What the end of the run looks at: the app's pool and the database URL, when there is one. */
export interface RunEndProbe {
  pool?: () => PoolState | null
  databaseUrl?: string
}

export interface PoolState {
  used: number
  free: number
  pendingAcquires: number
  pendingCreates: number
}

let probe: RunEndProbe = {}

/** Sets what the end of the run looks at; answers the one it replaces (a test puts it back). */
export function describeRunEnd(next: RunEndProbe): RunEndProbe {
  const previous = probe
  probe = next
  return previous
}

/**
 * Runs one teardown step within its budget. Past it, says what is stuck and marks the run as
 * failed; the step is left running (nothing can cancel a promise) and the run goes on.
 */
export async function withinBudget(
  label: string,
  step: () => Promise<unknown>,
  budgetMs = BUDGET_MS
): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const overrun = new Promise<'overrun'>((resolve) => {
    timer = setTimeout(() => resolve('overrun'), budgetMs)
  })
  try {
    const outcome = await Promise.race([step().then(() => 'done' as const), overrun])
    if (outcome === 'overrun') {
      process.exitCode = 1
      console.error(
        `\n::: the test run's end: "${label}" has not finished after ${budgetMs / 1000} s\n` +
          (await diagnosis())
      )
    }
  } finally {
    clearTimeout(timer)
  }
}

/** The groups after which a connection was still borrowed, in the order they ran. */
const leakedAfter: string[] = []

/**
 * At the end of each group (after its own cleanups): a connection still borrowed is said at
 * once with the group's name, so the run's end can say which group left it.
 */
export async function checkGroupEnd(title: string, waitMs = 3_000) {
  if (await stillBorrowed(waitMs)) {
    leakedAfter.push(title)
    console.error(`\n::: a database connection is still borrowed after the group "${title}"`)
  }
}

/** The pool once no connection is borrowed, or after `waitMs`, whichever comes first. */
async function stillBorrowed(waitMs: number): Promise<PoolState | null> {
  const deadline = Date.now() + waitMs
  let state = probe.pool?.() ?? null
  while (state && state.used > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    state = probe.pool?.() ?? null
  }
  return state && state.used > 0 ? state : null
}

/**
 * After the last test no code of the app may still hold a connection: one still borrowed is a
 * transaction some request, job or test never finished (it would hold its locks, and closing
 * the pool waits for it). A short wait lets a response that is still being written give its
 * connection back.
 */
export async function assertNoBorrowedConnection(waitMs = 10_000) {
  const state = await stillBorrowed(waitMs)
  if (state) {
    process.exitCode = 1
    const groups = leakedAfter.length ? ` (first after the group "${leakedAfter[0]}")` : ''
    console.error(
      `\n::: the test run's end: ${state.used} database connection(s) still borrowed ${waitMs / 1000} s after the last test${groups}\n` +
        (await diagnosis())
    )
  }
}

/** The pool, the database's other sessions (with who blocks whom) and the open handles. */
export async function diagnosis(): Promise<string> {
  const lines: string[] = []
  const state = probe.pool?.() ?? null
  if (state) {
    lines.push(
      `pool: ${state.used} borrowed, ${state.free} free, ${state.pendingAcquires} waiting to borrow, ${state.pendingCreates} connecting`
    )
  }
  if (probe.databaseUrl) lines.push(...(await sessions(probe.databaseUrl)))
  lines.push(`open in this process: ${openResources() || 'nothing'}`)
  return lines.map((line) => `  ${line}`).join('\n')
}

/** What keeps this process alive, counted by kind ("TCPSocketWrap ×2"), timers left out. */
export function openResources(): string {
  const counts = new Map<string, number>()
  for (const kind of process.getActiveResourcesInfo()) {
    if (kind !== 'Timeout') counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return [...counts].map(([kind, count]) => (count > 1 ? `${kind} ×${count}` : kind)).join(', ')
}

/** The test database's sessions other than this one's, on a connection of its own. */
async function sessions(url: string): Promise<string[]> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
  })
  try {
    await client.connect()
    const { rows } = await client.query<{
      pid: number
      application_name: string
      client_port: number | null
      state: string | null
      wait: string | null
      xact_seconds: number | null
      blocked_by: number[]
      query: string
    }>(
      `select pid, application_name, client_port, state,
              wait_event_type || ':' || wait_event as wait,
              extract(epoch from now() - xact_start)::int as xact_seconds,
              pg_blocking_pids(pid) as blocked_by, left(query, 200) as query
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
        order by xact_start nulls last`
    )
    if (rows.length === 0) return ['database: no other session']
    return [
      `database: ${rows.length} other session(s)`,
      ...rows.map(
        (row) =>
          `  pid ${row.pid} port ${row.client_port ?? '-'} ${row.application_name || '-'} ${row.state ?? '-'}` +
          (row.xact_seconds !== null ? `, in a transaction for ${row.xact_seconds} s` : '') +
          (row.wait ? `, waiting on ${row.wait}` : '') +
          (row.blocked_by.length ? `, blocked by ${row.blocked_by.join(' ')}` : '') +
          `: ${row.query.replace(/\s+/g, ' ')}`
      ),
    ]
  } catch (error) {
    return [`database: not readable (${(error as Error).message})`]
  } finally {
    await client.end().catch(() => {})
  }
}
