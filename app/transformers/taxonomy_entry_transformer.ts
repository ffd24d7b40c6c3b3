import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/**
 * The plain row every taxonomy level's list reads (app/resources/incident_taxonomy.ts
 * `columns`): the level's parent key as `parent_id`, none for a type.
 */
export type PlainTaxonomy = {
  id: number
  name: string
  description: string | null
  parent_id?: number | null
  /** The ancestors' names (ancestorJoins); a detail page's loadDetail puts it in `$extras`. */
  path?: string | null
} & PlainRecordTimestamps

/**
 * An entry of any of the four incident taxonomy levels as the pages get it: `toObject()` is the
 * list's row, `forDetail()` the view and edit pages' record. The levels share one shape, so
 * they share one transformer.
 */
export default class TaxonomyEntryTransformer extends BaseTransformer<PlainTaxonomy> {
  toObject() {
    const entry = this.resource
    return {
      id: entry.id,
      name: entry.name,
      description: entry.description,
      /** The direct parent; null for a type. */
      parent_id: entry.parent_id ?? null,
      /** "Medical › Inpatient › Surgery": the ancestors, empty for a type. */
      path: String(entry.path ?? ''),
      ...rowTimestamps(entry),
    }
  }

  forDetail() {
    return { ...this.toObject(), created_at: isoTimestamp(this.resource.created_at) }
  }
}
