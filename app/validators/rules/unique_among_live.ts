import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import { isStorableText } from '#contracts/storable_text'
import { asRecordId } from '#validators/rules/record_id'

export interface UniqueAmongLiveOptions {
  table: string
  column: string
  /** Compare regardless of case, as a unique index on `lower(column)` does. */
  caseInsensitive?: boolean
  /**
   * The other columns of the unique index, each read from a field of the same form
   * (`{ client_id: 'client_id' }`: a program code is unique per client).
   */
  within?: Record<string, string>
  /**
   * The column holding the parent of a record that lives under one (`case_id`), compared with
   * the parent the route names (the controller puts it in the validator's meta as `parentId`).
   */
  withinParent?: string
  /** Trashed rows keep their value too, when the index is not partial (users' email). */
  trashedToo?: boolean
  /** The words in "This … is already in use."; the field's label when omitted. */
  label?: string
}

/**
 * A scope field as posted: an id (`client_id`) as the number it names, anything else as
 * storable text; null when it cannot be compared (refused beside its own field, or missing).
 */
function scopeValue(column: string, raw: unknown): string | number | null {
  if (column.endsWith('_id')) return asRecordId(raw)
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  return text && isStorableText(text) ? text : null
}

/**
 * The value is not taken by another live row (the record being edited aside). It runs with the
 * other field rules, so a duplicate code or email comes back together with every other mistake
 * of the form, not on the next submit. The unique index stays the guarantee: two saves racing
 * past this check meet it, and the record store turns its violation into the same message
 * (app/services/record_store.ts).
 */
export const uniqueAmongLive = vine.createRule(
  async (value: unknown, options: UniqueAmongLiveOptions, field: FieldContext) => {
    if (!field.isValid || (typeof value !== 'string' && typeof value !== 'number')) return
    const query = db.from(options.table).select('id').limit(1)
    if (options.caseInsensitive) {
      query.whereRaw('lower(??) = lower(?)', [options.column, String(value)])
    } else {
      query.where(options.column, value)
    }
    const parent = (field.parent ?? {}) as Record<string, unknown>
    for (const [column, fieldName] of Object.entries(options.within ?? {})) {
      const scope = scopeValue(column, parent[fieldName])
      if (scope === null) return
      query.where(column, scope)
    }
    const meta = field.meta as { recordId?: unknown; parentId?: unknown }
    if (options.withinParent) {
      if (typeof meta.parentId !== 'number') return
      query.where(options.withinParent, meta.parentId)
    }
    if (!options.trashedToo) query.whereNull('deleted_at')
    const recordId = meta.recordId
    if (typeof recordId === 'number') query.whereNot('id', recordId)
    const [taken] = await query
    if (taken) {
      const what = options.label ?? '{{ field }}'
      field.report(`This ${what} is already in use.`, 'unique', field)
    }
  },
  // Named so tests can tell which fields carry it (tests/functional/ui/unique_fields.spec.ts).
  { name: 'uniqueAmongLive', isAsync: true }
)
