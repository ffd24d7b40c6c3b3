import { test } from '@japa/runner'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Router, Server } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { installResolvedHandlers, shareable } from '#services/resolved_handlers'

type Entry = {
  reference: unknown
  method?: string
  handle: (resolver: unknown, ...args: unknown[]) => unknown
}

/** A server and a router holding `middleware` and one route's `handler`, as the framework's. */
function stacks(middleware: Entry[], handler: Entry) {
  const server = { getMiddlewareList: () => middleware } as unknown as Server
  const router = {
    toJSON: () => ({ root: [{ middleware: { all: () => new Set(middleware) }, handler }] }),
  } as unknown as Router
  return { server, router }
}

const noBindings = { hasBinding: () => false }

/** The framework's resolution: a new instance for every call, counted. */
function eachTime(Class: new () => object, method: string, counter: number[]) {
  return (_resolver: unknown, ...args: unknown[]) => {
    counter.push(1)
    const instance = new Class() as Record<string, unknown>
    return Promise.resolve((instance[method] as (...values: unknown[]) => unknown)(...args))
  }
}

test.group('Middleware and controllers resolved once (issue 28)', () => {
  test('a class without parameters or injections is built once and serves every call', async ({
    assert,
  }) => {
    let built = 0
    class Counting {
      constructor() {
        built++
      }
      handle(ctx: { seen: number[] }, next: () => string, args?: string) {
        ctx.seen.push(built)
        return `${next()}${args ?? ''}`
      }
    }
    const fallback: number[] = []
    const entry: Entry = {
      reference: async () => ({ default: Counting }),
      handle: eachTime(Counting, 'handle', fallback),
    }
    const route: Entry = {
      reference: [async () => ({ default: Counting }), 'handle'],
      method: 'handle',
      handle: eachTime(Counting, 'handle', fallback),
    }
    const { server, router } = stacks([entry], route)
    installResolvedHandlers(server, router, noBindings)
    const ctx = { seen: [] as number[] }
    // The first calls of one stack arrive together, as requests do: one instance still.
    const answers = await Promise.all([
      entry.handle(null, ctx, () => 'a'),
      entry.handle(null, ctx, () => 'b', '!'),
    ])
    assert.deepEqual(answers, ['a', 'b!'])
    assert.equal(await entry.handle(null, ctx, () => 'c'), 'c')
    assert.equal(built, 1)
    // The route's handler is its own class: a second instance, and none after it.
    assert.equal(await route.handle(null, ctx, () => 'd'), 'd')
    assert.equal(await route.handle(null, ctx, () => 'e'), 'e')
    assert.equal(built, 2)
    assert.deepEqual(fallback, [])
  })

  test('a class the container builds differently is left to the container, call by call', async ({
    assert,
  }) => {
    class WithParameter {
      constructor(public config: string) {}
      handle() {
        return 'parameter'
      }
    }
    class Injected {
      static containerInjections = { handle: { dependencies: [] } }
      handle() {
        return 'injected'
      }
    }
    class Bound {
      handle() {
        return 'bound'
      }
    }
    const calls: number[] = []
    const entries: Entry[] = [WithParameter, Injected, Bound].map((Class) => ({
      reference: async () => ({ default: Class }),
      handle: eachTime(Class as new () => object, 'handle', calls),
    }))
    const plain: Entry = { reference: () => 'not a class', handle: async () => 'framework' }
    const { server, router } = stacks([...entries, plain], {
      reference: 'a string reference',
      handle: async () => 'string',
    })
    installResolvedHandlers(server, router, {
      hasBinding: (binding: unknown) => binding === Bound,
    })
    for (let round = 0; round < 2; round++) {
      assert.deepEqual(await Promise.all(entries.map((entry) => entry.handle(null))), [
        'parameter',
        'injected',
        'bound',
      ])
    }
    assert.lengthOf(calls, 6)
    assert.equal(await plain.handle(null), 'framework')
    assert.isFalse(shareable(WithParameter, noBindings))
    assert.isFalse(shareable(Injected, noBindings))
    assert.isFalse(shareable(Bound, { hasBinding: () => true }))
    assert.isFalse(shareable(() => null, noBindings))
  })

  test('a method that throws at once rejects, as the async resolution did', async ({ assert }) => {
    class Throwing {
      handle() {
        throw new Error('refused in words')
      }
    }
    const entry: Entry = {
      reference: async () => ({ default: Throwing }),
      handle: async () => 'framework',
    }
    const { server, router } = stacks([entry], { reference: 'x', handle: async () => null })
    installResolvedHandlers(server, router, noBindings)
    // The first call loads the class, the second takes the shared instance: both reject.
    await assert.rejects(() => entry.handle(null) as Promise<unknown>, 'refused in words')
    const second = entry.handle(null)
    assert.instanceOf(second, Promise)
    await assert.rejects(() => second as Promise<unknown>, 'refused in words')
  })

  test("the app's middleware and controllers keep no request's state on this", ({ assert }) => {
    // Shared instances are safe only while no method assigns to a field: a request's state
    // lives on its HttpContext. Constructors and field initialisers are not methods.
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : []
      })
    const offending: string[] = []
    for (const file of [
      ...files(app.makePath('app/middleware')),
      ...files(app.makePath('app/controllers')),
    ]) {
      const lines = readFileSync(file, 'utf8').split('\n')
      let inConstructor = false
      lines.forEach((line, index) => {
        if (/^\s+constructor\(/.test(line)) inConstructor = true
        else if (/^\s{2}\}$/.test(line)) inConstructor = false
        if (!inConstructor && /\bthis\.[#\w]+\s*(=(?!=)|\+=|-=|\+\+|--)/.test(line)) {
          offending.push(`${file}:${index + 1}: ${line.trim()}`)
        }
      })
    }
    assert.deepEqual(offending, [])
  })
})
