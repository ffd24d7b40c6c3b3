import router from '@adonisjs/core/services/router'
import { settingsRoutes } from '#routing/settings_routes'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { resourceRoutes } from '#routing/resource_routes'
import { countriesResource } from '#resources/countries'
import { businessEntitiesResource } from '#resources/business_entities'
import { gopTemplatesResource } from '#resources/gop_templates'
import { incidentScriptsResource } from '#resources/incident_scripts'
import { icdsResource } from '#resources/icds'
import { centersResource } from '#resources/centers'
import { statesResource } from '#resources/states'
import { currenciesResource } from '#resources/currencies'
import { programTypesResource } from '#resources/program_types'
import { emailGroupsResource, whatsAppTemplatesResource } from '#resources/messaging'
import { verificationFormsResource } from '#resources/verification_forms'
import {
  incidentCategoriesResource,
  incidentItemsResource,
  incidentServicesResource,
  incidentTypesResource,
} from '#resources/incident_taxonomy'
import { programsResource } from '#resources/programs'

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
resourceRoutes({
  path: '/manage/incident-types',
  resource: incidentTypesResource,
  controller: controllers.manage.IncidentTypes,
})
// An incident type's case form (the sections the case form adds for the type): part of
// editing the type, so the same permission.
router
  .group(() => {
    router
      .get('/manage/incident-types/:id/case-form', [controllers.manage.IncidentTypes, 'caseForm'])
      .as('manage.incident-types.case-form')
    router
      .put('/manage/incident-types/:id/case-form', [
        controllers.manage.IncidentTypes,
        'updateCaseForm',
      ])
      .as('manage.incident-types.case-form.update')
  })
  .use([
    middleware.auth(),
    middleware.can([
      incidentTypesResource.permissions.access,
      incidentTypesResource.permissions.update,
    ]),
  ])
resourceRoutes({
  path: '/manage/incident-categories',
  resource: incidentCategoriesResource,
  controller: controllers.manage.IncidentCategories,
})
resourceRoutes({
  path: '/manage/incident-services',
  resource: incidentServicesResource,
  controller: controllers.manage.IncidentServices,
})
resourceRoutes({
  path: '/manage/incident-items',
  resource: incidentItemsResource,
  controller: controllers.manage.IncidentItems,
})
resourceRoutes({
  path: '/manage/incident-scripts',
  resource: incidentScriptsResource,
  controller: controllers.manage.IncidentScripts,
})
resourceRoutes({
  path: '/manage/email-groups',
  resource: emailGroupsResource,
  controller: controllers.manage.EmailGroups,
})
// "Sync now": Meta's templates brought in on demand (the timer does it every 15 minutes).
router
  .post('/manage/whats-app-templates/sync', [controllers.manage.WhatsAppTemplates, 'sync'])
  .as('manage.whats-app-templates.sync')
  .use([
    middleware.auth(),
    middleware.can([
      whatsAppTemplatesResource.permissions.create,
      whatsAppTemplatesResource.permissions.update,
    ]),
  ])
resourceRoutes({
  path: '/manage/whats-app-templates',
  resource: whatsAppTemplatesResource,
  controller: controllers.manage.WhatsAppTemplates,
})
resourceRoutes({
  path: '/manage/business-entities',
  resource: businessEntitiesResource,
  controller: controllers.manage.BusinessEntities,
})
resourceRoutes({
  path: '/manage/gop-templates',
  resource: gopTemplatesResource,
  controller: controllers.manage.GopTemplates,
})
resourceRoutes({
  path: '/manage/verification-forms',
  resource: verificationFormsResource,
  controller: controllers.manage.VerificationForms,
})

// GOP settings is one edit page (SPEC.md §2), not a resource.
settingsRoutes({
  path: '/manage/gop-settings',
  name: 'manage.gop-settings',
  permission: 'update-gop-setting',
  controller: controllers.manage.GopSettings,
})
resourceRoutes({
  path: '/manage/programs',
  resource: programsResource,
  controller: controllers.manage.Programs,
})
