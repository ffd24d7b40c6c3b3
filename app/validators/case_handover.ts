import vine from '@vinejs/vine'
import { recordIdField } from '#validators/rules/record_id'

/**
 * A hand-over of a case (issue 29): the new owner, and the owner the dialog was opened on (none
 * for a case nobody has taken), so a hand-over made meanwhile by someone else is not silently
 * overwritten. Who may be given the case is decided inside the write's transaction
 * (app/workflows/case_handover.ts), beside the field.
 */
export const caseHandoverValidator = vine.create({
  owner_id: recordIdField(),
  current_owner_id: recordIdField().optional(),
})
