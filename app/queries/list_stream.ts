import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { listRowsQuery, type ListDefinition, type ListState } from '#queries/list_query'
import type { ParsedListQuery } from '#queries/list_query_parser'

/** Rows per batch when the reader does not say: one statement reads this many. */
export const DEFAULT_STREAM_BATCH = 500

/** The keyset a batch ends on, read beside each row under names no list column uses. */
const KEY_VALUE = '__keyset_value'
const KEY_ID = '__keyset_id'

type Keyed = { [KEY_VALUE]: string | null; [KEY_ID]: number | string }

/**
 * The part of the order a batch reads: PostgreSQL puts NULLs last in an ascending order and
 * first in a descending one (a list's ORDER BY says neither), so the rows with a sort value and
 * those without are read one part after the other, in the order a page shows them.
 */
type Part = 'values' | 'nulls'

export interface ListStreamOptions {
  state?: ListState
  /** Rows per batch (at most this many are held at once); 500 when not given. */
  batchSize?: number
  /**
   * Where to read: a transaction (REPEATABLE READ gives the whole stream one snapshot). Without
   * one, each batch reads what is committed when it runs: a row changed meanwhile is read where
   * it now sorts (or twice or never, if its sort value moved across the batch boundary).
   */
  client?: QueryClientContract
}

/**
 * How many rows `streamList` will read for this query (the same rows: the same builder), as a
 * COUNT without the order or the columns: an export's progress is told against it.
 */
export async function countList<M extends LucidModel, Row, R>(
  definition: ListDefinition<M, Row, R>,
  input: ParsedListQuery,
  options: Pick<ListStreamOptions, 'state' | 'client'> = {}
): Promise<number> {
  const { query } = await listRowsQuery(definition, input, options.state ?? 'live', {
    branches: 'inline',
    ...(options.client ? { client: options.client } : {}),
  })
  const [row] = await query
    .clearOrder()
    .clearSelect()
    .count('* as total')
    .pojo<{ total: number | string }>()
  return Number(row?.total ?? 0)
}

/**
 * runList's streaming mode: every row of the list as the user saw it (the same scope, search,
 * filters and order as its pages; app/queries/list_query.ts `listRowsQuery`), shaped by its
 * transformer, in batches. Each batch is one statement that continues after the last row read
 * (keyset: the sort column, then the id, in the list's direction), never an OFFSET, so every
 * batch costs the same wherever it is in the list, walks the same index as a page, and only one
 * batch is held at a time. Replaying it gives exactly the rows of pages 1, 2, 3… in order.
 *
 * A list's page hooks (`total`, `beforePage`) are not used: they only tell a page's count and
 * choose a page's plan, never which rows there are.
 */
export async function* streamList<M extends LucidModel, Row, R>(
  definition: ListDefinition<M, Row, R>,
  input: ParsedListQuery,
  options: ListStreamOptions = {}
): AsyncGenerator<Row[], void, undefined> {
  const batchSize = options.batchSize ?? DEFAULT_STREAM_BATCH
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new Error(`A stream's batch size is a whole number of rows, not ${batchSize}`)
  }
  const { query } = await listRowsQuery(definition, input, options.state ?? 'live', {
    branches: 'inline',
    ...(options.client ? { client: options.client } : {}),
  })
  const { column, descending } = input.order
  const id = `${definition.model.table}.id`
  // As text: a timestamp read into a Date loses its microseconds, and the next batch would
  // then start inside the tie it should continue. PostgreSQL reads the text back as the
  // column's own type when it is compared with the column.
  query.select(
    query.client.raw('??::text as ??', [column, KEY_VALUE]),
    query.client.raw('?? as ??', [id, KEY_ID])
  )
  const after = descending ? '<' : '>'
  const parts: Part[] = descending ? ['nulls', 'values'] : ['values', 'nulls']

  for (const part of parts) {
    let last: Keyed | null = null
    for (;;) {
      const batch = query.clone()
      if (part === 'nulls') {
        batch.whereNull(column)
        if (last) batch.where(id, after, last[KEY_ID])
      } else {
        batch.whereNotNull(column)
        // A row comparison: PostgreSQL walks the (…, column, id) index from that point on.
        if (last) {
          batch.whereRaw(`(??, ??) ${after} (?, ?)`, [column, id, last[KEY_VALUE]!, last[KEY_ID]])
        }
      }
      const rows = await batch.limit(batchSize).pojo<R & Partial<Keyed>>()
      if (rows.length === 0) break
      const end = rows[rows.length - 1]
      last = { [KEY_VALUE]: end[KEY_VALUE] ?? null, [KEY_ID]: end[KEY_ID]! }
      yield rows.map((row) => {
        // The transformer gets the list's own row, as a page's.
        delete row[KEY_VALUE]
        delete row[KEY_ID]
        return new definition.transformer(row).toObject()
      })
      if (rows.length < batchSize) break
    }
  }
}
