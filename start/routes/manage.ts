import { controllers } from '#generated/controllers'
import { resourceRoutes } from '#routing/resource_routes'
import { countriesResource } from '#resources/countries'
import { icdsResource } from '#resources/icds'

resourceRoutes({
  path: '/manage/countries',
  resource: countriesResource,
  controller: controllers.manage.Countries,
})
resourceRoutes({
  path: '/manage/icds',
  resource: icdsResource,
  controller: controllers.manage.Icds,
})
