import type { Infer } from '@vinejs/vine/types'
import type { ResourceDefinition } from '#controllers/resource_controller'
import Icd from '#models/icd'
import type { ListDefinition } from '#queries/list_query'
import type { StoredResource } from '#services/record_store'
import { permissionSet } from '#permissions/catalogue'
import { icdValidator } from '#validators/icd'

export const icdPermissions = permissionSet('icds', 'icd')

/** ICD-10-CM chapters and their code ranges (database/data/README.md). */
export const icdChapters: [number, string][] = [
  [1, 'A00–B99'],
  [2, 'C00–D49'],
  [3, 'D50–D89'],
  [4, 'E00–E89'],
  [5, 'F01–F99'],
  [6, 'G00–G99'],
  [7, 'H00–H59'],
  [8, 'H60–H95'],
  [9, 'I00–I99'],
  [10, 'J00–J99'],
  [11, 'K00–K95'],
  [12, 'L00–L99'],
  [13, 'M00–M99'],
  [14, 'N00–N99'],
  [15, 'O00–O9A'],
  [16, 'P00–P96'],
  [17, 'Q00–QA0'],
  [18, 'R00–R99'],
  [19, 'S00–T88'],
  [20, 'V00–Y99'],
  [21, 'Z00–Z99'],
  [22, 'U00–U85'],
]

export type IcdRow = {
  id: number
  code: string
  title: string
  chapter: number
  billable: boolean
  updated_at: string | null
  deleted_at: string | null
}

export function toIcdRow(icd: Icd): IcdRow {
  return {
    id: icd.id,
    code: icd.code,
    title: icd.title,
    chapter: icd.chapter,
    billable: icd.billable,
    updated_at: icd.updatedAt?.toISO() ?? null,
    deleted_at: icd.deletedAt?.toISO() ?? null,
  }
}

export function toIcdRecord(icd: Icd) {
  return { ...toIcdRow(icd), created_at: icd.createdAt.toISO()! }
}

/** A term shaped like an ICD code or its start: "S72", "s72.0", "S7200", "T78.40XA". */
const CODE_LIKE = /^[a-z][0-9][0-9a-z]?(\.?[0-9a-z]{0,4})?$/i

/**
 * A code-shaped term matches code prefixes (with or without the dot) through the `code_key`
 * pattern index; any other term matches titles holding every word as a prefix ("pneum fract")
 * through the full-text index. Keeping them apart keeps both on their index.
 */
export function icdSearchClause(term: string): { sql: string; binding: string } | null {
  const trimmed = term.trim()
  if (CODE_LIKE.test(trimmed)) {
    return { sql: 'code_key LIKE ?', binding: `${trimmed.toUpperCase().replace('.', '')}%` }
  }
  const words = trimmed.toLowerCase().match(/[a-z0-9]+/g) ?? []
  if (words.length === 0) return null
  return {
    sql: `title_search @@ to_tsquery('simple', ?)`,
    binding: words.map((word) => `${word}:*`).join(' & '),
  }
}

export function searchIcds(query: ReturnType<typeof Icd.query>, term: string) {
  const clause = icdSearchClause(term)
  if (clause) query.whereRaw(clause.sql, [clause.binding])
}

export const icdsList: ListDefinition<typeof Icd, IcdRow> = {
  model: Icd,
  columns: ['id', 'code', 'title', 'chapter', 'billable', 'updated_at', 'deleted_at'],
  // `code` sorts by code_key: the same order as the dotted code, on the search index.
  sortable: { code: 'code_key', title: 'title', updated_at: 'updated_at' },
  defaultSort: 'code',
  search: searchIcds,
  filters: {
    chapter: {
      options: () =>
        icdChapters.map(([chapter, range]) => ({
          label: `Chapter ${chapter} (${range})`,
          value: String(chapter),
        })),
      apply: (query, values) => {
        query.whereIn('chapter', values.map(Number))
      },
    },
    billable: {
      options: () => [
        { label: 'Billable', value: 'yes' },
        { label: 'Header (not billable)', value: 'no' },
      ],
      apply: (query, values) => {
        if (values.length === 1) query.where('billable', values[0] === 'yes')
      },
    },
  },
  toRow: toIcdRow,
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
} satisfies ResourceDefinition<
  typeof Icd,
  IcdRow,
  ReturnType<typeof toIcdRecord>,
  (typeof icdValidator)['schema'],
  'manage/icds'
>
