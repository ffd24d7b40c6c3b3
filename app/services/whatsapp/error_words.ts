/**
 * What a failed Cloud API call, or a message WhatsApp later reports failed, means, in words staff
 * can act on (issue 31): one table of sentences for both. The API's own
 * messages ("(#131047) Re-engagement message") speak to developers; the inbox shows these
 * instead, and keeps the API's code and message beside them for whoever reads the logs.
 */

/** How a call failed before (or instead of) the API answering with an error of its own. */
export type GraphFailureKind =
  /** The API answered with `{error: {code, …}}` (or a bare non-2xx status). */
  | 'api'
  /** No answer: refused connection, reset, DNS. */
  | 'network'
  /** No answer in time. */
  | 'timeout'
  /** An answer we cannot read as the contract says (not JSON, a field missing). */
  | 'response'
  /** Refused before calling: a setting is missing or a value cannot be sent. */
  | 'invalid'
  /** A download larger than the caller allows. */
  | 'too_large'

/** The Cloud API's codes that have a sentence of their own. */
const WORDS: Record<number, string> = {
  131047: 'More than 24 hours have passed since the member last wrote: send a template instead.',
  131026:
    'WhatsApp could not deliver this message: the number may not use WhatsApp, or has not accepted the latest terms.',
  131056: 'Too many messages to this member in a short time: wait a few seconds and send again.',
  130429: 'WhatsApp is limiting how fast this number sends: send again in a little while.',
  132000:
    "The template's parameters do not match it: fill in exactly the parameters the template has.",
  132001:
    'WhatsApp does not know this template in this language: sync the templates, or choose another.',
  131053:
    'WhatsApp could not take the file: its type or size is not one WhatsApp carries. Send another file.',
  190: 'The WhatsApp access token is invalid or has expired: an administrator must enter a new one in Settings › WhatsApp.',
  368: 'WhatsApp has restricted this business number for a policy violation: messages cannot be sent until Meta lifts it.',
}

const KIND_WORDS: Partial<Record<GraphFailureKind, string>> = {
  network: 'WhatsApp could not be reached: the message will be sent again shortly.',
  timeout: 'WhatsApp did not answer in time: the message will be sent again shortly.',
  response: 'WhatsApp gave an answer we could not read.',
}

/**
 * A failed message's words, from a status webhook's error (no call of ours failed: WhatsApp
 * reports it later): the same sentences as a failed call's, else the API's own title or message.
 */
export function statusErrorWords(
  code: number | null,
  own: { title?: string | null; message?: string | null } = {}
): string {
  if (code !== null && WORDS[code]) return WORDS[code]
  const theirs = own.title || own.message
  if (theirs) return theirs
  return code === null ? 'WhatsApp reported an error.' : `WhatsApp reported error ${code}.`
}

/**
 * The sentence for staff. A code without words of its own falls back to the API's message, so
 * an error Meta adds tomorrow still says something true instead of "unknown error".
 */
export function plainGraphWords(failure: {
  kind: GraphFailureKind
  code: number | null
  status: number | null
  apiMessage: string | null
}): string {
  if (failure.code !== null && WORDS[failure.code]) return WORDS[failure.code]
  const byKind = KIND_WORDS[failure.kind]
  if (byKind) return byKind
  if (failure.apiMessage) return `WhatsApp refused the request: ${failure.apiMessage}`
  if (failure.status !== null && failure.status >= 500) {
    return 'WhatsApp had a problem of its own: the message will be sent again shortly.'
  }
  return failure.status === null
    ? 'The request to WhatsApp failed.'
    : `WhatsApp refused the request (HTTP ${failure.status}).`
}

/**
 * Whether trying the same call again later can succeed, and how long to wait first: rate limits
 * and Meta's own outages pass; a closed window, a bad token or a wrong template do not.
 * `retryAfterSeconds` is the server's Retry-After when it gave one.
 */
export function retryAdvice(failure: {
  kind: GraphFailureKind
  code: number | null
  status: number | null
  retryAfterSeconds?: number | null
}): { retryable: boolean; backoffMs: number | null } {
  const told =
    failure.retryAfterSeconds && failure.retryAfterSeconds > 0
      ? Math.min(failure.retryAfterSeconds, 3600) * 1000
      : null
  // About one message per 6 s to one member: a little more than that is enough.
  if (failure.code === 131056) return { retryable: true, backoffMs: told ?? 10_000 }
  // Throughput across the number: back off longer, every sender shares it.
  if (failure.code === 130429) return { retryable: true, backoffMs: told ?? 60_000 }
  if (failure.kind === 'network' || failure.kind === 'timeout') {
    return { retryable: true, backoffMs: told ?? 15_000 }
  }
  if (failure.kind === 'api' && failure.status !== null && failure.status >= 500) {
    return { retryable: true, backoffMs: told ?? 30_000 }
  }
  return { retryable: false, backoffMs: null }
}
