import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { DateRange } from '#queries/list_query'
import { CASE_STATUS_OPTIONS } from '#contracts/case_options'
import {
  CLOSED_DURATION_BUCKET_SQL,
  centerDays,
  idsOf,
  type ReportFilterDeclaration,
} from '#reports/report_filters'

type Query<M extends LucidModel> = ModelQueryBuilderContract<M, InstanceType<M>>
type Cases = DatabaseQueryBuilderContract

/**
 * SPEC.md §3's case dimensions for a report whose rows are a case's documents (charge slips,
 * RFPs, letters sent): each narrows the rows to those of the cases it keeps, read as
 * `<table>.case_id IN (SELECT id FROM cases WHERE center_id IN (…) AND …)`, the same conditions
 * the case report puts on its cases (app/reports/case_report.ts), so "Status: Closed" means the
 * same cases in every report. The cases are those of the report's centers, so the subquery is a
 * range of the cases' center-led indexes (migrations 026, 072) and the rows are then found by
 * the table's case index.
 */
export function caseDimensions<M extends LucidModel>(
  caseColumn: string,
  centers: number[]
): ReportFilterDeclaration<M> {
  const ofCases =
    (narrow: (cases: Cases) => void) =>
    (query: Query<M>): void => {
      const cases = db.from('cases').whereIn('cases.center_id', centers).select('cases.id')
      narrow(cases)
      query.whereIn(caseColumn, cases)
    }
  const days = (column: string) => {
    const bounded = centerDays(column, 'cases.center_id')
    return (query: Query<M>, range: DateRange) => ofCases((cases) => bounded(cases, range))(query)
  }
  return {
    status: {
      options: () => CASE_STATUS_OPTIONS,
      apply: (query, values) => ofCases((cases) => cases.whereIn('cases.status', values))(query),
    },
    case_opened: { apply: days('cases.opened_at') },
    case_billed: { apply: days('cases.billed_at') },
    program: {
      apply: (query, values) =>
        ofCases((cases) => cases.whereIn('cases.program_id', idsOf(values)))(query),
    },
    program_type: {
      apply: (query, values) =>
        ofCases((cases) =>
          cases.whereIn(
            'cases.program_id',
            db.from('programs').whereIn('program_type_id', idsOf(values)).select('id')
          )
        )(query),
    },
    evacuation: {
      apply: (query, values) =>
        ofCases((cases) =>
          cases.whereIn(
            'cases.is_evacuation',
            values.map((value) => value === 'yes')
          )
        )(query),
    },
    closed_duration: {
      apply: (query, values) =>
        ofCases((cases) =>
          cases.whereRaw(
            `${CLOSED_DURATION_BUCKET_SQL} IN (${values.map(() => '?').join(', ')})`,
            values
          )
        )(query),
    },
  }
}

/** SPEC.md §3 "Client" for rows that hold no client of their own: their case's client. */
export function caseClientDimension<M extends LucidModel>(
  caseColumn: string,
  centers: number[]
): ReportFilterDeclaration<M> {
  return {
    client: {
      apply: (query, values) =>
        void query.whereIn(
          caseColumn,
          db
            .from('cases')
            .whereIn('cases.center_id', centers)
            .whereIn('cases.client_id', idsOf(values))
            .select('cases.id')
        ),
    },
  }
}
