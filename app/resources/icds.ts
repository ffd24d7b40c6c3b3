import type { Infer } from '@vinejs/vine/types'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import type { ResourceDefinition } from '#controllers/resource_controller'
import Icd from '#models/icd'
import type { ListDefinition } from '#queries/list_query'
import type { StoredResource } from '#services/record_store'
import { permissionSet } from '#permissions/catalogue'
import { chapterLabel, icdChapters } from '#contracts/icd_chapters'
import { icdValidator } from '#validators/icd'
import { icdSearchClause, SORT_ICD_MATCHES_UP_TO } from '#queries/icd_search'
import { plainRowOf } from '#resources/shared'
import IcdTransformer, { type PlainIcd, type PlainIcdRecord } from '#transformers/icd_transformer'

export const icdPermissions = permissionSet('icds', 'icd')

export type IcdRow = ReturnType<IcdTransformer['toObject']>

/** The view and edit pages' record (app/transformers/icd_transformer.ts forDetail). */
export function toIcdRecord(icd: Icd) {
  return new IcdTransformer(plainRowOf<PlainIcdRecord>(icd)).forDetail()
}

export function searchIcds(query: ReturnType<typeof Icd.query>, term: string) {
  const clause = icdSearchClause(term)
  if (clause) query.whereRaw(clause.sql, [clause.binding])
}

/** Filter values as the chapter and billable filters read them, shared with the counts. */
function chapterValues(values: string[]) {
  return values.map(Number)
}

/** One billable value narrows the list; both mean every row. */
function billableValue(values: string[]): boolean | null {
  return values.length === 1 ? values[0] === 'yes' : null
}

function filterValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

export const icdsList: ListDefinition<typeof Icd, IcdRow, PlainIcd> = {
  model: Icd,
  columns: ['id', 'code', 'title', 'chapter', 'billable', 'updated_at', 'deleted_at'],
  // `code` sorts by code_key: the same order as the dotted code, on the search index.
  sortable: { code: 'code_key', title: 'title', updated_at: 'updated_at' },
  defaultSort: 'code',
  search: searchIcds,
  filters: {
    chapter: {
      options: () =>
        icdChapters.map(([chapter]) => ({ label: chapterLabel(chapter), value: String(chapter) })),
      apply: (query, values) => {
        query.whereIn('chapter', chapterValues(values))
      },
    },
    billable: {
      options: () => [
        { label: 'Billable', value: 'yes' },
        { label: 'Header (not billable)', value: 'no' },
      ],
      apply: (query, values) => {
        const billable = billableValue(values)
        if (billable !== null) query.where('billable', billable)
      },
    },
  },
  transformer: IcdTransformer,
  /*
   * Unsearched live pages read their total from icd_live_counts (kept exact by triggers, see
   * its migration) instead of counting up to 98k rows. The counts know chapter and billable
   * only, so any other condition (a search, the trash, a filter added later) counts the rows.
   */
  total: async ({ q, filters, state }) => {
    if (state !== 'live' || (q !== null && icdSearchClause(q) !== null)) return null
    if (Object.keys(filters).some((key) => key !== 'chapter' && key !== 'billable')) return null
    // Through the model's client, so this module loads without a booted app (the bench).
    const counts = Icd.$adapter.modelConstructorClient(Icd).from('icd_live_counts')
    const chapters = chapterValues(filterValues(filters.chapter))
    if (chapters.length > 0) counts.whereIn('chapter', chapters)
    const billable = billableValue(filterValues(filters.billable))
    if (billable !== null) counts.where('billable', billable)
    const [row] = await counts.sum('live as total')
    return Number(row?.total ?? 0)
  },
  /*
   * A small title search is read through a fenced subquery (OFFSET 0 keeps PostgreSQL from
   * merging it into the outer query): the matches come from the full-text index, then the
   * page is sorted from them (see SORT_ICD_MATCHES_UP_TO). Same rows, same order.
   */
  beforePage: (query, { q, state, total }) => {
    if (state !== 'live' || q === null || total > SORT_ICD_MATCHES_UP_TO) return
    if (icdSearchClause(q)?.kind !== 'words') return
    const matches = query.clone().clearOrder().clearSelect().select(`${Icd.table}.*`).toSQL()
    // Knex's own bindings of that same query, handed back to knex with its SQL.
    const bindings = matches.bindings as RawQueryBindings
    query.clearWhere()
    query.knexQuery.from(
      query.client.knexRawQuery(`(${matches.sql} OFFSET 0) AS ${Icd.table}`, bindings)
    )
  },
}

export const icdStore: StoredResource<typeof Icd> = {
  model: Icd,
  subjectType: 'icd',
  labels: { code: 'ICD code' },
}

export function icdAttributes(input: Infer<typeof icdValidator>) {
  return { code: input.code, title: input.title, chapter: input.chapter, billable: input.billable }
}

export const icdsResource = {
  pages: 'manage/icds' as const,
  routes: 'manage.icds',
  noun: 'ICD code',
  permissions: icdPermissions,
  list: icdsList,
  store: icdStore,
  validator: icdValidator,
  attributes: icdAttributes,
  toDetail: toIcdRecord,
  label: (icd) => icd.code,
  // A code diagnosed on a case stays choosable while the diagnosis is live.
} satisfies ResourceDefinition<
  typeof Icd,
  IcdRow,
  ReturnType<typeof toIcdRecord>,
  (typeof icdValidator)['schema'],
  'manage/icds',
  PlainIcd
>
