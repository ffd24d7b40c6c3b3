import { BaseTransformer } from '@adonisjs/core/transformers'
import { describePermission, isPermission, type PermissionGroup } from '#permissions/catalogue'
import { isoTimestamp } from '#contracts/iso_timestamp'

/** The menu areas the catalogue is grouped by, as the menus name them, in menu order. */
export const capabilityGroupLabels: Record<PermissionGroup, string> = {
  manage: 'Manage',
  accounts: 'Accounts',
  navigate: 'Navigate',
  verify: 'Verify',
  messaging: 'Messaging',
  reports: 'Reports',
  settings: 'Settings',
}

export function groupLabel(group: string) {
  return capabilityGroupLabels[group as PermissionGroup] ?? group
}

/**
 * How a capability reads to people: its description, or the catalogue's default when an
 * administrator emptied it ("access-incident-types" → "Access incident types").
 */
export function capabilityLabel(name: string, description: string | null) {
  if (description) return description
  return isPermission(name) ? describePermission(name) : name
}

/** The plain row the list reads (app/resources/capabilities.ts `columns`). */
export type PlainCapability = {
  id: number
  name: string
  group: string
  description: string | null
  updated_at: Date | null
  /** Counted in the list; the edit page counts the roles it lists. */
  roles_count?: number
}

/** What the edit page's record reads: the row's columns and the live roles that hold it. */
export type PlainCapabilityRecord = PlainCapability & { roles: { id: number; name: string }[] }

/**
 * A capability as Settings › Capabilities gets it: `toObject()` is the list's row, `forDetail()`
 * the edit page's record. The record also lists the roles that hold it (read by
 * capabilityDetail), so `forDetail` asks for that wider plain row through its `this` type.
 */
export default class CapabilityTransformer<
  Row extends PlainCapability = PlainCapability,
> extends BaseTransformer<Row> {
  toObject() {
    const capability = this.resource
    return {
      id: capability.id,
      name: capability.name,
      group: capability.group,
      group_label: groupLabel(capability.group),
      description: capability.description,
      label: capabilityLabel(capability.name, capability.description),
      roles_count: Number(capability.roles_count ?? 0),
      updated_at: isoTimestamp(capability.updated_at),
    }
  }

  /** The row, the default text, and the live roles that hold it. */
  forDetail(this: CapabilityTransformer<PlainCapabilityRecord>) {
    const capability = this.resource
    return {
      ...this.toObject(),
      roles_count: capability.roles.length,
      default_description: isPermission(capability.name)
        ? describePermission(capability.name)
        : capability.name,
      roles: capability.roles,
    }
  }
}
