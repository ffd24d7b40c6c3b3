import { BaseTransformer } from '@adonisjs/core/transformers'

/** The plain row the agent-activity report reads (app/reports/agent_activity_report.ts). */
export type PlainAgentActivityRow = {
  id: number
  /** 'yyyy-mm-dd' on the center's calendar. */
  day: string
  user_id: number
  user_name: string | null
  user_email: string | null
  cases_opened: number
  transitions: number
  tasks_closed: number
  notes: number
  messages_answered: number
  actions: number
}

/** One user's day in the current center: what they did, counted by kind (migration 077). */
export default class AgentActivityReportTransformer extends BaseTransformer<PlainAgentActivityRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      day: row.day,
      user_id: row.user_id,
      user: row.user_name ?? '',
      email: row.user_email ?? '',
      cases_opened: row.cases_opened,
      transitions: row.transitions,
      tasks_closed: row.tasks_closed,
      notes: row.notes,
      messages_answered: row.messages_answered,
      actions: row.actions,
    }
  }
}
