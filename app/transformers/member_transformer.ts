import { BaseTransformer } from '@adonisjs/core/transformers'
import type Member from '#models/member'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainColumns, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/members.ts `columns`). */
export type PlainMember = {
  id: number
  title: string | null
  first_name: string
  last_name: string
  gender: string
  date_of_birth: Date
  client_id: number
  program_id: number | null
  policy_number: string
  policy_valid_to: Date | null
  principal_member_id: number | null
  relationship: string
  /** Joined; a detail page's loadDetail puts them in `$extras`. */
  client_name?: string | null
  program_name?: string | null
} & PlainRecordTimestamps

/** A dependant's principal as the view and edit pages show it (the day as 'YYYY-MM-DD'). */
export type PrincipalSummary = {
  id: number
  name: string
  policy_number: string
  date_of_birth: string
}

/** What the view and edit pages' record reads: every column, loadDetail's names (plainRowOf). */
export type PlainMemberRecord = PlainMember &
  PlainColumns<Member> & {
    nationality_name: string | null
    country_name: string | null
    /** Null for a principal. */
    principal: PrincipalSummary | null
  }

/**
 * A member as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record. The record reads more of the table than the list does, so `forDetail` asks for the
 * whole record's plain row (plainRowOf) through its `this` type: a list row cannot reach it.
 */
export default class MemberTransformer<
  Row extends PlainMember = PlainMember,
> extends BaseTransformer<Row> {
  /** Rows carry their client's and program's names through two joins on small tables. */
  toObject() {
    const member = this.resource
    return {
      id: member.id,
      title: member.title,
      first_name: member.first_name,
      last_name: member.last_name,
      name: `${member.last_name}, ${member.first_name}`,
      gender: member.gender,
      date_of_birth: isoDate(member.date_of_birth),
      client_id: member.client_id,
      client: String(member.client_name ?? ''),
      program_id: member.program_id,
      program: member.program_name ?? null,
      policy_number: member.policy_number,
      policy_valid_to: member.policy_valid_to ? isoDate(member.policy_valid_to) : null,
      principal_member_id: member.principal_member_id,
      relationship: member.relationship,
      ...rowTimestamps(member),
    }
  }

  forDetail(this: MemberTransformer<PlainMemberRecord>) {
    const member = this.resource
    return {
      ...this.toObject(),
      created_at: isoTimestamp(member.created_at),
      nationality_id: member.nationality_id,
      nationality: member.nationality_name ?? null,
      id_number: member.id_number,
      policy_valid_from: member.policy_valid_from ? isoDate(member.policy_valid_from) : null,
      principal: member.principal ?? null,
      phone: member.phone,
      email: member.email,
      preferred_contact_method: member.preferred_contact_method,
      address: member.address,
      city: member.city,
      country_id: member.country_id,
      country: member.country_name ?? null,
      notes: member.notes,
    }
  }
}
