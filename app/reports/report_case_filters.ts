import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DateRange } from '#queries/list_query'
import { CASE_STATUS_OPTIONS } from '#contracts/case_options'
import {
  CLOSED_DURATION_BUCKET_SQL,
  centerDays,
  idsOf,
  type ReportFilterDeclaration,
} from '#reports/report_filters'

type Query<M extends LucidModel> = ModelQueryBuilderContract<M, InstanceType<M>>

/**
 * A builder of cases a dimension's condition is written on: the case report's own query, a cases
 * subquery, or the accounts report's knex builder (app/reports/accounts_report.ts says why).
 * Method syntax, so each of the three builders' own signatures fits.
 */
export type CasesWhere = {
  whereIn(column: string, values: unknown): unknown
  whereRaw(sql: string, bindings: string[]): unknown
}

/** Writes a subquery in the builder's own family (knex binds only knex's). */
type From = (table: string) => {
  whereIn(column: string, values: number[]): { select(column: string): unknown }
}

/**
 * What each of SPEC.md §3's case dimensions means, once, as a condition on a cases builder:
 * `onCases` gives the builder the query's cases are read by (the query itself, a subquery of
 * the report's cases, the accounts report's cases). Every report reading cases declares its case
 * dimensions from here, so "Status: Closed" keeps the same cases in every report.
 */
export function caseConditions<M extends LucidModel>(
  onCases: (query: Query<M>, condition: (cases: CasesWhere) => void) => void,
  from: From = (table) => db.from(table)
) {
  const on =
    <V>(condition: (cases: CasesWhere, value: V) => void) =>
    (query: Query<M>, value: V): void =>
      onCases(query, (cases) => condition(cases, value))
  const days = (column: string) => on<DateRange>(centerDays(column, 'cases.center_id'))
  return {
    status: {
      options: () => CASE_STATUS_OPTIONS,
      apply: on<string[]>((cases, values) => cases.whereIn('cases.status', values)),
    },
    case_opened: { apply: days('cases.opened_at') },
    case_billed: { apply: days('cases.billed_at') },
    client: {
      apply: on<string[]>((cases, values) => cases.whereIn('cases.client_id', idsOf(values))),
    },
    program: {
      apply: on<string[]>((cases, values) => cases.whereIn('cases.program_id', idsOf(values))),
    },
    program_type: {
      apply: on<string[]>((cases, values) =>
        cases.whereIn(
          'cases.program_id',
          from('programs').whereIn('program_type_id', idsOf(values)).select('id')
        )
      ),
    },
    member: {
      apply: on<string[]>((cases, values) => cases.whereIn('cases.member_id', idsOf(values))),
    },
    evacuation: {
      apply: on<string[]>((cases, values) =>
        cases.whereIn(
          'cases.is_evacuation',
          values.map((value) => value === 'yes')
        )
      ),
    },
    closed_duration: {
      apply: on<string[]>((cases, values) =>
        cases.whereRaw(
          `${CLOSED_DURATION_BUCKET_SQL} IN (${values.map(() => '?').join(', ')})`,
          values
        )
      ),
    },
  } satisfies ReportFilterDeclaration<M>
}

/**
 * The case dimensions' conditions on the cases of a report's rows (charge slips, RFPs, letters
 * sent), read as `<table>.case_id IN (SELECT id FROM cases WHERE center_id IN (…) AND …)`. The
 * cases are those of the report's centers, so the subquery is a range of the cases' center-led
 * indexes (migrations 026, 072) and the rows are then found by the table's case index.
 */
function ofCasesOf<M extends LucidModel>(caseColumn: string, centers: number[]) {
  return caseConditions<M>((query, condition) => {
    const cases = db.from('cases').whereIn('cases.center_id', centers).select('cases.id')
    condition(cases)
    query.whereIn(caseColumn, cases)
  })
}

/**
 * SPEC.md §3's case dimensions for a report whose rows are a case's documents: their client and
 * member are the rows' own where they hold one, so those two are left to the report.
 */
export function caseDimensions<M extends LucidModel>(
  caseColumn: string,
  centers: number[]
): ReportFilterDeclaration<M> {
  const dimensions: ReportFilterDeclaration<M> = ofCasesOf<M>(caseColumn, centers)
  delete dimensions.client
  delete dimensions.member
  return dimensions
}

/** SPEC.md §3 "Client" for rows that hold no client of their own: their case's client. */
export function caseClientDimension<M extends LucidModel>(
  caseColumn: string,
  centers: number[]
): ReportFilterDeclaration<M> {
  return { client: ofCasesOf<M>(caseColumn, centers).client }
}
