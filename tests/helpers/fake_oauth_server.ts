import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small OAuth 2 authorisation server on loopback standing in for Google in tests: the three
 * endpoints Ally's Google driver calls, with Google's parameter names and userinfo shape. It
 * checks what Google would (client id and redirect URI on /authorize; client id, secret, code and
 * redirect URI on /token; the bearer token on /userinfo), so a test fails when the app sends the
 * wrong credentials, not only when it handles the answer wrongly.
 */

/** Google's OpenID userinfo body, as Ally's Google driver reads it (`sub` becomes the id). */
export interface FakeGoogleProfile {
  sub: string
  email: string
  email_verified: boolean
  name: string
  given_name?: string
  family_name?: string
  picture?: string
}

export interface FakeOAuthClient {
  clientId: string
  clientSecret: string
}

interface IssuedCode {
  clientId: string
  redirectUri: string
  profile: FakeGoogleProfile
}

export class FakeOAuthServer {
  /** Who "signs in at Google" on the next /authorize. */
  profile: FakeGoogleProfile = {
    sub: '100000000000000000001',
    email: 'someone@example.test',
    email_verified: true,
    name: 'Someone Example',
  }

  /** Every request received, newest last, for assertions on what the app sent. */
  readonly requests: { path: string; params: Record<string, string> }[] = []

  #codes = new Map<string, IssuedCode>()
  #tokens = new Map<string, FakeGoogleProfile>()

  #server: Server = createServer((request, response) => {
    this.#handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
  })

  /** http://127.0.0.1:<port>, known once listening. */
  baseUrl = ''

  constructor(
    /** The OAuth client the server accepts (the app must present exactly this). */
    public client: FakeOAuthClient
  ) {}

  /** Listens on a free loopback port. */
  static async start(client: FakeOAuthClient) {
    const fake = new FakeOAuthServer(client)
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve))
    fake.baseUrl = `http://127.0.0.1:${(fake.#server.address() as AddressInfo).port}`
    return fake
  }

  get authorizeUrl() {
    return `${this.baseUrl}/authorize`
  }
  get tokenUrl() {
    return `${this.baseUrl}/token`
  }
  get userInfoUrl() {
    return `${this.baseUrl}/userinfo`
  }

  close() {
    this.#server.closeAllConnections()
    return new Promise<void>((resolve, reject) =>
      this.#server.close((error) => (error ? reject(error) : resolve()))
    )
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.baseUrl)
    const params =
      request.method === 'POST'
        ? await readForm(request)
        : Object.fromEntries(url.searchParams.entries())
    this.requests.push({ path: url.pathname, params })

    if (url.pathname === '/authorize' && request.method === 'GET')
      return this.#authorize(params, response)
    if (url.pathname === '/token' && request.method === 'POST') return this.#token(params, response)
    if (url.pathname === '/userinfo' && request.method === 'GET') {
      return this.#userInfo(request.headers.authorization, response)
    }
    return json(response, 404, { error: 'not_found' })
  }

  /** The consent screen, already agreed: straight back to the app with a code and the state. */
  #authorize(params: Record<string, string>, response: ServerResponse) {
    if (params.client_id !== this.client.clientId) {
      return json(response, 401, { error: 'invalid_client' })
    }
    if (params.response_type !== 'code' || !params.redirect_uri) {
      return json(response, 400, { error: 'invalid_request' })
    }
    const code = randomBytes(12).toString('hex')
    this.#codes.set(code, {
      clientId: params.client_id,
      redirectUri: params.redirect_uri,
      profile: { ...this.profile },
    })
    const back = new URL(params.redirect_uri)
    back.searchParams.set('code', code)
    if (params.state !== undefined) back.searchParams.set('state', params.state)
    response.writeHead(302, { location: back.toString() })
    response.end()
  }

  /** The code exchange: only for this client, with its secret, once, to the same redirect URI. */
  #token(params: Record<string, string>, response: ServerResponse) {
    if (
      params.client_id !== this.client.clientId ||
      params.client_secret !== this.client.clientSecret
    ) {
      return json(response, 401, { error: 'invalid_client' })
    }
    const issued = this.#codes.get(params.code ?? '')
    this.#codes.delete(params.code ?? '')
    if (
      params.grant_type !== 'authorization_code' ||
      !issued ||
      issued.clientId !== params.client_id ||
      issued.redirectUri !== params.redirect_uri
    ) {
      return json(response, 400, { error: 'invalid_grant' })
    }
    const accessToken = randomBytes(16).toString('hex')
    this.#tokens.set(accessToken, issued.profile)
    return json(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3599,
      scope: 'openid email profile',
      id_token: 'fake.id.token',
    })
  }

  #userInfo(authorization: string | undefined, response: ServerResponse) {
    const profile = this.#tokens.get(authorization?.replace(/^Bearer /, '') ?? '')
    if (!profile) return json(response, 401, { error: 'invalid_token' })
    return json(response, 200, profile)
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** A token request body: form-encoded, as OAuth 2 requires (and Ally sends). */
async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')).entries())
}
