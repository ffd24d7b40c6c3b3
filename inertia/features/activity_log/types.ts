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
  /** The subject's name now ("Allianz (ALZ)"), when it has one. */
  subject_label: string | null
  description: string | null
  properties: Record<string, unknown> | null
  ip: string | null
  /** The entry as a sentence ("Sign-in refused: account disabled"). */
  summary: string
  /** Changed or written fields by label, values as people read them. */
  changes: { field: string; label: string; before?: string; after?: string }[]
}
