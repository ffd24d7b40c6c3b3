import type { ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import db from '@adonisjs/lucid/services/db'

/**
 * Requests that really run at once (issue 28, "writes that cannot race"). They cannot share the
 * global transaction other tests run in: each request commits through its own pooled
 * connection, so whatever they write is there for the next test too. A group of them marks the
 * tables first and removes what was committed since (`markCommittedRows`), and reads each
 * racer's answer as the user would (`answerOf`).
 */

/** What a racer got, as its user reads it: done, or refused in the words shown, or neither. */
export type RaceAnswer =
  | { kind: 'done'; status: number }
  | { kind: 'refused'; status: number; words: string }
  | { kind: 'broken'; status: number; body: string }

type Flash = {
  error?: unknown
  success?: unknown
  inputErrorsBag?: Record<string, unknown>
}

/** The page's message of an error page answered to an Inertia visit (403, 404, 409). */
function pageMessage(response: ApiResponse): string | null {
  const body: unknown = response.body()
  const props = (body as { component?: unknown; props?: { message?: unknown } } | null)?.props
  if (typeof props?.message === 'string') return props.message
  const text = response.text()
  return text === '' ? null : text
}

/**
 * A racer's answer: a redirect with its success flashed is done; one with an error or the
 * fields' messages flashed is refused in those words; the 403 page (a policy's reason), the 404
 * page (a record already in the trash) or the switch page is refused in the page's words.
 * Anything else (a 5xx, a redirect that says nothing) is broken.
 */
export function answerOf(response: ApiResponse): RaceAnswer {
  const status = response.status()
  if (status === 302 || status === 303) {
    const flash = (response.flashMessages() ?? {}) as Flash
    if (typeof flash.error === 'string') return { kind: 'refused', status, words: flash.error }
    const fields = Object.values(flash.inputErrorsBag ?? {}).flat()
    if (fields.length > 0) return { kind: 'refused', status, words: fields.map(String).join(' ') }
    if (typeof flash.success === 'string') return { kind: 'done', status }
  }
  if (status === 403 || status === 404 || status === 409) {
    const words = pageMessage(response)
    if (words) return { kind: 'refused', status, words }
  }
  return { kind: 'broken', status, body: response.text().slice(0, 2000) }
}

/**
 * What a refusal may not look like: a stack frame, an error class or code, SQL or a driver's
 * message, a value printed raw. The words are for the person who clicked.
 */
const NOT_PLAIN =
  /\bat \S+:\d+:\d+|\bE_[A-Z_]+\b|\b[A-Z][a-z]*Error\b|Exception|\bSQL\b|violates|constraint|duplicate key|deadlock|\bknex\b|\bundefined\b|\bnull\b|\bNaN\b|\[object /

/** The answer is done, or refused in plain words; never an error page or a silent redirect. */
export function assertAnswered(assert: Assert, answer: RaceAnswer, who: string) {
  if (answer.kind === 'broken') {
    assert.fail(`${who} answered ${answer.status} without a message: ${answer.body}`)
    return
  }
  if (answer.kind === 'refused') {
    assert.notMatch(answer.words, NOT_PLAIN, `${who} was refused in words that are not plain`)
    assert.isAtMost(answer.words.length, 1000, `${who}'s refusal is a page, not a sentence`)
  }
}

/** One racer's request (Japa's request is sent when it is first awaited). */
type Send = () => PromiseLike<ApiResponse>

/** Whether the database serves one transaction at a time (PGlite): nothing can wait at a lock. */
let oneTransactionAtATime: boolean | undefined
async function servesOneTransactionAtATime() {
  if (oneTransactionAtATime === undefined) {
    const result: { rows: { version: string }[] } = await db.rawQuery('SELECT version()')
    oneTransactionAtATime = result.rows[0].version.includes('PGlite')
  }
  return oneTransactionAtATime
}

/** How long a racer may take to reach the lock (or answer) before the gate opens anyway. */
const GATE_PATIENCE_MS = 5000

/**
 * How many of this database's backends wait at a lock: behind the gate, or queued behind a racer
 * that waits there (the second waiter for a row waits on the first one's tuple lock, not on the
 * gate itself). Nothing else runs on the test database meanwhile.
 */
async function waitingBehind() {
  const waiting: { rows: { total: number }[] } = await db.rawQuery(
    `SELECT count(*)::int AS total FROM pg_stat_activity
      WHERE datname = current_database() AND cardinality(pg_blocking_pids(pid)) > 0`
  )
  return waiting.rows[0].total
}

/**
 * Until the racer answered (refused before its transaction) or waits behind the gate (more
 * backends wait than before it was sent), or the gate's patience ran out.
 */
async function queuedOrAnswered(answer: { settled: boolean }, before: number) {
  const until = Date.now() + GATE_PATIENCE_MS
  while (!answer.settled && Date.now() < until) {
    if ((await waitingBehind()) > before) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * Two requests raced over one row, three ways by trial: sent at once (trial 0, 3…: whichever
 * the timing favours), or through a gate that holds the row's lock while both are sent, the
 * first of `sends` (trial 1) or the second (trial 2) queued at it first. Through the gate each
 * racer has made every check it makes before its transaction on the row as it was, so what
 * refuses the second is the check inside its transaction, on the row the first one left. (On
 * PGlite, which serves one transaction at a time, nothing can wait at a lock: always at once.)
 * Answers in the order given; no 5xx, ever.
 */
export async function race(
  assert: Assert,
  sends: readonly [Send, Send],
  { trial, lock }: { trial: number; lock: { table: string; id: number } }
): Promise<[ApiResponse, ApiResponse]> {
  let answers: [ApiResponse, ApiResponse]
  if (trial % 3 === 0 || (await servesOneTransactionAtATime())) {
    answers = await Promise.all([sends[0](), sends[1]()])
  } else {
    answers = await throughGate(sends, trial % 3 === 1 ? [0, 1] : [1, 0], lock)
  }
  for (const answer of answers) {
    assert.notMatch(String(answer.status()), /^5/, `a racer got ${answer.status()}`)
  }
  return answers
}

/** The gate: the row locked on a connection of its own, each racer sent once the one before waits. */
async function throughGate(
  sends: readonly [Send, Send],
  order: [number, number],
  lock: { table: string; id: number }
): Promise<[ApiResponse, ApiResponse]> {
  // Opened without a callback: the transaction guard watches callbacks' scopes, and the
  // racers' queries are not this transaction's.
  const gate = await db.transaction()
  try {
    await gate.from(lock.table).where('id', lock.id).forUpdate().select('id')
    const sent: Promise<ApiResponse>[] = []
    for (const index of order) {
      const answer = { settled: false }
      const before = await waitingBehind()
      const sending = Promise.resolve(sends[index]())
      sending.then(
        () => (answer.settled = true),
        () => (answer.settled = true)
      )
      sent[index] = sending
      await queuedOrAnswered(answer, before)
    }
    await gate.rollback()
    return [await sent[0], await sent[1]]
  } finally {
    if (!gate.isCompleted) await gate.rollback()
  }
}

type Marks = Map<string, number>

/** Every table with a numeric `id`: what a committed request may have added rows to. */
async function tablesWithIds(): Promise<string[]> {
  const result: { rows: { table_name: string }[] } = await db.rawQuery(
    `SELECT columns.table_name FROM information_schema.columns
       JOIN information_schema.tables USING (table_schema, table_name)
      WHERE columns.table_schema = current_schema() AND tables.table_type = 'BASE TABLE'
        AND columns.column_name = 'id' AND columns.data_type IN ('integer', 'bigint')
      ORDER BY columns.table_name`
  )
  return result.rows.map((row) => row.table_name)
}

/** PostgreSQL's "a foreign key still points at it": another table's rows go first. */
const FOREIGN_KEY_VIOLATION = '23503'

/**
 * Marks every table's highest id now; the function it answers removes every row added since,
 * in an order the foreign keys accept (a table whose rows are still pointed at is tried again
 * after the others), in one transaction. Rows of tables without an id (pivots) go with their
 * owners by their cascades. The activity log is append-only for the app; its trigger is off
 * for this transaction only, so later tests read the log as they expect it. The other triggers
 * stay on, so the live counts kept by them follow the deleted rows.
 *
 * Only rows added since the mark go: a row updated meanwhile keeps its change (a provider made
 * reachable), and a row that cannot go (an older row made to point at a new one) fails here
 * rather than being left behind quietly.
 */
export async function markCommittedRows(): Promise<() => Promise<void>> {
  const tables = await tablesWithIds()
  const marks: Marks = new Map()
  const highest: { rows: { name: string; top: string | number }[] } = await db.rawQuery(
    tables
      .map((table) => `SELECT '${table}' AS name, coalesce(max(id), 0) AS top FROM "${table}"`)
      .join(' UNION ALL ')
  )
  for (const row of highest.rows) marks.set(row.name, Number(row.top))

  return async () => {
    await db.transaction(async (trx) => {
      await trx.rawQuery('ALTER TABLE activity_logs DISABLE TRIGGER activity_logs_no_change')
      let left = [...marks.keys()]
      while (left.length > 0) {
        const blocked: string[] = []
        for (const table of left) {
          await trx.rawQuery('SAVEPOINT committed_rows')
          try {
            await trx.from(table).where('id', '>', marks.get(table)!).delete()
            await trx.rawQuery('RELEASE SAVEPOINT committed_rows')
          } catch (error) {
            if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error
            await trx.rawQuery('ROLLBACK TO SAVEPOINT committed_rows')
            blocked.push(table)
          }
        }
        if (blocked.length === left.length) {
          throw new Error(
            `Rows committed by the races cannot be removed from ${blocked.join(', ')}`
          )
        }
        left = blocked
      }
      await trx.rawQuery('ALTER TABLE activity_logs ENABLE TRIGGER activity_logs_no_change')
    })
  }
}

/**
 * A subject's activity-log rows written by one user, oldest first: what each racer did (a
 * letter's delivery logs its own rows) and which of two serialised writes came first.
 */
export async function logOf(subjectType: string, id: number, user: { id: number }) {
  const rows: { id: string | number; action: string }[] = await db
    .from('activity_logs')
    .where({ subject_type: subjectType, subject_id: String(id), user_id: user.id })
    .orderBy('id')
    .select('id', 'action')
  // The log's ids are bigints, which pg reads as strings.
  return rows.map((row) => ({ id: Number(row.id), action: row.action }))
}
