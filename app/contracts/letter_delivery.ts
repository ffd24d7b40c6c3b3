/**
 * The last send of a letter (its newest `transmissions` row), as a GOP's or a withdrawal's row
 * shows it: "Sending…", "Sent to …", or "Not delivered: <the mail server's answer>".
 */
export interface LetterDelivery {
  /** The transmission's id ("Send again" posts it back as the send it saw). */
  id: number
  status: 'queued' | 'sent' | 'failed'
  /** The revision sent (a GOP's), or null. */
  revision: number | null
  recipients: string[]
  attempts: number
  /** The last error in plain words (set while retrying, and once failed). */
  error: string | null
  /** When it was queued, and when it was delivered. */
  queued_at: string
  sent_at: string | null
}

/** A letter's preview (GET …/:id/letter): the page to show, or why there is no letter yet. */
export type LetterPreview =
  | {
      title: string
      /** The letter as a whole HTML page, for a sandboxed frame. */
      html: string
      /** The PDF's file name. */
      filename: string
      /** Where a send goes now (the provider's GOP settings), or why nowhere. */
      recipients: string[] | null
      recipients_refusal: string | null
    }
  | { refusal: string }

/**
 * Whether a send of the letter is under way: no other send is offered until it has ended (the
 * server refuses one too), and the page polls until it has.
 */
export function sendUnderway(delivery: LetterDelivery | null): boolean {
  return delivery?.status === 'queued'
}
