import { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { isPermission, type Permission } from '#permissions/catalogue'
import { RequestMemo } from '#services/request_memo'

/**
 * What every request reads before its own work: the signed-in user's row, their permissions,
 * centers and roles, and the site settings. Read from the database they cost five round trips
 * a request (issue 12); here each app process keeps them in memory while the `access` version
 * (database/migrations/..._create_cache_versions.ts) is unchanged. Triggers bump the version in
 * the same transaction as each write to the tables they come from, so one small read per
 * request tells every process, the moment a change is committed, that its copies are stale:
 * a role edited on one instance reaches a user served by another on their next request.
 *
 * Outside a request (ace commands, the queue worker, a test's own calls) nothing is cached:
 * callers read the database as before.
 */

/** A center the user belongs to, live (enabled or not). */
export type MemberCenter = {
  id: number
  code: string
  name: string
  time_zone: string
  is_enabled: boolean
}

/** Everything the framework's work reads about one signed-in user. */
export type CachedUser = {
  /** The users row as the database returns it (for building the model). */
  row: Record<string, unknown>
  permissions: Set<Permission>
  /** Live centers, ordered by code. */
  centers: MemberCenter[]
  /** Live roles held. */
  roleIds: number[]
  /** Holds the live system role (Administrator). */
  administrator: boolean
  /** Has a confirmed second factor. */
  twoFactorOn: boolean
}

/** The version as of this moment, in SQL: a column of the session's read (session_store.ts). */
export const ACCESS_VERSION_SQL = `(SELECT version FROM cache_versions WHERE name = 'access')`

/** The version this process's copies were read at; null before the first request. */
let filledAt: string | null = null
let settings: Promise<Map<string, unknown>> | null = null
const users = new Map<number, Promise<CachedUser | null>>()

/** The version read once per request, shared by every cache use in it. */
const checkedIn = new RequestMemo<Promise<void>>('access version checked')

async function readVersion() {
  const result: { rows: { version: string | number }[] } = await db.rawQuery(
    `SELECT ${ACCESS_VERSION_SQL} AS version`
  )
  applyVersion(result.rows[0]?.version)
}

function applyVersion(read: string | number | null | undefined) {
  const version = String(read ?? '')
  if (version !== filledAt) {
    // Copies read before this moment may be older than the version: drop them all. A load
    // already under way keeps its own promise, which no later request is handed.
    users.clear()
    settings = null
    filledAt = version
  }
}

/**
 * The request's version check: at most one query per request, however many places ask. Null
 * outside a request, where callers read the database directly.
 */
function checked(): Promise<void> | null {
  const ctx = HttpContext.get()
  return ctx ? checkFor(ctx) : null
}

function checkFor(ctx: HttpContext): Promise<void> {
  let done = checkedIn.get(ctx)
  if (!done) {
    done = readVersion()
    // Whoever awaits it still gets the error; a request that never does must not crash the
    // process with an unhandled rejection.
    done.catch(() => {})
    checkedIn.set(ctx, done)
  }
  return done
}

/**
 * Starts the request's version read before the session is read, so the two round trips overlap
 * instead of following each other (a session kept in Redis: app/services/session_store.ts).
 */
export function checkAccessEarly(ctx: HttpContext) {
  void checkFor(ctx)
}

/**
 * The request's version check, answered by a read that already brought the version (the
 * session's, in one statement with it): the request sends no statement of its own for it.
 */
export function acceptAccessVersion(ctx: HttpContext, version: string | number | null) {
  if (checkedIn.get(ctx)) return
  applyVersion(version)
  checkedIn.set(ctx, Promise.resolve())
}

async function loadSettings(): Promise<Map<string, unknown>> {
  const rows: { key: string; value: unknown }[] = await db.from('settings').select('key', 'value')
  return new Map(rows.map((row) => [row.key, row.value]))
}

/** Every stored setting by key (app/services/settings.ts gives them types and defaults). */
export async function storedSettings(): Promise<Map<string, unknown>> {
  const check = checked()
  if (!check) return loadSettings()
  await check
  settings ??= loadSettings()
  return settings
}

/** The columns the user's query adds beside the users row (all prefixed, so none clashes). */
type CacheExtras = {
  cache_permissions: string[] | null
  cache_centers: MemberCenter[] | null
  cache_role_ids: (number | string)[] | null
  cache_administrator: boolean
  cache_two_factor_on: boolean
}

/**
 * One user's row, permissions, centers and roles, in one round trip (each part a subquery of
 * one statement), or null when there is no such user.
 */
async function loadUser(id: number): Promise<CachedUser | null> {
  const result: { rows: (Record<string, unknown> & CacheExtras)[] } = await db.rawQuery(
    `SELECT users.*,
       ARRAY(
         SELECT DISTINCT capabilities.name FROM role_user
         JOIN roles ON roles.id = role_user.role_id AND roles.deleted_at IS NULL
         JOIN capability_role ON capability_role.role_id = roles.id
         JOIN capabilities ON capabilities.id = capability_role.capability_id
         WHERE role_user.user_id = users.id ORDER BY capabilities.name
       ) AS cache_permissions,
       (SELECT coalesce(jsonb_agg(jsonb_build_object(
            'id', centers.id, 'code', centers.code, 'name', centers.name,
            'time_zone', centers.time_zone, 'is_enabled', centers.is_enabled
          ) ORDER BY centers.code), '[]'::jsonb)
          FROM center_user JOIN centers ON centers.id = center_user.center_id
          WHERE center_user.user_id = users.id AND centers.deleted_at IS NULL
       ) AS cache_centers,
       ARRAY(
         SELECT role_user.role_id FROM role_user
         JOIN roles ON roles.id = role_user.role_id AND roles.deleted_at IS NULL
         WHERE role_user.user_id = users.id ORDER BY role_user.role_id
       ) AS cache_role_ids,
       EXISTS (
         SELECT 1 FROM role_user
         JOIN roles ON roles.id = role_user.role_id AND roles.deleted_at IS NULL
         WHERE role_user.user_id = users.id AND roles.is_system
       ) AS cache_administrator,
       EXISTS (
         SELECT 1 FROM two_factor_credentials
         WHERE two_factor_credentials.user_id = users.id
           AND two_factor_credentials.confirmed_at IS NOT NULL
       ) AS cache_two_factor_on
     FROM users WHERE users.id = ?`,
    [id]
  )
  const found = result.rows[0]
  if (!found) return null
  const {
    cache_permissions: permissions,
    cache_centers: centers,
    cache_role_ids: roleIds,
    cache_administrator: administrator,
    cache_two_factor_on: twoFactorOn,
    ...row
  } = found
  return {
    row,
    permissions: new Set((permissions ?? []).filter(isPermission)),
    centers: centers ?? [],
    roleIds: (roleIds ?? []).map(Number),
    administrator,
    twoFactorOn,
  }
}

/**
 * The access version this request's copies belong to: a key that changes whenever the user,
 * their roles and centers, or the settings may have (the page's once-props use it).
 */
export async function accessVersion(): Promise<string> {
  const check = checked()
  if (check) await check
  return filledAt ?? 'uncached'
}

/**
 * Drops this process's copies now, for a request that changed what they hold and reads it
 * again before it ends (a settings page that re-renders); other processes see the version.
 */
export function forgetCachedAccess() {
  users.clear()
  settings = null
  filledAt = null
}

/** The user as the cache holds them (or as the database has them, outside a request). */
export async function cachedUser(id: number): Promise<CachedUser | null> {
  const check = checked()
  if (!check) return loadUser(id)
  await check
  let entry = users.get(id)
  if (!entry) {
    entry = loadUser(id)
    users.set(id, entry)
    // A failed read is not kept: the next request tries again.
    entry.catch(() => users.delete(id))
  }
  return entry
}
