import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { safeReturnPath } from '#contracts/return_to'
import { recordActivity } from '#services/activity_log'
import { hasTwoFactor } from '#services/two_factor'
import { SIGNED_IN_AT } from '#middleware/silent_auth_middleware'

/**
 * The one way a proven user becomes signed in, whatever proved them (password, Google), so the
 * second factor cannot be skipped by one of them.
 */

/** Session key of a sign-in waiting for its second factor. */
const PENDING_KEY = 'two_factor_pending'
/** How long the code page stays open after the first factor. */
const PENDING_MS = 5 * 60_000

export type SignInVia = 'password' | 'google'

interface PendingSignIn {
  userId: number
  via: SignInVia
  at: number
}

/** A hash of a random password, made once, with the same cost as every stored one. */
let dummyHash: Promise<string> | null = null

/**
 * Checks a password for a sign-in attempt. Without an account (or one without a password: a
 * Google-only user) it is checked against a dummy hash instead, so an unknown email costs the
 * same time as a wrong password and the answer's timing does not tell which emails exist.
 */
export async function passwordMatches(user: User | null, password: string): Promise<boolean> {
  // Made on the first attempt of either kind, so that one is not slower for unknown emails only.
  dummyHash ??= hash.use().make(randomBytes(24).toString('base64url'))
  const stored = await dummyHash
  if (user?.password) return user.verifyPassword(password)
  await hash.use().verify(stored, password)
  return false
}

/**
 * After the first factor: users with two-factor on are sent to the code page (nothing signed
 * in yet); the others are signed in.
 */
export async function beginSignIn(ctx: HttpContext, user: User, via: SignInVia) {
  if (await hasTwoFactor(user.id)) {
    // A fresh session id, as for a full sign-in: the pending state must not be fixable.
    ctx.session.regenerate()
    ctx.session.put(PENDING_KEY, { userId: user.id, via, at: Date.now() } satisfies PendingSignIn)
    return ctx.response.redirect().toRoute('login.two-factor')
  }
  await completeSignIn(ctx, user, { via })
  return redirectSignedIn(ctx)
}

/**
 * Where a finished sign-in lands: the page that sent the user to sign in (a link to a record
 * opened while signed out), kept in the session by the auth redirect, else the dashboard. Only
 * a path of this site is followed (`safeReturnPath`), whatever the session holds.
 */
export function redirectSignedIn(ctx: HttpContext) {
  const intended = safeReturnPath(ctx.session.pullIntendedUrl())
  if (intended) return ctx.response.redirect().toPath(intended)
  return ctx.response.redirect().toRoute('dashboard')
}

/** The sign-in waiting for a second factor in this session, if still fresh. */
export function pendingSignIn(ctx: HttpContext): PendingSignIn | null {
  const pending = ctx.session.get(PENDING_KEY) as PendingSignIn | undefined
  if (!pending || typeof pending.userId !== 'number') return null
  if (Date.now() - pending.at > PENDING_MS) {
    ctx.session.forget(PENDING_KEY)
    return null
  }
  return pending
}

export function forgetPendingSignIn(ctx: HttpContext) {
  ctx.session.forget(PENDING_KEY)
}

/** Signs the user in: new session id, session tagged for "end all sessions", logged. */
export async function completeSignIn(
  ctx: HttpContext,
  user: User,
  properties: { via: SignInVia; second_factor?: 'totp' | 'recovery' }
) {
  ctx.session.forget(PENDING_KEY)
  // A fresh session id on sign-in defeats session fixation.
  ctx.session.regenerate()
  await ctx.auth.use('web').login(user)
  await ctx.session.tag(String(user.id))
  ctx.session.put(SIGNED_IN_AT, Date.now())
  user.lastLoginAt = DateTime.now()
  await user.save()
  await recordActivity({
    action: 'auth.sign_in',
    userId: user.id,
    centerId: user.currentCenterId,
    properties: properties.via === 'password' && !properties.second_factor ? undefined : properties,
  })
}
