import { BaseTransformer } from '@adonisjs/core/transformers'
import type Program from '#models/program'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { programStanding } from '#contracts/program_statuses'
import { rowTimestamps, type PlainColumns, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/programs.ts `columns`). */
export type PlainProgram = {
  id: number
  code: string
  name: string
  client_id: number
  program_type_id: number
  valid_from: Date
  valid_to: Date | null
  status: string
  /** Joined; a detail page's loadDetail puts them in `$extras`. */
  client_name?: string | null
  client_code?: string | null
  program_type_name?: string | null
} & PlainRecordTimestamps

/** What the view and edit pages' record reads: every column, loadDetail's names (plainRowOf). */
export type PlainProgramRecord = PlainProgram & PlainColumns<Program>

/**
 * A program as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record. The record reads more of the table than the list does, so `forDetail` asks for
 * the whole record's plain row (plainRowOf) through its `this` type: a list row cannot reach it.
 */
export default class ProgramTransformer<
  Row extends PlainProgram = PlainProgram,
> extends BaseTransformer<Row> {
  /** Rows carry their client's and program type's names through two joins, not a query per row. */
  toObject() {
    const program = this.resource
    const row = {
      id: program.id,
      code: program.code,
      name: program.name,
      client_id: program.client_id,
      client: String(program.client_name ?? ''),
      client_code: String(program.client_code ?? ''),
      program_type_id: program.program_type_id,
      program_type: String(program.program_type_name ?? ''),
      /** Calendar days, 'YYYY-MM-DD'; no end date means open-ended. */
      valid_from: isoDate(program.valid_from),
      valid_to: program.valid_to ? isoDate(program.valid_to) : null,
      /** As stored (the edit form's): one of PROGRAM_STATUSES. */
      status: program.status,
      ...rowTimestamps(program),
    }
    // Where it stands today beside the stored status: expired or upcoming by its dates.
    return { ...row, standing: programStanding(row) }
  }

  forDetail(this: ProgramTransformer<PlainProgramRecord>) {
    const program = this.resource
    return {
      ...this.toObject(),
      created_at: isoTimestamp(program.created_at),
      coverage_summary: program.coverage_summary,
      /** Its RFPs' fee in its client's billing currency; null: the client's. */
      service_fee: program.service_fee,
    }
  }
}
