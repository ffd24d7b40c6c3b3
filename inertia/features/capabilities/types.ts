/** A capability as the list shows it (server: app/resources/capabilities.ts, toRow). */
export type CapabilityRow = {
  id: number
  /** The permission the code checks, e.g. 'access-countries'; never changes. */
  name: string
  /** The menu area's key ('manage') and its name ('Manage'). */
  group: string
  group_label: string
  /** As an administrator wrote it; null means the default text. */
  description: string | null
  /** The description, or the default text when there is none. */
  label: string
  roles_count: number
  updated_at: string | null
}

/** The edit page's record: the row, the default text, and the live roles holding it. */
export type CapabilityRecord = CapabilityRow & {
  default_description: string
  roles: { id: number; name: string }[]
}
