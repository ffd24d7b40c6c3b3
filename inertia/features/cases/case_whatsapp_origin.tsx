import { MessageCircleIcon } from 'lucide-react'
import type { CaseFormProps } from './types'

/** The WhatsApp conversation a new case is opened from (server: caseFromContact). */
export type CaseWhatsappContact = NonNullable<CaseFormProps['whatsappContact']>

/**
 * Says, above the case form, which WhatsApp conversation the case is opened from ("Open a case"
 * on the messages page), and carries its id as the hidden `whatsapp_contact`: the case's
 * creation links the conversation to it. A conversation of another center than the one the
 * user works in cannot be linked to a case opened here, so the form says where to switch
 * instead, and posts nothing.
 */
export function CaseWhatsappOrigin({ contact }: { contact: CaseWhatsappContact }) {
  return (
    <div
      role="note"
      className="flex items-start gap-2 rounded-md border border-border bg-muted/40 px-3 py-2 text-sm"
      data-testid="case-whatsapp-origin"
    >
      <MessageCircleIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
      {contact.linkable ? (
        <p>
          <input type="hidden" name="whatsapp_contact" value={contact.id} />
          Opened from the WhatsApp conversation with <strong>{contact.name}</strong>. The new case
          will be linked to it.
        </p>
      ) : (
        <p>
          Opened from the WhatsApp conversation with <strong>{contact.name}</strong>, which came in
          at {contact.centerName}. Switch to {contact.centerName} to open a case linked to it; a
          case opened here will not be.
        </p>
      )}
    </div>
  )
}
