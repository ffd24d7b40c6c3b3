import { controllers } from '#generated/controllers'
import { resourceRoutes } from '#routing/resource_routes'
import { countriesResource } from '#resources/countries'
import { icdsResource } from '#resources/icds'
import { centersResource } from '#resources/centers'
import { statesResource } from '#resources/states'
import { currenciesResource } from '#resources/currencies'
import { programTypesResource } from '#resources/program_types'

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
resourceRoutes({
  path: '/manage/centers',
  resource: centersResource,
  controller: controllers.manage.Centers,
})
resourceRoutes({
  path: '/manage/states',
  resource: statesResource,
  controller: controllers.manage.States,
})
resourceRoutes({
  path: '/manage/currencies',
  resource: currenciesResource,
  controller: controllers.manage.Currencies,
})
resourceRoutes({
  path: '/manage/program-types',
  resource: programTypesResource,
  controller: controllers.manage.ProgramTypes,
})
