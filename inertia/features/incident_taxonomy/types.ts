import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type { TaxonomyLevel as ServerTaxonomyLevel } from '#resources/incident_taxonomy'
import type IncidentTypesController from '#controllers/manage/incident_types_controller'
import type IncidentCategoriesController from '#controllers/manage/incident_categories_controller'
import type IncidentServicesController from '#controllers/manage/incident_services_controller'
import type IncidentItemsController from '#controllers/manage/incident_items_controller'

/** The four levels of the incident taxonomy, top down (server: app/resources/incident_taxonomy.ts). */
export const TAXONOMY_LEVELS = [
  'type',
  'category',
  'service',
  'item',
] as const satisfies readonly ServerTaxonomyLevel[]

export type TaxonomyLevel = (typeof TAXONOMY_LEVELS)[number]

/** Each level's controller, whose methods render that level's pages. */
type LevelControllers = {
  type: typeof IncidentTypesController
  category: typeof IncidentCategoriesController
  service: typeof IncidentServicesController
  item: typeof IncidentItemsController
}

/**
 * An entry of any level as the lists show it (generated from
 * app/transformers/taxonomy_entry_transformer.ts).
 */
export type TaxonomyRow = Data.TaxonomyEntry

/** An entry as its view and edit pages receive it. */
export type TaxonomyRecord = Data.TaxonomyEntry.Variants['forDetail']

/** A row of a trash list. */
export type TaxonomyTrashRow = TaxonomyRow & { deleted_at: string }

/** A level's create page's props: every level's live entries (`taxonomy`). */
export type TaxonomyFormProps<L extends TaxonomyLevel> = InferPageProps<
  LevelControllers[L],
  'create'
>

/** A level's edit page's props. */
export type TaxonomyEditProps<L extends TaxonomyLevel> = InferPageProps<LevelControllers[L], 'edit'>

/** A level's view page's props (an incident type's carries its case form). */
export type TaxonomyViewProps<L extends TaxonomyLevel> = InferPageProps<LevelControllers[L], 'show'>

/** Every level's live entries, as create and edit receive them (the same on every level). */
export type TaxonomyOptions = TaxonomyFormProps<'type'>['taxonomy']

/** Manage › Incident types › Case form: the type, its sections, the field kinds and limits. */
export type IncidentTypeCaseFormProps = InferPageProps<typeof IncidentTypesController, 'caseForm'>
