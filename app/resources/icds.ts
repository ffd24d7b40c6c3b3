import type { Infer } from '@vinejs/vine/types'
import type { ResourceDefinition } from '#controllers/resource_controller'
import Icd from '#models/icd'
import type { ListDefinition } from '#queries/list_query'
import type { StoredResource } from '#services/record_store'
import { permissionSet } from '#permissions/catalogue'
import { chapterLabel, icdChapters } from '#contracts/icd_chapters'
import { icdValidator } from '#validators/icd'

export const icdPermissions = permissionSet('icds', 'icd')

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
        icdChapters.map(([chapter]) => ({ label: chapterLabel(chapter), value: String(chapter) })),
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
