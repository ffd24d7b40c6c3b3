import type { ComponentType } from 'react'
import PageNotFound from '~/pages/errors/page_not_found'

const pages = import.meta.glob<{ default: ComponentType }>('../pages/**/*.tsx')

/**
 * Loads a page component on demand. A component name with no file shows 'Page not found'
 * (SPEC.md §2) instead of a blank screen.
 */
export async function resolvePage(name: string) {
  const load = pages[`../pages/${name}.tsx`]
  if (!load) return PageNotFound
  return (await load()).default
}
