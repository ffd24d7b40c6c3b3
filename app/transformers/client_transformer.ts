import { BaseTransformer } from '@adonisjs/core/transformers'
import type Client from '#models/client'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainColumns, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the list reads (app/resources/clients.ts `columns`). */
export type PlainClient = {
  id: number
  code: string
  name: string
  client_type: string
  country_id: number
  billing_currency_code: string
  is_enabled: boolean
  /** Joined; a detail page's loadDetail puts it in `$extras`. */
  country_name?: string | null
} & PlainRecordTimestamps

/** What the view and edit pages' record reads: every column, loadDetail's names (plainRowOf). */
export type PlainClientRecord = PlainClient &
  PlainColumns<Client> & {
    /** Marked "(deleted)" when the group was trashed since. */
    report_email_group_name: string | null
    billing_email_group_name: string | null
  }

/**
 * A client as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record. The record reads more of the table than the list does, so `forDetail` asks for the
 * whole record's plain row (plainRowOf) through its `this` type: a list row cannot reach it.
 */
export default class ClientTransformer<
  Row extends PlainClient = PlainClient,
> extends BaseTransformer<Row> {
  /** Rows carry their country's name through one join. */
  toObject() {
    const client = this.resource
    return {
      id: client.id,
      code: client.code,
      name: client.name,
      client_type: client.client_type,
      country_id: client.country_id,
      country: String(client.country_name ?? ''),
      billing_currency_code: client.billing_currency_code,
      is_enabled: client.is_enabled,
      ...rowTimestamps(client),
    }
  }

  /** General info and Billing. */
  forDetail(this: ClientTransformer<PlainClientRecord>) {
    const client = this.resource
    return {
      ...this.toObject(),
      created_at: isoTimestamp(client.created_at),
      contact_name: client.contact_name,
      email: client.email,
      phone: client.phone,
      website: client.website,
      address: client.address,
      city: client.city,
      payment_terms_days: client.payment_terms_days,
      report_email_group_id: client.report_email_group_id,
      report_email_group_name: client.report_email_group_name ?? null,
      /** What each request for payment adds, in the billing currency (null: none). */
      service_fee: client.service_fee,
      billing_email_group_id: client.billing_email_group_id,
      billing_email_group_name: client.billing_email_group_name ?? null,
    }
  }
}
