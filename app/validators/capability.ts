import vine from '@vinejs/vine'

/**
 * A capability's description is the only thing an administrator may change: its name is a
 * permission the code checks, so a posted name is not even read.
 */
export const capabilityValidator = vine.create({
  // Empty means the catalogue's default text ("Access incident types").
  description: vine.string().trim().maxLength(200).optional(),
})
