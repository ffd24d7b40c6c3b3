import type { HttpContext } from '@adonisjs/core/http'
import { requestActor } from '#resources/resource_request'
import type Capability from '#models/capability'
import { readListQuery, runList } from '#queries/list_query'
import { capabilitiesList, capabilityDetail, capabilityStore } from '#resources/capabilities'
import { userCan } from '#services/access'
import { findLive, updateRecord } from '#services/record_store'
import { renderPage } from '#services/render_page'
import { postedVersion, staleEditGuard, versionOf } from '#services/edit_version'
import { capabilityValidator } from '#validators/capability'

/**
 * Settings › Capabilities. The catalogue is code (app/permissions/catalogue.ts), so there is no
 * create, delete or trash; only a description can change, through the record store so that the
 * change is in the activity log like any other.
 */
export default class CapabilitiesController {
  async index(ctx: HttpContext) {
    const list = await runList(capabilitiesList, await readListQuery(ctx.request, capabilitiesList))
    return renderPage(ctx, 'settings/capabilities/index', {
      ...list,
      can: { update: await userCan(ctx.auth.user, 'update-capability') },
    })
  }

  async edit(ctx: HttpContext) {
    const capability: Capability = await findLive(capabilityStore, ctx.params.id)
    return renderPage(ctx, 'settings/capabilities/edit', {
      record: await capabilityDetail(capability),
      // Posted back as `_version`: a save over a newer description is refused, in words.
      version: versionOf(capability),
    })
  }

  async update(ctx: HttpContext) {
    const capability: Capability = await findLive(capabilityStore, ctx.params.id)
    const input = await capabilityValidator.validate(ctx.request.all())
    const actor = await requestActor(ctx)
    await updateRecord(capabilityStore, capability, {
      actor,
      data: { description: input.description ?? null },
      // Decided on the locked row: a description saved meanwhile refuses this one, in words.
      guard: staleEditGuard({
        version: postedVersion(ctx.request.input('_version')),
        subjectType: capabilityStore.subjectType,
        noun: 'Capability',
        actor,
      }),
    })
    ctx.session.flash('success', `Capability ${capability.name} saved.`)
    return ctx.response.redirect().toRoute('settings.capabilities.index')
  }
}
