import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'

/** Six digits: a center opens far fewer cases than a million a year; more would still fit. */
const SEQUENCE_DIGITS = 6

/**
 * The next case number of a center: 'KUL-2026-000123' (PRODUCT.md "Cases": per center and year,
 * never reused). The year is the one on the center's own clock (centers.time_zone): a case
 * opened in Kuala Lumpur just after midnight on 1 January is in the new year there, whatever
 * the server's zone.
 *
 * One statement, in the caller's transaction (the one that inserts the case):
 * - the counter row (center, year) is created at 1 or incremented, and its row lock is held
 *   until that transaction ends, so concurrent openings queue and get consecutive numbers;
 * - ON CONFLICT covers the race for a year's first number (the second insert waits for the
 *   first and then takes the update path);
 * - a transaction that rolls back takes its increment with it, so no number is skipped or
 *   handed out twice.
 * The center's code and zone are read by the same statement, so nothing can change between
 * reading them and counting.
 */
export async function allocateCaseNumber(
  trx: TransactionClientContract,
  centerId: number,
  at: DateTime = DateTime.now()
): Promise<string> {
  const { code, year, sequence } = await nextInYear(
    trx,
    'case_number_counters',
    centerId,
    at,
    'case'
  )
  return formatCaseNumber(code, year, sequence)
}

/**
 * The next GOP number of a center: 'GOP-KUL-2026-000045', counted per center and year exactly
 * as case numbers are (gop_number_counters), in the transaction that creates the GOP.
 */
export async function allocateGopNumber(
  trx: TransactionClientContract,
  centerId: number,
  at: DateTime = DateTime.now()
): Promise<string> {
  const { code, year, sequence } = await nextInYear(trx, 'gop_number_counters', centerId, at, 'GOP')
  return `GOP-${formatCaseNumber(code, year, sequence)}`
}

/** The next RFP number of a center: 'RFP-KUL-2026-000012', counted as GOP numbers are. */
export async function allocateRfpNumber(
  trx: TransactionClientContract,
  centerId: number,
  at: DateTime = DateTime.now()
): Promise<string> {
  const { code, year, sequence } = await nextInYear(trx, 'rfp_number_counters', centerId, at, 'RFP')
  return `RFP-${formatCaseNumber(code, year, sequence)}`
}

/** The next verification request's number: 'VER-KUL-2026-000007' (issue 33), as RFPs'. */
export async function allocateVerificationNumber(
  trx: TransactionClientContract,
  centerId: number,
  at: DateTime = DateTime.now()
): Promise<string> {
  const next = await nextInYear(trx, 'verification_number_counters', centerId, at, 'verification')
  return `VER-${formatCaseNumber(next.code, next.year, next.sequence)}`
}

/** The counting statement described above, on a counters table of (center_id, year). */
async function nextInYear(
  trx: TransactionClientContract,
  counters:
    | 'case_number_counters'
    | 'gop_number_counters'
    | 'rfp_number_counters'
    | 'verification_number_counters',
  centerId: number,
  at: DateTime,
  noun: 'case' | 'GOP' | 'RFP' | 'verification'
): Promise<{ code: string; year: number; sequence: number }> {
  const instant = at.toUTC().toISO()
  if (instant === null) throw new Error(`Cannot number a ${noun} at an invalid time: ${at}`)
  const result: { rows: { code: string; year: number; last_value: number }[] } = await trx.rawQuery(
    `WITH center AS (
         SELECT id, upper(code) AS code,
                extract(year FROM (?::timestamptz AT TIME ZONE time_zone))::smallint AS year
         FROM centers
         WHERE id = ?
       )
       INSERT INTO ${counters} AS counters (center_id, year, last_value)
       SELECT id, year, 1 FROM center
       ON CONFLICT (center_id, year) DO UPDATE SET last_value = counters.last_value + 1
       RETURNING (SELECT code FROM center) AS code, counters.year, counters.last_value`,
    [instant, centerId]
  )
  const [row] = result.rows
  if (!row) throw new Error(`Cannot number a ${noun}: there is no center ${centerId}`)
  return { code: row.code, year: row.year, sequence: row.last_value }
}

/** 'KUL', 2026, 123 → 'KUL-2026-000123'. */
export function formatCaseNumber(code: string, year: number, sequence: number): string {
  return `${code.toUpperCase()}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`
}
