import { AuthorizationResponse, errors } from '@adonisjs/bouncer'
import type User from '#models/user'
import { actorOf } from '#services/actor'

/**
 * The case form's own JSON endpoints (member search, info popups, new member) serve the form
 * that opens a case or edits one, so either permission lets a user call them; the routes also
 * require `access-cases`. Anyone else gets the same 403 as a page they may not open.
 */
export async function authorizeCaseForm(user: User) {
  const { permissions } = await actorOf(user)
  if (!permissions.has('create-case') && !permissions.has('update-case')) {
    throw new errors.E_AUTHORIZATION_FAILURE(
      AuthorizationResponse.deny('You do not have permission to open this page.')
    )
  }
}
