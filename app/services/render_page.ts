import type { HttpContext } from '@adonisjs/core/http'
import type { InertiaPages } from '@adonisjs/inertia/types'
import type { RenderedPage } from '#contracts/page_props'

type PageName = keyof InertiaPages & string

/**
 * Renders an Inertia page, its name checked at compile time and its props typed from what is
 * passed here: the page component reads them as `InferPageProps<typeof Controller, 'method'>`
 * (app/contracts/page_props.ts), so the server's props are the one source of the page's types
 * and a prop renamed here fails the client's type check (docs/decisions.md, "Page props typed
 * from the server"). Inertia's own `render` types props the other way round, from the client
 * pages (its generated `InertiaPages`), which now read their props from here: that typing would
 * be circular, and this is the one place that sets it aside. The answer (the HTML of a first
 * visit or the page object) is typed by the props it carries: the router reads nothing of it.
 */
export function renderPage<P extends object>(
  ctx: HttpContext,
  page: PageName,
  props: P
): Promise<RenderedPage<P>> {
  return renderPageWith(ctx.inertia, page, props)
}

/**
 * `renderPage` through a given Inertia instance: the exception handler's 503 page is rendered by
 * one of its own, made without the middleware (whose shared props read the database).
 */
export function renderPageWith<P extends object>(
  inertia: HttpContext['inertia'],
  page: PageName,
  props: P
): Promise<RenderedPage<P>> {
  const untypedRender = inertia.render.bind(inertia) as unknown as (
    name: string,
    pageProps: P
  ) => Promise<RenderedPage<P>>
  return untypedRender(page, props)
}
