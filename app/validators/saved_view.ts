import vine from '@vinejs/vine'
import { MAX_PER_PAGE } from '#contracts/list'
import {
  LIST_KEY_PATTERN,
  MAX_COLUMNS,
  MAX_FILTER_VALUE,
  MAX_FILTER_VALUES,
  MAX_FILTERS,
  MAX_SEARCH,
  MAX_VIEW_NAME,
  SORT_PATTERN,
} from '#contracts/saved_views'

/** A view's name: what the Views menu lists it by. */
const viewName = () => vine.string().trim().minLength(1).maxLength(MAX_VIEW_NAME)

/**
 * A new saved view: which list, its name, whether the center sees it, and the list's state as
 * the page had it. The state is shape-checked here (bounded, text where text belongs); whether
 * its sort and filters still mean anything is the list's own parser's to say each time it is
 * applied (app/queries/list_query_parser.ts).
 */
export const savedViewValidator = vine.create({
  list_key: vine.string().trim().regex(LIST_KEY_PATTERN),
  name: viewName(),
  shared: vine.boolean().optional(),
  query: vine.object({
    perPage: vine.number().withoutDecimals().min(1).max(MAX_PER_PAGE).nullable().optional(),
    sort: vine.string().trim().maxLength(64).regex(SORT_PATTERN).nullable().optional(),
    q: vine.string().trim().maxLength(MAX_SEARCH).nullable().optional(),
    filters: vine
      .record(vine.array(vine.string().maxLength(MAX_FILTER_VALUE)).maxLength(MAX_FILTER_VALUES))
      .maxLength(MAX_FILTERS)
      .optional(),
  }),
  columns: vine.record(vine.boolean()).maxLength(MAX_COLUMNS).optional(),
})

/** A view renamed, or shared with the center or taken back (its owner only). */
export const savedViewChangeValidator = vine.create({
  name: viewName(),
  shared: vine.boolean().optional(),
})
