/**
 * Navigate (SPEC.md §2): the cases and, later, the lists across cases, under /navigate.
 */
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { resourceRoutes } from '#routing/resource_routes'
import { casesResource } from '#resources/cases'
import { caseContactsResource } from '#resources/case_contacts'
import { caseCallsResource } from '#resources/case_calls'
import { caseIncidentsResource } from '#resources/case_incidents'
import { caseDiagnosesResource } from '#resources/case_diagnoses'
import { caseFeedbacksResource } from '#resources/case_feedbacks'
import { caseFilesResource } from '#resources/case_files'
import { caseNotesResource } from '#resources/case_notes'
import { caseTasksResource } from '#resources/case_tasks'
import { caseGopsResource } from '#resources/case_gops'
import { caseGopWithdrawalsResource } from '#resources/case_gop_withdrawals'
import { caseChargeSlipsResource } from '#resources/case_charge_slips'
import { caseRfpsResource } from '#resources/case_rfps'
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
// The header's global search (JSON): each group is guarded by its own permissions inside.
router
  .get('/navigate/search', [controllers.navigate.GlobalSearch, 'index'])
  .as('navigate.search')
  .use(middleware.auth())

/*
 * The case form's popups (SPEC.md §2: client info, program type info, provider info, and a new
 * member created without leaving the form) and the chosen incident type's call scripts. JSON for
 * who opens or edits a case (the controller checks create-case or update-case, as the member
 * search does); creating a member also needs create-member. The ids are not cases' (`:id` under
 * /navigate/cases is a case's, which tests/helpers/center_scope_contract.ts holds every such
 * route to), so each is named for its record and given the same matcher: anything but a record
 * id is a 404 before any query.
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
    router
      .get('/lookup/incident-types/:incidentTypeId/scripts', [
        controllers.navigate.CaseLookups,
        'scripts',
      ])
      .where('incidentTypeId', recordIdParam)
      .as('lookup_scripts')
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
// Handing a case over to another owner (issue 29): who may own it (JSON, for the dialog) and the
// hand-over itself, for who may change the case (app/workflows/case_handover.ts).
router
  .group(() => {
    router.get('/:id/owners', [controllers.navigate.CaseOwner, 'candidates']).as('owners')
    router.put('/:id/owner', [controllers.navigate.CaseOwner, 'update']).as('reassign')
  })
  .prefix('/navigate/cases')
  .as('navigate.cases')
  .use([middleware.auth(), middleware.can([casesResource.permissions.access, 'update-case'])])

// What lives under a case: a table in the case's tab and dialogs there (app/resources/scope.ts).
resourceRoutes({
  path: '/navigate/cases/:caseId/contacts',
  resource: caseContactsResource,
  controller: controllers.navigate.CaseContacts,
})
resourceRoutes({
  path: '/navigate/cases/:caseId/calls',
  resource: caseCallsResource,
  controller: controllers.navigate.CaseCalls,
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
// A case's files tab (SPEC.md §2 "files", view-case): uploads are read as a stream by the
// controller with the site's own size limit (not the uploads middleware's 2 MB cap); writes
// also need update-case. Downloads and previews are logged reads. Each finds the case, then the
// file, in the user's scope (another center's: 404).
router
  .group(() => {
    const canRead = middleware.can([caseFilesResource.permissions.access])
    const canWrite = middleware.can([caseFilesResource.permissions.access, 'update-case'])
    const files = controllers.navigate.CaseFiles
    router.post('/', [files, 'store']).as('store').use(canWrite)
    router
      .get('/:id/download', [files, 'download'])
      .where('id', recordIdParam)
      .as('download')
      .use(canRead)
    router
      .get('/:id/preview', [files, 'preview'])
      .where('id', recordIdParam)
      .as('preview')
      .use(canRead)
    router.delete('/:id', [files, 'destroy']).where('id', recordIdParam).as('destroy').use(canWrite)
    router.get('/:id/usage', [files, 'usage']).where('id', recordIdParam).as('usage').use(canWrite)
    router
      .post('/:id/restore', [files, 'restore'])
      .where('id', recordIdParam)
      .as('restore')
      .use(canWrite)
  })
  .prefix('/navigate/cases/:caseId/files')
  .as('navigate.cases.files')
  .use(middleware.auth())

// A case's notes (issue 14): the shared child routes, and pinning, behind the same permissions
// as an edit (the tab's view-case and update-case).
resourceRoutes({
  path: '/navigate/cases/:caseId/notes',
  resource: caseNotesResource,
  controller: controllers.navigate.CaseNotes,
})
router
  .group(() => {
    router
      .post('/:id/pin', [controllers.navigate.CaseNotes, 'pin'])
      .as('pin')
      .where('id', recordIdParam)
    router
      .post('/:id/unpin', [controllers.navigate.CaseNotes, 'unpin'])
      .as('unpin')
      .where('id', recordIdParam)
  })
  .prefix('/navigate/cases/:caseId/notes')
  .as('navigate.cases.notes')
  .use([
    middleware.auth(),
    middleware.can([caseNotesResource.permissions.access, caseNotesResource.permissions.update]),
  ])
// A note's whole document, for a card listed without it (who may see the notes tab).
router
  .get('/navigate/cases/:caseId/notes/:id/body', [controllers.navigate.CaseNotes, 'body'])
  .as('navigate.cases.notes.body')
  .where('id', recordIdParam)
  .use([middleware.auth(), middleware.can([caseNotesResource.permissions.access])])
// The case's timeline (issue 14): JSON pages of the case's history and its records', for the
// general-info tab (SPEC.md §2: view-case), under the case's own center rules.
router
  .get('/navigate/cases/:id/timeline', [controllers.navigate.CaseTimeline, 'index'])
  .as('navigate.cases.timeline')
  .where('id', recordIdParam)
  .use([middleware.auth(), middleware.can([casesResource.permissions.access, 'view-case'])])
// The case's sent mail (issue 29): JSON pages of its letters' sends, for the dialog on the
// case's header (view-case; each kind of letter also behind its document's tab permission).
router
  .get('/navigate/cases/:id/sent-mail', [controllers.navigate.CaseSentMail, 'index'])
  .as('navigate.cases.sent_mail')
  .where('id', recordIdParam)
  .use([middleware.auth(), middleware.can([casesResource.permissions.access, 'view-case'])])
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
// Close and reopen from the center's list and the dashboard (issue 29): the task workflow's own
// transitions (each checks update-task), back to the page they were sent from.
router
  .post('/navigate/tasks/:id/transitions/:transition', [controllers.navigate.Tasks, 'transition'])
  .as('navigate.tasks.transition')
  .where('transition', { match: new RegExp(`^(${caseTasksResource.workflow.names.join('|')})$`) })
  .use([middleware.auth(), middleware.can([caseTasksResource.permissions.access])])

// A case's guarantees of payment (SPEC.md §2 tab `guarantee-of-payments`; issue 15): issued and
// edited while pending on the tab; approve, decline and revise are the GOP workflow's transitions.
resourceRoutes({
  path: '/navigate/cases/:caseId/guarantee-of-payments',
  resource: caseGopsResource,
  controller: controllers.navigate.CaseGops,
})
router
  .get('/navigate/guarantee-of-payments', [controllers.navigate.Gops, 'index'])
  .as('navigate.guarantee-of-payments.index')
  .use([middleware.auth(), middleware.can([caseGopsResource.permissions.access])])
// A case's requests for payment (SPEC.md §2 tab `request-for-payments`; issue 16): made from the
// case's approved charge slips and the fee; approve and collect are the RFP workflow's.
resourceRoutes({
  path: '/navigate/cases/:caseId/request-for-payments',
  resource: caseRfpsResource,
  controller: controllers.navigate.CaseRfps,
})
router
  .get('/navigate/request-for-payments', [controllers.navigate.Rfps, 'index'])
  .as('navigate.request-for-payments.index')
  .use([middleware.auth(), middleware.can([caseRfpsResource.permissions.access])])
// A case's charge slips (SPEC.md §2 tab `charge-slips`; issue 16): recorded and edited while
// pending on the tab; approve, decline and pay are the charge slip workflow's transitions.
resourceRoutes({
  path: '/navigate/cases/:caseId/charge-slips',
  resource: caseChargeSlipsResource,
  controller: controllers.navigate.CaseChargeSlips,
})
router
  .get('/navigate/charge-slips', [controllers.navigate.ChargeSlips, 'index'])
  .as('navigate.charge-slips.index')
  .use([middleware.auth(), middleware.can([caseChargeSlipsResource.permissions.access])])
// A case's withdrawals of GOPs (SPEC.md §2 tab `withdrawal-of-gops`, labelled WGOP).
resourceRoutes({
  path: '/navigate/cases/:caseId/withdrawal-of-gops',
  resource: caseGopWithdrawalsResource,
  controller: controllers.navigate.CaseGopWithdrawals,
})
// A GOP's approved revisions (JSON for its revisions dialog), for who may see the GOPs.
router
  .get('/navigate/cases/:caseId/guarantee-of-payments/:id/revisions', [
    controllers.navigate.GopRevisions,
    'index',
  ])
  .as('navigate.cases.gops.revisions')
  .where('id', recordIdParam)
  .use([middleware.auth(), middleware.can([caseGopsResource.permissions.access])])
// The letters of GOPs, withdrawals and RFPs: the preview (JSON for its dialog) and the PDF.
const letterRoutes = [
  { path: 'guarantee-of-payments', name: 'gops', resource: caseGopsResource, kind: 'gop' },
  {
    path: 'withdrawal-of-gops',
    name: 'withdrawals',
    resource: caseGopWithdrawalsResource,
    kind: 'withdrawal',
  },
  { path: 'request-for-payments', name: 'rfps', resource: caseRfpsResource, kind: 'rfp' },
] as const
for (const { path, name, resource, kind } of letterRoutes) {
  const guards = [middleware.auth(), middleware.can([resource.permissions.access])]
  router
    .get(`/navigate/cases/:caseId/${path}/:id/letter`, [
      controllers.navigate.Letters,
      `${kind}Preview`,
    ])
    .as(`navigate.cases.${name}.letter`)
    .where('id', recordIdParam)
    .use(guards)
  router
    .get(`/navigate/cases/:caseId/${path}/:id/letter.pdf`, [
      controllers.navigate.Letters,
      `${kind}Pdf`,
    ])
    .as(`navigate.cases.${name}.letter_pdf`)
    .where('id', recordIdParam)
    .use(guards)
}
