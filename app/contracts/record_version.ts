/**
 * The version a form was read at (issue 28: no silent overwrite), shared by the server that
 * checks it (app/services/edit_version.ts) and the forms that carry it.
 */

/**
 * The field a form posts its version under; the server's refusal of a save over a newer version
 * comes back on it (who changed what, and when).
 */
export const VERSION_FIELD = '_version'

/**
 * A row a dialog edits, with the version it was read at: the row's `updated_at` as an ISO 8601
 * instant in UTC, exactly as an edit page's `version` is written; null for a row without one.
 */
export type Versioned = { version: string | null }

/** A version as forms carry it: the instant in UTC to the millisecond, as pg reads `updated_at`. */
export function versionText(at: Date): string {
  return at.toISOString()
}
