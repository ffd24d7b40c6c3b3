/**
 * Accounts (SPEC.md §2): users, members, providers and clients under /accounts, each a resource
 * on the shared pattern (app/routing/resource_routes.ts).
 */
import { controllers } from '#generated/controllers'
import { resourceRoutes } from '#routing/resource_routes'
import { usersResource } from '#resources/users'
import { clientsResource } from '#resources/clients'
import { membersResource } from '#resources/members'
import { providersResource } from '#resources/providers'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

resourceRoutes({
  path: '/accounts/users',
  resource: usersResource,
  controller: controllers.accounts.Users,
})
resourceRoutes({
  path: '/accounts/clients',
  resource: clientsResource,
  controller: controllers.accounts.Clients,
})
resourceRoutes({
  path: '/accounts/members',
  resource: membersResource,
  controller: controllers.accounts.Members,
})
resourceRoutes({
  path: '/accounts/providers',
  resource: providersResource,
  controller: controllers.accounts.Providers,
})
// The member pickers (a dependant's principal; later, a case's member) search as one types.
router
  .get('/accounts/members/lookup', [controllers.accounts.Members, 'lookup'])
  .as('accounts.members.lookup')
  .use([middleware.auth(), middleware.can([membersResource.permissions.access])])
// The provider pickers (a GOP template's owner; later, a case's GOP) and the provider form's
// state picker. The resource's `/:id` routes match numbers only, so these never reach them.
router
  .get('/accounts/providers/lookup', [controllers.accounts.Providers, 'lookup'])
  .as('accounts.providers.lookup')
  .use([middleware.auth(), middleware.can([providersResource.permissions.access])])
router
  .get('/accounts/providers/states', [controllers.accounts.Providers, 'states'])
  .as('accounts.providers.states')
  .use([middleware.auth(), middleware.can([providersResource.permissions.access])])
