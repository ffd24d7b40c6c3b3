import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { urlFor } from '@adonisjs/core/services/url_builder'
import env from '#start/env'
import User from '#models/user'
import { recordActivity } from '#services/activity_log'
import { escapeHtml } from '#services/rich_text/render_html'

/**
 * My account › Email: a new sign-in address takes effect only once a link mailed to it is
 * opened, proving the user reads that mailbox. Each request is a row of
 * `email_change_requests` holding only its token's SHA-256 (a database leak yields no usable
 * link); a row is used once, replaced by a newer request, and expires after 24 hours.
 */

export const EMAIL_CHANGE_HOURS = 24

function digest(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Whether another user already signs in with `email` (case-insensitive, as sign-in compares).
 * Trashed users count: the unique index `users_email_unique` covers them too, so restoring one
 * must not collide.
 */
export async function emailTakenByAnother(email: string, userId: number) {
  const row = await db
    .from('users')
    .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
    .whereNot('id', userId)
    .first()
  return Boolean(row)
}

export interface PendingEmailChange {
  new_email: string
  expires_at: string
}

/** The user's change waiting for its link, if any (at most one: a new request replaces it). */
export async function pendingEmailChange(userId: number): Promise<PendingEmailChange | null> {
  const row: { new_email: string; expires_at: Date } | null = await db
    .from('email_change_requests')
    .where('user_id', userId)
    .whereNull('confirmed_at')
    .whereNull('cancelled_at')
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .select('new_email', 'expires_at')
    .first()
  return row ? { new_email: row.new_email, expires_at: row.expires_at.toISOString() } : null
}

/** Withdraws the user's waiting requests: their links stop working. Returns how many. */
export async function cancelEmailChanges(userId: number) {
  const rows = await db
    .from('email_change_requests')
    .where('user_id', userId)
    .whereNull('confirmed_at')
    .whereNull('cancelled_at')
    .update({ cancelled_at: new Date() })
  return Number(rows)
}

/**
 * Records the request (replacing any earlier one), mails the link to the new address and a
 * notice to the current one, so the owner of the account hears of it even if someone else
 * asked. Throws when the link could not be mailed; the request is then withdrawn.
 */
export async function requestEmailChange(user: User, newEmail: string) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = DateTime.now().plus({ hours: EMAIL_CHANGE_HOURS })
  const id = await db.transaction(async (trx) => {
    await trx
      .from('email_change_requests')
      .where('user_id', user.id)
      .whereNull('confirmed_at')
      .whereNull('cancelled_at')
      .update({ cancelled_at: new Date() })
    const [row] = await trx
      .insertQuery()
      .table('email_change_requests')
      .insert({
        user_id: user.id,
        new_email: newEmail,
        token_hash: digest(token),
        expires_at: expiresAt.toJSDate(),
        created_at: new Date(),
      })
      .returning('id')
    await recordActivity(
      {
        action: 'auth.email_change_requested',
        subjectType: 'user',
        subjectId: user.id,
        properties: { new_email: newEmail },
      },
      trx
    )
    return (row as { id: number }).id
  })

  const link = urlFor('my-account.email.confirm', { token }, { prefixUrl: env.get('APP_URL') })
  try {
    await mail.send((message) => {
      message
        .to(newEmail, user.fullName)
        .subject('Confirm your new sign-in email')
        .text(
          `Hello ${user.firstName},\n\nOpen this link to make ${newEmail} the address you sign in with. It works once and expires in ${EMAIL_CHANGE_HOURS} hours:\n\n${link}\n\nUntil then you keep signing in with ${user.email}. If you did not ask for this, ignore this message.`
        )
        .html(
          `<p>Hello ${escapeHtml(user.firstName)},</p><p>Open this link to make <strong>${escapeHtml(newEmail)}</strong> the address you sign in with. It works once and expires in ${EMAIL_CHANGE_HOURS} hours:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Until then you keep signing in with ${escapeHtml(user.email)}. If you did not ask for this, ignore this message.</p>`
        )
    })
  } catch (error) {
    await db
      .from('email_change_requests')
      .where('id', id)
      .whereNull('cancelled_at')
      .update({ cancelled_at: new Date() })
    throw error
  }

  // The notice is a courtesy: its failure must not undo a link already on its way.
  try {
    await mail.send((message) => {
      message
        .to(user.email, user.fullName)
        .subject('A change of your sign-in email was requested')
        .text(
          `Hello ${user.firstName},\n\nSomeone signed in as you asked to change your sign-in email to ${newEmail}. Nothing changes unless the link sent to that address is opened within ${EMAIL_CHANGE_HOURS} hours.\n\nIf this was not you, change your password now and tell your administrator.`
        )
        .html(
          `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone signed in as you asked to change your sign-in email to <strong>${escapeHtml(newEmail)}</strong>. Nothing changes unless the link sent to that address is opened within ${EMAIL_CHANGE_HOURS} hours.</p><p>If this was not you, change your password now and tell your administrator.</p>`
        )
    })
  } catch (error) {
    logger.warn({ err: error, userId: user.id }, 'email change notice to the old address failed')
  }
}

/** A request whose link can be used now, with its user. */
export interface UsableEmailChange {
  id: number
  user: User
  newEmail: string
}

/** The live request for a raw token, or null when unknown, used, replaced or expired. */
export async function findEmailChange(token: string): Promise<UsableEmailChange | null> {
  const row: { id: number; user_id: number; new_email: string } | null = await db
    .from('email_change_requests')
    .where('token_hash', digest(token))
    .whereNull('confirmed_at')
    .whereNull('cancelled_at')
    .where('expires_at', '>', new Date())
    .select('id', 'user_id', 'new_email')
    .first()
  if (!row) return null
  const user = await User.query().where('id', row.user_id).whereNull('deleted_at').first()
  if (!user || !user.isEnabled) return null
  return { id: row.id, user, newEmail: row.new_email }
}

export type EmailChangeRefusal = 'invalid' | 'other_user' | 'taken'

/**
 * Why the link cannot be used by whoever opened it, or null when it can. Signed in as another
 * user is refused (the link is not theirs to follow); signed out is accepted, since the token
 * was issued only after the password was checked and arrived only in the new mailbox.
 */
export async function emailChangeRefusal(
  change: UsableEmailChange | null,
  signedIn: User | undefined
): Promise<EmailChangeRefusal | null> {
  if (!change) return 'invalid'
  if (signedIn && signedIn.id !== change.user.id) return 'other_user'
  if (await emailTakenByAnother(change.newEmail, change.user.id)) return 'taken'
  return null
}

/**
 * Applies the change: burns the token (only if still unused, so a double click cannot apply it
 * twice), sets the email and logs it as an update of the user with the email before and after,
 * all or nothing. Outstanding password-reset links were mailed to the old address, so they stop
 * working. Returns a refusal when the address was taken in the meantime.
 */
export async function confirmEmailChange(
  change: UsableEmailChange
): Promise<EmailChangeRefusal | null> {
  const { user, newEmail } = change
  const before = user.email
  try {
    return await db.transaction(async (trx) => {
      const burned = await trx
        .from('email_change_requests')
        .where('id', change.id)
        .whereNull('confirmed_at')
        .whereNull('cancelled_at')
        .update({ confirmed_at: new Date() })
      if (Number(burned) !== 1) return 'invalid' as const
      user.useTransaction(trx)
      user.email = newEmail
      await user.save()
      await trx
        .from('password_reset_tokens')
        .where('user_id', user.id)
        .whereNull('used_at')
        .update({ used_at: new Date() })
      await recordActivity(
        {
          action: 'update',
          subjectType: 'user',
          subjectId: user.id,
          // The user proved it with the link, signed in or not.
          userId: user.id,
          centerId: user.currentCenterId,
          properties: { before: { email: before }, after: { email: newEmail } },
        },
        trx
      )
      return null
    })
  } catch (error) {
    // Taken between the check and the save: the unique index has the last word.
    if ((error as { code?: string }).code === '23505') return 'taken'
    throw error
  }
}
