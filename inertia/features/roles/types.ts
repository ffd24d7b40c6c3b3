import type { Data } from '@generated/data'

/** A role as the list shows it (generated from its server transformer). */
export type RoleRow = Data.Role

export type RoleRecord = Data.Role.Variants['forDetail']

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
