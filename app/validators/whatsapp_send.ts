import vine from '@vinejs/vine'
import { MAX_CAPTION_LENGTH, MAX_TEXT_LENGTH } from '#services/whatsapp/graph_client'
import { recordIdField } from '#validators/rules/record_id'

/**
 * What an agent sends to a WhatsApp contact (issue 31; app/services/whatsapp/outbound.ts). The
 * limits are the Cloud API's (a text's 4096 characters, a template parameter's 1024), so a
 * message the API would refuse is a field error here. Text that PostgreSQL cannot store (a NUL)
 * is refused by every string (start/validator.ts).
 */

/** A template's parameters: a member's name, a case number; never a whole letter. */
const MAX_PARAMETER_LENGTH = 1024
const MAX_PARAMETERS = 20

export const sendTextValidator = vine.create({
  // Not trimmed: the agent's spacing is the message; a blank one is refused by the rule below.
  body: vine.string().minLength(1).maxLength(MAX_TEXT_LENGTH).regex(/\S/),
  reply_to: recordIdField().optional(),
})

export const sendTemplateValidator = vine.create({
  template_id: recordIdField(),
  parameters: vine
    .array(vine.string().trim().minLength(1).maxLength(MAX_PARAMETER_LENGTH))
    .maxLength(MAX_PARAMETERS)
    .optional(),
})

/** The newest inbound message the holder has on screen (app/services/whatsapp/read_marks.ts). */
export const readMarkValidator = vine.create({
  message_id: recordIdField(),
})

/**
 * A file's caption (the file itself is read and checked by app/services/whatsapp/
 * outbound_media.ts). WhatsApp's own limit; optional, and empty means none.
 */
export const sendMediaValidator = vine.create({
  caption: vine.string().trim().maxLength(MAX_CAPTION_LENGTH).optional().nullable(),
})
