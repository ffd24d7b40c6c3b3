import type { HttpContext } from '@adonisjs/core/http'
import type { InertiaPages } from '@adonisjs/inertia/types'

/**
 * Renders an Inertia page whose name is checked at compile time but whose props are not: the
 * server program cannot compare prop shapes with the client pages reliably (docs/decisions.md,
 * "Known gap"), so the functional tests check them instead. One place for that cast.
 */
export function renderPage(
  ctx: HttpContext,
  page: keyof InertiaPages & string,
  props: Record<string, unknown>
) {
  const untypedRender = ctx.inertia.render.bind(ctx.inertia) as unknown as (
    name: string,
    pageProps: Record<string, unknown>
  ) => ReturnType<HttpContext['inertia']['render']>
  return untypedRender(page, props)
}
