import env from '#start/env'
import { defineConfig } from '@adonisjs/core/http'
import { serializeJSON } from '#services/response_json'

export const appKey = env.get('APP_KEY')
export const appUrl = env.get('APP_URL')

/**
 * Cookies are marked Secure when the app is served over https, as its public URL says, not by
 * NODE_ENV: `npm start` runs the production build on http://localhost, where clients other than
 * browsers (and browsers on another host's plain-http address) never send a Secure cookie back,
 * so no one could sign in. Behind a TLS proxy APP_URL is https and the cookies are Secure.
 */
export function cookiesAreSecure(url: string) {
  return new URL(url).protocol === 'https:'
}

export const secureCookies = cookiesAreSecure(appUrl)

/**
 * Which proxies may tell us the client's address (X-Forwarded-For), as proxy-addr takes them:
 * addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`, comma-separated.
 * `none` trusts nobody. The default (unset or blank), `loopback`, suits both a reverse proxy on the same host
 * and no proxy at all (a remote client is never loopback, so it cannot pick its own address).
 * The sign-in and password-reset limits count per address, so this must name the real proxies.
 */
export function trustedProxies(value: string | undefined): string[] | false {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (list.length === 0) return ['loopback']
  return list.includes('none') ? false : list
}

const trustProxy = trustedProxies(env.get('TRUSTED_PROXIES'))

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: true,
  serializeJSON,
  trustProxy: trustProxy === false ? false : trustProxy.join(','),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
})
