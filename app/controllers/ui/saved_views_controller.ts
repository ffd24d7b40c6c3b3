import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { resourceRequest } from '#resources/resource_request'
import {
  findOwnView,
  NotYourView,
  savedViewsOf,
  savedViewStore,
  ShareRefused,
  sharedCenter,
  viewCapGuard,
} from '#resources/saved_views'
import { createRecord, trashRecord, updateRecord } from '#services/record_store'
import { firstMessagePerField } from '#services/field_error'
import { LIST_KEY_PATTERN, savedColumns, savedListQuery } from '#contracts/saved_views'
import { savedViewChangeValidator, savedViewValidator } from '#validators/saved_view'

/**
 * Saved views of a list (issue 29), as JSON for the DataTable's Views menu: the views of one
 * list (read when the menu opens), a new one, a rename or share, a delete. Every signed-in user
 * keeps their own; sharing with the center is a supervisor's (app/resources/saved_views.ts).
 * Refusals are answered where the menu shows them: a field's message (422), 403 for what the
 * user may not do, 404 for a view they cannot see (another center's, a colleague's own).
 */
export default class SavedViewsController {
  /** The views of `?list=<key>`: one's own, then those shared with the current center. */
  async menu(ctx: HttpContext) {
    const list = ctx.request.qs().list
    if (typeof list !== 'string' || !LIST_KEY_PATTERN.test(list)) {
      return ctx.response.unprocessableEntity({ errors: { list: 'Please name the list.' } })
    }
    return savedViewsOf(await resourceRequest(ctx), list)
  }

  async store(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    return answered(ctx, async () => {
      const input = await savedViewValidator.validate(ctx.request.all())
      const centerId = sharedCenter(request.actor, input.shared ?? false, null) ?? null
      const view = await createRecord(savedViewStore, {
        actor: request.actor,
        data: {
          userId: request.user.id,
          listKey: input.list_key,
          name: input.name,
          centerId,
          query: savedListQuery(input.query),
          columns: savedColumns(input.columns ?? {}),
        },
        guard: viewCapGuard(request.user.id, input.list_key),
      })
      return ctx.response.created({ id: view.id })
    })
  }

  /** Renamed, shared with the center or taken back: its owner only. */
  async update(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    return answered(ctx, async () => {
      const view = await findOwnView(request, ctx.params.id)
      const input = await savedViewChangeValidator.validate(ctx.request.all())
      const centerId = sharedCenter(request.actor, input.shared, view.centerId)
      await updateRecord(savedViewStore, view, {
        actor: request.actor,
        data: { name: input.name, ...(centerId === undefined ? {} : { centerId }) },
      })
      return { id: view.id }
    })
  }

  async destroy(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    return answered(ctx, async () => {
      const view = await findOwnView(request, ctx.params.id)
      await trashRecord(savedViewStore, view, { actor: request.actor })
      return { id: view.id }
    })
  }
}

/** The write's answer, or its refusal as the menu shows it. */
async function answered(ctx: HttpContext, work: () => Promise<unknown>) {
  try {
    return await work()
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      const messages = error.messages as { field: string; message: string }[]
      return ctx.response.unprocessableEntity({ errors: firstMessagePerField(messages) })
    }
    if (error instanceof NotYourView) {
      return ctx.response.forbidden({ message: 'Only who saved a view may change it.' })
    }
    if (error instanceof ShareRefused) {
      return ctx.response.forbidden({
        message: 'Only a supervisor may share a view with the center.',
      })
    }
    throw error
  }
}
