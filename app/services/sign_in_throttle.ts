import limiter from '@adonisjs/limiter/services/main'
import { readSettings } from '#services/settings'

/**
 * Failed sign-ins (wrong password, unknown email, wrong second-factor code) are counted twice:
 *   - per email + IP: the number Security settings allows (5 by default) within a minute locks
 *     that pair for a minute; a successful sign-in clears it;
 *   - per IP, whatever the email: IP_FAILURES within 10 minutes lock the address for 15, so
 *     one client cannot try a password against many accounts ("password spraying"). A success
 *     does not clear it, or an attacker with one account of their own could reset it.
 * A locked pair or address is refused even with the right password. The address is the
 * client's as config/app.ts (TRUSTED_PROXIES) decides, so a client cannot pick its own.
 */
export const IP_FAILURES = 20
const IP_WINDOW = '10 mins'
const IP_BLOCK = '15 mins'

async function pairThrottle() {
  const { max_failed_sign_ins: requests } = await readSettings(['max_failed_sign_ins'])
  return limiter.use({ requests, duration: '1 min', blockDuration: '1 min' })
}

function ipThrottle() {
  return limiter.use({ requests: IP_FAILURES, duration: IP_WINDOW, blockDuration: IP_BLOCK })
}

function pairKey(email: string, ip: string) {
  return `sign_in:${email.trim().toLowerCase()}:${ip}`
}

function ipKey(ip: string) {
  return `sign_in_ip:${ip}`
}

async function lockedFor(limit: ReturnType<typeof ipThrottle>, key: string) {
  return (await limit.isBlocked(key)) ? limit.availableIn(key) : 0
}

/** Seconds until this email may be tried again from this address (0: not locked). */
export async function secondsLocked(email: string, ip: string): Promise<number> {
  const [pair, address] = await Promise.all([
    lockedFor(await pairThrottle(), pairKey(email, ip)),
    lockedFor(ipThrottle(), ipKey(ip)),
  ])
  return Math.max(pair, address)
}

/** Counts one failure; true when this failure locked the pair or the address. */
async function consume(limit: ReturnType<typeof ipThrottle>, key: string) {
  try {
    await limit.consume(key)
  } catch {
    return true
  }
  return (await limit.remaining(key)) === 0 && (await limit.isBlocked(key))
}

/** Counts a failure; returns true when this failure locked the pair or the address. */
export async function countFailure(email: string, ip: string): Promise<boolean> {
  const pairLocked = await consume(await pairThrottle(), pairKey(email, ip))
  const addressLocked = await consume(ipThrottle(), ipKey(ip))
  return pairLocked || addressLocked
}

export async function clearFailures(email: string, ip: string) {
  const limit = await pairThrottle()
  await limit.delete(pairKey(email, ip))
}

export function lockedMessage(seconds: number) {
  return `Too many failed sign-in attempts. Try again in ${Math.max(seconds, 1)} seconds.`
}
