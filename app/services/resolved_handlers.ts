import type { Router, Server } from '@adonisjs/core/http'

/**
 * Middleware and controllers built once per process instead of once per request.
 *
 * The framework resolves every middleware of the stack (nine of the server's, two of the
 * router's, a route's own) and the route's controller through the container on each request: an
 * instance constructed, its constructor's and its method's dependencies looked up, each step an
 * async function of its own. That was 57 of the 477 KB a case tab's reload allocated and 2.4% of
 * its CPU samples (issue 28, bench/README.md), for classes that hold nothing of a request.
 *
 * A class is built once here only when the container would build it the same way every time:
 * no `@inject` anywhere on it (nothing it asks for can be the request's HttpContext), a
 * constructor without parameters, and no binding of its own in the container (a provider's
 * binding, like the session middleware's, keeps its own lifetime). Anything else keeps the
 * framework's way. The rule that makes sharing safe, written in docs/architecture.md and held by
 * tests/unit/services/resolved_handlers.spec.ts: a middleware or controller keeps no request's
 * state on `this` (a request's state lives on its HttpContext).
 */

/** A middleware of a stack or a route's handler, as the router and the server keep them. */
type HandlerEntry = {
  reference: unknown
  method?: string
  handle: (resolver: unknown, ...args: unknown[]) => unknown
}

type Instance = Record<string, unknown>

type Container = {
  hasBinding(binding: unknown): boolean
}

/** A class as fold tells one (`isClass`): a function whose source starts with `class`. */
function isClass(value: unknown): value is new () => Instance {
  return typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value))
}

/** The class behind a handler's reference: a class, or a lazy `() => import(...)` of one. */
async function classOf(reference: unknown): Promise<unknown> {
  if (isClass(reference)) return reference
  if (typeof reference !== 'function' || reference.length !== 0) return null
  const loaded: unknown = await (reference as () => Promise<unknown>)()
  return loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : null
}

/** An instance when the container would build `Class` the same way for every request. */
export function shareable(Class: unknown, container: Container): Class is new () => Instance {
  return (
    isClass(Class) &&
    Class.length === 0 &&
    !('containerInjections' in Class && Class.containerInjections) &&
    !container.hasBinding(Class)
  )
}

/**
 * Makes `entry` call one shared instance of its class (`method` of it), once the first request
 * has loaded it, when the class is shareable; else it keeps the framework's resolution.
 */
function resolveOnce(
  entry: HandlerEntry,
  reference: unknown,
  method: string,
  container: Container
) {
  const resolveEachTime = entry.handle
  let instance: Instance | null | undefined
  let loading: Promise<void> | null = null
  const call = (resolver: unknown, args: unknown[]) => {
    if (!instance) return resolveEachTime(resolver, ...args)
    // A promise always, as the framework's async resolution answers (a route's handler is
    // followed by `.then`), and a method that throws at once rejects it.
    try {
      const value = (instance[method] as (...values: unknown[]) => unknown).apply(instance, args)
      return value instanceof Promise ? value : Promise.resolve(value)
    } catch (error) {
      return Promise.reject(error)
    }
  }
  entry.handle = (resolver, ...args) => {
    if (instance !== undefined) return call(resolver, args)
    loading ??= classOf(reference).then(
      (Class) => {
        instance = shareable(Class, container) ? new Class() : null
        if (instance && typeof instance[method] !== 'function') instance = null
      },
      () => {
        // Left to the framework, which reports the failed import as it always has.
        instance = null
      }
    )
    return loading.then(() => call(resolver, args))
  }
}

/** Every middleware of `server` and of each route of `router`, and each route's controller. */
export function installResolvedHandlers(server: Server, router: Router, container: Container) {
  const seen = new Set<HandlerEntry>()
  const middleware = (entry: HandlerEntry) => {
    if (seen.has(entry)) return
    seen.add(entry)
    resolveOnce(entry, entry.reference, 'handle', container)
  }
  for (const entry of server.getMiddlewareList() as unknown as HandlerEntry[]) middleware(entry)
  for (const routes of Object.values(router.toJSON())) {
    for (const route of routes) {
      for (const entry of route.middleware.all()) {
        if (typeof entry !== 'function') middleware(entry as unknown as HandlerEntry)
      }
      const handler = route.handler as unknown as HandlerEntry | ((...args: unknown[]) => unknown)
      if (typeof handler === 'function' || seen.has(handler)) continue
      seen.add(handler)
      // `[Controller or lazy import, method]`; a string reference ('#controllers/x.index') is
      // imported by the application's own importer and left to it.
      if (Array.isArray(handler.reference) && handler.method) {
        resolveOnce(handler, handler.reference[0], handler.method, container)
      }
    }
  }
}

/**
 * Installs the above when `server` boots (in production and when the tests start their server):
 * the stacks and routes are final by then.
 */
export function resolveHandlersOnBoot(server: Server, router: Router, container: Container) {
  // Under hot module reloading (`node ace serve --hmr`) the framework imports a handler's module
  // again on every request so that an edit shows at once; an instance kept here would not.
  if ('hot' in import.meta) return
  const boot = server.boot.bind(server)
  let installed = false
  server.boot = async () => {
    await boot()
    if (installed) return
    installed = true
    installResolvedHandlers(server, router, container)
  }
}
