import limiter from '@adonisjs/limiter/services/main'
import { readSettings } from '#services/settings'

/**
 * Failed sign-ins are counted per email + IP: the number Security settings allows (5 by
 * default) within a minute locks that pair for a minute. Successful sign-ins do not count, and
 * a success clears the counter.
 */
async function throttle() {
  const { max_failed_sign_ins: requests } = await readSettings(['max_failed_sign_ins'])
  return limiter.use({ requests, duration: '1 min', blockDuration: '1 min' })
}

function key(email: string, ip: string) {
  return `sign_in:${email.trim().toLowerCase()}:${ip}`
}

export async function secondsLocked(email: string, ip: string): Promise<number> {
  const limit = await throttle()
  return (await limit.isBlocked(key(email, ip))) ? limit.availableIn(key(email, ip)) : 0
}

/** Counts a failure; returns true when this failure locked the pair. */
export async function countFailure(email: string, ip: string): Promise<boolean> {
  const limit = await throttle()
  try {
    await limit.consume(key(email, ip))
  } catch {
    return true
  }
  return (await limit.remaining(key(email, ip))) === 0 && (await limit.isBlocked(key(email, ip)))
}

export async function clearFailures(email: string, ip: string) {
  const limit = await throttle()
  await limit.delete(key(email, ip))
}

export function lockedMessage(seconds: number) {
  return `Too many failed sign-in attempts. Try again in ${Math.max(seconds, 1)} seconds.`
}
