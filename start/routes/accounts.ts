/**
 * Accounts (SPEC.md §2): users, members, providers and clients under /accounts, each a resource
 * on the shared pattern (app/routing/resource_routes.ts).
 */
import { controllers } from '#generated/controllers'
import { resourceRoutes } from '#routing/resource_routes'
import { usersResource } from '#resources/users'
import { clientsResource } from '#resources/clients'

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
