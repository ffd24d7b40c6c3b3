import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { permissionGroups } from '#permissions/catalogue'
import {
  RESERVED_SLUGS,
  VERIFICATION_FIELD_KEYS,
  VERIFICATION_LABEL_MAX,
  VERIFICATION_SLUG,
} from '#contracts/policy_verification'
import { recordIdField } from '#validators/rules/record_id'
import { liveRows } from '#validators/rules/live_rows'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'

/** The Verify permissions of SPEC.md §6, one of which guards each form. */
export const VERIFY_PERMISSIONS: readonly string[] = permissionGroups.verify

/** A slug that is not one of the group's own paths. */
const freeSlug = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && RESERVED_SLUGS.includes(value)) {
    field.report('That address is one of the Verify Policy pages; choose another.', 'slug', field)
  }
})

/**
 * An insurer's verification form (Manage › Verification forms, issue 33): its name, its URL
 * name (made from the name when left empty; kept once made, see app/resources/verification_forms.ts),
 * the insurer as a client, the email group its requests go to, the Verify permission that guards
 * it, a line of instructions for the agent, and its fields as the editor posts them, in order
 * (`fields.0.key`, `fields.0.required`, `fields.0.label`).
 */
export const verificationFormValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(120),
  slug: vine
    .string()
    .trim()
    .toLowerCase()
    .regex(VERIFICATION_SLUG)
    .use(freeSlug())
    .use(uniqueAmongLive({ table: 'verification_forms', column: 'slug', label: 'address' }))
    .optional(),
  permission: vine.string().in([...VERIFY_PERMISSIONS]),
  client_id: recordIdField()
    .exists({ table: 'clients', column: 'id', ...liveRows })
    .optional(),
  email_group_id: recordIdField()
    .exists({ table: 'email_groups', column: 'id', ...liveRows })
    .optional(),
  instructions: vine.string().trim().maxLength(2000).optional(),
  fields: vine
    .array(
      vine.object({
        key: vine.string().in([...VERIFICATION_FIELD_KEYS]),
        required: vine.boolean().optional(),
        label: vine.string().trim().maxLength(VERIFICATION_LABEL_MAX).optional(),
      })
    )
    .minLength(1)
    .maxLength(VERIFICATION_FIELD_KEYS.length)
    .distinct('key'),
})
