/** One activity log row (server: app/resources/activity_log.ts). */
export type ActivityRow = {
  id: number
  created_at: string
  user: string | null
  user_id: number | null
  center: string | null
  action: string
  subject_type: string | null
  subject_id: string | null
  description: string | null
  properties: Record<string, unknown> | null
  ip: string | null
}
