import type { HttpContext } from '@adonisjs/core/http'

type Slots = Record<symbol, unknown>

/**
 * A value kept for one request, on its HttpContext (under a symbol no other code knows), so it
 * goes when the request's objects go.
 *
 * Not a WeakMap keyed by the context, though that reads the same: V8's scavenger treats the
 * values of a WeakMap that has moved to the old generation as live, and a value that leads back
 * to its key (the resource request holds `ctx`) keeps the whole request with it. Every request's
 * context, rows and response then survived the young-generation collections and were promoted,
 * about 20 KB a request, and only a full mark-compact, every second under load, freed them:
 * those collections were the slow tail of the list pages (issue 12, bench/README.md).
 */
export class RequestMemo<T> {
  readonly #key: symbol

  constructor(description: string) {
    this.#key = Symbol(description)
  }

  get(ctx: HttpContext): T | undefined {
    return (ctx as unknown as Slots)[this.#key] as T | undefined
  }

  set(ctx: HttpContext, value: T): T {
    ;(ctx as unknown as Slots)[this.#key] = value
    return value
  }
}
