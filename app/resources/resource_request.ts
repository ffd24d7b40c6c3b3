import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { actorOf, type UserActor } from '#services/actor'
import { currentCenterOf } from '#services/shared_user'
import { RequestMemo } from '#services/request_memo'

/**
 * What a resource's hooks know about the request they serve: who asks (the user, and as the
 * actor what they hold and the center they work in now), and the route's parameters (a nested record's parent).
 * Every hook of a ResourceDefinition receives it as its last argument, so a rule that needs the
 * request (a list of the current center, a form opened for a provider, a case's parent) never
 * reaches for the HttpContext some other way.
 */
export interface ResourceRequest {
  ctx: HttpContext
  user: User
  /**
   * The user as the store, the workflow and the activity log take them (app/services/actor.ts):
   * their permissions, and the center they work in now (`actor.center`: live, enabled, theirs,
   * or null when they have none).
   */
  actor: UserActor
  params: Record<string, unknown>
}

/** One per request: hooks and the controller share it, the access cache answers it. */
const built = new RequestMemo<Promise<ResourceRequest>>('resource request')

/** The request as the resource hooks see it. Every resource route is behind `auth`. */
export function resourceRequest(ctx: HttpContext): Promise<ResourceRequest> {
  let request = built.get(ctx)
  if (!request) {
    request = (async () => {
      const user = ctx.auth.getUserOrFail()
      const center = await currentCenterOf(user)
      const userAgent = ctx.request.header('user-agent')
      const actor = await actorOf(user, {
        center,
        origin: { ip: ctx.request.ip(), userAgent: userAgent ? userAgent.slice(0, 512) : null },
      })
      return { ctx, user, actor, params: ctx.params }
    })()
    built.set(ctx, request)
  }
  return request
}

/** The signed-in user of the request as the one who acts (writes outside a resource's hooks). */
export async function requestActor(ctx: HttpContext): Promise<UserActor> {
  const { actor } = await resourceRequest(ctx)
  return actor
}
