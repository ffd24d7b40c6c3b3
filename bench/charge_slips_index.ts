/**
 * The center's charge slip list (navigate.charge-slips.index) with 3,000,000 slips over the
 * 2,000,000 cases of ten centers (issue 16): p50/p95 server time of each filter, aging bucket,
 * search and sort as the demo administrator working in Kuala Lumpur, beside the raw SQL of the
 * same page and count. Target: every scenario p95 ≤ 50 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cases_bench \
 *     node --import @poppinss/ts-exec bench/charge_slips_index.ts [requests per scenario, default 200]
 *
 * The slips: one on odd cases, two on even ones, their center and member copied from the case
 * as the app does, invoiced from the case's opening up to five months later (never after
 * today); a closed case's bills are paid (one in ten declined), a billing case's approved or
 * paid, an active case's pending or approved, a pending case's pending. Every fiftieth case's
 * second bill repeats its first's invoice number (the duplicate flag has rows to find).
 */
import type pg from 'pg'
import {
  daysAgo,
  MEMBERS_NAMED_LIM,
  monthAYearAgo,
  rawListSql,
  runCenterListBench,
  type ListScenario,
} from './center_list_bench.js'
import { seedChargeSlips } from './seed_documents.js'

async function scenariosFor(client: pg.Client, centerId: number): Promise<ListScenario[]> {
  const one = async <T>(sql: string, values: unknown[] = []) => {
    const { rows } = await client.query(sql, values)
    if (!rows[0]) throw new Error(`the bench data is missing: ${sql}`)
    return rows[0] as T
  }
  const provider = await one<{ id: number }>(
    `SELECT provider_id AS id FROM charge_slips WHERE center_id = $1 GROUP BY provider_id
     ORDER BY count(*) DESC LIMIT 1`,
    [centerId]
  )
  const { year, month, range, from, to } = monthAYearAgo()
  const prefix = `INV-KUL-${year}-0001`
  const members = MEMBERS_NAMED_LIM
  return [
    { name: 'default view (visit)', query: {}, where: 'true', values: [], visit: true },
    {
      name: 'status pending',
      query: { 'filters[status][]': 'pending' },
      where: `charge_slips.status = 'pending'`,
      values: [],
    },
    {
      name: 'status approved (to pay)',
      query: { 'filters[status][]': 'approved' },
      where: `charge_slips.status = 'approved'`,
      values: [],
    },
    {
      name: 'provider (the busiest)',
      query: { 'filters[provider][]': String(provider.id) },
      where: 'charge_slips.provider_id = $2',
      values: [provider.id],
    },
    {
      name: 'currency THB',
      query: { 'filters[currency][]': 'THB' },
      where: `charge_slips.currency_code = 'THB'`,
      values: [],
    },
    {
      name: 'payment method cash',
      query: { 'filters[payment_method][]': 'cash' },
      where: `charge_slips.payment_method = 'cash'`,
      values: [],
    },
    {
      name: 'aging 31–60 days',
      query: { 'filters[aging][]': '31-60' },
      where: 'charge_slips.invoice_date BETWEEN $2 AND $3',
      values: [daysAgo(60), daysAgo(31)],
    },
    {
      name: 'approved, aging over 90 days',
      query: { 'filters[aging][]': '90+', 'filters[status][]': 'approved' },
      where: `charge_slips.status = 'approved' AND charge_slips.invoice_date <= $2`,
      values: [daysAgo(91)],
    },
    {
      name: `invoiced ${year}-${month}`,
      query: { 'filters[invoice_date]': range },
      where: 'charge_slips.invoice_date >= $2 AND charge_slips.invoice_date < $3::date + 1',
      values: [from, to],
    },
    {
      name: `invoice number "${prefix}"`,
      query: { q: prefix },
      where: 'charge_slips.invoice_number_key LIKE $2',
      values: [`${prefix.toLowerCase()}%`],
    },
    {
      name: 'member "lim"',
      query: { q: 'lim' },
      where: `charge_slips.member_id IN (SELECT members.id FROM members WHERE ${members})`,
      values: [],
    },
    {
      name: 'sort by amount',
      query: { sort: '-amount' },
      where: 'true',
      values: [],
      order: 'charge_slips.amount_billed DESC, charge_slips.id DESC',
    },
    {
      name: 'sort by invoice date',
      query: { sort: 'invoice_date' },
      where: 'true',
      values: [],
      order: 'charge_slips.invoice_date, charge_slips.id',
    },
  ]
}

const rawSql = rawListSql(
  'charge_slips',
  `JOIN cases ON cases.id = charge_slips.case_id
    JOIN providers ON providers.id = charge_slips.provider_id`,
  'cases.number, providers.name',
  'charge_slips.invoice_date DESC, charge_slips.id DESC'
)

await runCenterListBench({
  path: '/navigate/charge-slips',
  component: 'navigate/charge_slips/index',
  table: 'charge_slips',
  seed: seedChargeSlips,
  scenarios: scenariosFor,
  rawSql,
  targetMs: 50,
})
