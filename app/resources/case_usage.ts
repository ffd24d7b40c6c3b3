import type { Nouns, RowsUse } from '#services/record_usage'

/**
 * Live cases that point at a record through `column`: a record a case needs (its client, member,
 * program, incident taxonomy, incident country, center) cannot go to the trash while a live case
 * uses it, so a case page never shows a record its form no longer offers. Each of these columns
 * has an index of its own (migration 026) so the count is a short index read at millions of cases.
 */
export function casesUse(column: string): RowsUse {
  return caseRecordsUse('cases', column, ['case', 'cases'])
}

/** The same for a case's own records (its incident records' taxonomy, its diagnoses' codes). */
export function caseRecordsUse(table: string, column: string, noun: Nouns): RowsUse {
  return { table, column, noun, live: true, onDelete: 'refuse' }
}
