import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, LucidRow, ModelAttributes } from '@adonisjs/lucid/types/model'
import IncidentType from '#models/incident_type'
import IncidentCategory from '#models/incident_category'
import IncidentService from '#models/incident_service'
import IncidentItem from '#models/incident_item'
import type { NoProps, PagePrefix, ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet, type PermissionSet } from '#permissions/catalogue'
import { ilikeAny, plainRowOf } from '#resources/shared'
import type { ListDefinition } from '#queries/list_query'
import type { FoundRecord } from '#services/record_store'
import type { Option } from '#contracts/list'
import { recordIdField } from '#validators/rules/record_id'
import { needs } from '#resources/registry_references'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'
import TaxonomyEntryTransformer, {
  type PlainTaxonomy,
} from '#transformers/taxonomy_entry_transformer'

/**
 * The four taxonomy levels share one shape (name, description, parent); one factory builds
 * each level's resource, so they cannot drift apart.
 */
const LEVELS = [
  {
    table: 'incident_types',
    parentColumn: null,
    label: 'type',
    plural: 'types',
    caseColumn: 'incident_type_id',
  },
  {
    table: 'incident_categories',
    parentColumn: 'incident_type_id',
    label: 'category',
    plural: 'categories',
    caseColumn: 'incident_category_id',
  },
  {
    table: 'incident_services',
    parentColumn: 'incident_category_id',
    label: 'service',
    plural: 'services',
    caseColumn: 'incident_service_id',
  },
  {
    table: 'incident_items',
    parentColumn: 'incident_service_id',
    label: 'item',
    plural: 'items',
    caseColumn: 'incident_item_id',
  },
] as const

/** What every level's model row has. */
type TaxonomyRecord = LucidRow & {
  id: number
  name: string
  description: string | null
}
type TaxonomyModel = LucidModel & (new () => TaxonomyRecord)

export type TaxonomyRow = ReturnType<TaxonomyEntryTransformer['toObject']>

/** Joins every ancestor of a level so its rows carry their path in one query. */
function ancestorJoins(depth: number) {
  const joins: [string, string, string][] = []
  const names: string[] = []
  for (let level = depth; level > 0; level--) {
    const child = level === depth ? LEVELS[depth].table : `a${level}`
    joins.push([
      `${LEVELS[level - 1].table} as a${level - 1}`,
      `a${level - 1}.id`,
      `${child}.${LEVELS[level].parentColumn}`,
    ])
    names.unshift(`a${level - 1}.name`)
  }
  return { joins, pathSql: names.length ? `concat_ws(' › ', ${names.join(', ')})` : `''` }
}

/** A level by its name, top down: 'type', 'category', 'service', 'item'. */
export type TaxonomyLevel = (typeof LEVELS)[number]['label']

/** A live entry offered in a dropdown; `parent` is its parent's id as text (null for a type). */
export type TaxonomyOption = Option & { parent: string | null }

/** One level's live entries as options, by name, each knowing its parent. */
async function levelOptions(level: (typeof LEVELS)[number]): Promise<TaxonomyOption[]> {
  const columns = ['id', 'name', ...(level.parentColumn ? [level.parentColumn] : [])]
  const rows: Record<string, string | number>[] = await db
    .from(level.table)
    .whereNull('deleted_at')
    .orderBy('name')
    .select(columns)
  return rows.map((row) => ({
    label: String(row.name),
    value: String(row.id),
    parent: level.parentColumn ? String(row[level.parentColumn]) : null,
  }))
}

/**
 * Every level's live entries as options (with their parent), for the dependent dropdowns. Keyed
 * by level name, so the forms' pages read each level's list by the name they know it by.
 */
export async function taxonomyOptions(): Promise<Record<TaxonomyLevel, TaxonomyOption[]>> {
  const [type, category, service, item] = LEVELS
  return {
    type: await levelOptions(type),
    category: await levelOptions(category),
    service: await levelOptions(service),
    item: await levelOptions(item),
  }
}

/** The create and edit pages' props beside the record: every level's live entries. */
async function taxonomyFormProps() {
  return { taxonomy: await taxonomyOptions() }
}

function taxonomyResource<
  M extends TaxonomyModel,
  P extends string,
  /** What the level's view page shows beside the entry (none but an incident type's). */
  V extends object = NoProps,
>(config: {
  depth: 0 | 1 | 2 | 3
  model: M
  pages: PagePrefix<P>
  routes: string
  noun: string
  permissions: PermissionSet
  subjectType: string
  /** What the level's view page shows beside the entry (an incident type's case form). */
  viewProps?: (found: FoundRecord<M>) => Promise<V>
}) {
  const level = LEVELS[config.depth]
  const table = level.table
  const parentColumn = level.parentColumn
  const parentTable = config.depth > 0 ? LEVELS[config.depth - 1] : null
  const { joins, pathSql } = ancestorJoins(config.depth)
  const validator = vine.create({
    // Unique among live siblings (<table>_name_unique); parent_id names the parent.
    name: vine
      .string()
      .trim()
      .minLength(2)
      .maxLength(120)
      .use(
        uniqueAmongLive({
          table,
          column: 'name',
          caseInsensitive: true,
          within: parentColumn ? { [parentColumn]: 'parent_id' } : {},
        })
      ),
    description: vine.string().trim().maxLength(2000).optional(),
    parent_id: recordIdField()
      .exists({
        table: parentTable?.table ?? table,
        column: 'id',
        filter: (query) => void query.whereNull('deleted_at'),
      })
      .optional()
      .requiredWhen(() => parentColumn !== null),
  })

  const list: ListDefinition<M, TaxonomyRow, PlainTaxonomy> = {
    model: config.model,
    columns: [
      `${table}.id`,
      `${table}.name`,
      `${table}.description`,
      // Each level's parent key under one name (the transformer is the same for every level).
      ...(parentColumn ? [`${table}.${parentColumn} as parent_id`] : []),
      `${table}.created_at`,
      `${table}.updated_at`,
      `${table}.deleted_at`,
      db.raw(`${pathSql} as path`),
    ],
    scope: (query) => {
      for (const [joined, left, right] of joins) query.join(joined, left, right)
    },
    sortable: { name: `${table}.name`, updated_at: `${table}.updated_at` },
    defaultSort: 'name',
    search: (query, term) => query.where(ilikeAny([`${table}.name`, `${table}.description`], term)),
    filters:
      parentColumn && parentTable
        ? {
            parent: {
              options: async () => {
                const all = await taxonomyOptions()
                return all[parentTable.label]
              },
              apply: (query, values) => {
                query.whereIn(`${table}.${parentColumn}`, values.map(Number))
              },
            },
          }
        : undefined,
    transformer: TaxonomyEntryTransformer,
  }

  const resource: ResourceDefinition<
    M,
    TaxonomyRow,
    ReturnType<TaxonomyEntryTransformer['forDetail']>,
    (typeof validator)['schema'],
    P,
    PlainTaxonomy,
    Awaited<ReturnType<typeof taxonomyFormProps>>,
    V
  > = {
    pages: config.pages,
    routes: config.routes,
    noun: config.noun,
    permissions: config.permissions,
    list,
    store: { model: config.model, subjectType: config.subjectType },
    validator,
    // Every level's model has these attributes (TaxonomyModel), which TypeScript cannot see
    // through the generic M; the parent key differs per level.
    attributes: (input) =>
      ({
        name: input.name,
        description: input.description ?? null,
        ...(parentColumn ? { [camel(parentColumn)]: input.parent_id } : {}),
      }) as unknown as Partial<ModelAttributes<InstanceType<M>>>,
    toDetail: (record) =>
      new TaxonomyEntryTransformer(plainRowOf<PlainTaxonomy>(record)).forDetail(),
    label: (record) => record.name,
    // A level needs its parent: a category cannot outlive its type.
    references: [
      ...(parentColumn && parentTable
        ? [
            needs(parentColumn, parentTable.table, [level.label, level.plural], {
              verb: ['belongs to', 'belong to'],
            }),
          ]
        : []),
    ],
    formProps: taxonomyFormProps,
    viewProps: config.viewProps,
    loadDetail: async (record) => {
      const query = db
        .from(table)
        .where(`${table}.id`, record.id)
        .select(db.raw(`${pathSql} as path`))
      // The parent key as the list reads it (the model has it under the level's own column).
      if (parentColumn) query.select(`${table}.${parentColumn} as parent_id`)
      for (const [joined, left, right] of joins) query.join(joined, left, right)
      const row: { path: string; parent_id?: number } | null = await query.first()
      record.$extras.path = row?.path ?? ''
      record.$extras.parent_id = row?.parent_id ?? null
      return record
    },
  }
  return resource
}

function camel(column: string) {
  return column.replace(/_([a-z])/g, (_, char: string) => char.toUpperCase())
}

export const incidentTypesResource = taxonomyResource({
  depth: 0,
  model: IncidentType,
  pages: 'manage/incident_types',
  routes: 'manage.incident-types',
  noun: 'Incident type',
  permissions: permissionSet('incident-types', 'incident-type'),
  subjectType: 'incident_type',
  // The sections the type adds to the case form, edited on their own page (case-form routes).
  // Its parameter's type is written out: left to inference from `model`, TypeScript gives up on
  // V and the view page's `caseForm` would go untyped (the page reads it as the server sends it).
  viewProps: async ({ model }) => ({ caseForm: model.formSections }),
})
export const incidentCategoriesResource = taxonomyResource({
  depth: 1,
  model: IncidentCategory,
  pages: 'manage/incident_categories',
  routes: 'manage.incident-categories',
  noun: 'Incident category',
  permissions: permissionSet('incident-categories', 'incident-category'),
  subjectType: 'incident_category',
})
export const incidentServicesResource = taxonomyResource({
  depth: 2,
  model: IncidentService,
  pages: 'manage/incident_services',
  routes: 'manage.incident-services',
  noun: 'Incident service',
  permissions: permissionSet('incident-services', 'incident-service'),
  subjectType: 'incident_service',
})
export const incidentItemsResource = taxonomyResource({
  depth: 3,
  model: IncidentItem,
  pages: 'manage/incident_items',
  routes: 'manage.incident-items',
  noun: 'Incident item',
  permissions: permissionSet('incident-items', 'incident-item'),
  subjectType: 'incident_item',
})
