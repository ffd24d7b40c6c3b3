/** The encrypted XSRF cookie, sent back as the header the CSRF check reads (as Inertia does). */
export function xsrfHeader(): Record<string, string> {
  const match = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)
  return match ? { 'X-XSRF-TOKEN': decodeURIComponent(match[1]) } : {}
}

/**
 * A script's POST to the app (not a page visit): JSON both ways, the CSRF header, and a failure
 * thrown with its status. The bell's read marks and the thread's read marks go through it.
 */
export async function postJson<T>(url: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'accept': 'application/json', 'content-type': 'application/json', ...xsrfHeader() },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as T
}
