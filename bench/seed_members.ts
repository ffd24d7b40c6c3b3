/**
 * A million members for the benchmarks that search them (members_index.ts, request_cost.ts):
 * tops the members table up to 1,000,000 rows in batches of 100,000 INSERT … SELECT statements
 * (about a minute, once; a database that has them already is left alone).
 */
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { FIRST_NAMES, LAST_NAMES } from '../database/seeders/demo/demo_members.js'

export const MEMBERS = 1_000_000
const BATCH = 100_000

const SYLLABLES = [
  'ka',
  'ran',
  'dee',
  'mo',
  'li',
  'sa',
  'to',
  'ven',
  'ro',
  'na',
  'bel',
  'chi',
  'do',
  'fa',
  'gu',
  'har',
  'is',
  'jo',
  'kov',
  'lu',
  'mar',
  'nel',
  'or',
  'pe',
  'qui',
  'ras',
  'sun',
  'tel',
  'ul',
  'vi',
]

/**
 * A million members: three in ten carry one of the region's common surnames (as real books do:
 * "Tan" and "Lim" are everywhere), the rest a composed one (27,000 kinds). Policy numbers are
 * P- and eight digits; the demo clients and their first programs take turns.
 */
export async function seedMembers(client: pg.Client) {
  const { rows } = await client.query<{ live: string }>(`SELECT count(*) AS live FROM members`)
  let have = Number(rows[0].live)
  if (have >= MEMBERS) return
  const started = performance.now()
  const clients = await client.query<{ id: number; program_id: number | null }>(
    `SELECT clients.id,
       (SELECT min(id) FROM programs WHERE programs.client_id = clients.id) AS program_id
     FROM clients WHERE deleted_at IS NULL ORDER BY id`
  )
  if (clients.rows.length === 0) throw new Error('no clients: the demo seed did not run')
  const firstNames = FIRST_NAMES.map(([name]) => name)
  const genders = FIRST_NAMES.map(([, gender]) => gender)
  while (have < MEMBERS) {
    const size = Math.min(BATCH, MEMBERS - have)
    await client.query(
      `INSERT INTO members (first_name, last_name, gender, date_of_birth, client_id, program_id,
         policy_number, policy_valid_from, policy_valid_to, relationship, created_at, updated_at)
       SELECT ($1::text[])[1 + (i * 7) % array_length($1::text[], 1)],
         CASE WHEN i % 10 < 3 THEN ($3::text[])[1 + (i / 10) % array_length($3::text[], 1)]
           ELSE initcap(($4::text[])[1 + i % 30] || ($4::text[])[1 + (i / 30) % 30]
             || ($4::text[])[1 + (i / 900) % 30]) END,
         ($2::text[])[1 + (i * 7) % array_length($2::text[], 1)],
         date '1940-01-01' + (i * 37) % 29000,
         ($5::int[])[1 + i % array_length($5::int[], 1)],
         ($6::int[])[1 + i % array_length($6::int[], 1)],
         'P-' || lpad(i::text, 8, '0'),
         date '2026-01-01', date '2026-12-31', 'self', now(), now()
       FROM generate_series($7::int, $8::int) AS i`,
      [
        firstNames,
        genders,
        [...LAST_NAMES],
        SYLLABLES,
        clients.rows.map((row) => row.id),
        clients.rows.map((row) => row.program_id),
        have + 1,
        have + size,
      ]
    )
    have += size
    console.log(`  ${have.toLocaleString('en')} members`)
  }
  await client.query('ANALYZE members')
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
