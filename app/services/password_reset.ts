import logger from '@adonisjs/core/services/logger'
import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { SessionCollection } from '@adonisjs/session'
import { liveAccessChanged } from '#services/live/access_changes'
import env from '#start/env'
import User from '#models/user'
import { recordActivity } from '#services/activity_log'
import { escapeHtml } from '#services/rich_text/render_html'

export const RESET_TOKEN_MINUTES = 60

function digest(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Reset requests allowed per email and per client address within RESET_REQUEST_WINDOW. Both
 * are counted for every request, whether or not the account exists, so being limited tells
 * nothing about accounts; the email limit stops one mailbox being flooded, the address limit
 * one client trying many emails.
 */
export const RESET_REQUESTS_PER_EMAIL = 3
export const RESET_REQUESTS_PER_IP = 10
const RESET_REQUEST_WINDOW = '1 hour'

async function consume(key: string, requests: number): Promise<number> {
  const limit = limiter.use({ requests, duration: RESET_REQUEST_WINDOW })
  try {
    await limit.consume(key)
    return 0
  } catch {
    return Math.max(await limit.availableIn(key), 1)
  }
}

/**
 * Counts a reset request against both limits; returns the seconds to wait when one is used up
 * (then nothing is sent), else 0. The email is only counted when the address may ask.
 */
export async function takeResetRequest(email: string, ip: string): Promise<number> {
  const byAddress = await consume(`password_reset_ip:${ip}`, RESET_REQUESTS_PER_IP)
  if (byAddress > 0) return byAddress
  return consume(`password_reset:${email.trim().toLowerCase()}`, RESET_REQUESTS_PER_EMAIL)
}

/** "Try again in 42 minutes." */
export function resetLimitedMessage(seconds: number) {
  const minutes = Math.ceil(seconds / 60)
  return `Too many reset requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

/**
 * Issues a single-use reset token (only its SHA-256 is stored) and mails the link.
 * Unknown or disabled emails get no mail, and the caller answers the same either way. Runs in
 * the queue worker (app/jobs/send_password_reset_link.ts), never in the request.
 */
export async function sendResetLink(email: string) {
  const user = await User.findByLogin(email)
  if (!user || !user.isEnabled) return

  const token = randomBytes(32).toString('base64url')
  await db
    .insertQuery()
    .table('password_reset_tokens')
    .insert({
      user_id: user.id,
      token_hash: digest(token),
      expires_at: DateTime.now().plus({ minutes: RESET_TOKEN_MINUTES }).toJSDate(),
      created_at: new Date(),
    })
  const link = `${env.get('APP_URL')}/reset-password/${token}`
  // The page answers the same whatever happens here (it must not tell which emails exist), so
  // a mail server refusing the message (Settings › Email saved wrong) is logged for the
  // administrators rather than shown as an error page.
  await sendResetMail(user, link).catch((error: unknown) => {
    logger.error({ err: error, userId: user.id }, 'password reset mail could not be sent')
  })
  await recordActivity({ action: 'auth.password_reset_requested', userId: user.id, centerId: null })
}

function sendResetMail(user: User, link: string) {
  return mail.send((message) => {
    message
      .to(user.email, user.fullName)
      .subject('Reset your password')
      .text(
        `Hello ${user.firstName},\n\nOpen this link to choose a new password. It works once and expires in ${RESET_TOKEN_MINUTES} minutes:\n\n${link}\n\nIf you did not ask for this, ignore this message.`
      )
      .html(
        `<p>Hello ${escapeHtml(user.firstName)},</p><p>Open this link to choose a new password. It works once and expires in ${RESET_TOKEN_MINUTES} minutes:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If you did not ask for this, ignore this message.</p>`
      )
  })
}

/** The live token row for a raw token, or null when unknown, used or expired. */
export async function findUsableToken(token: string) {
  const row: { id: number; user_id: number } | null = await db
    .from('password_reset_tokens')
    .where('token_hash', digest(token))
    .whereNull('used_at')
    .where('expires_at', '>', new Date())
    .select('id', 'user_id')
    .first()
  return row
}

/**
 * Sets the new password, burns every outstanding token of the user and ends their sessions,
 * all or nothing. Returns false when the token is not usable.
 */
export async function resetPassword(token: string, password: string) {
  const row = await findUsableToken(token)
  if (!row) return false
  const hashed = await hash.make(password)
  await db.transaction(async (trx) => {
    await trx
      .from('users')
      .where('id', row.user_id)
      .update({ password: hashed, updated_at: new Date() })
    await trx
      .from('password_reset_tokens')
      .where('user_id', row.user_id)
      .whereNull('used_at')
      .update({ used_at: new Date() })
    await recordActivity(
      { action: 'auth.password_reset', userId: row.user_id, centerId: null },
      trx
    )
  })
  await endAllSessions(row.user_id)
  return true
}

/** Destroys every server-side session tagged with the user's id, but `except` (this one). */
export async function endAllSessions(userId: number, options: { except?: string } = {}) {
  const sessions = await app.container.make(SessionCollection)
  if (sessions.supportsTagging()) {
    for (const session of await sessions.tagged(String(userId))) {
      if (session.id !== options.except) await sessions.destroy(session.id)
    }
  }
  // Their live sockets are asked again now, on every instance, not at the next check.
  liveAccessChanged({ userId })
}
