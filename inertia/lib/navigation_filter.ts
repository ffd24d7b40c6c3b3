/**
 * Menu visibility and highlighting rules (SPEC.md §4, §6) as pure functions: no React and no
 * browser APIs, so unit tests can run them in Node. Types are structural, so a test can pass
 * plain objects.
 */

export interface FilterableLink {
  routeName: string
  activeRoute?: string
  permission?: string
  /** Shown when the user holds any one of these (My exports: any report's permission). */
  anyOf?: readonly string[]
}

export interface FilterableGroup<L extends FilterableLink = FilterableLink> {
  links: readonly L[]
}

/**
 * A link shows when it needs no permission or the user's permission list contains it (or, for a
 * link open to several, one of them).
 */
export function isAllowed(link: FilterableLink, permissions: readonly string[]): boolean {
  if (link.anyOf) return link.anyOf.some((permission) => permissions.includes(permission))
  return link.permission === undefined || permissions.includes(link.permission)
}

export function visibleLinks<L extends FilterableLink>(
  links: readonly L[],
  permissions: readonly string[]
): L[] {
  return links.filter((link) => isAllowed(link, permissions))
}

/** The group with only its permitted links, or null when none is permitted (the group hides). */
export function visibleGroup<G extends FilterableGroup>(
  group: G,
  permissions: readonly string[]
): G | null {
  const links = visibleLinks(group.links, permissions)
  return links.length > 0 ? { ...group, links } : null
}

export function visibleGroups<G extends FilterableGroup>(
  groups: readonly G[],
  permissions: readonly string[]
): G[] {
  return groups.flatMap((group) => {
    const visible = visibleGroup(group, permissions)
    return visible ? [visible] : []
  })
}

/** The path of a URL or path, without query, hash or trailing slash ('/' stays '/'). */
export function pathOf(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
  const path = withoutOrigin.split(/[?#]/)[0] || '/'
  const normalised = path.startsWith('/') ? path : `/${path}`
  return normalised.length > 1 ? normalised.replace(/\/+$/, '') || '/' : normalised
}

/**
 * Whether the path lies under a prefix, segment by segment: '/manage/countries/3' is under
 * '/manage/countries' and '/manage', but '/manage-x' is not under '/manage'.
 */
export function isUnderPrefix(url: string, prefix: string): boolean {
  if (!prefix) return false
  const path = pathOf(url)
  const base = pathOf(prefix)
  if (base === '/') return true
  return path === base || path.startsWith(`${base}/`)
}

/** Resolves a route name to its URL (the client passes Tuyau's `urlFor`; tests pass a map). */
export type HrefResolver<Name extends string = string> = (routeName: Name) => string

/**
 * The current link: its route's URL is the current path (query and hash ignored), or the
 * current path lies under its `activeRoute` prefix.
 */
export function isActive<L extends FilterableLink>(
  link: L,
  currentUrl: string,
  hrefOf: HrefResolver<L['routeName']>
): boolean {
  if (pathOf(hrefOf(link.routeName)) === pathOf(currentUrl)) return true
  return link.activeRoute !== undefined && isUnderPrefix(currentUrl, link.activeRoute)
}

/** A group is current when the URL lies under its prefix or one of its links is current. */
export function isGroupActive<L extends FilterableLink>(
  group: { prefix: string; links: readonly L[] },
  currentUrl: string,
  hrefOf: HrefResolver<L['routeName']>
): boolean {
  return (
    isUnderPrefix(currentUrl, group.prefix) ||
    group.links.some((link) => isActive(link, currentUrl, hrefOf))
  )
}
