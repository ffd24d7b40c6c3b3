import { column } from '@adonisjs/lucid/orm'
import { VerificationFormSchema } from '#database/schema'
import type { VerificationFormField } from '#contracts/policy_verification'

/**
 * An insurer's policy-verification form (issue 33): which fields it asks, to which email group
 * its requests go, and which Verify permission guards it. Edited in Manage › Verification forms.
 */
export default class VerificationForm extends VerificationFormSchema {
  /** Written as JSON text: the pg driver would send a JavaScript array as a PostgreSQL array. */
  @column({ prepare: (value: VerificationFormField[]) => JSON.stringify(value) })
  declare fields: VerificationFormField[]
}
