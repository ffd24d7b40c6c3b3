import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Typed site settings over the key/value `settings` table. Every key has a default, so a page
 * never sees a missing value; a settings page writes only the keys it owns.
 */
export const settingDefaults = {
  site_title: 'Assist Back-office',
  site_white_logo: null as string | null,
  footer_left: '© 2026 Assist Back-office. Medical and travel assistance.',
  footer_right: 'Operations 24/7',
}

export type SettingKey = keyof typeof settingDefaults
export type Settings = { [K in SettingKey]: (typeof settingDefaults)[K] }

export const siteSettingKeys = [
  'site_white_logo',
  'site_title',
  'footer_left',
  'footer_right',
] as const
export type SiteSettings = Pick<Settings, (typeof siteSettingKeys)[number]>

export async function readSettings<K extends SettingKey>(
  keys: readonly K[]
): Promise<Pick<Settings, K>> {
  const rows: { key: string; value: unknown }[] = await db
    .from('settings')
    .whereIn('key', [...keys])
    .select('key', 'value')
  const stored = new Map(rows.map((row) => [row.key, row.value]))
  const result = {} as Pick<Settings, K>
  for (const key of keys) {
    result[key] = (stored.has(key) ? stored.get(key) : settingDefaults[key]) as Settings[K]
  }
  return result
}

export async function writeSettings(values: Partial<Settings>, client?: QueryClientContract) {
  const now = new Date()
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

export function readSiteSettings(): Promise<SiteSettings> {
  return readSettings(siteSettingKeys)
}
