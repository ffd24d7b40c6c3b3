import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { imageUrl } from '#services/images'
import { rowTimestamps, type PlainColumns, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/users.ts `columns`). */
export type PlainUser = {
  id: number
  first_name: string
  last_name: string
  email: string
  picture: string | null
  status: string
  last_login_at: Date | null
  role_names: string | null
  center_codes: string | null
} & PlainRecordTimestamps

/** What the view and edit pages' record reads: every column, loadDetail's links (plainRowOf). */
export type PlainUserRecord = PlainUser &
  PlainColumns<User> & {
    role_ids: number[]
    center_ids: number[]
  }

/**
 * A user as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record. The record reads more of the table than the list does, so `forDetail` asks for the
 * whole record's plain row (plainRowOf) through its `this` type: a list row cannot reach it.
 */
export default class UserTransformer<
  Row extends PlainUser = PlainUser,
> extends BaseTransformer<Row> {
  toObject() {
    const user = this.resource
    return {
      id: user.id,
      // As User.fullName writes it.
      name: `${user.first_name} ${user.last_name}`.trim(),
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      picture: imageUrl(user.picture),
      roles: user.role_names ?? '',
      centers: user.center_codes ?? '',
      status: user.status,
      last_login_at: isoTimestamp(user.last_login_at),
      ...rowTimestamps(user),
    }
  }

  forDetail(this: UserTransformer<PlainUserRecord>) {
    const user = this.resource
    return {
      ...this.toObject(),
      created_at: isoTimestamp(user.created_at),
      phone: user.phone,
      role_ids: user.role_ids ?? [],
      center_ids: user.center_ids ?? [],
      two_factor_enabled: user.two_factor_confirmed_at !== null,
      google_linked: user.google_id !== null,
    }
  }
}
