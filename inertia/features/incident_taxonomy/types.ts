import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/** The four levels of the incident taxonomy, top down (server: app/resources/incident_taxonomy.ts). */
export const TAXONOMY_LEVELS = ['type', 'category', 'service', 'item'] as const

export type TaxonomyLevel = (typeof TAXONOMY_LEVELS)[number]

/**
 * An entry of any level as the lists show it (generated from
 * app/transformers/taxonomy_entry_transformer.ts).
 */
export type TaxonomyRow = Data.TaxonomyEntry

/** An entry as its view and edit pages receive it. */
export type TaxonomyRecord = Data.TaxonomyEntry.Variants['forDetail']

/** A row of a trash list. */
export type TaxonomyTrashRow = TaxonomyRow & { deleted_at: string }

/** A live entry offered in a dropdown; `parent` is its parent's id as a string (null for types). */
export type TaxonomyOption = Option & { parent: string | null }

/** Every level's live entries, as create and edit receive them (`taxonomy`). */
export type TaxonomyOptions = Record<TaxonomyLevel, TaxonomyOption[]>

/** The create page's props. */
export type TaxonomyFormProps = { taxonomy: TaxonomyOptions }

/** The edit page's props. */
export type TaxonomyEditProps = TaxonomyFormProps & { record: TaxonomyRecord }
