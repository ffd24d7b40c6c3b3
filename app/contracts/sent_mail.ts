/**
 * The case's "Sent mail" (issue 29; GET /navigate/cases/:id/sent-mail): every send of the
 * case's letters the reader may see, newest first, as the message went out. Shared by the
 * controller (app/controllers/navigate/case_sent_mail_controller.ts) and the dialog
 * (inertia/features/sent_mail/sent_mail_dialog.tsx).
 */

/** The kinds of document a letter is sent for (transmissions.document_type). */
export type SentMailDocumentType = 'gop' | 'gop_withdrawal' | 'rfp' | 'policy_verification'

/**
 * How the send went: on its way (not tried yet), being tried again after a refusal (its last
 * error said), taken by the mail server, or given up (the plain reason said; "Send again" on the
 * document's row sends it once more).
 */
export type SentMailOutcome = 'sending' | 'retrying' | 'delivered' | 'failed'

export interface SentMail {
  id: number
  document: {
    type: SentMailDocumentType
    id: number
    /** "GOP-KUL-2026-000045", "Withdrawal of GOP-…", "RFP-KUL-2026-000001". */
    label: string
    /** The GOP revision sent, or null. */
    revision: number | null
  }
  subject: string
  /**
   * "Assist Operations <ops@assist.test>", as the last attempt sent it; null before the first
   * attempt (and for sends made before messages were recorded).
   */
  from: string | null
  /** The Reply-To it carried; null when none (replies go to the sender). */
  reply_to: string | null
  to: string[]
  cc: string[]
  /** The e-mail's text as sent; null before the first attempt (as `from`). */
  body: string | null
  /** The attached files' names, as sent (the letter's PDF). */
  attachments: string[]
  outcome: SentMailOutcome
  /** Attempts made so far. */
  attempts: number
  /** The mail server's last answer in plain words (retrying, failed), else null. */
  error: string | null
  /** When it was queued (the Send), and when the server took it. */
  queued_at: string
  sent_at: string | null
  /** Who sent it ("Send" or "Send again"), or null (the system). */
  sent_by: string | null
}

export interface SentMailPage {
  mails: SentMail[]
  /** The cursor of the next (older) page, or null at the end. */
  next: number | null
}

/** The outcome of a transmission's status and attempts. */
export function sentMailOutcome(status: string, attempts: number): SentMailOutcome {
  if (status === 'sent') return 'delivered'
  if (status === 'failed') return 'failed'
  return attempts > 0 ? 'retrying' : 'sending'
}

/** "Name <address>" as a mail client shows a sender, or the address alone. */
export function mailbox(address: string, name: string | null): string {
  return name ? `${name} <${address}>` : address
}
