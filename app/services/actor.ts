import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import { cachedUser } from '#services/access_cache'
import type { WorkCenter } from '#services/shared_user'
import db from '@adonisjs/lucid/services/db'

/**
 * What time it is for the one who acts. Requests and jobs use the system clock; a test (or a
 * replay) hands in its own, so "now" is decided in one place and not read anew by each write.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock stopped at one instant (tests, replays). */
export function fixedClock(instant: Date): Clock {
  return { now: () => new Date(instant) }
}

/** Where an action came from, as the activity log records it. */
export interface Origin {
  ip: string | null
  userAgent: string | null
}

interface ActorBase {
  permissions: ReadonlySet<Permission>
  /** The live centers the actor may act in (a user's own centers, enabled or not). */
  centerIds: number[]
  /**
   * Holds the system role (Administrator): manages every account and may hand out every role
   * and center. Everyone else is held to what they hold themselves.
   */
  isAdministrator: boolean
  /** The center the actor works in now: a user's current center, an integration's own. */
  center: WorkCenter | null
  clock: Clock
  /** The request's IP and browser; null for work that no request started. */
  origin: Origin | null
}

/** A signed-in user acting through a request (or a job that acts on their behalf). */
export interface UserActor extends ActorBase {
  kind: 'user'
  user: User
}

/**
 * The system acting for a named integration ("WhatsApp webhook", "Letter sweeper"): no user,
 * only the permissions and centers the integration is given, and its name in the log.
 */
export interface SystemActor extends ActorBase {
  kind: 'system'
  user: null
  integration: string
}

/**
 * Who changes a record. The store, the workflow runner, the activity log and the center scope
 * take one, so a webhook, a timer, a worker and a person change records the same way; an HTTP
 * request is one way to make one (app/resources/resource_request.ts).
 */
export type Actor = UserActor | SystemActor

/** The acting user's id, or null when the system acts (the "by" columns a transition sets). */
export function actingUserId(actor: Actor): number | null {
  return actor.user?.id ?? null
}

/** The user as an Actor, from the access cache (no query of its own in a request). */
export async function actorOf(
  user: User,
  options: { center?: WorkCenter | null; origin?: Origin | null; clock?: Clock } = {}
): Promise<UserActor> {
  const entry = await cachedUser(user.id)
  return {
    kind: 'user',
    user,
    permissions: entry?.permissions ?? new Set(),
    centerIds: (entry?.centers ?? []).map((center) => center.id).sort((a, b) => a - b),
    isAdministrator: entry?.administrator ?? false,
    center: options.center ?? null,
    clock: options.clock ?? systemClock,
    origin: options.origin ?? null,
  }
}

/**
 * The system acting for an integration in one center: it holds exactly the permissions it is
 * given (nothing by default), so a webhook can do what its integration is for and no more.
 */
/**
 * The system acting for an integration on data no center owns (reference data such as the
 * WhatsApp templates a sync brings in): no user, no center, no permissions of its own.
 */
export function globalSystemActor(integration: string, clock: Clock = systemClock): SystemActor {
  return {
    kind: 'system',
    user: null,
    integration,
    permissions: new Set(),
    centerIds: [],
    isAdministrator: false,
    center: null,
    clock,
    origin: null,
  }
}

export async function systemActor(
  integration: string,
  options: { centerId: number; permissions?: readonly Permission[]; clock?: Clock }
): Promise<SystemActor> {
  const center: {
    id: number
    code: string
    name: string
    time_zone: string
  } | null = await db
    .from('centers')
    .where('id', options.centerId)
    .whereNull('deleted_at')
    .select('id', 'code', 'name', 'time_zone')
    .first()
  if (!center) throw new Error(`${integration}: center ${options.centerId} does not exist`)
  return {
    kind: 'system',
    user: null,
    integration,
    permissions: new Set(options.permissions ?? []),
    centerIds: [center.id],
    isAdministrator: false,
    center: {
      id: center.id,
      displayCode: center.code.toUpperCase(),
      name: center.name,
      timeZone: center.time_zone,
    },
    clock: options.clock ?? systemClock,
    origin: null,
  }
}
