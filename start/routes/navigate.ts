/**
 * Navigate (SPEC.md §2): the cases and, later, the lists across cases, under /navigate.
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { resourceRoutes } from '#routing/resource_routes'
import { casesResource } from '#resources/cases'
import { caseContactsResource } from '#resources/case_contacts'
import { caseIncidentsResource } from '#resources/case_incidents'
import { caseDiagnosesResource } from '#resources/case_diagnoses'
import { caseFeedbacksResource } from '#resources/case_feedbacks'
import { caseTasksResource } from '#resources/case_tasks'
import { middleware } from '#start/kernel'
import { recordIdParam } from '#routing/route_params'

// The case form's member search; before the resource's `/:id` routes match (numbers only).
router
  .get('/navigate/cases/members', [controllers.navigate.Cases, 'members'])
  .as('navigate.cases.members')
  .use([middleware.auth(), middleware.can([casesResource.permissions.access])])
router
  .get('/navigate/cases/providers', [controllers.navigate.Cases, 'providers'])
  .as('navigate.cases.providers')
  .use([middleware.auth(), middleware.can([casesResource.permissions.access])])

/*
 * The case form's popups (SPEC.md §2: client info, program type info, provider info, and a new
 * member created without leaving the form). JSON for who opens or edits a case (the controller
 * checks create-case or update-case, as the member search does); creating a member also needs
 * create-member. The ids are not cases' (`:id` under /navigate/cases is a case's, which
 * tests/helpers/center_scope_contract.ts holds every such route to), so each is named for its
 * record and given the same matcher: anything but a record id is a 404 before any query.
 */
router
  .group(() => {
    router
      .get('/lookup/clients/:clientId', [controllers.navigate.CaseLookups, 'client'])
      .where('clientId', recordIdParam)
      .as('lookup_client')
    router
      .get('/lookup/programs/:programId', [controllers.navigate.CaseLookups, 'program'])
      .where('programId', recordIdParam)
      .as('lookup_program')
    router
      .get('/lookup/providers/:providerId', [controllers.navigate.CaseLookups, 'provider'])
      .where('providerId', recordIdParam)
      .as('lookup_provider')
  })
  .prefix('/navigate/cases')
  .as('navigate.cases')
  .use([middleware.auth(), middleware.can([casesResource.permissions.access])])
router
  .group(() => {
    router.get('/members/new', [controllers.navigate.CaseLookups, 'memberForm']).as('member_form')
    router.post('/members', [controllers.navigate.CaseLookups, 'createMember']).as('create_member')
  })
  .prefix('/navigate/cases')
  .as('navigate.cases')
  .use([middleware.auth(), middleware.can([casesResource.permissions.access, 'create-member'])])

resourceRoutes({
  path: '/navigate/cases',
  resource: casesResource,
  controller: controllers.navigate.Cases,
})

// What lives under a case: a table in the case's tab and dialogs there (app/resources/scope.ts).
resourceRoutes({
  path: '/navigate/cases/:caseId/contacts',
  resource: caseContactsResource,
  controller: controllers.navigate.CaseContacts,
})
resourceRoutes({
  path: '/navigate/cases/:caseId/incidents',
  resource: caseIncidentsResource,
  controller: controllers.navigate.CaseIncidents,
})
resourceRoutes({
  path: '/navigate/cases/:caseId/icd',
  resource: caseDiagnosesResource,
  controller: controllers.navigate.CaseDiagnoses,
})
resourceRoutes({
  path: '/navigate/cases/:caseId/feedback',
  resource: caseFeedbacksResource,
  controller: controllers.navigate.CaseFeedbacks,
})
// The icd tab's picker over the 98k ICD-10 codes (who may see a case may search the codes).
router
  .get('/navigate/cases/icd-codes', [controllers.navigate.Cases, 'icdCodes'])
  .as('navigate.cases.icd_codes')
  .use([middleware.auth(), middleware.can(['view-case'])])

// A case's tasks (its tasks and closed-tasks tabs; close and reopen are transitions) and every
// task of the current center across its cases (navigate.tasks.index).
resourceRoutes({
  path: '/navigate/cases/:caseId/tasks',
  resource: caseTasksResource,
  controller: controllers.navigate.CaseTasks,
})
router
  .get('/navigate/tasks', [controllers.navigate.Tasks, 'index'])
  .as('navigate.tasks.index')
  .use([middleware.auth(), middleware.can([caseTasksResource.permissions.access])])
