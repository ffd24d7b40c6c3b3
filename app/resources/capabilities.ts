import db from '@adonisjs/lucid/services/db'
import Capability from '#models/capability'
import type { ListDefinition } from '#queries/list_query'
import type { StoredResource } from '#services/record_store'
import { allPermissions, permissionGroupNames } from '#permissions/catalogue'
import { ilikeAny, plainRowOf } from '#resources/shared'
import type { Option } from '#contracts/list'
import CapabilityTransformer, {
  capabilityGroupLabels,
  groupLabel,
  capabilityLabel,
  type PlainCapability,
} from '#transformers/capability_transformer'

export type CapabilityRow = ReturnType<CapabilityTransformer['toObject']>

/** Live roles holding the capability, counted with the page's rows (no N+1). */
const ROLES_COUNT = db.raw(
  `(SELECT count(*) FROM capability_role
    JOIN roles ON roles.id = capability_role.role_id AND roles.deleted_at IS NULL
    WHERE capability_role.capability_id = capabilities.id)::int AS roles_count`
)

/** The capability as its edit page shows it: the default text, and the roles that hold it. */
export async function capabilityDetail(capability: Capability) {
  const roles: { id: number; name: string }[] = await db
    .from('roles')
    .join('capability_role', 'capability_role.role_id', 'roles.id')
    .where('capability_role.capability_id', capability.id)
    .whereNull('roles.deleted_at')
    .orderBy('roles.name')
    .select('roles.id', 'roles.name')
  const plain = plainRowOf<PlainCapability>(capability)
  return new CapabilityTransformer({ ...plain, roles }).forDetail()
}

const groupOptions = (): Option[] =>
  permissionGroupNames.map((group) => ({ value: group, label: capabilityGroupLabels[group] }))

/** Settings › Capabilities: the catalogue as the database holds it, with editable descriptions. */
export const capabilitiesList: ListDefinition<typeof Capability, CapabilityRow, PlainCapability> = {
  model: Capability,
  // The catalogue is code: there is no trash and no deleted_at.
  softDeletes: false,
  columns: [
    'capabilities.id',
    'capabilities.name',
    'capabilities.group',
    'capabilities.description',
    'capabilities.updated_at',
    ROLES_COUNT,
  ],
  // About 150 rows that only the seeder adds: the unique index serves name, group needs none.
  sortable: { name: 'capabilities.name', group: 'capabilities.group' },
  // Ids follow the catalogue's order, so within a group the tie-breaker lists it as the code does.
  defaultSort: 'group',
  search: (query, term) =>
    query.where(ilikeAny(['capabilities.name', 'capabilities.description'], term)),
  filters: {
    group: {
      options: groupOptions,
      apply: (query, values) => void query.whereIn('capabilities.group', values),
    },
  },
  transformer: CapabilityTransformer,
}

export const capabilityStore: StoredResource<typeof Capability> = {
  model: Capability,
  subjectType: 'capability',
  softDeletes: false,
}

const catalogueOrder = new Map<string, number>(allPermissions.map((name, index) => [name, index]))
const catalogueIndex = (name: string) => catalogueOrder.get(name) ?? Number.MAX_SAFE_INTEGER

/** One capability in a checklist or a role's page. */
export type CapabilityItem = { id: number; name: string; label: string }

/** Capabilities by menu area, in menu order, each group in the catalogue's order. */
export type CapabilityGroup = { key: string; label: string; capabilities: CapabilityItem[] }

/**
 * The catalogue grouped for the role form's checklist, or only the given role's capabilities
 * for its page. One query either way.
 */
export async function capabilityGroups(roleId?: number): Promise<CapabilityGroup[]> {
  const query = db
    .from('capabilities')
    .select('capabilities.id', 'capabilities.name', 'capabilities.group')
    .select('capabilities.description')
  if (roleId !== undefined) {
    query
      .join('capability_role', 'capability_role.capability_id', 'capabilities.id')
      .where('capability_role.role_id', roleId)
  }
  const rows: { id: number; name: string; group: string; description: string | null }[] =
    await query
  // In the catalogue's order (related permissions side by side), not the order rows were added.
  rows.sort((a, b) => catalogueIndex(a.name) - catalogueIndex(b.name) || a.id - b.id)
  const order = [...permissionGroupNames, ...new Set(rows.map((row) => row.group))]
  const groups: CapabilityGroup[] = []
  for (const key of new Set(order)) {
    const capabilities = rows
      .filter((row) => row.group === key)
      .map((row) => ({
        id: row.id,
        name: row.name,
        label: capabilityLabel(row.name, row.description),
      }))
    if (capabilities.length > 0) groups.push({ key, label: groupLabel(key), capabilities })
  }
  return groups
}

/** Every capability's id: what the system role always holds. */
export async function allCapabilityIds(): Promise<number[]> {
  const rows: { id: number }[] = await db.from('capabilities').orderBy('id').select('id')
  return rows.map((row) => row.id)
}
