import type User from '#models/user'
import { permissionsOf } from '#services/access'
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

/** Per-request memo of the user's centers: the top bar and the date display both read them. */
const centersOf = new WeakMap<User, ReturnType<User['memberCenters']>>()

function memberCenters(user: User) {
  let centers = centersOf.get(user)
  if (!centers) {
    centers = user.memberCenters()
    centersOf.set(user, centers)
  }
  return centers
}

/** The center the user works in now (live, enabled, theirs), or null. */
export async function currentCenterOf(user: User) {
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
