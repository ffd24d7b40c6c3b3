import { kept, type Referrer } from '#resources/registry_references'

/**
 * The tables the reports keep by triggers, not written by any resource: their keys never stand in
 * a delete's way.
 *
 * - The agent-activity report's days (app/reports/agent_activity_report.ts), counted from the
 *   activity log and the messages: what a person did on a day in a center is history, and keeps
 *   neither the person nor the center from the trash, as the activity log does not.
 * - The case report's marks (migration 085, app/reports/report_case_filters.ts): a live case's
 *   document states and providers; a trashed case has none, and a case deleted for good takes
 *   them with it.
 */
export const reportSummaryReferences: readonly Referrer[] = [
  {
    table: 'agent_activity_days',
    references: [
      kept('user_id', 'users', "a person's counted days are history"),
      kept('center_id', 'centers', 'the center the day was worked in; history'),
    ],
  },
  {
    table: 'case_report_marks',
    references: [
      kept('case_id', 'cases', "the report's summary of the case's documents, kept by triggers"),
    ],
  },
]
