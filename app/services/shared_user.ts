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

export async function sharedUser(user: User): Promise<SharedUser> {
  const [centers, permissions] = await Promise.all([user.memberCenters(), permissionsOf(user)])
  const current = centers.find((center) => center.id === user.currentCenterId) ?? null
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
