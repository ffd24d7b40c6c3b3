import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { runList } from '#queries/list_query'
import { parseListQuery, type ParsedListQuery } from '#queries/list_query_parser'
import { readSettings } from '#services/settings'
import { renderPage } from '#services/render_page'
import { userCan } from '#services/access'
import { resourceRequest } from '#resources/resource_request'
import { findReport, reportLookupPath } from '#reports/registry'
import type { Report, ReportScope } from '#reports/report_definition'
import { dimensionLabel, isLookupDimension, searchLookup } from '#reports/report_filters'
import type { ListDefinition } from '#queries/list_query'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { pickerTerm } from '#queries/picker_term'
import { reportRows } from '#reports/report_rows'
import type { ListFilters } from '#contracts/list'
import type { ReportRefusal } from '#contracts/report'

/** The report a route serves: `reports.case.index` (or `.lookup`) → the case report. */
function reportOf(ctx: HttpContext): Report {
  const key = /^reports\.(.+)\.(?:index|lookup)$/.exec(ctx.route?.name ?? '')?.[1] ?? ''
  const report = findReport(key)
  if (!report) throw new Exception('Report not found', { status: 404, code: 'E_ROW_NOT_FOUND' })
  return report
}

/**
 * The variant asked for (`?type=provider` on the accounts report), else the first. A value
 * the report has no variant for is refused in plain words and the first shown.
 */
function variantOf(report: Report, asked: unknown, refused: ReportRefusal[]): string | null {
  const [first] = report.variants
  if (!first) return null
  if (asked === undefined) return first.key
  const found = report.variants.find((variant) => variant.key === asked)
  if (found) return found.key
  refused.push({
    field: 'type',
    message: `There is no such kind of ${report.title.toLowerCase()}; showing ${first.label}.`,
  })
  return first.key
}

/** A refused part of the query in words naming its filter ("Case Opened: …"). */
function inWords(error: { field: string; message: string }): ReportRefusal {
  const [head, key] = error.field.split('.')
  return head === 'filters' && key
    ? { field: error.field, message: `${dimensionLabel(key)}: ${error.message}` }
    : { field: error.field, message: error.message }
}

/**
 * The values asked for that the list did not apply (not among its options: another center's
 * client, a negative id, an unknown bucket), said beside their filter.
 */
function droppedValues(asked: ParsedListQuery, applied: ListFilters): ReportRefusal[] {
  const refused: ReportRefusal[] = []
  for (const [key, values] of Object.entries(asked.filters)) {
    const kept = new Set([applied[key] ?? []].flat())
    const dropped = values.filter((value) => !kept.has(value))
    if (dropped.length === 0) continue
    refused.push({
      field: `filters.${key}`,
      message: `${dimensionLabel(key)}: ${dropped.length === 1 ? 'a value that is' : `${dropped.length} values that are`} not offered ${dropped.length === 1 ? 'was' : 'were'} left out.`,
    })
  }
  return refused
}

/** The report's list with each looked-up filter's picker pointed at the report's lookup route. */
function withLookups(
  report: Report,
  list: ListDefinition<LucidModel, unknown, unknown>
): ListDefinition<LucidModel, unknown, unknown> {
  if (!list.filters) return list
  const filters = Object.fromEntries(
    Object.entries(list.filters).map(([key, filter]) => [
      key,
      filter.accepts ? { ...filter, searchUrl: reportLookupPath(report.key, key) } : filter,
    ])
  )
  return { ...list, filters }
}

/** The route's guard already asked; this keeps a route added without it from leaking. */
async function authorize(ctx: HttpContext, report: Report) {
  if (!(await userCan(ctx.auth.user, report.permission))) {
    throw new Exception('You do not have permission to open this page.', { status: 403 })
  }
}

/**
 * Every report page (issue 32, SPEC.md §2 `reports.{key}.index`): the report's list as a page of
 * the list contract, its filters named as SPEC.md names them, what of the query was refused,
 * and its totals and chart over the same filtered rows (deferred props: the preview shows at
 * once, they follow). Each route is guarded by its report's permission (start/routes/reports.ts);
 * the list is narrowed to the current center by the report itself.
 */
export default class ReportsController {
  async index(ctx: HttpContext) {
    const report = reportOf(ctx)
    await authorize(ctx, report)
    const { actor } = await resourceRequest(ctx)
    const input = ctx.request.qs()
    const refused: ReportRefusal[] = []
    const scope: ReportScope = { actor, variant: variantOf(report, input.type, refused) }
    const list = withLookups(report, report.list(scope))
    // The variant is the page's, not the list's: the list reads the rest of the query.
    const listInput: Record<string, unknown> = { ...input }
    delete listInput.type
    const parsed = await parseListQuery(listInput, list)
    const settings =
      parsed.query.perPage === null ? await readSettings(['default_page_size']) : null
    const query: ParsedListQuery = settings
      ? { ...parsed.query, perPage: settings.default_page_size }
      : parsed.query
    // The list is read only when the response carries it: the deferred totals and chart are
    // asked on their own (`only: totals,chart`), and must not page and count the rows again.
    let reading: ReturnType<typeof runList> | null = null
    const page = () => (reading ??= runList(list, query))
    const pageProp =
      <K extends 'rows' | 'meta' | 'query'>(key: K) =>
      async () => {
        const read = await page()
        return read[key]
      }
    refused.push(...parsed.errors.map(inWords))
    const rows = () => reportRows(list, query)
    const filterKeys = [...Object.keys(list.filters ?? {}), ...Object.keys(list.dateFilters ?? {})]
    return renderPage(ctx, 'reports/show', {
      report: {
        key: report.key,
        title: report.title,
        variant: scope.variant,
        variants: report.variants,
        center: actor.center ? { code: actor.center.displayCode, name: actor.center.name } : null,
      },
      rows: pageProp('rows'),
      meta: pageProp('meta'),
      query: pageProp('query'),
      list: async () => {
        const read = await page()
        return read.list()
      },
      filterLabels: Object.fromEntries(filterKeys.map((key) => [key, dimensionLabel(key)])),
      refused: async () => {
        const read = await page()
        return [...refused, ...droppedValues(query, read.query.filters)]
      },
      totals: ctx.inertia.defer(async () =>
        report.totals ? report.totals(scope, await rows()) : null
      ),
      chart: ctx.inertia.defer(async () =>
        report.chart ? report.chart(scope, await rows()) : null
      ),
    })
  }

  /**
   * `reports.{key}.lookup` (JSON `{ options }`): what the picker of one of the report's filters
   * over records too many to offer (the member) finds for `?q=`, up to 10, within what the
   * report's rows can hold (members with a case in the current center). A dimension the report
   * does not filter on, or not looked up, is a 404.
   */
  async lookup(ctx: HttpContext) {
    const report = reportOf(ctx)
    await authorize(ctx, report)
    const dimension = String(ctx.params.dimension ?? '')
    const { actor } = await resourceRequest(ctx)
    const scope: ReportScope = { actor, variant: variantOf(report, ctx.request.qs().type, []) }
    const filters = report.list(scope).filters ?? {}
    const filter = Object.hasOwn(filters, dimension) ? filters[dimension] : undefined
    if (!filter?.accepts || !isLookupDimension(dimension)) {
      throw new Exception('Filter not found', { status: 404, code: 'E_ROW_NOT_FOUND' })
    }
    const options = await searchLookup(dimension, scope, pickerTerm(ctx.request.input('q')))
    return ctx.response.json({ options })
  }
}
