import { test } from '@japa/runner'
import { request as httpRequest } from 'node:http'
import { readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { deleteImage } from '#services/images'
import { BrowserLikeClient } from '#tests/helpers/browser_like_client'
import { DEMO_PASSWORD, makeUser } from '#tests/helpers/users'
import type User from '#models/user'
import { PNG } from '#tests/helpers/images'

const BASE = `http://${env.get('HOST')}:${env.get('PORT')}`
const BOUNDARY = 'hardening-upload-boundary'

/** A browser session signed in as the user (real requests: cookies, XSRF header). */
async function signedIn(user: User) {
  const browser = new BrowserLikeClient()
  const login = await browser.signIn(user.email, DEMO_PASSWORD)
  if (login.headers.get('location') !== '/dashboard') throw new Error('could not sign in')
  return browser
}

/**
 * Sends the head of a multipart upload announcing 5 MB and only the first 64 KB of it, then
 * waits for an answer. A server that read the body would wait for the rest (and write it to
 * disk); one that decides first answers at once.
 */
function sendUnfinishedUpload(
  method: string,
  path: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${BASE}${path}`, {
      method,
      headers: {
        'accept': 'text/html',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(5 * 1024 * 1024),
        ...headers,
      },
    })
    const timer = setTimeout(() => {
      request.destroy()
      reject(new Error('no answer before the body ended: the server was reading it'))
    }, 5000)
    request.on('response', (response) => {
      clearTimeout(timer)
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
      request.destroy()
    })
    request.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    request.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="picture"; filename="big.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`
    )
    request.write(Buffer.alloc(64 * 1024, 1))
  })
}

function cookieHeaders(browser: BrowserLikeClient) {
  return {
    'cookie': browser.cookieHeader(),
    'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? ''),
  }
}

/**
 * Files in the temp folder that look like an upload of `size` bytes and were not there
 * before: what a request left behind, whoever named it (the body parser used bare UUIDs).
 */
async function leftoverUploads(before: Set<string>, size: number) {
  const found: string[] = []
  for (const name of await readdir(tmpdir())) {
    if (before.has(name)) continue
    const info = await stat(join(tmpdir(), name)).catch(() => null)
    if (info?.isFile() && info.size === size) found.push(name)
  }
  return found
}

async function tempFiles() {
  return new Set(await readdir(tmpdir()))
}

/**
 * Issue 10 §3: guests could fill the disk. Multipart bodies are read only where files are
 * taken, after sign-in, CSRF and the route's permission, and every temp file of a request is
 * gone when it ends.
 */
test.group('Hardening: uploads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a guest upload is answered (sign in) without its body being read', async ({ assert }) => {
    const guest = new BrowserLikeClient()
    await guest.request('GET', '/login')
    const answer = await sendUnfinishedUpload('PUT', '/my-account/profile', cookieHeaders(guest))
    assert.equal(answer.status, 302)
    assert.equal(answer.location, '/login')
  })

  test('without a CSRF token the upload is refused unread', async ({ assert }) => {
    const browser = await signedIn(await makeUser())
    const answer = await sendUnfinishedUpload('PUT', '/my-account/profile', {
      cookie: browser.cookieHeader(),
      referer: '/my-account/profile',
    })
    assert.equal(answer.status, 302)
    assert.equal(answer.location, '/my-account/profile')
  })

  test('a user without the route’s permission gets 403, the body unread', async ({ assert }) => {
    const browser = await signedIn(await makeUser({ permissions: ['access-users'] }))
    const users = await sendUnfinishedUpload('POST', '/accounts/users', cookieHeaders(browser))
    assert.equal(users.status, 403)
    const logo = await sendUnfinishedUpload(
      'PUT',
      '/settings/appearance-header',
      cookieHeaders(browser)
    )
    assert.equal(logo.status, 403)
  })

  test('a route that takes no files never reads a multipart body', async ({ assert }) => {
    const browser = await signedIn(await makeUser())
    const before = await tempFiles()
    // Answered from an empty body (the form's errors) before the upload has finished.
    const answer = await sendUnfinishedUpload('PUT', '/my-account/password', {
      ...cookieHeaders(browser),
      referer: '/my-account/password',
    })
    assert.equal(answer.status, 302)
    assert.equal(answer.location, '/my-account/password')
    assert.deepEqual(await leftoverUploads(before, 64 * 1024), [])
  })

  test('an upload over 2 MB is the field’s error, at any size, and leaves nothing behind', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    for (const size of [2 * 1024 * 1024 + 1, 25 * 1024 * 1024]) {
      const before = await tempFiles()
      const response = await client
        .put('/my-account/profile')
        .header('referer', '/my-account/profile')
        .loginAs(user)
        .withCsrfToken()
        .field('first_name', 'Big')
        .field('last_name', 'Picture')
        .file('picture', Buffer.alloc(size, 7), { filename: 'big.png' })
        .redirects(0)
      response.assertStatus(302)
      response.assertFlashMessage('inputErrorsBag', {
        picture: ['The picture must be at most 2 MB.'],
      })
      assert.deepEqual(await leftoverUploads(before, size), [])
      // Nothing was partly written either: the stream stopped at the limit and was removed.
      assert.deepEqual(await leftoverUploads(before, 2 * 1024 * 1024), [])
    }
  })

  test('a refused upload leaves no temp file; an accepted one is moved to storage', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const notAnImage = Buffer.alloc(123_457, 0x41)
    const before = await tempFiles()
    const refused = await client
      .put('/my-account/profile')
      .header('referer', '/my-account/profile')
      .loginAs(user)
      .withCsrfToken()
      .field('first_name', 'Not')
      .field('last_name', 'Image')
      .file('picture', notAnImage, { filename: 'notes.png' })
      .redirects(0)
    refused.assertFlashMessage('inputErrorsBag', {
      picture: ['The picture must be a PNG or JPEG image.'],
    })
    assert.deepEqual(await leftoverUploads(before, notAnImage.length), [])

    const accepted = await client
      .put('/my-account/profile')
      .header('referer', '/my-account/profile')
      .loginAs(user)
      .withCsrfToken()
      .field('first_name', 'Real')
      .field('last_name', 'Image')
      .file('picture', PNG, { filename: 'me.png' })
      .redirects(0)
    accepted.assertFlashMessage('success', 'Profile saved.')
    await user.refresh()
    assert.match(user.picture ?? '', /^pictures\/[0-9a-f-]{36}\.png$/)
    assert.deepEqual(await leftoverUploads(before, PNG.length), [])
    await deleteImage(user.picture)
  })
})
