import db from '@adonisjs/lucid/services/db'
import { globalSystemActor, systemClock, type Actor, type Clock } from '#services/actor'
import { recordActivity } from '#services/activity_log'
import { GraphClient, type GraphTemplate } from '#services/whatsapp/graph_client'

/**
 * Brings `whats_app_templates` in line with the templates Meta holds for the business account
 * (issue 31; docs/decisions.md "Template sync"). Meta decides a template's status and content,
 * so the listing wins: each listed template is written by (name, language), and a template the
 * listing no longer has is marked `deleted` (Meta's own word) instead of being trashed, so the
 * conversations that used it still name it and a template that comes back is the same row.
 */

/** What Meta calls a template (its own rule; the Manage page's validator holds the same). */
const NAME = /^[a-z0-9_]{1,512}$/
/** The table's column widths, and the shapes Meta uses. */
const LANGUAGE = /^[A-Za-z]{2,3}(_[A-Za-z]{2,4})?$/
const WORD = /^[A-Za-z_]{1,20}$/
/** A hand-written template not submitted yet: Meta cannot list it, so it is left alone. */
const UNSUBMITTED = 'draft'
const GONE = 'deleted'

export interface TemplateSyncResult {
  listed: number
  created: number
  updated: number
  unchanged: number
  /** Templates no longer listed, now marked `deleted`. */
  gone: number
  /** Listed entries that could not be stored, with why (a name Meta would never give…). */
  skipped: { name: string; language: string; reason: string }[]
}

interface TemplateRow {
  name: string
  language: string
  category: string
  status: string
  body: string
  components: Record<string, unknown>[]
}

/** The listed template as a row, or why it cannot be one. */
function rowOf(template: GraphTemplate): TemplateRow | string {
  if (!NAME.test(template.name)) return 'the name is not a WhatsApp template name'
  if (!LANGUAGE.test(template.language)) return 'the language is not a language code'
  if (!WORD.test(template.category)) return 'the category is missing or unknown'
  if (!WORD.test(template.status)) return 'the status is missing or unknown'
  const body = template.components.find((part) => String(part.type).toUpperCase() === 'BODY')
  return {
    name: template.name,
    language: template.language,
    // Meta's words as Meta gives them; the status in the table's lower case (approved, paused…).
    category: template.category.toUpperCase(),
    status: template.status.toLowerCase(),
    body: typeof body?.text === 'string' ? body.text : '',
    components: template.components,
  }
}

/**
 * Lists every template (outside any transaction: a network call must never hold one open), then
 * writes them all, and marks the ones gone, in one transaction: a sync is seen whole or not at
 * all. Throws the client's GraphError when the listing fails, having changed nothing.
 */
export async function syncTemplates(
  options: { client?: GraphClient; clock?: Clock; actor?: Actor } = {}
): Promise<TemplateSyncResult> {
  const client = options.client ?? (await GraphClient.fromSettings())
  const clock = options.clock ?? systemClock
  const now = clock.now()
  // The timer's sync is the system's; "Sync now" is the person who asked.
  const actor = options.actor ?? globalSystemActor('WhatsApp template sync', clock)
  const listed = await client.listTemplates()

  const result: TemplateSyncResult = {
    listed: listed.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    gone: 0,
    skipped: [],
  }
  const rows = new Map<string, TemplateRow>()
  for (const template of listed) {
    const row = rowOf(template)
    const key = `${template.name}\u0000${template.language}`
    if (typeof row === 'string') {
      result.skipped.push({ name: template.name, language: template.language, reason: row })
    } else if (rows.has(key)) {
      // One INSERT … ON CONFLICT cannot touch a row twice; Meta never lists a pair twice.
      result.skipped.push({ ...row, reason: 'listed twice' })
    } else {
      rows.set(key, row)
    }
  }
  // Skipped entries still exist at Meta: they must not be marked gone.
  const seenNames = listed.map((template) => template.name)
  const seenLanguages = listed.map((template) => template.language)

  await db.transaction(async (trx) => {
    if (rows.size > 0) {
      // `xmax = 0` tells an inserted row from an updated one; an unchanged row is not returned.
      const written = await trx.rawQuery(
        `INSERT INTO whats_app_templates
           (name, language, category, status, body, components, created_at, updated_at)
         SELECT t.name, t.language, t.category, t.status, t.body, t.components, ?, ?
           FROM jsonb_to_recordset(?::jsonb)
             AS t(name text, language text, category text, status text, body text, components jsonb)
         ON CONFLICT (name, language) WHERE deleted_at IS NULL DO UPDATE
            SET category = EXCLUDED.category, status = EXCLUDED.status, body = EXCLUDED.body,
                components = EXCLUDED.components, updated_at = EXCLUDED.updated_at
          WHERE (whats_app_templates.category, whats_app_templates.status,
                 whats_app_templates.body, whats_app_templates.components)
                IS DISTINCT FROM
                (EXCLUDED.category, EXCLUDED.status, EXCLUDED.body, EXCLUDED.components)
         RETURNING (xmax = 0) AS inserted`,
        [now, now, JSON.stringify([...rows.values()])]
      )
      const returned = (written.rows as { inserted: boolean }[]) ?? []
      result.created = returned.filter((row) => row.inserted).length
      result.updated = returned.length - result.created
      result.unchanged = rows.size - returned.length
    }
    const gone = await trx.rawQuery(
      `UPDATE whats_app_templates AS t SET status = ?, updated_at = ?
        WHERE t.deleted_at IS NULL AND t.status NOT IN (?, ?)
          AND NOT EXISTS (
            SELECT 1 FROM unnest(?::text[], ?::text[]) AS l(name, language)
             WHERE l.name = t.name AND l.language = t.language)`,
      [GONE, now, UNSUBMITTED, GONE, seenNames, seenLanguages]
    )
    result.gone = gone.rowCount ?? 0
    // One log row per sync that changed anything: what came, changed and went, in its words.
    if (result.created + result.updated + result.gone > 0) {
      await recordActivity(
        {
          actor,
          action: 'update',
          subjectType: 'whats_app_templates',
          centerId: null,
          description: syncSentence(result),
          properties: {
            created: result.created,
            updated: result.updated,
            gone: result.gone,
            listed: result.listed,
          },
        },
        trx
      )
    }
  })
  return result
}

/** "WhatsApp templates synced: 2 added, 1 changed, 1 withdrawn by Meta." */
export function syncSentence(result: TemplateSyncResult): string {
  const parts = [
    result.created > 0 ? `${result.created} added` : null,
    result.updated > 0 ? `${result.updated} changed` : null,
    result.gone > 0 ? `${result.gone} withdrawn by Meta` : null,
  ].filter((part): part is string => part !== null)
  return parts.length > 0
    ? `WhatsApp templates synced: ${parts.join(', ')}.`
    : `WhatsApp templates synced: all ${result.listed} already up to date.`
}
