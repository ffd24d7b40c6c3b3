import db from '@adonisjs/lucid/services/db'
import type { Knex } from 'knex'
import type { RawBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import Client from '#models/client'
import Provider from '#models/provider'
import User from '#models/user'
import { addAmounts } from '#contracts/money'
import type { MoneyTotal, ReportChart, ReportTotals } from '#contracts/report'
import type { ListDefinition } from '#queries/list_query'
import { listCenters } from '#resources/center_scope'
import {
  defineReport,
  type ReportRows,
  type ReportScope,
  type ReportVariant,
} from '#reports/report_definition'
import { idsOf, reportFilters } from '#reports/report_filters'
import { caseConditions } from '#reports/report_case_filters'
import { CASE_MEASURES } from '#reports/case_report'
import {
  centerCurrency,
  inCenterSql,
  measureFrom,
  type DocumentMeasure,
} from '#reports/report_money'
import AccountsReportTransformer, {
  type PlainAccountRow,
} from '#transformers/accounts_report_transformer'

/**
 * The accounts report (issue 32, SPEC.md §2 `reports.accounts.index`, `access-accounts-report`):
 * clients, providers or users (the variant, `?type=`) with their activity in the current center:
 * the cases the report's filters keep (Case Opened is the period) and those cases' GOPs, bills
 * and invoices, counted and summed exactly in the center's currency. A row is an account with
 * at least one such case.
 *
 * Every SPEC.md §3 dimension narrows the cases counted, not the accounts directly: the cases of
 * a row are one subquery (`cases` below) that the scope correlates to the row and each filter
 * narrows, read by the row's activity (LATERAL joins). So the rows, their counts, the totals and
 * an export all count the very same cases.
 */

export const ACCOUNT_VARIANTS = [
  { key: 'client', label: 'Clients' },
  { key: 'provider', label: 'Providers' },
  { key: 'user', label: 'Users' },
] as const satisfies readonly ReportVariant[]

type Variant = (typeof ACCOUNT_VARIANTS)[number]['key']

const [GOP, BILLED, INVOICED] = CASE_MEASURES

/**
 * An account's money, by the case report's own measures (app/reports/case_report.ts): GOPs
 * issued, what providers billed (every slip not declined), what was invoiced to the client and
 * what of it was collected. A provider's row counts its own GOPs and bills only; invoices are
 * the client's, so a provider has none.
 */
const MEASURES: (DocumentMeasure & { providers: boolean; clients: boolean })[] = [
  { ...GOP, providers: true, clients: true },
  { ...BILLED, providers: true, clients: true },
  { ...INVOICED, providers: false, clients: true },
  {
    ...INVOICED,
    key: 'collected',
    label: 'Collected',
    where: "d.status = 'collected'",
    providers: false,
    clients: true,
  },
]

function measuresOf(variant: Variant) {
  return MEASURES.filter((measure) => (variant === 'provider' ? measure.providers : true))
}

/** What an account is in each variant: its table, its name and the cases that are its own. */
const ACCOUNTS: Record<
  Variant,
  {
    model: LucidModel
    table: string
    name: string
    detail: string
    sort: string
    /** SQL over `cases`: the case is the row's. */
    owns: string
  }
> = {
  client: {
    model: Client,
    table: 'clients',
    name: 'clients.name',
    detail: 'clients.code',
    sort: 'clients.name',
    owns: 'cases.client_id = clients.id',
  },
  provider: {
    model: Provider,
    table: 'providers',
    name: 'providers.name',
    detail: 'providers.code',
    sort: 'providers.name',
    // A provider's cases: those it holds a GOP or a bill of (as the case report's Provider).
    owns: `(EXISTS (SELECT 1 FROM gops WHERE gops.case_id = cases.id
        AND gops.provider_id = providers.id AND gops.deleted_at IS NULL)
      OR EXISTS (SELECT 1 FROM charge_slips WHERE charge_slips.case_id = cases.id
        AND charge_slips.provider_id = providers.id AND charge_slips.deleted_at IS NULL))`,
  },
  user: {
    model: User,
    table: 'users',
    name: "users.first_name || ' ' || users.last_name",
    detail: 'users.email',
    sort: 'users.last_name',
    // A user's cases: those they own (the case's owner, as the cases list's "mine").
    owns: 'cases.owner_id = users.id',
  },
}

/**
 * A plain knex builder, not Lucid's: Lucid keeps its conditions aside until it writes its own
 * statement, so bound into another statement it would lose them; knex's are in it at once.
 */
type Cases = Knex.QueryBuilder

/** knex itself, to write the cases' subqueries (they are written, never run on their own). */
const knex = () => db.connection().getReadClient()

/**
 * The cases of the row being read, per list query: the scope makes them, the filters narrow
 * them. Held by the query's own object, so two queries of one page (the page, its totals)
 * never share them; the LATERAL joins hold the builder itself, so a copy of the query (its
 * count) reads the same cases.
 */
const CASES = new WeakMap<object, Cases>()

function casesOf(query: object): Cases {
  const cases = CASES.get(query)
  if (!cases) throw new Error('The accounts report’s cases are made by its scope')
  return cases
}

/** The row's activity: how many of its cases the filters keep. */
const ACTIVITY_SQL = 'CROSS JOIN LATERAL (SELECT count(*)::int AS cases FROM (?) AS rc) AS activity'

/**
 * One measure of the row's documents, per currency and in the center's currency, in one pass:
 * `parts` is the per-currency sums as JSON (exact decimal text), `in_center` their whole.
 */
function measureJoin(measure: DocumentMeasure, variant: Variant): string {
  const own = variant === 'provider' ? 'AND d.provider_id = providers.id' : ''
  return `CROSS JOIN LATERAL (
    SELECT coalesce(sum(per.n), 0)::int AS count,
      round(coalesce(sum(per.in_center), 0), 2)::text AS in_center,
      coalesce(sum(per.unpriced), 0)::int AS unpriced,
      coalesce(jsonb_object_agg(per.currency, per.amount::text), '{}'::jsonb) AS parts
    FROM (SELECT d.currency_code AS currency, count(*) AS n, sum(${measure.amount}) AS amount,
        sum(${inCenterSql(measure)}) AS in_center,
        count(*) FILTER (WHERE ${inCenterSql(measure)} IS NULL) AS unpriced
      ${measureFrom(measure)}
      WHERE d.case_id IN (?) AND d.deleted_at IS NULL AND ${measure.where} ${own}
      GROUP BY d.currency_code) AS per
  ) AS m_${measure.key}`
}

function columnsOf(variant: Variant, centerId: number) {
  const account = ACCOUNTS[variant]
  return [
    `${account.table}.id`,
    db.raw(`${account.name} AS name`),
    db.raw(`${account.detail} AS detail`),
    'activity.cases',
    db.raw('(SELECT currency_code FROM centers WHERE centers.id = ?) AS currency', [centerId]),
    ...MEASURES.flatMap((measure) =>
      measuresOf(variant).includes(measure)
        ? [
            db.raw(`m_${measure.key}.count AS ${measure.key}_count`),
            db.raw(`m_${measure.key}.in_center AS ${measure.key}_amount`),
          ]
        : [
            db.raw(`NULL::int AS ${measure.key}_count`),
            db.raw(`NULL::text AS ${measure.key}_amount`),
          ]
    ),
  ]
}

/** Column lists by variant and center, made once: the list caches its columns' SQL by identity. */
const COLUMNS = new Map<string, ReturnType<typeof columnsOf>>()

function accountsList(scope: ReportScope): ListDefinition<LucidModel, AccountRow, PlainAccountRow> {
  const variant = (scope.variant ?? 'client') as Variant
  const account = ACCOUNTS[variant]
  const centers = listCenters(scope.actor)
  const conditions = caseConditions<LucidModel>(
    centers,
    (query, condition) => condition(casesOf(query)),
    (table) => knex().from(table)
  )
  const centerKey = `${variant}:${centers[0] ?? 0}`
  if (!COLUMNS.has(centerKey)) COLUMNS.set(centerKey, columnsOf(variant, centers[0] ?? 0))
  return {
    model: account.model,
    columns: COLUMNS.get(centerKey)!,
    // A report covers accounts since trashed: they had the activity.
    softDeletes: false,
    sortable: { name: account.sort },
    defaultSort: 'name',
    scope: (query) => {
      const cases = knex()
        .from('cases')
        .select('cases.id')
        .whereIn('cases.center_id', centers)
        .whereNull('cases.deleted_at')
        .whereRaw(account.owns)
      CASES.set(query, cases)
      // knex writes a builder bound to raw SQL when the statement is written, not here: the
      // filters applied after the scope are in it. Lucid's types only name raw values there.
      const bound = [cases] as unknown as [RawBuilderContract]
      query.joinRaw(ACTIVITY_SQL, bound)
      for (const measure of measuresOf(variant)) query.joinRaw(measureJoin(measure, variant), bound)
      query.where('activity.cases', '>', 0)
    },
    ...reportFilters<LucidModel>(scope, {
      // The case dimensions on the row's cases, their subqueries written by knex as the cases are.
      ...conditions,
      // A provider's own row; else the cases a provider holds a GOP or a bill of.
      provider:
        variant === 'provider'
          ? { apply: (query, values) => void query.whereIn('providers.id', idsOf(values)) }
          : conditions.provider,
    }),
    transformer: AccountsReportTransformer,
    live: ['cases'],
  }
}

export type AccountRow = ReturnType<AccountsReportTransformer['toObject']>

type Summed = { measure: string; currency: string | null; amount: string | null }

/**
 * The totals over every row: how many accounts and cases, and each measure per document
 * currency and in the center's currency, summed from the rows' own parts (each document is one
 * row's: a case has one client and one owner, a GOP or a bill one provider).
 */
async function accountTotals(
  scope: ReportScope,
  rows: ReportRows<LucidModel>
): Promise<ReportTotals> {
  const variant = (scope.variant ?? 'client') as Variant
  const measures = measuresOf(variant)
  const inner = rows
    .query()
    .select(
      'activity.cases',
      ...measures.flatMap((measure) => [
        db.raw(`m_${measure.key}.parts AS ${measure.key}_parts`),
        db.raw(`m_${measure.key}.in_center AS ${measure.key}_in_center`),
        db.raw(`m_${measure.key}.unpriced AS ${measure.key}_unpriced`),
      ])
    )
    .toSQL()
  const parts = measures.map(
    (
      measure
    ) => `SELECT ?::text AS measure, part.key AS currency, sum(part.value::numeric)::text AS amount
      FROM account_rows, jsonb_each_text(account_rows.${measure.key}_parts) AS part GROUP BY part.key
      UNION ALL SELECT ?::text, NULL, sum(account_rows.${measure.key}_in_center::numeric)::text
        || ':' || sum(account_rows.${measure.key}_unpriced)::text FROM account_rows`
  )
  const { rows: summed } = (await db.rawQuery(
    `WITH account_rows AS (${inner.sql})
      SELECT 'rows' AS measure, NULL AS currency, count(*)::text || ':' || coalesce(sum(cases), 0)::text AS amount
      FROM account_rows
      ${parts.map((part) => `UNION ALL ${part}`).join('\n')}
      ORDER BY 1, 2`,
    [
      ...(inner.bindings as (string | number)[]),
      ...measures.flatMap((measure) => [measure.key, measure.key]),
    ]
  )) as { rows: Summed[] }
  const center = await centerCurrency(scope)
  const whole = (key: string) => summed.find((row) => row.measure === key && row.currency === null)
  const [accounts, cases] = (whole('rows')?.amount ?? '0:0').split(':')
  const money = measures.map((measure): MoneyTotal => {
    const [inCenter, unpriced] = (whole(measure.key)?.amount ?? '0:0').split(':')
    const missing = Number(unpriced || 0)
    return {
      key: measure.key,
      label: measure.label,
      perCurrency: summed
        .filter((row) => row.measure === measure.key && row.currency !== null)
        .map((row) => ({ currency: row.currency!, amount: addAmounts([row.amount ?? '0']) })),
      inCenter: center ? { currency: center, amount: addAmounts([inCenter || '0']) } : null,
      ...(missing > 0
        ? {
            note: `${missing} document${missing === 1 ? ' has' : 's have'} no exchange rate to ${center ?? 'the center’s currency'} and ${missing === 1 ? 'is' : 'are'} left out of this total.`,
          }
        : {}),
    }
  })
  return {
    rows: Number(accounts),
    money,
    counts: [{ key: 'cases', label: 'Cases', value: Number(cases) }],
  }
}

/** The accounts the chart shows, most cases first. */
const CHART_ACCOUNTS = 10

/**
 * The ten accounts with the most cases kept by the filters, their cases stacked by what became
 * of their money: a look at who the center's work is for (or by).
 */
async function busiestAccounts(
  scope: ReportScope,
  rows: ReportRows<LucidModel>
): Promise<ReportChart> {
  const variant = (scope.variant ?? 'client') as Variant
  const account = ACCOUNTS[variant]
  const top = (await rows
    .query()
    .select(`${account.table}.id`, db.raw(`${account.name} AS name`), 'activity.cases')
    .orderBy('activity.cases', 'desc')
    .orderBy(`${account.table}.id`, 'asc')
    .limit(CHART_ACCOUNTS)
    .pojo()) as { id: number; name: string; cases: number }[]
  const noun = ACCOUNT_VARIANTS.find((option) => option.key === variant)!.label.toLowerCase()
  return {
    kind: 'stacked-bars',
    title: `Cases of the busiest ${noun}`,
    description: `The ${top.length} ${noun} with the most cases the filters keep, by their number of cases.`,
    pointLabel: variant === 'client' ? 'Client' : variant === 'provider' ? 'Provider' : 'User',
    valueLabel: 'Cases',
    series: [{ key: 'cases', label: 'Cases' }],
    points: top.map((row) => ({
      key: String(row.id),
      label: row.name.length > 14 ? `${row.name.slice(0, 13)}…` : row.name,
      values: [row.cases],
    })),
  }
}

export const accountsReport = defineReport({
  key: 'accounts',
  title: 'Accounts report',
  permission: 'access-accounts-report',
  variants: [...ACCOUNT_VARIANTS],
  list: accountsList,
  totals: accountTotals,
  chart: busiestAccounts,
  exportColumns: (scope) => {
    const variant = (scope.variant ?? 'client') as Variant
    const noun = variant === 'client' ? 'Client' : variant === 'provider' ? 'Provider' : 'User'
    return [
      { header: noun, kind: 'text', value: (row: AccountRow) => row.name },
      { header: variant === 'user' ? 'Email' : 'Code', kind: 'text', value: (row) => row.detail },
      { header: 'Cases', kind: 'integer', value: (row) => row.cases },
      ...measuresOf(variant).flatMap((measure) => {
        const key = measure.key as MeasureKey
        return [
          {
            header: `${measure.label} (documents)`,
            kind: 'integer' as const,
            value: (row: AccountRow) => row.measures[key]?.count ?? null,
          },
          {
            header: measure.label,
            kind: 'money' as const,
            value: (row: AccountRow) => row.measures[key]?.amount ?? null,
            currency: (row: AccountRow) => row.currency,
          },
        ]
      }),
    ]
  },
})

type MeasureKey = 'gop' | 'billed' | 'invoiced' | 'collected'
