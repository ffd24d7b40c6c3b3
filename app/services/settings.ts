import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#services/activity_log'
import { imageUrl } from '#services/images'
import type { SmtpSecurity } from '#contracts/email_settings'
import { forgetCachedAccess, storedSettings } from '#services/access_cache'
import { todayZone } from '#contracts/calendar_days'
import type { Actor } from '#services/actor'
import { refuseStaleSettings, settingsVersion } from '#services/edit_version'

/**
 * Typed site settings over the key/value `settings` table. Every key has a default, so a page
 * never sees a missing value; a settings page writes only the keys it owns.
 */
export const settingDefaults = {
  site_title: 'Assist Back-office',
  site_white_logo: null as string | null,
  footer_left: '© 2026 Assist Back-office. Medical and travel assistance.',
  footer_right: 'Operations 24/7',
  // General (settings.general.edit): how dates read and how long lists are by default.
  default_time_zone: 'Asia/Kuala_Lumpur' as string,
  date_format: 'dd MMM yyyy' as string,
  default_page_size: 25 as number,
  // The largest file a case's files tab accepts, in MB (app/services/case_file_uploads.ts).
  case_file_max_mb: 20 as number,
  // The company's own currency (PRODUCT.md): exchange rates are per one unit of it (Manage ›
  // Currencies) and reports total in it. USD, the currency the seeded rates are quoted in.
  base_currency_code: 'USD' as string,
  // Security (settings.security.edit).
  password_min_length: 12 as number,
  password_require_upper: true as boolean,
  password_require_lower: true as boolean,
  password_require_digit: true as boolean,
  password_require_symbol: false as boolean,
  max_failed_sign_ins: 5 as number,
  session_idle_minutes: 120 as number,
  session_absolute_hours: 12 as number,
  // Roles whose users must sign in with a second factor (they are sent to set it up first).
  two_factor_required_role_ids: [] as number[],
  // Four eyes on money (app/workflows/four_eyes.ts): centers where whoever made a GOP, charge
  // slip or RFP may approve it themselves (one-person centers). None by default.
  self_approval_center_ids: [] as number[],
  // Google sign-in (Security page). An empty client id or no secret falls back to the server's
  // GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET; the secret is stored encrypted (google_sign_in.ts).
  google_sign_in_enabled: true as boolean,
  google_client_id: '' as string,
  google_client_secret: null as string | null,
  // Email (settings.email.edit): the SMTP server outgoing mail goes through, and its sender.
  // No host: the server's own setup (config/mail.ts). The password is stored encrypted
  // (app/services/mail/smtp_settings.ts).
  smtp_host: '' as string,
  smtp_port: 587 as number,
  smtp_security: 'starttls' as SmtpSecurity,
  smtp_username: '' as string,
  smtp_password: null as string | null,
  mail_from_address: '' as string,
  mail_from_name: '' as string,
  // GOP settings (manage.gop-settings.edit): company-wide defaults for new GOPs and parties.
  gop_default_business_entity_id: null as number | null,
  gop_default_template_id: null as number | null,
  gop_default_sending_mode: 'manual-sending' as string,
  gop_default_validity_days: 30 as number,
  gop_copy_email_group_id: null as number | null,
  // A case's note can be corrected by its author for this long after it is written (General
  // settings); after that it is part of the case's record and a new note says what changed.
  case_note_edit_minutes: 15 as number,
  // Policy verification (issue 33): a request the insurer has not answered within this many
  // hours gives its case's owner a task to chase it (app/services/verification_reminders.ts).
  verification_reminder_hours: 4 as number,
  // WhatsApp (issue 31, shared/design/MESSAGING.md): the Cloud API's address and version, the
  // business account, which business number belongs to which center, the token and the app
  // secret (stored encrypted, never sent back to a page; app/services/whatsapp/credentials.ts),
  // the webhook's verify token, and how long an assigned contact waits for its agent's first
  // reply before it goes back to the queue. No number set: the webhook stores nothing.
  whatsapp_api_base_url: 'https://graph.facebook.com' as string,
  whatsapp_api_version: 'v21.0' as string,
  whatsapp_waba_id: '' as string,
  whatsapp_numbers: [] as { phone_number_id: string; center_id: number }[],
  whatsapp_access_token: null as string | null,
  whatsapp_app_secret: null as string | null,
  whatsapp_verify_token: '' as string,
  whatsapp_return_minutes: 5 as number,
}

export type SettingKey = keyof typeof settingDefaults
export type Settings = { [K in SettingKey]: (typeof settingDefaults)[K] }

/** Keys the activity log records only as changed, never their value (even encrypted). */
const redactedSettingKeys: ReadonlySet<SettingKey> = new Set([
  'google_client_secret',
  'smtp_password',
  'whatsapp_access_token',
  'whatsapp_app_secret',
])

export const siteSettingKeys = [
  'site_white_logo',
  'site_title',
  'footer_left',
  'footer_right',
] as const

/**
 * Several places read settings on every request (the session lifetimes, shared page data, list
 * defaults); the access cache holds them per process until a settings row changes
 * (app/services/access_cache.ts). Outside a request every read goes to the database.
 */
export async function readSettings<K extends SettingKey>(
  keys: readonly K[]
): Promise<Pick<Settings, K>> {
  const stored = await storedSettings()
  const result = {} as Pick<Settings, K>
  for (const key of keys) {
    result[key] = (stored.has(key) ? stored.get(key) : settingDefaults[key]) as Settings[K]
  }
  return result
}

/**
 * Writes the given keys as they are (seeders, tests and saveSettings below). `at` is the instant
 * written into `updated_at`: a settings page's version, the same as its log entry's.
 */
export async function writeSettings(
  values: Partial<Settings>,
  client?: QueryClientContract,
  at: Date = new Date()
) {
  const now = at
  const rows = Object.entries(values).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
    created_at: now,
    updated_at: now,
  }))
  if (rows.length === 0) return
  await (client ?? db)
    .insertQuery()
    .table('settings')
    .knexQuery.insert(rows)
    .onConflict('key')
    .merge(['value', 'updated_at'])
}

/** What every page receives as `settings` (exactly SPEC.md §3 "Site settings"), logo as a URL. */
export async function readSiteSettings() {
  const settings = await readSettings(siteSettingKeys)
  return {
    site_white_logo: imageUrl(settings.site_white_logo),
    site_title: settings.site_title,
    footer_left: settings.footer_left,
    footer_right: settings.footer_right,
  }
}

/**
 * How every page shows dates (shared as `display`), in the date format of General settings and
 * in one time zone, named on the page: the user's own if they chose one (My account), else the
 * zone of the center they work in (PRODUCT.md: the selected center's time zone), else the
 * company default (a user without a center, a page before sign-in).
 */
export async function readDateDisplay(zones: { user?: string | null; center?: string | null }) {
  const settings = await readSettings(['default_time_zone', 'date_format'])
  const [timeZone, source] = zones.user
    ? [zones.user, 'user' as const]
    : zones.center
      ? [zones.center, 'center' as const]
      : [settings.default_time_zone, 'company' as const]
  return {
    time_zone: timeZone,
    zone_source: source,
    date_format: settings.date_format,
    // Whose calendar day is "today" in the date fields (app/contracts/calendar_days.ts).
    today_zone: todayZone(zones.center, settings.default_time_zone),
  }
}

/**
 * A value as JSON with every object's keys in one order: a stored setting comes back from
 * jsonb with its keys reordered (shorter first), so a list of rows saved again unchanged
 * (Settings › WhatsApp's numbers) must not read as a change.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0
          )
        )
      : inner
  )
}

/** A secret's value as the log shows it: whether there was one, never what it was. */
function redactSettings(values: Partial<Settings>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      redactedSettingKeys.has(key as SettingKey) && value !== null ? '[redacted]' : value,
    ])
  )
}

/**
 * The version of a settings page that owns `keys` (app/services/edit_version.ts
 * `settingsVersion`): the newest `updated_at` among their rows, read as the page opens.
 */
export async function settingsPageVersion(keys: readonly SettingKey[]): Promise<string> {
  const row: { newest: Date | null } | null = await db
    .from('settings')
    .whereIn('key', [...keys])
    .max('updated_at as newest')
    .first()
  return settingsVersion(row?.newest ?? null)
}

/**
 * Saves a settings page: writes the given keys and logs the ones that changed (before and
 * after) as one 'update' of `subjectType`, in one transaction. Returns the changed keys.
 *
 * A save given the version its page was read at is refused over a newer one (who changed which
 * settings, and when), decided inside the transaction: saves of one subject take its lock first
 * (a transaction-level advisory lock, since a key that was never saved has no row to lock), then
 * the page's rows, and read the version after both, so of two saves racing one succeeds and the
 * other is refused. The instant written is later than the newest, so every save moves the version.
 *
 * `within` decides what the values name inside the same transaction, after those locks (the
 * centers WhatsApp numbers are mapped to are still live, and stay so until the commit); what it
 * throws rolls the save back.
 */
export async function saveSettings<K extends SettingKey>(
  subjectType: string,
  values: Pick<Settings, K>,
  write: {
    actor: Actor
    version: Date | null
    within?: (trx: TransactionClientContract) => Promise<void>
  }
): Promise<K[]> {
  const keys = Object.keys(values) as K[]
  const result = await db.transaction(async (trx) => {
    await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [`settings:${subjectType}`])
    const rows: { key: string; value: unknown; updated_at: Date }[] = await trx
      .from('settings')
      .whereIn('key', keys)
      .forUpdate()
      .select('key', 'value', 'updated_at')
    const newest = rows.reduce<Date | null>(
      (latest, row) => (latest && latest >= row.updated_at ? latest : row.updated_at),
      null
    )
    await refuseStaleSettings({
      trx,
      newest,
      version: write.version,
      subjectType,
      keys,
      secret: redactedSettingKeys,
      actor: write.actor,
    })
    await write.within?.(trx)
    const stored = new Map(rows.map((row) => [row.key, row.value]))
    const before: Partial<Settings> = {}
    const after: Partial<Settings> = {}
    for (const key of keys) {
      const previous = stored.has(key) ? stored.get(key) : settingDefaults[key]
      if (canonicalJson(previous) === canonicalJson(values[key])) continue
      Object.assign(before, { [key]: previous })
      Object.assign(after, { [key]: values[key] })
    }
    const changed = Object.keys(after) as K[]
    if (changed.length === 0) return changed
    const clock = write.actor.clock.now()
    const at =
      newest && newest.getTime() >= clock.getTime() ? new Date(newest.getTime() + 1) : clock
    await writeSettings(after, trx, at)
    await recordActivity(
      {
        actor: write.actor,
        at,
        action: 'update',
        subjectType,
        properties: { before: redactSettings(before), after: redactSettings(after) },
      },
      trx
    )
    return changed
  })
  // The rest of this request (its redirect, a re-render) reads the new values.
  forgetCachedAccess()
  return result
}
