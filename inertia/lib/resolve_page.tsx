import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import PageNotFound from '~/pages/errors/page_not_found'

type PageModule = { default: ComponentType }

const pages = import.meta.glob<PageModule>('../pages/**/*.tsx')

/**
 * Where the page's content will be while its code loads: a few grey bars the size of a page's
 * heading and body, announced as loading. The layout around it (header, menu) is already there.
 */
export function PageSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      className="grid max-w-4xl animate-pulse gap-4"
      data-testid="page-skeleton"
    >
      <span className="sr-only">Loading…</span>
      <div className="h-7 w-64 rounded-md bg-muted" />
      <div className="h-4 w-96 max-w-full rounded bg-muted" />
      <div className="mt-2 h-48 rounded-lg bg-muted/70" />
    </div>
  )
}

/** A page whose code could not be fetched (offline, a new deployment): say so, offer a reload. */
class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="grid max-w-xl gap-2 text-sm">
        <p className="font-medium">This page could not be loaded.</p>
        <p className="text-muted-foreground">
          Check the connection, then{' '}
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => window.location.reload()}
          >
            reload the page
          </button>
          .
        </p>
      </div>
    )
  }
}

/**
 * The first page of a visit, shown at once inside its layout: Inertia waits for the component
 * it is given before drawing anything, so the first page is given this stand-in, which draws
 * the skeleton until the page's own code has arrived (docs/decisions.md, "The shell at once").
 */
function firstPage(load: () => Promise<PageModule>): ComponentType<Record<string, unknown>> {
  const Page = lazy(load)
  function FirstPage(props: Record<string, unknown>) {
    return (
      <PageLoadBoundary>
        <Suspense fallback={<PageSkeleton />}>
          <Page {...props} />
        </Suspense>
      </PageLoadBoundary>
    )
  }
  return FirstPage
}

/**
 * The first page's stand-in, kept for its name: Inertia resolves the first page again as it
 * starts, and every later visit to the same page (a tab's reload, a save) must get the very same
 * component, or React would mount the page afresh and lose what it holds (an open dialog).
 */
let first: { name: string; component: ComponentType } | null = null

/**
 * Loads a page component on demand. A component name with no file shows 'Page not found'
 * (SPEC.md §2) instead of a blank screen. The first page of a visit is drawn at once with its
 * layout (firstPage); later visits keep the current page on screen, under the progress bar,
 * until the next one's code is there.
 */
export async function resolvePage(name: string): Promise<ComponentType> {
  const load = pages[`../pages/${name}.tsx`]
  if (!load) return PageNotFound
  if (first === null) first = { name, component: firstPage(load) }
  if (first.name === name) return first.component
  return (await load()).default
}
