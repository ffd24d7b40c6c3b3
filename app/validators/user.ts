import vine from '@vinejs/vine'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'
import { phoneField } from '#validators/rules/phone'
import type { FieldContext } from '@vinejs/vine/types'
import { userStatuses } from '#models/user'
import { liveIdList, liveRows } from '#validators/rules/live_rows'
import { recordIdField } from '#validators/rules/record_id'
import { imageField } from '#services/images'
import { newPassword } from '#validators/rules/password_policy'

/** An administrator cannot lock themselves out by disabling their own account. */
const notSelfDisabled = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const { recordId, userId } = field.meta as { recordId?: number; userId?: number }
  if (value === 'disabled' && recordId !== undefined && recordId === userId) {
    field.report('You cannot disable your own account.', 'selfDisable', field)
  }
})

export const userValidator = vine.create({
  first_name: vine.string().trim().minLength(1).maxLength(100),
  last_name: vine.string().trim().minLength(1).maxLength(100),
  // Any user's, trashed ones included: users_email_unique covers every row (a trashed
  // account keeps its address, so it can be restored).
  email: vine
    .string()
    .trim()
    .email()
    .maxLength(254)
    .use(
      uniqueAmongLive({
        table: 'users',
        column: 'email',
        caseInsensitive: true,
        trashedToo: true,
        label: 'email address',
      })
    ),
  phone: phoneField(),
  status: vine
    .string()
    .in([...userStatuses])
    .use(notSelfDisabled()),
  // Required for a new user (or generate one); left empty on edit, the password stays.
  password: newPassword()
    .optional()
    .requiredWhen((field) => field.meta.recordId === undefined),
  roles: liveIdList('roles'),
  centers: vine
    .array(recordIdField().exists({ table: 'centers', column: 'id', ...liveRows }))
    .distinct()
    .minLength(1),
  picture: imageField(),
  remove_picture: vine.boolean().optional(),
})
