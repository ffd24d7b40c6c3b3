/**
 * What the delete dialog learns before a delete (GET <resource>/:id/usage): whether the record
 * can be deleted at all, and what deleting it does to the records that use it. The server
 * decides the same way again when the delete is sent (app/services/record_usage.ts).
 */
export type RecordUsage = {
  /**
   * Why it cannot be deleted, as a sentence the dialog shows instead of its Delete button: live
   * records use it ("3 members and 2 programs use this client. …"), or a rule of the resource
   * (one's own account, the system role). Null when it can be deleted.
   */
  refusal: string | null
  /** What happens to the records that use it ("12 users hold this role: they lose …"). */
  warnings: string[]
}
