import db from '@adonisjs/lucid/services/db'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { Permission } from '#permissions/catalogue'
import type { UserActor } from '#services/actor'
import { cachedUser } from '#services/access_cache'
import { isoDate } from '#contracts/iso_timestamp'
import { memberSearchBranches, memberSearchKey } from '#queries/member_search'
import { providerSearch } from '#queries/provider_lookup'
import { optionLabel } from '#contracts/member_options'
import { CASE_STATUS_OPTIONS } from '#contracts/case_options'
import { GOP_STATUS_OPTIONS } from '#contracts/gop_options'
import { RFP_STATUS_OPTIONS } from '#contracts/rfp_options'
import { CHARGE_SLIP_STATUS_OPTIONS } from '#contracts/charge_slip_options'
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '#contracts/global_search'

/*
 * The header's global search (issue 29): one term across case numbers, members, providers and
 * the numbers of GOPs, RFPs and charge slips. Each group is read only for a user who may open
 * its records (the permissions of the page a hit opens), each answers at most
 * SEARCH_GROUP_LIMIT records, and every read is a range of an index:
 *
 * - numbers: per center the user belongs to, the start of the number on the center-led number
 *   index (`center_id, number_key`), typed whole ("KUL-2026-0001") or without the document's
 *   prefix and center ("2026-0001" finds KUL-2026-0001 in KUL and BKK-2026-0001 in BKK). A
 *   center the user does not belong to is never read; a record of another of their centers
 *   carries that center's code, and its page offers to switch there and open it.
 * - members: the members list's own search (app/queries/member_search.ts: a name in either
 *   order, any part of the policy number) and the day of birth typed in the site's format; when
 *   nothing matches, each word is corrected to the nearest word of the members' names
 *   (pg_trgm similarity on `member_name_words`) and the corrected search is read the same way.
 * - providers: the providers list's own search (every word starts a word of the name or code).
 */

/** What a group's records need the user to hold: the page each of its hits opens. */
const GROUP_PERMISSIONS: Record<SearchKind, Permission[]> = {
  cases: ['access-cases', 'view-case'],
  members: ['access-members'],
  providers: ['access-providers'],
  // A document opens on its tab of the case's page.
  gops: ['access-cases', 'view-case', 'access-guarantee-of-payments'],
  rfps: ['access-cases', 'view-case', 'access-request-for-payments'],
  charge_slips: ['access-cases', 'view-case', 'access-charge-slips'],
}

/** The kinds whose records the user may open, in SEARCH_KINDS' order. */
export function searchableKinds(permissions: ReadonlySet<Permission>): SearchKind[] {
  return SEARCH_KINDS.map((kind) => kind.value).filter((kind) =>
    GROUP_PERMISSIONS[kind].every((permission) => permissions.has(permission))
  )
}

/** A center the search reads: its id and its code as the numbers hold it (lower case). */
type SearchCenter = { id: number; code: string }

/**
 * A number's start as a range of the "C"-collated key: `low <= key < high`. The ranges come per
 * center (a lateral join), where LIKE with a pattern built in SQL could not use the index. Only
 * printable ASCII is a number (case and document numbers are, and invoice numbers in practice),
 * so the next string after every string that starts with `low` is `low` with its last character
 * moved one on, byte for byte as the collation compares.
 */
type NumberRange = { centerId: number; low: string; high: string }

function rangeOf(centerId: number, low: string): NumberRange {
  const last = low.charCodeAt(low.length - 1)
  return { centerId, low, high: low.slice(0, -1) + String.fromCharCode(last + 1) }
}

/** The search as a number's key ("kul-2026-000123"), or null when it cannot be one. */
function numberKey(term: string): string | null {
  const key = term.trim().toLowerCase()
  return /^[\x21-\x7e]+$/.test(key) ? key : null
}

/**
 * The ranges a number search reads in each center: the key as typed, and with the document's
 * prefix and the center's code before it ("2026-000123" → "gop-kul-2026-000123"). `prefix` is
 * the document's ("gop-"), empty for cases and invoices.
 */
function numberRanges(
  key: string,
  centers: SearchCenter[],
  prefix: string,
  withCenterCode: boolean
): NumberRange[] {
  const rest = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key
  // A center's code typed already ("bkk-2026-…"): no other code goes before it.
  const coded = centers.some((center) => rest.startsWith(`${center.code}-`))
  return centers.flatMap((center) => {
    const starts = new Set([key, `${prefix}${rest}`])
    if (withCenterCode && !coded) starts.add(`${prefix}${center.code}-${rest}`)
    return [...starts].map((start) => rangeOf(center.id, start))
  })
}

type NumberTable = {
  table: 'cases' | 'gops' | 'request_for_payments' | 'charge_slips'
  /** The number's "C"-collated lower-case key, on the center-led index. */
  key: string
  /** The number's own column, as shown. */
  number: string
}

type NumberRow = {
  id: number
  case_id: number
  number: string
  status: string
  center_id: number
  case_number: string
  first_name: string | null
  last_name: string | null
}

/**
 * The records of one numbered table whose number starts with one of the ranges: each range's
 * first rows on the center-led index, newest number first, then the best of them (the user's
 * current center first), with their case's number and member. One statement.
 */
async function numberHits(source: NumberTable, ranges: NumberRange[], currentCenter: number) {
  if (ranges.length === 0) return []
  const limit = SEARCH_GROUP_LIMIT + 1
  const isCase = source.table === 'cases'
  const result: { rows: NumberRow[] } = await db.rawQuery(
    `SELECT hit.id, ${isCase ? 'hit.id' : 'hit.case_id'} AS case_id, hit.${source.number} AS number,
       hit.status, hit.center_id, c.number AS case_number, m.first_name, m.last_name
     FROM (
       -- Two ranges of one center may meet ("kul" and "kul-kul…"): each record once.
       SELECT DISTINCT found.id
       FROM jsonb_to_recordset(?::jsonb) AS r(center_id int, low text, high text)
       CROSS JOIN LATERAL (
         SELECT t.id FROM ${source.table} t
         WHERE t.center_id = r.center_id AND t.${source.key} >= r.low AND t.${source.key} < r.high
           AND t.deleted_at IS NULL
         ORDER BY t.${source.key} DESC, t.id DESC
         LIMIT ?
       ) AS found
     ) AS found
     JOIN ${source.table} hit ON hit.id = found.id
     JOIN cases c ON c.id = ${isCase ? 'hit.id' : 'hit.case_id'}
     LEFT JOIN members m ON m.id = c.member_id
     ORDER BY hit.center_id = ? DESC, hit.${source.key} DESC, hit.id DESC
     LIMIT ?`,
    [
      // One parameter for every range (knex would spread an array into a list of them).
      JSON.stringify(
        ranges.map((range) => ({ center_id: range.centerId, low: range.low, high: range.high }))
      ),
      limit,
      currentCenter,
      limit,
    ]
  )
  return result.rows
}

const memberName = (row: { first_name: string | null; last_name: string | null }) =>
  row.last_name ? `${row.last_name}, ${row.first_name}` : null

/** "Bautista, Maria · Active": the words under a numbered record. */
function numberDetail(
  row: NumberRow,
  statuses: readonly { value: string; label: string }[],
  withCase: boolean
) {
  return [
    withCase ? `Case ${row.case_number}` : null,
    memberName(row),
    optionLabel(statuses, row.status),
  ]
    .filter(Boolean)
    .join(' · ')
}

/** A record's center, told only when it is not the one the user works in. */
function otherCenter(centerId: number, actor: UserActor, centers: SearchCenter[]) {
  if (centerId === actor.center?.id) return {}
  const center = centers.find((candidate) => candidate.id === centerId)
  return center ? { other_center: center.code.toUpperCase() } : {}
}

/** A case's page, on the document's tab for a GOP, an RFP or a charge slip. */
const caseUrl = (caseId: number, tab?: string) =>
  urlFor('navigate.cases.view', { id: caseId }, tab ? { qs: { tab } } : {})

type NumberedKind = Exclude<SearchKind, 'members' | 'providers'>

/** How each numbered kind is read and shown. */
const NUMBERED: Record<
  NumberedKind,
  NumberTable & {
    prefix: string
    withCenterCode: boolean
    tab?: string
    statuses: readonly { value: string; label: string }[]
  }
> = {
  cases: {
    table: 'cases',
    key: 'number_key',
    number: 'number',
    prefix: '',
    withCenterCode: true,
    statuses: CASE_STATUS_OPTIONS,
  },
  gops: {
    table: 'gops',
    key: 'number_key',
    number: 'number',
    prefix: 'gop-',
    withCenterCode: true,
    tab: 'guarantee-of-payments',
    statuses: GOP_STATUS_OPTIONS,
  },
  rfps: {
    table: 'request_for_payments',
    key: 'number_key',
    number: 'number',
    prefix: 'rfp-',
    withCenterCode: true,
    tab: 'request-for-payments',
    statuses: RFP_STATUS_OPTIONS,
  },
  // A provider's own invoice number: no prefix or center code of ours in it.
  charge_slips: {
    table: 'charge_slips',
    key: 'invoice_number_key',
    number: 'invoice_number',
    prefix: '',
    withCenterCode: false,
    tab: 'charge-slips',
    statuses: CHARGE_SLIP_STATUS_OPTIONS,
  },
}

async function numberedGroup(
  kind: NumberedKind,
  key: string | null,
  actor: UserActor,
  centers: SearchCenter[]
): Promise<SearchHit[]> {
  if (key === null) return []
  const source = NUMBERED[kind]
  const ranges = numberRanges(key, centers, source.prefix, source.withCenterCode)
  const rows = await numberHits(source, ranges, actor.center?.id ?? 0)
  return rows.map((row) => ({
    id: row.id,
    title: row.number,
    detail: numberDetail(row, source.statuses, kind !== 'cases'),
    url: caseUrl(row.case_id, source.tab),
    ...otherCenter(row.center_id, actor, centers),
  }))
}

type MemberRow = {
  id: number
  first_name: string
  last_name: string
  policy_number: string
  date_of_birth: Date
  principal_member_id: number | null
  client_name: string
}

/**
 * Members matching the list's search or born on `day`, by name: each branch's first rows along
 * its own index, then the best of those by name. Not each branch's first by name: "mei ling
 * tan" matches 5,000 first names whose last names sort late, and PostgreSQL, told to stop after
 * six in name order, walks the name index from "a" looking for them (1.2 s at a million).
 */
async function memberRows(term: string, day: string | null): Promise<MemberRow[]> {
  const limit = SEARCH_GROUP_LIMIT + 1
  const branches = [
    ...(memberSearchBranches(term) ?? []),
    ...(day
      ? [
          {
            column: 'members.date_of_birth',
            sql: 'members.date_of_birth = ?::date',
            bindings: [day],
          },
        ]
      : []),
  ]
  if (branches.length === 0) return []
  const pick = (branch: { column: string; sql: string }) =>
    `(SELECT members.id FROM members WHERE members.deleted_at IS NULL AND ${branch.sql}
      ORDER BY ${branch.column}, members.id LIMIT ${limit})`
  const result: { rows: MemberRow[] } = await db.rawQuery(
    `SELECT members.id, members.first_name, members.last_name, members.policy_number,
       members.date_of_birth, members.principal_member_id, clients.name AS client_name
     FROM members JOIN clients ON clients.id = members.client_id
     WHERE members.id IN (SELECT id FROM (${branches.map(pick).join(' UNION ')}) AS candidates)
     ORDER BY members.name_key, members.id
     LIMIT ${limit}`,
    branches.flatMap((branch) => branch.bindings)
  )
  return result.rows
}

/**
 * The search with each word of three letters or more replaced by the nearest word of the
 * members' names (trigram similarity, on member_name_words' index), or null when no word has a
 * near one that differs. "bautsta maria" → "bautista maria".
 */
async function correctedSearch(term: string): Promise<string | null> {
  const words = memberSearchKey(term).split(' ').filter(Boolean).slice(0, 4)
  const long = words.filter((word) => word.length >= 3)
  if (long.length === 0) return null
  const result: { rows: { typed: string; word: string }[] } = await db.rawQuery(
    `SELECT typed.word AS typed, nearest.word
     FROM jsonb_array_elements_text(?::jsonb) AS typed(word)
     CROSS JOIN LATERAL (
       SELECT words.word FROM member_name_words words
       WHERE words.word % typed.word
       ORDER BY similarity(words.word, typed.word) DESC, words.word
       LIMIT 1
     ) AS nearest`,
    [JSON.stringify(long)]
  )
  const nearest = new Map(result.rows.map((row) => [row.typed, row.word]))
  const corrected = words.map((word) => nearest.get(word) ?? word).join(' ')
  return corrected === words.join(' ') ? null : corrected
}

function memberHit(row: MemberRow): SearchHit {
  return {
    id: row.id,
    title: `${row.last_name}, ${row.first_name}`,
    detail: [
      row.policy_number,
      row.client_name,
      row.principal_member_id === null ? 'Principal' : 'Dependant',
    ].join(' · '),
    born: isoDate(row.date_of_birth),
    url: urlFor('accounts.members.view', { id: row.id }),
  }
}

async function membersGroup(
  term: string,
  day: string | null
): Promise<Pick<SearchGroup, 'hits' | 'corrected'>> {
  const rows = await memberRows(term, day)
  if (rows.length > 0) return { hits: rows.map(memberHit) }
  const corrected = await correctedSearch(term)
  if (!corrected) return { hits: [] }
  const near = await memberRows(corrected, null)
  return near.length > 0 ? { hits: near.map(memberHit), corrected } : { hits: [] }
}

type ProviderRow = { id: number; name: string; code: string; city: string | null; country: string }

async function providersGroup(term: string): Promise<SearchHit[]> {
  const search = providerSearch(term)
  if (!search) return []
  const rows: ProviderRow[] = await db
    .from('providers')
    .join('countries', 'countries.id', 'providers.country_id')
    .whereNull('providers.deleted_at')
    .whereRaw(search.sql, search.bindings)
    .orderBy('providers.name')
    .orderBy('providers.id')
    .limit(SEARCH_GROUP_LIMIT + 1)
    .select('providers.id', 'providers.name', 'providers.code', 'providers.city')
    .select('countries.name as country')
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    detail: [row.code, row.city, row.country].filter(Boolean).join(' · '),
    url: urlFor('accounts.providers.view', { id: row.id }),
  }))
}

/** The centers the user belongs to, with their codes (from the access cache: no query). */
async function centersOf(actor: UserActor): Promise<SearchCenter[]> {
  const entry = await cachedUser(actor.user.id)
  return (entry?.centers ?? [])
    .filter((center) => actor.centerIds.includes(center.id))
    .map((center) => ({ id: center.id, code: center.code.toLowerCase() }))
}

/**
 * The groups the user may see that found something, each with at most SEARCH_GROUP_LIMIT hits
 * (one more is read to know the group is cut). `day`: the search read as a day in the site's
 * format (the box reads it; a member's date of birth), or null.
 */
export async function globalSearch(
  actor: UserActor,
  term: string,
  day: string | null
): Promise<SearchGroup[]> {
  const kinds = searchableKinds(actor.permissions)
  if (!term.trim() || kinds.length === 0) return []
  const centers = await centersOf(actor)
  const key = numberKey(term)
  const read = (kind: SearchKind): Promise<Pick<SearchGroup, 'hits' | 'corrected'>> => {
    if (kind === 'members') return membersGroup(term, day)
    if (kind === 'providers') return providersGroup(term).then((hits) => ({ hits }))
    return numberedGroup(kind, key, actor, centers).then((hits) => ({ hits }))
  }
  // Independent reads, side by side on the pool.
  const found = await Promise.all(kinds.map(read))
  return kinds
    .map((kind, index) => ({
      kind,
      label: SEARCH_KINDS.find((entry) => entry.value === kind)!.label,
      ...found[index],
      hits: found[index].hits.slice(0, SEARCH_GROUP_LIMIT),
    }))
    .filter((group) => group.hits.length > 0)
}
