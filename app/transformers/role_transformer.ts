import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/roles.ts `columns`). */
export type PlainRole = {
  id: number
  name: string
  description: string | null
  is_system: boolean
  /** Counted in the list; a detail page's loadDetail puts them in `$extras`. */
  capabilities_count?: number
  users_count?: number
} & PlainRecordTimestamps

/** What the view and edit pages' record reads: the row's columns and loadDetail's links. */
export type PlainRoleRecord = PlainRole & { capability_ids: number[] }

/**
 * A role as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record. The record also holds the ids of the capabilities it has (loadDetail), so
 * `forDetail` asks for that wider plain row through its `this` type: a list row cannot reach it.
 */
export default class RoleTransformer<
  Row extends PlainRole = PlainRole,
> extends BaseTransformer<Row> {
  toObject() {
    const role = this.resource
    return {
      id: role.id,
      name: role.name,
      description: role.description,
      is_system: role.is_system,
      capabilities_count: Number(role.capabilities_count ?? 0),
      users_count: Number(role.users_count ?? 0),
      ...rowTimestamps(role),
    }
  }

  /** The row plus the ids of the capabilities it holds. */
  forDetail(this: RoleTransformer<PlainRoleRecord>) {
    const role = this.resource
    return {
      ...this.toObject(),
      created_at: isoTimestamp(role.created_at),
      capability_ids: role.capability_ids ?? [],
    }
  }
}
