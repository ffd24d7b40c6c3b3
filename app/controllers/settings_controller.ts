import type { HttpContext } from '@adonisjs/core/http'
import type { InertiaPages } from '@adonisjs/inertia/types'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import { readSettings, saveSettings, type SettingKey, type Settings } from '#services/settings'

/**
 * Everything that differs between settings pages (GOP settings now; general, appearance,
 * email and security next): which keys the page owns, how its input maps to them, and the
 * page's dropdowns. Each page's controller is `class X extends settingsController(page) {}`.
 */
export interface SettingsPageDefinition<K extends SettingKey, Schema extends SchemaTypes> {
  /** The Inertia page, e.g. 'manage/gop_settings/edit'; it receives `values` and formProps. */
  page: keyof InertiaPages & string
  keys: readonly K[]
  /** The activity log's subject type, e.g. 'gop_settings'. */
  subjectType: string
  validator: { validate(data: unknown): Promise<Infer<Schema>> }
  values: (input: Infer<Schema>) => Pick<Settings, K>
  formProps?: () => Promise<Record<string, unknown>>
  /** Flash message after a save, e.g. 'GOP settings saved.' */
  savedMessage: string
}

export function settingsController<K extends SettingKey, Schema extends SchemaTypes>(
  definition: SettingsPageDefinition<K, Schema>
) {
  return class SettingsController {
    async edit(ctx: HttpContext) {
      const render = ctx.inertia.render.bind(ctx.inertia) as unknown as (
        name: string,
        props: Record<string, unknown>
      ) => ReturnType<HttpContext['inertia']['render']>
      return render(definition.page, {
        // Not `settings`: that shared prop carries the site title and footer to every page.
        values: await readSettings(definition.keys),
        ...(definition.formProps ? await definition.formProps() : {}),
      })
    }

    async update(ctx: HttpContext) {
      const input = await definition.validator.validate(ctx.request.all())
      const changed = await saveSettings(definition.subjectType, definition.values(input))
      ctx.session.flash(
        'success',
        changed.length > 0 ? definition.savedMessage : 'No changes to save.'
      )
      return ctx.response.redirect().back()
    }
  }
}
