import { createHash, randomBytes } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import { readSettings } from '#services/settings'
import { cachedUser } from '#services/access_cache'
import { base32Encode, generateTotpSecret, matchTotpStep } from '#services/totp'

/**
 * Two-factor sign-in (My account › Enable 2FA): a TOTP secret per user, encrypted at rest,
 * confirmed by a first code, plus one-time recovery codes kept only as hashes. Every code is
 * consumed by one conditional UPDATE, so two requests racing with the same code cannot both
 * pass.
 */

const RECOVERY_CODES = 10
/** The purpose binds the ciphertext to this use: it cannot be replayed as another secret. */
const PURPOSE = 'two-factor-secret'

interface CredentialRow {
  user_id: number
  secret: string
  confirmed_at: Date | null
  last_used_step: string | number | null
  recovery_code_hashes: string[]
}

export type TwoFactorState =
  | { status: 'off' }
  | { status: 'pending'; secret: string }
  | { status: 'on'; confirmedAt: Date; recoveryCodesLeft: number }

function credential(userId: number): Promise<CredentialRow | null> {
  return db.from('two_factor_credentials').where('user_id', userId).first()
}

function decryptSecret(row: CredentialRow): string {
  const secret = encryption.decrypt<string>(row.secret, PURPOSE)
  // Only a changed APP_KEY gets here: the secret is unreadable and must be set up again.
  if (!secret) throw new Error('The two-factor secret cannot be decrypted with this APP_KEY')
  return secret
}

/** Recovery codes compare case- and dash-insensitively: "abcde-fghij" = "ABCDEFGHIJ". */
function hashRecoveryCode(code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toLowerCase()
  return createHash('sha256').update(normalised).digest('hex')
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase()
    return `${text.slice(0, 5)}-${text.slice(5)}`
  })
}

export async function twoFactorState(userId: number): Promise<TwoFactorState> {
  const row = await credential(userId)
  if (!row) return { status: 'off' }
  if (!row.confirmed_at) return { status: 'pending', secret: decryptSecret(row) }
  return {
    status: 'on',
    confirmedAt: row.confirmed_at,
    recoveryCodesLeft: row.recovery_code_hashes.length,
  }
}

export async function hasTwoFactor(userId: number): Promise<boolean> {
  const row = await db
    .from('two_factor_credentials')
    .where('user_id', userId)
    .whereNotNull('confirmed_at')
    .select('user_id')
    .first()
  return Boolean(row)
}

/**
 * Starts (or restarts) enrolment with a fresh secret, unconfirmed until a code proves the
 * authenticator app holds it. An enabled credential is never replaced here.
 */
export async function startEnrolment(userId: number): Promise<void> {
  const now = new Date()
  await db
    .insertQuery()
    .table('two_factor_credentials')
    .knexQuery.insert({
      user_id: userId,
      secret: encryption.encrypt(generateTotpSecret(), undefined, PURPOSE),
      confirmed_at: null,
      last_used_step: null,
      recovery_code_hashes: JSON.stringify([]),
      created_at: now,
      updated_at: now,
    })
    .onConflict('user_id')
    .merge(['secret', 'last_used_step', 'recovery_code_hashes', 'updated_at'])
    .whereNull('two_factor_credentials.confirmed_at')
}

/**
 * Confirms a pending enrolment with a code from the app. Returns the recovery codes to show
 * once, or null when the code does not match.
 */
export async function confirmEnrolment(userId: number, code: string): Promise<string[] | null> {
  const row = await credential(userId)
  if (!row || row.confirmed_at) return null
  const step = matchTotpStep(decryptSecret(row), code)
  if (step === null) return null
  const codes = newRecoveryCodes()
  const confirmed = await db.rawQuery(
    `UPDATE two_factor_credentials
        SET confirmed_at = now(), last_used_step = ?, recovery_code_hashes = ?::jsonb,
            updated_at = now()
      WHERE user_id = ? AND confirmed_at IS NULL
      RETURNING user_id`,
    [step, JSON.stringify(codes.map(hashRecoveryCode)), userId]
  )
  return confirmed.rows.length > 0 ? codes : null
}

export async function regenerateRecoveryCodes(userId: number): Promise<string[]> {
  const codes = newRecoveryCodes()
  await db
    .from('two_factor_credentials')
    .where('user_id', userId)
    .whereNotNull('confirmed_at')
    .update({
      recovery_code_hashes: JSON.stringify(codes.map(hashRecoveryCode)),
      updated_at: new Date(),
    })
  return codes
}

export async function disableTwoFactor(userId: number): Promise<void> {
  await db.from('two_factor_credentials').where('user_id', userId).delete()
}

/**
 * Checks a sign-in's second factor: a TOTP code not older than, nor of the same step as, the
 * last accepted one, or an unused recovery code (which is then spent). Says which one passed.
 */
export async function verifySecondFactor(
  userId: number,
  input: string
): Promise<{ via: 'totp' } | { via: 'recovery'; left: number } | null> {
  const row = await credential(userId)
  if (!row?.confirmed_at) return null
  const code = input.trim()
  if (/^\d{3}\s?\d{3}$/.test(code)) {
    const step = matchTotpStep(decryptSecret(row), code)
    if (step === null) return null
    const accepted = await db.rawQuery(
      `UPDATE two_factor_credentials SET last_used_step = ?, updated_at = now()
        WHERE user_id = ? AND (last_used_step IS NULL OR last_used_step < ?)
        RETURNING user_id`,
      [step, userId, step]
    )
    return accepted.rows.length > 0 ? { via: 'totp' } : null
  }
  const spent = await db.rawQuery(
    `UPDATE two_factor_credentials
        SET recovery_code_hashes = recovery_code_hashes - ?::text, updated_at = now()
      WHERE user_id = ? AND jsonb_exists(recovery_code_hashes, ?)
      RETURNING jsonb_array_length(recovery_code_hashes) AS left`,
    [hashRecoveryCode(code), userId, hashRecoveryCode(code)]
  )
  const left = spent.rows[0] as { left: number } | undefined
  return left ? { via: 'recovery', left: Number(left.left) } : null
}

/** The roles Security settings require two-factor sign-in for, if any of them is the user's. */
export async function twoFactorRequired(userId: number): Promise<boolean> {
  const { two_factor_required_role_ids: roleIds } = await readSettings([
    'two_factor_required_role_ids',
  ])
  if (roleIds.length === 0) return false
  const row = await db
    .from('role_user')
    .join('roles', 'roles.id', 'role_user.role_id')
    .where('role_user.user_id', userId)
    .whereIn('role_user.role_id', roleIds)
    .whereNull('roles.deleted_at')
    .select('role_user.role_id')
    .first()
  return Boolean(row)
}

/**
 * Whether the user must set up two-factor before using the app: required and not on. Asked on
 * every signed-in request, so it reads the access cache (roles, two-factor state, settings).
 */
export async function mustEnrolTwoFactor(userId: number): Promise<boolean> {
  const { two_factor_required_role_ids: required } = await readSettings([
    'two_factor_required_role_ids',
  ])
  if (required.length === 0) return false
  const entry = await cachedUser(userId)
  if (!entry || entry.twoFactorOn) return false
  return entry.roleIds.some((roleId) => required.includes(roleId))
}
