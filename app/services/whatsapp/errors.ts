/**
 * The Cloud API's error codes in plain words (shared/design/MESSAGING.md "Errors"), for a failed
 * message's `error_text`: what an agent reads under the message, and what they can do about it.
 * Codes not here are shown in the API's own words (its `title`, else its `message`).
 */
const PLAIN_WORDS: Record<number, string> = {
  131047:
    'More than 24 hours have passed since the contact last wrote: only a template message can reach them now.',
  131026:
    'WhatsApp could not deliver the message: the number may not use WhatsApp, or the contact has not accepted its latest terms.',
  131056:
    'Too many messages were sent to this contact in a short time: wait a few seconds and send again.',
  130429: "WhatsApp's sending limit for this number was reached: try again in a little while.",
  132000: "The template's parameters do not match the template: check how many it needs.",
  132001: 'The template does not exist in this language or is not approved yet.',
  190: 'The WhatsApp access token is invalid or has expired: enter a new one in Settings › WhatsApp.',
  368: 'WhatsApp blocked the message: the business account is restricted for a policy violation.',
}

/** A failure's text as stored: the plain words for a known code, else the API's own. */
export function whatsappErrorText(
  code: number | null,
  words: { title?: string | null; message?: string | null } = {}
): string {
  const known = code === null ? undefined : PLAIN_WORDS[code]
  if (known) return known
  const own = words.title || words.message
  if (own) return own
  return code === null ? 'WhatsApp reported an error.' : `WhatsApp reported error ${code}.`
}
