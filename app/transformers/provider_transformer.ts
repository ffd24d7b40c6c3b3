import { BaseTransformer } from '@adonisjs/core/transformers'
import type Provider from '#models/provider'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainColumns, type PlainRecordTimestamps } from '#resources/shared'
import { partyDetail, type PlainParty } from '#resources/parties'

/** The plain row the list reads (app/resources/providers.ts `columns`). */
export type PlainProvider = {
  id: number
  code: string
  name: string
  provider_type: string
  status: string
  country_id: number
  city: string | null
  phone: string | null
  /** Joined; a detail page's loadDetail puts them in `$extras`. */
  country_name?: string | null
  state_name?: string | null
} & PlainRecordTimestamps

/** One of a provider's contact people, as the page and the form's rows read it. */
export type ProviderContact = {
  id: number
  name: string
  position: string | null
  phone: string | null
  email: string | null
}

/** What the view and edit pages' record reads: every column, loadDetail's extras (plainRowOf). */
export type PlainProviderRecord = PlainProvider &
  PlainColumns<Provider> &
  PlainParty & { contacts: ProviderContact[] }

/**
 * A provider as the pages get it: `toObject()` is the list's row, `forDetail()` the view and edit
 * pages' record. The record reads more of the table than the list does, so `forDetail` asks for the
 * whole record's plain row (plainRowOf) through its `this` type: a list row cannot reach it.
 */
export default class ProviderTransformer<
  Row extends PlainProvider = PlainProvider,
> extends BaseTransformer<Row> {
  /** Rows carry their country's and state's names through two joins on small tables. */
  toObject() {
    const provider = this.resource
    return {
      id: provider.id,
      code: provider.code,
      name: provider.name,
      provider_type: provider.provider_type,
      status: provider.status,
      country_id: provider.country_id,
      country: String(provider.country_name ?? ''),
      state: provider.state_name ?? null,
      city: provider.city,
      phone: provider.phone,
      ...rowTimestamps(provider),
    }
  }

  /** General info, contacts and the shared party tabs. */
  forDetail(this: ProviderTransformer<PlainProviderRecord>) {
    const provider = this.resource
    return {
      ...this.toObject(),
      created_at: isoTimestamp(provider.created_at),
      state_id: provider.state_id,
      address: provider.address,
      email: provider.email,
      website: provider.website,
      tax_number: provider.tax_number,
      currency_code: provider.currency_code,
      /** One of app/contracts/payment_methods.ts. */
      payment_method: provider.payment_method,
      notes: provider.notes,
      contacts: provider.contacts ?? [],
      ...partyDetail(provider),
    }
  }
}
