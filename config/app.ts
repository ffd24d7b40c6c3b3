import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'

export const appKey = env.get('APP_KEY')
export const appUrl = env.get('APP_URL')

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
  trustProxy: trustProxy === false ? false : trustProxy.join(','),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
