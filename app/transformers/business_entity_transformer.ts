import { imageUrl } from '#services/images'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type BusinessEntity from '#models/business_entity'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainColumns, type PlainRecordTimestamps } from '#resources/shared'
import { partyDetail, type PlainParty } from '#resources/parties'

/** The plain row the list reads (app/resources/business_entities.ts `columns`). */
export type PlainBusinessEntity = {
  id: number
  code: string
  name: string
  country_id: number
  city: string | null
  currency_code: string | null
  is_enabled: boolean
  /** Joined; a detail page's loadDetail puts it in `$extras`. */
  country_name?: string | null
} & PlainRecordTimestamps

/** What the view and edit pages' record reads: every column, loadDetail's names (plainRowOf). */
export type PlainBusinessEntityRecord = PlainBusinessEntity &
  PlainColumns<BusinessEntity> &
  PlainParty

/**
 * A business entity as the pages get it: `toObject()` is the list's row, `forDetail()` the view and
 * edit pages' record. The record reads more of the table than the list does, so `forDetail` asks
 * for the whole record's plain row (plainRowOf) through its `this` type: a list row cannot reach
 * it.
 */
export default class BusinessEntityTransformer<
  Row extends PlainBusinessEntity = PlainBusinessEntity,
> extends BaseTransformer<Row> {
  /** Rows carry their country's name through one join. */
  toObject() {
    const entity = this.resource
    return {
      id: entity.id,
      code: entity.code,
      name: entity.name,
      country_id: entity.country_id,
      country: String(entity.country_name ?? ''),
      city: entity.city,
      currency_code: entity.currency_code,
      is_enabled: entity.is_enabled,
      ...rowTimestamps(entity),
    }
  }

  /** General info plus the shared party tabs. */
  forDetail(this: BusinessEntityTransformer<PlainBusinessEntityRecord>) {
    const entity = this.resource
    return {
      ...this.toObject(),
      created_at: isoTimestamp(entity.created_at),
      legal_name: entity.legal_name,
      registration_number: entity.registration_number,
      tax_number: entity.tax_number,
      address: entity.address,
      phone: entity.phone,
      email: entity.email,
      website: entity.website,
      /** Where its logo (printed on its letters) is shown from, or null. */
      logo_url: imageUrl(entity.logo),
      ...partyDetail(entity),
    }
  }
}
