/**
 * The money documents the benches load over the two million cases of bench/seed_cases.ts: three
 * million GOPs, charge slips and RFPs (one on odd cases, two on even ones, their center copied
 * from the case as the app does). Each loader leaves a table that has them already alone. Shared
 * by the documents' list benches (gops_index.ts, charge_slips_index.ts, rfps_index.ts) and the
 * global search's (global_search.ts); each list bench's header says how its rows are made.
 */
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { loadWithoutIndexes } from './center_list_bench.js'

const GOPS = 3_000_000

/**
 * Loads a document table as `loadWithoutIndexes` does, with the case report's marks (migration
 * 085) written once at the end instead of by the table's statement triggers batch by batch: those
 * refreshes join each batch's cases with the table while its indexes are dropped and its
 * statistics still say it is empty, and the charge slips' first batch of 200,000 cases ran for
 * over 25 minutes before it was stopped. The triggers are off inside the load's transaction only;
 * the marks of `kinds` are written for every live case once the indexes are back and the table
 * analysed, in the same transaction, so an interrupted load leaves neither rows nor stale marks.
 */
async function loadDocuments(
  client: pg.Client,
  table: string,
  kinds: string[],
  loadRows: () => Promise<void>
) {
  const triggers = ['insert', 'update', 'delete'].map((event) => `case_report_marks_${event}`)
  await loadWithoutIndexes(
    client,
    table,
    async () => {
      for (const trigger of triggers)
        await client.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`)
      await loadRows()
      for (const trigger of triggers)
        await client.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`)
    },
    async () => {
      const started = performance.now()
      await client.query(`ANALYZE ${table}`)
      await client.query(
        `SELECT case_report_marks_refresh($1::text[], ARRAY(SELECT id FROM cases WHERE deleted_at IS NULL))`,
        [kinds]
      )
      const seconds = ((performance.now() - started) / 1000).toFixed(0)
      console.log(`  the case report's marks of ${kinds.join(', ')} written in ${seconds} s`)
    }
  )
}

export async function seedGops(client: pg.Client) {
  const { rows } = await client.query<{ total: string }>('SELECT count(*) AS total FROM gops')
  if (Number(rows[0].total) >= GOPS) return
  const started = performance.now()
  const parties = await client.query<{ providers: number[]; entities: number[] }>(
    `SELECT (SELECT array_agg(id ORDER BY id) FROM providers
               WHERE deleted_at IS NULL AND status <> 'black-listed') AS providers,
            (SELECT array_agg(id ORDER BY id) FROM business_entities
               WHERE deleted_at IS NULL) AS entities`
  )
  const { providers, entities } = parties.rows[0]
  if (!providers?.length || !entities?.length) {
    throw new Error('the demo providers and business entities are missing (seed the demo first)')
  }
  await client.query('DELETE FROM gop_withdrawals')
  await client.query('DELETE FROM gop_revisions')
  await client.query('TRUNCATE gops CASCADE')
  await loadDocuments(client, 'gops', ['gop', 'provider'], async () => {
    const { rows: bounds } = await client.query<{ low: number; high: number }>(
      'SELECT min(id) AS low, max(id) AS high FROM cases'
    )
    const step = 200_000
    for (let first = bounds[0].low; first <= bounds[0].high; first += step) {
      await client.query(
        `INSERT INTO gops (case_id, center_id, number, provider_id, business_entity_id,
             currency_code, amount, services_covered, admission_date, valid_until, status,
             revision, rate_to_center, center_currency_code, amount_in_center, decline_reason,
             approved_at, sent_at, withdrawn_at, created_by_id, created_at, updated_at)
           SELECT c.id, c.center_id, 'GOP-' || c.number || '-' || g,
             ($1::int[])[1 + (c.id * 7 + g) % array_length($1::int[], 1)],
             ($2::int[])[1 + (c.id + g) % array_length($2::int[], 1)],
             (ARRAY['MYR', 'THB', 'SGD', 'USD', 'PHP'])[1 + (c.id + g) % 5],
             1000 + (c.id * 37 + g * 101) % 200000, 'Inpatient treatment',
             c.incident_date, c.incident_date + 30, s.status, 1,
             CASE WHEN s.status IN ('approved', 'sent') THEN 1 END,
             CASE WHEN s.status IN ('approved', 'sent') THEN 'MYR' END,
             CASE WHEN s.status IN ('approved', 'sent')
               THEN 1000 + (c.id * 37 + g * 101) % 200000 END,
             CASE WHEN s.status = 'declined' THEN 'Not covered by the policy' END,
             CASE WHEN s.status IN ('approved', 'sent') THEN c.opened_at + interval '2 hours' END,
             CASE WHEN s.status = 'sent' THEN c.opened_at + interval '3 hours' END,
             CASE WHEN s.status = 'sent' AND c.id % 100 = 0 THEN c.opened_at + interval '5 days' END,
             c.owner_id, c.opened_at + g * interval '1 hour', c.opened_at + g * interval '1 hour'
           FROM cases c
           CROSS JOIN LATERAL generate_series(1, 1 + (c.id + 1) % 2) AS g
           CROSS JOIN LATERAL (SELECT CASE
               WHEN c.status IN ('closed', 'billing') THEN
                 (ARRAY['sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'sent',
                        'declined', 'approved'])[1 + (c.id + g) % 10]
               WHEN c.status = 'active' THEN (ARRAY['pending', 'approved', 'sent'])[1 + (c.id + g) % 3]
               ELSE 'pending' END AS status) AS s
           WHERE c.id BETWEEN $3 AND $4 AND c.deleted_at IS NULL`,
        [providers, entities, first, first + step - 1]
      )
      console.log(`  GOPs of cases ${first.toLocaleString('en')}…`)
    }
  })
  console.log(`GOPs seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

const SLIPS = 3_000_000

export async function seedChargeSlips(client: pg.Client) {
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
  // The demo's RFP lines point at its slips; the RFPs are loaded after the slips, anew.
  await client.query('TRUNCATE charge_slips CASCADE')
  await loadDocuments(client, 'charge_slips', ['charge_slip', 'provider'], async () => {
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

const RFPS = 3_000_000

export async function seedRfps(client: pg.Client) {
  const { rows } = await client.query<{ total: string }>(
    'SELECT count(*) AS total FROM request_for_payments'
  )
  if (Number(rows[0].total) >= RFPS) return
  const started = performance.now()
  await client.query('DELETE FROM request_for_payment_lines')
  await client.query('TRUNCATE request_for_payments CASCADE')
  await loadDocuments(client, 'request_for_payments', ['rfp'], async () => {
    // The member is written from the case here, as the row trigger would, one row at a time.
    await client.query(
      'ALTER TABLE request_for_payments DISABLE TRIGGER request_for_payments_member_of_case'
    )
    const { rows: bounds } = await client.query<{ low: number; high: number }>(
      'SELECT min(id) AS low, max(id) AS high FROM cases'
    )
    const step = 200_000
    for (let first = bounds[0].low; first <= bounds[0].high; first += step) {
      await client.query(
        `INSERT INTO request_for_payments (case_id, center_id, member_id, client_id, number,
           currency_code, charges, service_fee, amount, issue_date, due_date, status,
           rate_to_center, center_currency_code, amount_in_center, approved_at, collected_on,
           collection_reference, collected_at, created_by_id, created_at, updated_at)
         SELECT c.id, c.center_id, c.member_id, c.client_id, 'RFP-' || c.number || '-' || g,
           (ARRAY['MYR', 'THB', 'SGD', 'USD', 'PHP'])[1 + (c.id + g) % 5],
           0, a.amount, a.amount, d.day, d.day + 30, s.status,
           CASE WHEN s.status <> 'pending' THEN 1 END,
           CASE WHEN s.status <> 'pending' THEN 'MYR' END,
           CASE WHEN s.status <> 'pending' THEN a.amount END,
           CASE WHEN s.status <> 'pending' THEN d.day + interval '2 days' END,
           CASE WHEN s.status = 'collected' THEN d.day + 25 END,
           CASE WHEN s.status = 'collected' THEN 'IN-' || c.id || '-' || g END,
           CASE WHEN s.status = 'collected' THEN d.day + interval '25 days' END,
           c.owner_id, d.day + interval '10 hours', d.day + interval '10 hours'
         FROM cases c
         CROSS JOIN LATERAL generate_series(1, 1 + (c.id + 1) % 2) AS g
         CROSS JOIN LATERAL (SELECT least(current_date,
           c.opened_at::date + ((c.id * 17 + g * 31) % 150)) AS day) AS d
         CROSS JOIN LATERAL (SELECT (150 + (c.id * 41 + g * 103) % 60000)::numeric(14, 2)
           + ((c.id + g) % 100) / 100.0 AS amount) AS a
         CROSS JOIN LATERAL (SELECT CASE
             WHEN c.status = 'closed' THEN 'collected'
             WHEN c.status = 'billing' THEN (ARRAY['approved', 'collected'])[1 + (c.id + g) % 2]
             WHEN c.status = 'active' THEN (ARRAY['pending', 'approved'])[1 + (c.id + g) % 2]
             ELSE 'pending' END AS status) AS s
         WHERE c.id BETWEEN $1 AND $2 AND c.deleted_at IS NULL`,
        [first, first + step - 1]
      )
      console.log(`  RFPs of cases ${first.toLocaleString('en')}…`)
    }
    await client.query(
      'ALTER TABLE request_for_payments ENABLE TRIGGER request_for_payments_member_of_case'
    )
  })
  console.log(`RFPs seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
