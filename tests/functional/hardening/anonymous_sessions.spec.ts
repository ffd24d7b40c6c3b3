import { test } from '@japa/runner'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { stores } from '@adonisjs/session'
import type { SessionConfig, SessionStoreWithTaggingContract } from '@adonisjs/session/types'
import { isAnonymousSession, LeanSessionStore, leanStore } from '#services/session_store'
import { checkAccessEarly } from '#services/access_cache'
import { statementsDuring } from '#tests/helpers/statements'

const COOKIE = 'assist_session'

/** A request context, with the session cookie (signed, as the session middleware sets it). */
async function contextWith(cookies: Record<string, string> = {}) {
  const req = new IncomingMessage(new Socket())
  const header: string[] = []
  for (const [name, value] of Object.entries(cookies)) {
    header.push(`${name}=${encodeURIComponent(value)}`)
  }
  req.headers.cookie = header.join('; ')
  return testUtils.createHttpContext({ req, res: new ServerResponse(req) })
}

async function storeFor(ctx: Awaited<ReturnType<typeof contextWith>>) {
  // As config/session.ts builds it: the table named, so the read brings the access version.
  const factory = await leanStore(stores.database({ tableName: 'sessions', gcProbability: 0 }), {
    table: 'sessions',
  }).resolver(app)
  const config = { age: '2 hours', cookieName: COOKIE, cookie: { path: '/' } } as SessionConfig
  return factory(ctx, config)
}

/** What the response sets, as name → value (the encrypted cookie store writes `e:` values). */
function setCookies(ctx: Awaited<ReturnType<typeof contextWith>>) {
  const lines = [ctx.response.getHeader('set-cookie') ?? []].flat().map(String)
  return new Map(
    lines.map((line) => {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      return [pair.slice(0, index), decodeURIComponent(pair.slice(index + 1))] as const
    })
  )
}

/**
 * Issue 10 §3: every cookie-less visit stored a session row. The database store is wrapped
 * (app/services/session_store.ts): a session holding only the CSRF secret, the return URL and
 * flash messages lives in an encrypted cookie; anything more goes to the table.
 * tests/functional/hardening/served_app.spec.ts checks the same through a served app.
 */
test.group('Hardening: anonymous sessions', (group) => {
  // testUtils.cookies signs cookies as a browser would send them back.
  group.setup(() => testUtils.boot())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('what counts as anonymous', ({ assert }) => {
    assert.isTrue(isAnonymousSession({}))
    assert.isTrue(isAnonymousSession({ 'csrf-secret': 's' }))
    assert.isTrue(
      isAnonymousSession({
        'csrf-secret': 's',
        'redirect': { intendedUrl: '/x' },
        '__flash__': { error: 'e' },
      })
    )
    assert.isFalse(isAnonymousSession({ 'csrf-secret': 's', 'auth_web': 7 }))
    assert.isFalse(isAnonymousSession({ two_factor_pending: { userId: 7 } }))
  })

  test('an anonymous session is written to a cookie, read back from it, and never to the table', async ({
    assert,
  }) => {
    const first = await contextWith()
    const store = await storeFor(first)
    assert.isNull(await store.read('anon-1'))
    await store.write('anon-1', { 'csrf-secret': 'secret-1' })
    assert.lengthOf(await db.from('sessions').where('id', 'anon-1'), 0)
    const cookie = setCookies(first).get('anon-1')
    assert.isString(cookie)
    assert.notInclude(cookie ?? '', 'secret-1', 'the cookie is encrypted')

    // The next request brings both cookies back (the session id one is signed by the client).
    const signedId = testUtils.cookies.sign(COOKIE, 'anon-1') as string
    const next = await contextWith({ [COOKIE]: signedId, 'anon-1': cookie ?? '' })
    const nextStore = await storeFor(next)
    assert.deepEqual(await nextStore.read('anon-1'), { 'csrf-secret': 'secret-1' })
  })

  test('a session that holds more goes to the table, and back to a cookie without a row', async ({
    assert,
  }) => {
    const ctx = await contextWith()
    const store = await storeFor(ctx)
    await store.write('user-1', { 'csrf-secret': 's', 'auth_web': 7 })
    assert.lengthOf(await db.from('sessions').where('id', 'user-1'), 1)

    // Signed out: only anonymous keys remain, read from the table by this request.
    const signedId = testUtils.cookies.sign(COOKIE, 'user-1') as string
    const later = await contextWith({ [COOKIE]: signedId })
    const laterStore = await storeFor(later)
    assert.deepEqual(await laterStore.read('user-1'), { 'csrf-secret': 's', 'auth_web': 7 })
    await laterStore.write('user-1', { 'csrf-secret': 's' })
    assert.lengthOf(await db.from('sessions').where('id', 'user-1'), 0)
    assert.isString(setCookies(later).get('user-1'))
  })

  test('a visit without a session cookie does not even read the table', async ({ assert }) => {
    const calls: string[] = []
    const server: SessionStoreWithTaggingContract = {
      read: (id) => {
        calls.push(`read ${id}`)
        return null
      },
      write: (id) => {
        calls.push(`write ${id}`)
      },
      destroy: (id) => {
        calls.push(`destroy ${id}`)
      },
      touch: (id) => {
        calls.push(`touch ${id}`)
      },
      tag: () => {},
      untag: () => {},
      tagged: () => [],
    }
    const config = { age: '2 hours', cookieName: COOKIE, cookie: { path: '/' } } as SessionConfig
    const lean = async (ctx: Awaited<ReturnType<typeof contextWith>>) =>
      new LeanSessionStore(server, (await stores.cookie().resolver(app))(ctx, config), ctx, COOKIE)

    const fresh = await contextWith()
    const store = await lean(fresh)
    assert.isNull(await store.read('fresh-id'))
    await store.write('fresh-id', { 'csrf-secret': 's' })
    await store.destroy('fresh-id')
    assert.deepEqual(calls, [], 'a first visit touched the server store')

    // With a session cookie the table is asked (the session may be a signed-in one).
    const signedId = testUtils.cookies.sign(COOKIE, 'known-id') as string
    const returning = await lean(await contextWith({ [COOKIE]: signedId }))
    await returning.read('known-id')
    assert.deepEqual(calls, ['read known-id'])
  })

  test('a signed-in session is read with the access version, in one statement', async ({
    assert,
  }) => {
    const ctx = await contextWith()
    const first = await storeFor(ctx)
    await first.write('user-2', { 'csrf-secret': 's', 'auth_web': 9 })

    const signedId = testUtils.cookies.sign(COOKIE, 'user-2') as string
    const next = await contextWith({ [COOKIE]: signedId })
    const store = await storeFor(next)
    let read: unknown
    const sent = await statementsDuring(async () => (read = await store.read('user-2')))
    assert.deepEqual(read, { 'csrf-secret': 's', 'auth_web': 9 })
    assert.lengthOf(sent, 1)
    assert.include(sent[0], 'cache_versions')
    assert.include(sent[0], 'sessions')
    // The request's version check is answered: asking for it sends nothing more.
    assert.deepEqual(await statementsDuring(async () => checkAccessEarly(next)), [])

    // A request whose session is not on the server still has its version check answered.
    const unknown = await contextWith({
      [COOKIE]: testUtils.cookies.sign(COOKIE, 'gone') as string,
    })
    const unknownStore = await storeFor(unknown)
    assert.isNull(await unknownStore.read('gone'))
    assert.deepEqual(await statementsDuring(async () => checkAccessEarly(unknown)), [])
  })

  test('an expired or tampered row reads as no session; the expired one is removed', async ({
    assert,
  }) => {
    const ctx = await contextWith()
    const store = await storeFor(ctx)
    await store.write('old-1', { 'csrf-secret': 's', 'auth_web': 3 })
    await store.write('forged-1', { 'csrf-secret': 's', 'auth_web': 4 })
    await db
      .from('sessions')
      .where('id', 'old-1')
      .update({ expires_at: new Date(Date.now() - 1000) })
    // Another session's signed data under this id: its purpose (the id) does not match.
    const [other] = await db.from('sessions').where('id', 'old-1').select('data')
    await db.from('sessions').where('id', 'forged-1').update({ data: other.data })

    for (const id of ['old-1', 'forged-1']) {
      const next = await contextWith({ [COOKIE]: testUtils.cookies.sign(COOKIE, id) as string })
      const nextStore = await storeFor(next)
      assert.isNull(await nextStore.read(id), id)
    }
    assert.lengthOf(await db.from('sessions').where('id', 'old-1'), 0)
    assert.lengthOf(await db.from('sessions').where('id', 'forged-1'), 1)
  })
})
