/** A role as the list shows it (server: app/resources/roles.ts, toRow). */
export type RoleRow = {
  id: number
  name: string
  description: string | null
  /** The seeded Administrator: every capability, always; cannot be deleted or renamed. */
  is_system: boolean
  capabilities_count: number
  users_count: number
  updated_at: string | null
  deleted_at: string | null
}

export type RoleRecord = RoleRow & { created_at: string; capability_ids: number[] }

export type RoleTrashRow = RoleRow & { deleted_at: string }

/** One capability as a checklist or a role's page shows it. */
export type CapabilityItem = { id: number; name: string; label: string }

/** Capabilities of one menu area (Manage, Accounts…), in the catalogue's order. */
export type CapabilityGroup = { key: string; label: string; capabilities: CapabilityItem[] }

/** The create and edit pages' props: the whole catalogue, grouped. */
export type RoleFormProps = { capabilityGroups: CapabilityGroup[] }

export type RoleEditProps = RoleFormProps & { record: RoleRecord }

/** A user who holds the role, as its page lists them. */
export type RoleHolder = { id: number; name: string; email: string; status: string }

/** The view page's props: the role's own capabilities, grouped, and the first of its users. */
export type RoleViewProps = {
  record: RoleRecord
  capabilityGroups: CapabilityGroup[]
  users: { rows: RoleHolder[]; total: number }
}
