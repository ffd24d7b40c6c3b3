import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DateRange } from '#queries/list_query'
import { CASE_STATUS_OPTIONS } from '#contracts/case_options'
import { GOP_STATUS_OPTIONS } from '#contracts/gop_options'
import { CHARGE_SLIP_STATUS_OPTIONS } from '#contracts/charge_slip_options'
import { RFP_STATUS_OPTIONS } from '#contracts/rfp_options'
import type { Option } from '#contracts/list'
import {
  CLOSED_DURATION_BUCKET_SQL,
  NONE,
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
type From = (table: string) => Subquery
type Subquery = {
  whereIn(column: string, values: (number | string)[]): Subquery
  select(column: string): unknown
}

/**
 * The marks a document dimension's chosen values stand for (case_report_marks, migration 085:
 * each live case's document states and providers, kept by triggers): a state of the kind
 * (`gop:approved`), "none" of it (`gop:none`: no live GOP), or a provider of the case, one that
 * holds a GOP or a charge slip of it (`provider:12`).
 */
export const MARKS_OF: Record<string, (values: string[]) => string[]> = {
  gop: (values) => values.map((value) => `gop:${value}`),
  charge_slip: (values) => values.map((value) => `charge_slip:${value}`),
  rfp: (values) => values.map((value) => `rfp:${value}`),
  provider: (values) => idsOf(values).map((id) => `provider:${id}`),
}

/** A document kind's states to choose from, and "None". */
const statesOrNone = (statuses: Option[]) => (): Option[] => [
  ...statuses,
  { value: NONE, label: 'None' },
]

/**
 * What each of SPEC.md §3's case dimensions means, once, as a condition on a cases builder:
 * `onCases` gives the builder the query's cases are read by (the query itself, a subquery of
 * the report's cases, the accounts report's cases). Every report reading cases declares its case
 * dimensions from here, so "Status: Closed" keeps the same cases in every report. `centers` are
 * the report's: a document dimension reads their cases' marks, one range of the marks' (case_center_id,
 * mark, case_opened_at, case_id) index per mark.
 */
export function caseConditions<M extends LucidModel>(
  centers: number[],
  onCases: (query: Query<M>, condition: (cases: CasesWhere) => void) => void,
  from: From = (table) => db.from(table)
) {
  const on =
    <V>(condition: (cases: CasesWhere, value: V) => void) =>
    (query: Query<M>, value: V): void =>
      onCases(query, (cases) => condition(cases, value))
  const days = (column: string) => on<DateRange>(centerDays(column, 'cases.center_id'))
  const marked = (kind: string) =>
    on<string[]>((cases, values) =>
      cases.whereIn(
        'cases.id',
        from('case_report_marks')
          .whereIn('case_report_marks.case_center_id', centers)
          .whereIn('case_report_marks.mark', MARKS_OF[kind](values))
          .select('case_report_marks.case_id')
      )
    )
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
    provider: { apply: marked('provider') },
    charge_slip: {
      options: statesOrNone(CHARGE_SLIP_STATUS_OPTIONS),
      apply: marked('charge_slip'),
    },
    gop: { options: statesOrNone(GOP_STATUS_OPTIONS), apply: marked('gop') },
    rfp: { options: statesOrNone(RFP_STATUS_OPTIONS), apply: marked('rfp') },
  } satisfies ReportFilterDeclaration<M>
}

/**
 * The case dimensions' conditions on the cases of a report's rows (charge slips, RFPs, letters
 * sent), read as `<table>.case_id IN (SELECT id FROM cases WHERE center_id IN (…) AND …)`. The
 * cases are those of the report's centers, so the subquery is a range of the cases' center-led
 * indexes (migrations 026, 072) and the rows are then found by the table's case index.
 */
function ofCasesOf<M extends LucidModel>(caseColumn: string, centers: number[]) {
  return caseConditions<M>(centers, (query, condition) => {
    const cases = db.from('cases').whereIn('cases.center_id', centers).select('cases.id')
    condition(cases)
    query.whereIn(caseColumn, cases)
  })
}

/**
 * SPEC.md §3's case dimensions for a report whose rows are a case's documents: their client and
 * member are the rows' own where they hold one, and their provider and states are the rows' own,
 * so those are left to the report.
 */
export function caseDimensions<M extends LucidModel>(
  caseColumn: string,
  centers: number[]
): ReportFilterDeclaration<M> {
  const dimensions: ReportFilterDeclaration<M> = ofCasesOf<M>(caseColumn, centers)
  for (const own of ['client', 'member', 'provider', 'charge_slip', 'gop', 'rfp'] as const) {
    delete dimensions[own]
  }
  return dimensions
}

/** SPEC.md §3 "Client" for rows that hold no client of their own: their case's client. */
export function caseClientDimension<M extends LucidModel>(
  caseColumn: string,
  centers: number[]
): ReportFilterDeclaration<M> {
  return { client: ofCasesOf<M>(caseColumn, centers).client }
}
