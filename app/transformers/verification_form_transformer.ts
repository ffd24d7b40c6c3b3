import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoTimestamp } from '#contracts/iso_timestamp'
import { fieldLabel, type VerificationFormField } from '#contracts/policy_verification'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the verification forms list reads (app/resources/verification_forms.ts). */
export type PlainVerificationForm = {
  id: number
  slug: string
  name: string
  permission: string
  fields: VerificationFormField[]
  client_id: number | null
  email_group_id: number | null
  instructions: string | null
  client_name: string | null
  email_group_name: string | null
} & PlainRecordTimestamps

/**
 * An insurer's verification form as the Manage pages get it: `toObject()` the list's row (what
 * it asks, in words), `forDetail()` the view and edit pages' record.
 */
export default class VerificationFormTransformer extends BaseTransformer<PlainVerificationForm> {
  toObject() {
    const form = this.resource
    return {
      id: form.id,
      slug: form.slug,
      name: form.name,
      permission: form.permission,
      client_name: form.client_name,
      email_group_name: form.email_group_name,
      fields: form.fields.map((field) => ({
        key: field.key,
        required: field.required,
        label: field.label,
        shown: fieldLabel(field),
      })),
      ...rowTimestamps(form),
    }
  }

  forDetail() {
    const form = this.resource
    return {
      ...this.toObject(),
      client_id: form.client_id,
      email_group_id: form.email_group_id,
      instructions: form.instructions,
      created_at: isoTimestamp(form.created_at),
    }
  }
}
