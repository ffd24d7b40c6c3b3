import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type RolesController from '#controllers/settings/roles_controller'

/** A role as the list shows it (generated from its server transformer). */
export type RoleRow = Data.Role

export type RoleRecord = Data.Role.Variants['forDetail']

export type RoleTrashRow = RoleRow & { deleted_at: string }

/** The create and edit pages' props: the catalogue this user may grant, grouped (formProps). */
export type RoleFormProps = InferPageProps<typeof RolesController, 'create'>

export type RoleEditProps = InferPageProps<typeof RolesController, 'edit'>

/** The view page's props: the role's own capabilities, grouped, and the first of its users. */
export type RoleViewProps = InferPageProps<typeof RolesController, 'show'>

/** Capabilities of one menu area (Manage, Accounts…), in the catalogue's order. */
export type CapabilityGroup = RoleFormProps['capabilityGroups'][number]

/** One capability as a checklist or a role's page shows it. */
export type CapabilityItem = CapabilityGroup['capabilities'][number]

/** A user who holds the role, as its page lists them. */
export type RoleHolder = RoleViewProps['users']['rows'][number]
