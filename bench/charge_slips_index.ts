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
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import {
  daysAgo,
  loadWithoutIndexes,
  MEMBERS_NAMED_LIM,
  monthAYearAgo,
  rawListSql,
  runCenterListBench,
  type ListScenario,
} from './center_list_bench.js'

const SLIPS = 3_000_000

async function seedChargeSlips(client: pg.Client) {
  const { rows } = await client.query<{ total: string }>(
    'SELECT count(*) AS total FROM charge_slips'
  )
  if (Number(rows[0].total) >= SLIPS) return
  const started = performance.now()
  const found = await client.query<{ providers: number[] }>(
    `SELECT array_agg(id ORDER BY id) AS providers FROM providers WHERE deleted_at IS NULL`
  )
  const { providers } = found.rows[0]
  if (!providers?.length) throw new Error('the demo providers are missing (seed the demo first)')
  await client.query('TRUNCATE charge_slips')
  await loadWithoutIndexes(client, 'charge_slips', async () => {
    // The member is written from the case here, as the row trigger would, one row at a time.
    await client.query('ALTER TABLE charge_slips DISABLE TRIGGER charge_slips_member_of_case')
    const { rows: bounds } = await client.query<{ low: number; high: number }>(
      'SELECT min(id) AS low, max(id) AS high FROM cases'
    )
    const step = 200_000
    for (let first = bounds[0].low; first <= bounds[0].high; first += step) {
      await client.query(
        `INSERT INTO charge_slips (case_id, center_id, member_id, provider_id, invoice_number,
           invoice_date, currency_code, amount_billed, amount_approved, payment_method, status,
           rate_to_center, center_currency_code, approved_in_center, decline_reason,
           approved_at, payment_date, payment_reference, paid_at, created_by_id, created_at,
           updated_at)
         SELECT c.id, c.center_id, c.member_id,
           ($1::int[])[1 + (c.id * 7 + CASE WHEN c.id % 50 = 0 THEN 1 ELSE g END)
             % array_length($1::int[], 1)],
           'INV-' || c.number || '-' || CASE WHEN c.id % 50 = 0 THEN 1 ELSE g END,
           d.day, (ARRAY['MYR', 'THB', 'SGD', 'USD', 'PHP'])[1 + (c.id + g) % 5],
           a.amount,
           CASE WHEN s.status IN ('approved', 'paid') THEN a.amount END,
           (ARRAY['cash', 'credit-card', 'wire-transfer'])[1 + (c.id + g) % 3], s.status,
           CASE WHEN s.status IN ('approved', 'paid') THEN 1 END,
           CASE WHEN s.status IN ('approved', 'paid') THEN 'MYR' END,
           CASE WHEN s.status IN ('approved', 'paid') THEN a.amount END,
           CASE WHEN s.status = 'declined' THEN 'Billed twice' END,
           CASE WHEN s.status IN ('approved', 'paid') THEN d.day + interval '3 days' END,
           CASE WHEN s.status = 'paid' THEN d.day + 20 END,
           CASE WHEN s.status = 'paid' THEN 'TT-' || c.id || '-' || g END,
           CASE WHEN s.status = 'paid' THEN d.day + interval '20 days' END,
           c.owner_id, d.day + interval '9 hours', d.day + interval '9 hours'
         FROM cases c
         CROSS JOIN LATERAL generate_series(1, 1 + (c.id + 1) % 2) AS g
         CROSS JOIN LATERAL (SELECT least(current_date,
           c.opened_at::date + ((c.id * 13 + g * 29) % 150)) AS day) AS d
         CROSS JOIN LATERAL (SELECT (100 + (c.id * 37 + g * 101) % 50000)::numeric(14, 2)
           + ((c.id + g) % 100) / 100.0 AS amount) AS a
         CROSS JOIN LATERAL (SELECT CASE
             WHEN c.status = 'closed' THEN
               (ARRAY['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid',
                      'declined'])[1 + (c.id + g) % 10]
             WHEN c.status = 'billing' THEN (ARRAY['approved', 'paid'])[1 + (c.id + g) % 2]
             WHEN c.status = 'active' THEN (ARRAY['pending', 'approved'])[1 + (c.id + g) % 2]
             ELSE 'pending' END AS status) AS s
         WHERE c.id BETWEEN $2 AND $3 AND c.deleted_at IS NULL`,
        [providers, first, first + step - 1]
      )
      console.log(`  charge slips of cases ${first.toLocaleString('en')}…`)
    }
    await client.query('ALTER TABLE charge_slips ENABLE TRIGGER charge_slips_member_of_case')
  })
  console.log(`charge slips seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

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
