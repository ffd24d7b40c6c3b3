import limiter from '@adonisjs/limiter/services/main'

/**
 * Failed sign-ins are counted per email + IP: 5 failures within a minute lock that pair for a
 * minute. Successful sign-ins do not count, and a success clears the counter.
 */
export const SIGN_IN_MAX_FAILURES = 5
const window = {
  requests: SIGN_IN_MAX_FAILURES,
  duration: '1 min',
  blockDuration: '1 min',
} as const

function key(email: string, ip: string) {
  return `sign_in:${email.trim().toLowerCase()}:${ip}`
}

export async function secondsLocked(email: string, ip: string): Promise<number> {
  const throttle = limiter.use(window)
  return (await throttle.isBlocked(key(email, ip))) ? throttle.availableIn(key(email, ip)) : 0
}

/** Counts a failure; returns true when this failure locked the pair. */
export async function countFailure(email: string, ip: string): Promise<boolean> {
  const throttle = limiter.use(window)
  try {
    await throttle.consume(key(email, ip))
  } catch {
    return true
  }
  return (
    (await throttle.remaining(key(email, ip))) === 0 && (await throttle.isBlocked(key(email, ip)))
  )
}

export async function clearFailures(email: string, ip: string) {
  await limiter.use(window).delete(key(email, ip))
}

export function lockedMessage(seconds: number) {
  return `Too many failed sign-in attempts. Try again in ${Math.max(seconds, 1)} seconds.`
}
