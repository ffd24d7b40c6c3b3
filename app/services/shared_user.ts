import type User from '#models/user'
import { permissionsOf } from '#services/access'
import { cachedUser } from '#services/access_cache'
import { imageUrl } from '#services/images'

/** The signed-in user exactly as SPEC.md §3 names it, shared with every authenticated page. */
export type SharedUser = {
  id: number
  first_name: string
  last_name: string
  picture: string | null
  center_code: string | null
  center: string | null
  centers: { label: string; value: number }[]
  permission: string[]
}

/** A center as the top bar and the date display use it. */
export type WorkCenter = { id: number; displayCode: string; name: string; timeZone: string }

/**
 * The live, enabled centers the user belongs to, by code (the Change Center options), from the
 * access cache.
 */
async function memberCenters(user: User): Promise<WorkCenter[]> {
  const entry = await cachedUser(user.id)
  return (entry?.centers ?? [])
    .filter((center) => center.is_enabled)
    .map((center) => ({
      id: center.id,
      displayCode: center.code.toUpperCase(),
      name: center.name,
      timeZone: center.time_zone,
    }))
}

/** The center the user works in now (live, enabled, theirs), or null. */
export async function currentCenterOf(user: User): Promise<WorkCenter | null> {
  const centers = await memberCenters(user)
  return centers.find((center) => center.id === user.currentCenterId) ?? null
}

export async function sharedUser(user: User): Promise<SharedUser> {
  const [centers, permissions] = await Promise.all([memberCenters(user), permissionsOf(user)])
  const current = await currentCenterOf(user)
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    picture: imageUrl(user.picture),
    center_code: current ? current.displayCode : null,
    center: current ? current.name : null,
    centers: centers.map((center) => ({
      label: `${center.displayCode} — ${center.name}`,
      value: center.id,
    })),
    permission: [...permissions],
  }
}
