import { likeTerm } from '#queries/list_query'
import type { DateTime } from 'luxon'

interface Timestamped {
  createdAt: DateTime
  updatedAt: DateTime | null
  deletedAt: DateTime | null
}

/** The timestamps every list row carries (trash rows show when they were deleted). */
export function rowTimestamps(record: Timestamped) {
  return {
    updated_at: record.updatedAt?.toISO() ?? null,
    deleted_at: record.deletedAt?.toISO() ?? null,
  }
}

/** A detail page's record: the row plus when it was created. */
export function withCreatedAt<Row extends object>(row: Row, record: Timestamped) {
  return { ...row, created_at: record.createdAt.toISO()! }
}

/** Case-insensitive "contains" on several columns; wildcards in the term are literal. */
export function ilikeAny(columns: string[], term: string) {
  const like = `%${likeTerm(term)}%`
  return (query: { orWhereILike(column: string, value: string): unknown }) => {
    for (const column of columns) query.orWhereILike(column, like)
  }
}
