/**
 * Routes that read their request body themselves, which the body parser
 * (app/middleware/body_parser_middleware.ts) therefore leaves unread: a webhook whose signature
 * covers the exact bytes sent (issue 31), with a size limit of its own. The framework's parser
 * can only be told this for multipart bodies (`processManually`); a JSON body it always reads,
 * decodes and parses, before the route could check who sent it.
 */
const patterns = new Set<string>()

/** Declares a route (outside any group that would change its pattern) as reading its own body. */
export function readsOwnBody<R extends { getPattern(): string }>(route: R): R {
  patterns.add(route.getPattern())
  return route
}

/** Whether the matched route's pattern reads its own body. */
export function routeReadsOwnBody(pattern: string | undefined): boolean {
  return pattern !== undefined && patterns.has(pattern)
}
