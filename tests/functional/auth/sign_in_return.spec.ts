import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { CaseFactory } from '#factories/case_factory'
import { SIGN_IN_NOTICE } from '#contracts/sign_in_notice'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'

const BASE = `http://${env.get('HOST')}:${env.get('PORT')}`

/** What a full page load hands to the client: its props and flash (the page's JSON). */
async function pageOf(response: Response) {
  const html = await response.text()
  const match = html.match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)
  if (!match) throw new Error('no Inertia page in the answer')
  return JSON.parse(match[1]) as {
    component: string
    props: Record<string, unknown>
    flash?: Record<string, unknown>
  }
}

/** A browser opening an address (the address bar, a link in an e-mail). */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
}

async function caseInKul() {
  const center: { id: number } = await db.from('centers').where('code', 'KUL').firstOrFail()
  return CaseFactory.merge({ centerId: center.id }).apply('active').create()
}

/**
 * Issue 29: a link to a record opened while signed out lands on the sign-in page saying why
 * ("Please sign in to continue.", never the framework's "Unauthorized access"), and signing in
 * goes on to the page asked for: a path of this site only.
 */
test.group('Signing in from a link', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-out deep link says why on the sign-in page and returns there after it', async ({
    assert,
  }) => {
    const record = await caseInKul()
    const user = await makeUser({ permissions: ['access-cases', 'view-case'] })
    const browser = new BrowserLikeClient(BASE)
    const target = `/navigate/cases/${record.id}?tab=notes`

    const asked = await browser.request('GET', target, { headers: NAVIGATION })
    assert.equal(asked.status, 302)
    assert.equal(asked.headers.get('location'), '/login')

    const login = await browser.request('GET', '/login', { headers: NAVIGATION })
    assert.equal(login.status, 200)
    const page = await pageOf(login)
    assert.equal(page.component, 'auth/login')
    assert.equal(page.props.notice, SIGN_IN_NOTICE)
    assert.equal(SIGN_IN_NOTICE, 'Please sign in to continue.')
    assert.notInclude(JSON.stringify(page), 'Unauthorized access')
    assert.isUndefined(page.flash?.error)

    // The notice is for the visit that was sent here, not for every later look at the page.
    const again = await pageOf(await browser.request('GET', '/login', { headers: NAVIGATION }))
    assert.isNull(again.props.notice)

    const signedIn = await browser.request('POST', '/login', {
      body: { email: user.email, password: DEMO_PASSWORD },
    })
    assert.equal(signedIn.status, 302)
    assert.equal(signedIn.headers.get('location'), target)
    const arrived = await browser.request('GET', target, { headers: NAVIGATION })
    assert.equal(arrived.status, 200)
    const opened = await pageOf(arrived)
    assert.equal(opened.component, 'navigate/cases/view')
  })

  test('an Inertia visit made after the session ended also comes back to its page', async ({
    assert,
  }) => {
    const record = await caseInKul()
    const user = await makeUser({ permissions: ['access-cases', 'view-case'] })
    const browser = new BrowserLikeClient(BASE)
    const first = await pageOf(await browser.request('GET', '/login', { headers: NAVIGATION }))
    const target = `/navigate/cases/${record.id}`
    const visit = await browser.request('GET', target, {
      headers: {
        'x-inertia': 'true',
        'x-inertia-version': String((first as { version?: unknown }).version ?? ''),
        'x-requested-with': 'XMLHttpRequest',
        'accept': 'text/html, application/xhtml+xml',
      },
    })
    assert.equal(visit.status, 302)
    assert.equal(visit.headers.get('location'), '/login')
    const signedIn = await browser.request('POST', '/login', {
      body: { email: user.email, password: DEMO_PASSWORD },
    })
    assert.equal(signedIn.headers.get('location'), target)
  })

  test('a post, a script’s request for data and no link at all land on the dashboard', async ({
    assert,
  }) => {
    const record = await caseInKul()
    const user = await makeUser({ permissions: ['access-cases', 'view-case'] })

    // A script asking for data is answered 401 in the same words, and is not remembered.
    const browser = new BrowserLikeClient(BASE)
    const data = await browser.request('GET', `/navigate/cases/${record.id}/timeline`, {
      headers: { accept: 'application/json' },
    })
    assert.equal(data.status, 401)
    assert.deepEqual(await data.json(), { errors: [{ message: SIGN_IN_NOTICE }] })
    // Nor a request that accepts anything (a script's fetch): it goes to sign in, no further.
    const anything = await browser.request('GET', `/navigate/cases/${record.id}/timeline`, {
      headers: { accept: '*/*' },
    })
    assert.equal(anything.headers.get('location'), '/login')
    // A form's post cannot be replayed after signing in.
    await browser.request('GET', '/login', { headers: NAVIGATION })
    await browser.request('POST', `/navigate/cases/${record.id}/notes`, {
      body: { body: '' },
      headers: NAVIGATION,
    })
    const signedIn = await browser.request('POST', '/login', {
      body: { email: user.email, password: DEMO_PASSWORD },
    })
    assert.equal(signedIn.headers.get('location'), '/dashboard')
  })
})
