import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { InertiaPages } from '@adonisjs/inertia/types'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import { renderPage } from '#services/render_page'
import {
  readSettings,
  saveSettings,
  settingsPageVersion,
  type SettingKey,
  type Settings,
} from '#services/settings'
import { postedVersion } from '#services/edit_version'
import { requestActor } from '#resources/resource_request'
import { VERSION_FIELD } from '#contracts/record_version'

/**
 * Everything that differs between settings pages (general, appearance, security, GOP…): which
 * keys the page owns, how its input maps to them, and the page's dropdowns. Each page's
 * controller is `class X extends settingsController(page) {}`.
 */
export interface SettingsPageDefinition<K extends SettingKey, Schema extends SchemaTypes> {
  /** The Inertia page, e.g. 'settings/general'; it receives `values` and formProps. */
  page: keyof InertiaPages & string
  keys: readonly K[]
  /** The activity log's subject type, e.g. 'general_settings'. */
  subjectType: string
  validator: { validate(data: unknown): Promise<Infer<Schema>> }
  /** The input as setting values; may be async (an uploaded logo is stored first). */
  values: (
    input: Infer<Schema>,
    current: Pick<Settings, K>
  ) => Pick<Settings, K> | Promise<Pick<Settings, K>>
  /** What the page shows for the stored values, when not the values themselves (a logo URL). */
  present?: (values: Pick<Settings, K>) => Record<string, unknown>
  /** The page's dropdowns and status; the request is there for what depends on the user. */
  formProps?: (ctx: HttpContext) => Promise<Record<string, unknown>>
  /**
   * What the values name, decided inside the save's transaction (a mapped center is live and
   * stays so until the commit); a field error thrown here refuses the save.
   */
  within?: (values: Pick<Settings, K>, trx: TransactionClientContract) => Promise<void>
  /** Work after a save has committed (remove a replaced logo's file). */
  afterSave?: (before: Pick<Settings, K>, after: Pick<Settings, K>) => Promise<void>
  /**
   * Undoes what `values` stored for a save that was then refused (a newer version was saved
   * meanwhile): the uploaded logo's file, which no setting holds.
   */
  discard?: (unsaved: Pick<Settings, K>, before: Pick<Settings, K>) => Promise<void>
  /** Flash message after a save, e.g. 'General settings saved.' */
  savedMessage: string
}

export function settingsController<K extends SettingKey, Schema extends SchemaTypes>(
  definition: SettingsPageDefinition<K, Schema>
) {
  return class SettingsController {
    async edit(ctx: HttpContext) {
      const values = await readSettings(definition.keys)
      return renderPage(ctx, definition.page, {
        // Not `settings`: that shared prop carries the site title and footer to every page.
        values: definition.present ? definition.present(values) : values,
        // Posted back as `_version`: a save over a newer one is refused, in words.
        version: await settingsPageVersion(definition.keys),
        ...(definition.formProps ? await definition.formProps(ctx) : {}),
      })
    }

    async update(ctx: HttpContext) {
      const input = await definition.validator.validate({
        ...ctx.request.all(),
        ...ctx.request.allFiles(),
      })
      const before = await readSettings(definition.keys)
      const values = await definition.values(input, before)
      // Only the page's own keys are saved: a values() that spreads its input must not turn a
      // form-only field (a "remove secret" box) into a settings row.
      const owned = definition.keys.map((key) => [key, values[key]] as const)
      const after = Object.fromEntries(owned) as Pick<Settings, K>
      const within = definition.within
      let changed: K[]
      try {
        changed = await saveSettings(definition.subjectType, after, {
          actor: await requestActor(ctx),
          version: postedVersion(ctx.request.input(VERSION_FIELD)),
          within: within ? (trx) => within(after, trx) : undefined,
        })
      } catch (error) {
        // Refused (a newer version) or failed: nothing refers to what `values` stored.
        await definition.discard?.(after, before)
        throw error
      }
      if (changed.length > 0) await definition.afterSave?.(before, after)
      ctx.session.flash(
        'success',
        changed.length > 0 ? definition.savedMessage : 'No changes to save.'
      )
      return ctx.response.redirect().back()
    }
  }
}
