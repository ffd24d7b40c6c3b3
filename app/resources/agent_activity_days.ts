import { kept, type Referrer } from '#resources/registry_references'

/**
 * The agent-activity report's days (app/reports/agent_activity_report.ts), counted by triggers
 * from the activity log and the messages: what a person did on a day in a center is history, and
 * keeps neither the person nor the center from the trash, as the activity log does not.
 */
export const agentActivityDayReferences: readonly Referrer[] = [
  {
    table: 'agent_activity_days',
    references: [
      kept('user_id', 'users', "a person's counted days are history"),
      kept('center_id', 'centers', 'the center the day was worked in; history'),
    ],
  },
]
