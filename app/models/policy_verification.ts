import { column } from '@adonisjs/lucid/orm'
import { PolicyVerificationSchema } from '#database/schema'
import type { VerificationFormField } from '#contracts/policy_verification'

/**
 * A policy-verification request (issue 33): a member's cover asked of an insurer on its form,
 * optionally for a case, sent as a PDF and answered verified or not covered
 * (app/workflows/policy_verification_workflow.ts).
 */
export default class PolicyVerification extends PolicyVerificationSchema {
  /** Written as JSON text: the pg driver would send a JavaScript array as a PostgreSQL array. */
  @column({ prepare: (value: VerificationFormField[]) => JSON.stringify(value) })
  declare asked: VerificationFormField[]
}
