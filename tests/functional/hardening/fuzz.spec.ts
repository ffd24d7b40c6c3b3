import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { demoUser } from '#tests/helpers/users'
import { planFor, randomRequests, sendAll } from '#tests/helpers/route_fuzz'

/**
 * Issue 10 §2, "malformed input never answers 500", over the whole app: every route the router
 * has, with hostile params, query strings and bodies built from every validator's fields. The
 * plan is enumerated (every route × every pattern), so it is the same on every run; FUZZ_RANDOM
 * adds that many seeded random combinations on top (bench/fuzz.ts runs 10,000 and more).
 */
test.group('Hardening: route fuzz', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // The exports a fuzzed store starts write their files to a disk that goes with the test.
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })
  // Nothing a fuzzed form triggers may leave the machine (forgot-password, email change).
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('no hostile request to any route answers 5xx', async ({ client, assert }) => {
    const admin = await demoUser('admin@demo.test')
    // A statement PostgreSQL refused aborts the test's global transaction, and every later
    // request would fail with it: after a 5xx the fuzzer starts a new one.
    const afterFailure = async () => {
      await db.rollbackGlobalTransaction()
      await db.beginGlobalTransaction()
    }
    const plan = await planFor(client, admin, afterFailure)

    // The plan is generated, so prove it reaches what it must: every route (a new resource is
    // in it without a line here), and the fields that reach PostgreSQL.
    const covered = new Set(plan.requests.map((request) => request.route.name))
    const missing = plan.routes.map((route) => route.name).filter((name) => !covered.has(name))
    assert.deepEqual(missing, [], 'routes without hostile requests')
    // Every store and update gets hostile bodies (an update at a real record of its list).
    const withBodies = new Set(
      plan.requests.filter((request) => request.kind === 'body').map((r) => r.route.name)
    )
    const writes = plan.routes
      .map((route) => route.name)
      .filter((name) => /\.(store|update)$/.test(name))
    assert.deepEqual(
      writes.filter((name) => !withBodies.has(name)),
      [],
      'writes without hostile bodies'
    )
    for (const field of [
      'centers',
      'roles',
      'capabilities',
      'client_id',
      'date_of_birth',
      'body',
    ]) {
      assert.isTrue(plan.fields.has(field), `field ${field} is fuzzed`)
    }

    const extra = Number(process.env.FUZZ_RANDOM ?? 0)
    const seed = Number(process.env.FUZZ_SEED ?? 20_261_124)
    // FUZZ_ONLY=<regex of route names> narrows a run while fixing one place.
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null
    const requests = [
      ...plan.requests,
      ...randomRequests(plan.targets, plan.fields, extra, seed),
    ].filter((request) => !only || only.test(request.route.name))
    const started = performance.now()
    const result = await sendAll(client, admin, requests, {
      concurrency: Number(process.env.FUZZ_CONCURRENCY ?? 3),
      afterFailure,
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const statuses = [...result.statuses].sort(([a], [b]) => a - b)
    console.log(
      `fuzz: ${result.sent} requests over ${plan.routes.length} routes in ${seconds} s (seed ${seed}), ` +
        `${result.failures.length} answered 5xx; statuses ${statuses.map(([s, n]) => `${s}×${n}`).join(' ')}`
    )
    for (const [kind, { sent, ms }] of result.byKind) {
      console.log(`  ${kind}: ${sent} requests, ${(ms / 1000).toFixed(1)} s`)
    }
    // One line per route and error, with a request that caused it: a broken shared piece fails
    // hundreds of requests, and the list must still be readable.
    const grouped = new Map<string, { count: number; example: string }>()
    for (const failure of result.failures) {
      const key = `${failure.request.split(' ', 2).join(' ').split('?')[0]} → ${failure.status} ${failure.detail}`
      const entry = grouped.get(key) ?? { count: 0, example: failure.request }
      grouped.set(key, { ...entry, count: entry.count + 1 })
    }
    const report = [...grouped].map(
      ([key, { count, example }]) => `${count}× ${key}\n    e.g. ${example}`
    )
    assert.deepEqual(report, [], `${result.failures.length} answered 5xx`)
    if (!only) assert.isAtLeast(result.sent, plan.requests.length)
  }).timeout(0)
})
