/**
 * Where to go back to after a form, passed along as `return_to` (the page that opened the
 * form: a client's Programs tab opening "New program"). Only a path of this site is accepted,
 * so the parameter can never send anyone elsewhere (an open redirect): it must start with one
 * "/", and is cut down to its path and query. Pure, shared by the form and the server.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f]/.test(value)) {
    return null
  }
  try {
    const url = new URL(value, 'http://return.local')
    if (url.origin !== 'http://return.local') return null
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}
