import type { HttpContext } from '@adonisjs/core/http'
import { resourceRequest } from '#resources/resource_request'
import { globalSearch } from '#queries/global_search'
import { pickerTerm } from '#queries/picker_term'
import type { GlobalSearchAnswer } from '#contracts/global_search'

/** Longer than any name, number or date a person types into the box. */
const TERM_MAX_LENGTH = 100

/**
 * `day`: the search read as a calendar day by the box (in the site's date format, which the
 * client's DateField reads the same way), as 'YYYY-MM-DD'. Anything else is no day: the search
 * still runs on its words.
 */
function searchDay(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  return real ? value : null
}

/**
 * The header's global search (JSON, issue 29): every signed-in user may ask; each group is read
 * only for who may open its records, and only in the user's own centers
 * (app/queries/global_search.ts). Hostile input is no search: a term that is not text is
 * empty, a long one is cut, NUL and lone surrogates are dropped before any SQL.
 */
export default class GlobalSearchController {
  async index(ctx: HttpContext) {
    const { actor } = await resourceRequest(ctx)
    const q = pickerTerm(ctx.request.input('q'), TERM_MAX_LENGTH)
    const day = searchDay(ctx.request.input('day'))
    const answer: GlobalSearchAnswer = { q, groups: await globalSearch(actor, q, day) }
    return ctx.response.json(answer)
  }
}
