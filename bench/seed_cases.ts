/**
 * Two million cases for the cases bench (cases_index.ts), as issue 13 §3 sizes them: ten centers
 * (the demo's three and seven more), a million members (seed_members.ts), six agents per center
 * who own its cases, opened over three years and numbered per center and year as
 * app/services/case_number.ts numbers them, the counters left where those numbers end.
 *
 * Bulk SQL: each batch is one INSERT … SELECT over generate_series, every column derived from
 * the row's ordinal by fixed arithmetic, so a seed is deterministic but for its end day (the
 * day it runs). All batches run in one transaction: a seed that stops half-way leaves nothing,
 * and a database that holds 2,000,000 cases is left alone. Inside it, the indexes and foreign
 * keys of the table are dropped and made again from their own definitions once the rows are in:
 * building a btree from sorted rows, and checking a foreign key with one join, is much faster
 * than maintaining twenty btrees and running ten key checks row by row. The table's own
 * triggers stay on (a statement trigger that keeps counts sees every batch). VACUUM ANALYZE
 * after, as autovacuum would leave a table that has settled: statistics, hint bits and the
 * visibility map that index-only scans rely on.
 */
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { MEMBERS, seedMembers } from './seed_members.js'

export const CASES = 2_000_000
/**
 * A case page's tabs whose tables the bench fills on each case it opens (openedCases), where the
 * app has them: the `tab` query value that opens the page on it, the page prop that carries its
 * table, the table, how many rows each case gets, and the target the opened page is held to.
 * Issue 13: 500 contacts, incidents and diagnoses (what a long evacuation gathers), the page in
 * 80 ms. Issue 14: 2,000 open tasks, 2,000 closed ones, 2,000 notes and 2,000 files, each tab
 * in 60 ms.
 */
export const CASE_TABS = [
  { tab: 'contacts', prop: 'contacts', table: 'case_contacts', records: 500, target: 'open' },
  { tab: 'incidents', prop: 'incidents', table: 'case_incidents', records: 500, target: 'open' },
  { tab: 'icd', prop: 'diagnoses', table: 'case_diagnoses', records: 500, target: 'open' },
  { tab: 'tasks', prop: 'tasks', table: 'tasks', records: 2000, target: 'tab' },
  { tab: 'closed-tasks', prop: 'closedTasks', table: 'tasks', records: 2000, target: 'tab' },
  { tab: 'notes', prop: 'notes', table: 'case_notes', records: 2000, target: 'tab' },
  { tab: 'files', prop: 'files', table: 'case_files', records: 2000, target: 'tab' },
] as const
export type CaseTab = (typeof CASE_TABS)[number]
const BATCH = 200_000
/** How far back the first case was opened. */
const YEARS = 3

/**
 * The ten centers, with the share of the cases each opens (in hundredths). KUL is the big one
 * the bench works in, as the demo administrator does; the first three are the demo's.
 */
export const BENCH_CENTERS = [
  { code: 'KUL', name: 'Kuala Lumpur', zone: 'Asia/Kuala_Lumpur', currency: 'MYR', share: 25 },
  { code: 'BKK', name: 'Bangkok', zone: 'Asia/Bangkok', currency: 'THB', share: 14 },
  { code: 'MNL', name: 'Manila', zone: 'Asia/Manila', currency: 'PHP', share: 12 },
  { code: 'SIN', name: 'Singapore', zone: 'Asia/Singapore', currency: 'SGD', share: 10 },
  { code: 'HKG', name: 'Hong Kong', zone: 'Asia/Hong_Kong', currency: 'HKD', share: 9 },
  { code: 'JKT', name: 'Jakarta', zone: 'Asia/Jakarta', currency: 'IDR', share: 8 },
  { code: 'SGN', name: 'Ho Chi Minh City', zone: 'Asia/Ho_Chi_Minh', currency: 'VND', share: 7 },
  { code: 'TPE', name: 'Taipei', zone: 'Asia/Taipei', currency: 'TWD', share: 6 },
  { code: 'DXB', name: 'Dubai', zone: 'Asia/Dubai', currency: 'AED', share: 5 },
  { code: 'SYD', name: 'Sydney', zone: 'Australia/Sydney', currency: 'AUD', share: 4 },
] as const

const AGENTS_PER_CENTER = 6
const AGENT_FIRST_NAMES = ['Nadia', 'Kenji', 'Farid', 'Joanna', 'Ravi', 'Pim', 'Lucas', 'Hana']
const AGENT_LAST_NAMES = ['Osman', 'Tanaka', 'Halim', 'Villanueva', 'Menon', 'Chaiyo', 'Tran']

/** Where incidents happen: ISO country code, city, IANA zone. */
const PLACES = [
  ['TH', 'Bangkok', 'Asia/Bangkok'],
  ['TH', 'Phuket', 'Asia/Bangkok'],
  ['MY', 'Kuala Lumpur', 'Asia/Kuala_Lumpur'],
  ['SG', 'Singapore', 'Asia/Singapore'],
  ['ID', 'Denpasar', 'Asia/Makassar'],
  ['PH', 'Manila', 'Asia/Manila'],
  ['VN', 'Hanoi', 'Asia/Ho_Chi_Minh'],
  ['JP', 'Tokyo', 'Asia/Tokyo'],
  ['HK', 'Hong Kong', 'Asia/Hong_Kong'],
  ['AU', 'Sydney', 'Australia/Sydney'],
  ['AE', 'Dubai', 'Asia/Dubai'],
  ['KR', 'Seoul', 'Asia/Seoul'],
] as const

const DESCRIPTIONS = [
  'Member admitted through the emergency department with a high fever; the hospital asks for a guarantee of payment for room and board.',
  'Scooter accident; X-ray shows a wrist fracture. Referred to an orthopaedic surgeon, outpatient treatment and follow-up arranged.',
  'Passport stolen at the airport. Police report obtained; embassy appointment booked for an emergency travel document.',
  'Return flight cancelled after a typhoon warning. Hotel and meals arranged for two nights, rebooked on the next flight.',
  'Acute abdominal pain, suspected appendicitis. Surgery at the nearest private hospital; family informed and kept updated daily.',
  'Checked bag missing on arrival; property irregularity report filed with the airline, essential purchases explained.',
  'Member in intensive care after a road accident; daily medical reports from the attending physician, repatriation discussed.',
  'Dental emergency during a business trip: cracked molar with severe pain, appointment arranged at a clinic near the hotel.',
] as const

/**
 * A pick among `modulo` by the row ordinal `i`: a hash of it seeded by `seed`, so that no two
 * picks follow each other (a product `i * k % n` would tie the center to the member's ordinal,
 * and with it to the member's name).
 */
const slot = (seed: number, modulo: number | string) =>
  `((hashint4extended(i, ${seed}) & 9223372036854775807) % ${modulo})::int`

/**
 * Seven more centers, six agents in each center (the Agent role, password-less: they own cases,
 * nobody signs in as them). Idempotent: what exists is kept. Also the WhatsApp bench's centers
 * (whatsapp_pages.ts), which needs them without the millions of cases.
 */
export async function seedCentersAndAgents(client: pg.Client) {
  for (const center of BENCH_CENTERS) {
    await client.query(
      `INSERT INTO centers (code, name, time_zone, currency_code, created_at, updated_at)
       SELECT $1::text, $2::text, $3::text, $4::text, now(), now()
       WHERE NOT EXISTS (SELECT 1 FROM centers WHERE upper(code) = $1::text AND deleted_at IS NULL)`,
      [center.code, center.name, center.zone, center.currency]
    )
  }
  const role = await client.query<{ id: number }>(
    `SELECT id FROM roles WHERE lower(name) = 'agent' AND deleted_at IS NULL`
  )
  if (role.rows.length === 0) throw new Error('no Agent role: the demo seed did not run')
  for (const [index, center] of BENCH_CENTERS.entries()) {
    for (let nth = 1; nth <= AGENTS_PER_CENTER; nth++) {
      const seed = index * AGENTS_PER_CENTER + nth
      const email = `agent${nth}.${center.code.toLowerCase()}@bench.test`
      await client.query(
        `WITH center AS (
           SELECT id FROM centers WHERE upper(code) = $4::text AND deleted_at IS NULL
         ),
         created AS (
           INSERT INTO users (first_name, last_name, email, status, current_center_id,
             created_at, updated_at)
           SELECT $1::text, $2::text, $3::text, 'enabled', center.id, now(), now() FROM center
           WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(email) = $3::text)
           RETURNING id, current_center_id
         ),
         member AS (
           INSERT INTO center_user (user_id, center_id) SELECT id, current_center_id FROM created
         )
         INSERT INTO role_user (user_id, role_id) SELECT id, $5::int FROM created`,
        [
          AGENT_FIRST_NAMES[seed % AGENT_FIRST_NAMES.length],
          AGENT_LAST_NAMES[(seed * 3) % AGENT_LAST_NAMES.length],
          email,
          center.code,
          role.rows[0].id,
        ]
      )
    }
  }
}

/**
 * The lookups each batch joins, as temporary tables of this session: the centers by share
 * (100 slots), with their zone and owners (the center's agents, then the demo users who work
 * there); members by ordinal; each client's live programs; each incident type's categories.
 */
async function prepareLookups(client: pg.Client) {
  await client.query(`CREATE TEMP TABLE bench_centers ON COMMIT DROP AS
    SELECT centers.id AS center_id, upper(centers.code) AS code, centers.time_zone,
      (SELECT array_agg(center_user.user_id ORDER BY users.email LIKE '%@bench.test' DESC,
          users.id)
        FROM center_user JOIN users ON users.id = center_user.user_id
        WHERE center_user.center_id = centers.id AND users.deleted_at IS NULL) AS owners
    FROM centers WHERE deleted_at IS NULL`)
  const codes = BENCH_CENTERS.flatMap((center) => Array(center.share).fill(center.code))
  if (codes.length !== 100) throw new Error('the center shares must add up to 100')
  await client.query(
    `CREATE TEMP TABLE bench_center_slots ON COMMIT DROP AS
     SELECT (slot - 1) AS slot, bench_centers.*
     FROM unnest($1::text[]) WITH ORDINALITY AS slots(code, slot)
     JOIN bench_centers USING (code)`,
    [codes]
  )
  const { rows } = await client.query<{ slots: string; unowned: string }>(
    `SELECT count(*) AS slots, count(*) FILTER (WHERE owners IS NULL) AS unowned
     FROM bench_center_slots`
  )
  if (Number(rows[0].slots) !== 100 || Number(rows[0].unowned) > 0) {
    throw new Error('a bench center or its agents are missing')
  }
  await client.query(`CREATE TEMP TABLE bench_members ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS rn, id, client_id, first_name, last_name
    FROM members WHERE deleted_at IS NULL`)
  await client.query('ALTER TABLE bench_members ADD PRIMARY KEY (rn)')
  await client.query(`CREATE TEMP TABLE bench_programs ON COMMIT DROP AS
    SELECT client_id, array_agg(id ORDER BY id) AS programs
    FROM programs WHERE deleted_at IS NULL GROUP BY client_id`)
  await client.query(`CREATE TEMP TABLE bench_types ON COMMIT DROP AS
    SELECT incident_types.id AS type_id, lower(incident_types.name) AS name,
      (SELECT array_agg(id ORDER BY id) FROM incident_categories
        WHERE incident_type_id = incident_types.id AND deleted_at IS NULL) AS categories
    FROM incident_types WHERE deleted_at IS NULL`)
  await client.query('ANALYZE bench_centers, bench_center_slots, bench_members')
  const places = await client.query<{ id: number; code: string }>(
    `SELECT id, code FROM countries WHERE code = ANY($1) AND deleted_at IS NULL`,
    [PLACES.map(([code]) => code)]
  )
  const countryOf = new Map(places.rows.map((row) => [row.code, row.id]))
  return {
    countryIds: PLACES.map(([code]) => countryOf.get(code) ?? null),
    cities: PLACES.map(([, city]) => city),
    zones: PLACES.map(([, , zone]) => zone),
  }
}

/**
 * Cases `from`..`to` of CASES, opened evenly from YEARS years before `end` up to it (about one
 * every 47 s across the centers). Each column is the ordinal `i` through its own arithmetic:
 * - the center by its share; the member by a bijective hash (each member gets two cases), the
 *   client theirs, the program one of the client's (none for one case in ten);
 * - the incident type Medical 55%, Travel 30%, Specialty 10%, Security 5%, a category of it;
 * - the status by age: over 60 days 95% closed; 14–60 days half closed, the rest billing,
 *   active or pending; the last two weeks mostly active or pending; closed within 30 days;
 * - priority low 15%, normal 55%, high 22%, urgent 8%; 3% evacuations;
 * - an owner among the center's agents (none while pending), who also created it.
 * Numbers run in order of opening per center and year (on the center's clock), after the
 * counter's last value, which the same statement then moves on.
 */
async function insertBatch(
  client: pg.Client,
  from: number,
  to: number,
  end: Date,
  lookups: Awaited<ReturnType<typeof prepareLookups>>,
  members: number
) {
  const step = `(interval '${YEARS} years' / ${CASES})`
  await client.query(
    `WITH src AS MATERIALIZED (
       SELECT i, c.center_id, c.code, c.time_zone, c.owners, m.id AS member_id, m.client_id,
         m.first_name, m.last_name, p.programs, t.type_id, t.categories,
         opened.at AS opened_at, $1::timestamptz - opened.at AS age
       FROM generate_series($2::int, $3::int) AS i
       CROSS JOIN LATERAL (SELECT $1::timestamptz - ${CASES} * ${step} + i * ${step} AS at)
         AS opened
       JOIN bench_center_slots c ON c.slot = ${slot(37, 100)}
       JOIN bench_members m ON m.rn = (i::bigint * 435761) % $4::bigint
       LEFT JOIN bench_programs p ON p.client_id = m.client_id
       JOIN bench_types t ON t.name = CASE
         WHEN ${slot(53, 20)} < 11 THEN 'medical' WHEN ${slot(53, 20)} < 17 THEN 'travel'
         WHEN ${slot(53, 20)} < 19 THEN 'specialty' ELSE 'security' END
     ),
     shaped AS MATERIALIZED (
       SELECT src.*,
         CASE
           WHEN age > interval '60 days' THEN
             CASE WHEN ${slot(61, 100)} < 95 THEN 'closed'
               WHEN ${slot(61, 100)} < 99 THEN 'billing' ELSE 'active' END
           WHEN age > interval '14 days' THEN
             CASE WHEN ${slot(61, 100)} < 50 THEN 'closed' WHEN ${slot(61, 100)} < 75 THEN 'billing'
               WHEN ${slot(61, 100)} < 95 THEN 'active' ELSE 'pending' END
           ELSE
             CASE WHEN ${slot(61, 100)} < 10 THEN 'closed' WHEN ${slot(61, 100)} < 20 THEN 'billing'
               WHEN ${slot(61, 100)} < 70 THEN 'active' ELSE 'pending' END
         END AS status,
         extract(year FROM opened_at AT TIME ZONE time_zone)::smallint AS year
       FROM src
     ),
     numbered AS MATERIALIZED (
       SELECT shaped.*,
         coalesce(counters.last_value, 0)
           + row_number() OVER (PARTITION BY shaped.center_id, shaped.year ORDER BY i) AS sequence,
         owners[1 + ${slot(13, 'array_length(owners, 1)')}] AS worker,
         CASE WHEN status = 'closed'
           THEN least(opened_at + (2 + ${slot(17, 720)}) * interval '1 hour', $1::timestamptz)
         END AS closed_at
       FROM shaped
       LEFT JOIN case_number_counters counters
         ON counters.center_id = shaped.center_id AND counters.year = shaped.year
     ),
     inserted AS (
       INSERT INTO cases (center_id, number, status, client_id, program_id, member_id,
         caller_name, caller_type, caller_relationship, caller_phone, caller_contact_method,
         incident_type_id, incident_category_id, incident_date, incident_country_id,
         incident_city, incident_time_zone, description, owner_id, priority, is_evacuation,
         outcome, opened_at, closed_at, created_by_id, created_at, updated_at)
       SELECT center_id,
         code || '-' || year || '-' || lpad(sequence::text, greatest(6, length(sequence::text)), '0'),
         status, client_id,
         CASE WHEN ${slot(19, 10)} <> 0 THEN programs[1 + ${slot(11, 'array_length(programs, 1)')}] END,
         member_id,
         CASE WHEN ${slot(3, 5)} = 0 THEN 'Admissions desk' ELSE first_name || ' ' || last_name END,
         CASE WHEN ${slot(3, 5)} = 0 THEN 'provider' ELSE 'first-caller' END,
         CASE WHEN ${slot(3, 5)} = 0 THEN 'no_relation' ELSE 'self' END,
         '+60 12 ' || lpad((i % 10000000)::text, 7, '0'),
         'phone',
         type_id,
         categories[1 + ${slot(23, 'array_length(categories, 1)')}],
         (opened_at AT TIME ZONE ($6::text[])[1 + ${slot(31, 12)}])::date,
         ($5::int[])[1 + ${slot(31, 12)}],
         ($7::text[])[1 + ${slot(31, 12)}],
         ($6::text[])[1 + ${slot(31, 12)}],
         ($8::text[])[1 + ${slot(7, 'array_length($8::text[], 1)')}],
         CASE WHEN status <> 'pending' THEN worker END,
         CASE WHEN ${slot(43, 100)} < 15 THEN 'low' WHEN ${slot(43, 100)} < 70 THEN 'normal'
           WHEN ${slot(43, 100)} < 92 THEN 'high' ELSE 'urgent' END,
         ${slot(97, 100)} < 3,
         CASE WHEN status = 'closed' THEN
           CASE ${slot(29, 20)} WHEN 15 THEN 'cancelled-patient-passed-away'
             WHEN 16 THEN 'cancelled-self-arranged' WHEN 17 THEN 'cancelled-lost-to-competitor'
             WHEN 18 THEN 'cancelled-financial' WHEN 19 THEN 'cancelled-quotation-only'
             ELSE 'successful' END
         END,
         opened_at, closed_at, worker, opened_at,
         coalesce(closed_at, least(opened_at + interval '6 hours', $1::timestamptz))
       FROM numbered
     )
     INSERT INTO case_number_counters AS counters (center_id, year, last_value)
     SELECT center_id, year, max(sequence) FROM numbered GROUP BY center_id, year
     ON CONFLICT (center_id, year) DO UPDATE SET last_value = excluded.last_value`,
    [end, from, to, members, lookups.countryIds, lookups.zones, lookups.cities, [...DESCRIPTIONS]]
  )
}

/**
 * The cases whose page the bench opens: twenty of the center's, opened over the last year or so
 * (every 997th id, the newest first).
 */
export async function openedCases(client: pg.Client, centerId: number) {
  const { rows } = await client.query<{ id: number }>(
    `SELECT id FROM cases WHERE center_id = $1 AND deleted_at IS NULL AND id % 997 = 0
     ORDER BY id DESC LIMIT 20`,
    [centerId]
  )
  return rows.map((row) => row.id)
}

/** The tabs of CASE_TABS whose table the app has. */
export async function caseTabsPresent(client: pg.Client) {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
     WHERE relname = ANY($1) AND relkind = 'r' AND relnamespace = 'public'::regnamespace`,
    [CASE_TABS.map((tab) => tab.table)]
  )
  return CASE_TABS.filter((tab) => rows.some((row) => row.name === tab.table))
}

/** What fills a tab's rows (`$2` of them) for each case of `$1`, numbered `n`. */
const TAB_ROWS: Record<CaseTab['tab'], string> = {
  'contacts': `INSERT INTO case_contacts (case_id, name, caller_type, relationship, phone,
      email, preferred_contact_method, notes, created_at, updated_at)
    SELECT cases.id,
      ($3::text[])[1 + n % array_length($3::text[], 1)] || ' '
        || ($4::text[])[1 + (n / 7) % array_length($4::text[], 1)],
      (ARRAY['family-of-member', 'provider', 'client'])[1 + n % 3],
      (ARRAY['son', 'daughter', 'no_relation', 'friend', 'relatives'])[1 + n % 5],
      '+60 12 ' || lpad((cases.id % 1000 * 1000 + n)::text, 7, '0'),
      'contact' || n || '.' || cases.id || '@mail.example',
      (ARRAY['phone', 'email', 'whatsapp'])[1 + n % 3],
      'Called about the admission; prefers to be reached in the evening.',
      cases.opened_at + n * interval '1 minute', cases.opened_at + n * interval '1 minute'
    FROM cases CROSS JOIN generate_series(1, $2::int) AS n
    WHERE cases.id = ANY($1::int[])
      AND NOT EXISTS (SELECT 1 FROM case_contacts WHERE case_contacts.case_id = cases.id)`,
  // The case's own incident, then its follow-ups (the fall, then the complication…).
  'incidents': `INSERT INTO case_incidents (case_id, occurred_on, incident_type_id,
      incident_category_id, country_id, city, description, created_at, updated_at)
    SELECT cases.id, cases.incident_date + n / 10, cases.incident_type_id,
      cases.incident_category_id, cases.incident_country_id, cases.incident_city,
      'Follow-up ' || n || ': ' || coalesce(cases.description, ''),
      cases.opened_at + n * interval '1 hour', cases.opened_at + n * interval '1 hour'
    FROM cases CROSS JOIN generate_series(1, $2::int) AS n
    WHERE cases.id = ANY($1::int[])
      AND NOT EXISTS (SELECT 1 FROM case_incidents WHERE case_incidents.case_id = cases.id)`,
  // Distinct live codes per case (n × 131 stays under the table's size), the first primary.
  'icd': `WITH codes AS (
      SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS total
      FROM icds WHERE deleted_at IS NULL
    )
    INSERT INTO case_diagnoses (case_id, icd_id, is_primary, diagnosed_on, notes, created_at,
      updated_at)
    SELECT cases.id, codes.id, n = 1, cases.incident_date, 'Reported by the treating doctor.',
      cases.opened_at + n * interval '1 hour', cases.opened_at + n * interval '1 hour'
    FROM cases CROSS JOIN generate_series(1, $2::int) AS n
    JOIN codes ON codes.rn = 1 + (cases.id % 1000 + n * 131) % codes.total
    WHERE cases.id = ANY($1::int[])
      AND NOT EXISTS (SELECT 1 FROM case_diagnoses WHERE case_diagnoses.case_id = cases.id)`,
  // Open tasks, due from ten days ago to ten days ahead (some overdue), owned by the case's owner.
  'tasks': tasksOf('open'),
  'closed-tasks': tasksOf('closed'),
  // Notes of a paragraph, every fiftieth pinned, as the app stores them (Delta and its text).
  'notes': `INSERT INTO case_notes (case_id, body, body_text, is_pinned, author_id, created_at,
      updated_at)
    SELECT cases.id,
      jsonb_build_object('ops', jsonb_build_array(jsonb_build_object('insert',
        'Update ' || n || ': spoke with the ward; the member is stable and the next review is '
        || 'tomorrow morning. Waiting for the discharge summary from the hospital.' || chr(10)))),
      'Update ' || n || ': spoke with the ward; the member is stable and the next review is '
        || 'tomorrow morning. Waiting for the discharge summary from the hospital.',
      n % 50 = 0, coalesce(cases.owner_id, (SELECT min(id) FROM users)),
      cases.opened_at + n * interval '10 minutes', cases.opened_at + n * interval '10 minutes'
    FROM cases CROSS JOIN generate_series(1, $2::int) AS n
    WHERE cases.id = ANY($1::int[])
      AND NOT EXISTS (SELECT 1 FROM case_notes WHERE case_notes.case_id = cases.id)`,
  // File rows only: listing a tab reads no blob.
  'files': `INSERT INTO case_files (case_id, original_name, storage_key, mime_type, size, sha256,
      uploaded_by_id, created_at, updated_at)
    SELECT cases.id,
      (ARRAY['discharge-summary', 'invoice', 'passport', 'lab-results', 'x-ray'])[1 + n % 5]
        || '-' || n || (ARRAY['.pdf', '.pdf', '.jpg', '.pdf', '.png'])[1 + n % 5],
      'case-files/bench-' || cases.id || '-' || n,
      (ARRAY['application/pdf', 'application/pdf', 'image/jpeg', 'application/pdf',
        'image/png'])[1 + n % 5],
      10000 + (cases.id * 31 + n * 7919) % 5000000, md5(cases.id || '-' || n) || md5(n::text),
      cases.owner_id,
      cases.opened_at + n * interval '5 minutes', cases.opened_at + n * interval '5 minutes'
    FROM cases CROSS JOIN generate_series(1, $2::int) AS n
    WHERE cases.id = ANY($1::int[])
      AND NOT EXISTS (SELECT 1 FROM case_files WHERE case_files.case_id = cases.id)`,
}

/** A case's tasks in one status, as the app writes them (the center copied from the case). */
function tasksOf(status: 'open' | 'closed') {
  const closed = status === 'closed'
  return `INSERT INTO tasks (case_id, center_id, title, category, priority, status, closed_at,
      closed_by_id, assignee_id, due_at, due_time_zone, created_by_id, created_at, updated_at)
    SELECT cases.id, cases.center_id,
      (ARRAY['Call the hospital for a medical update', 'Send the GOP to the provider',
        'Ask the client to verify the policy', 'Arrange the ambulance', 'Chase the final bill']
      )[1 + n % 5] || ' #' || n,
      (ARRAY['medical', 'specialty', 'security', 'billing'])[1 + n % 4],
      (ARRAY['low', 'normal', 'normal', 'high', 'urgent'])[1 + n % 5],
      '${status}', ${closed ? "now() - n * interval '1 minute'" : 'NULL'},
      ${closed ? 'cases.owner_id' : 'NULL'}, cases.owner_id,
      now() + ((n % 480) - 240) * interval '1 hour', 'Asia/Kuala_Lumpur', cases.owner_id,
      cases.opened_at + n * interval '1 minute', cases.opened_at + n * interval '1 minute'
    FROM cases CROSS JOIN generate_series(1, $2::int) AS n
    WHERE cases.id = ANY($1::int[])
      AND NOT EXISTS (SELECT 1 FROM tasks WHERE tasks.case_id = cases.id
        AND tasks.status = '${status}')`
}

/**
 * Each tab's rows (CASE_TABS) on each case of openedCases in KUL, for the tabs whose table the
 * app has. Idempotent: a case that has a tab's rows is left alone there.
 */
export async function seedCaseRecords(client: pg.Client) {
  const { rows } = await client.query<{ id: number }>(
    `SELECT id FROM centers WHERE upper(code) = 'KUL' AND deleted_at IS NULL`
  )
  if (rows.length === 0) return
  const ids = await openedCases(client, rows[0].id)
  for (const { tab, table, records } of await caseTabsPresent(client)) {
    const names = tab === 'contacts' ? [AGENT_FIRST_NAMES, AGENT_LAST_NAMES] : []
    await client.query(TAB_ROWS[tab], [ids, records, ...names])
    await client.query(`ANALYZE ${table}`)
  }
}

/**
 * Tops the cases table up to CASES rows (after the centers, agents and a million members), in
 * one transaction; a table that has them already is left alone.
 */
export async function seedCases(client: pg.Client) {
  await seedMembers(client)
  await seedCentersAndAgents(client)
  const { rows } = await client.query<{ total: string }>('SELECT count(*) AS total FROM cases')
  const have = Number(rows[0].total)
  if (have >= CASES) return seedCaseRecords(client)
  const started = performance.now()
  const end = new Date()
  end.setUTCMinutes(0, 0, 0)
  await client.query('BEGIN')
  try {
    await client.query(`SET LOCAL work_mem = '256MB'`)
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`)
    const lookups = await prepareLookups(client)
    const members = await client.query<{ total: string }>(
      'SELECT count(*) AS total FROM bench_members'
    )
    if (Number(members.rows[0].total) < MEMBERS) throw new Error('the members are missing')
    // The foreign keys and the indexes other than the primary key, dropped and made again.
    const keys = await client.query<{ name: string; definition: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE conrelid = 'cases'::regclass AND contype = 'f'`
    )
    const indexes = await client.query<{ name: string; definition: string }>(
      `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
       FROM pg_index WHERE indrelid = 'cases'::regclass AND NOT indisprimary`
    )
    for (const key of keys.rows) {
      await client.query(`ALTER TABLE cases DROP CONSTRAINT ${key.name}`)
    }
    for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`)
    for (let first = have + 1; first <= CASES; first += BATCH) {
      const last = Math.min(first + BATCH - 1, CASES)
      await insertBatch(client, first, last, end, lookups, Number(members.rows[0].total))
      console.log(`  ${last.toLocaleString('en')} cases`)
    }
    for (const index of indexes.rows) await client.query(index.definition)
    for (const key of keys.rows) {
      await client.query(`ALTER TABLE cases ADD CONSTRAINT ${key.name} ${key.definition}`)
    }
    console.log(`  ${indexes.rows.length} indexes and ${keys.rows.length} foreign keys made again`)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
  await client.query('VACUUM (ANALYZE) cases')
  await client.query('VACUUM (ANALYZE) case_number_counters')
  await client.query('ANALYZE centers, users, center_user, role_user')
  await seedCaseRecords(client)
  console.log(`cases seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
