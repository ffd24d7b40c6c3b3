import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { StoredResource } from '#services/record_store'
import type { UsageSubject, UsedBy } from '#services/record_usage'
import {
  invertReferences,
  type Reference,
  type Referrer,
  type SettingsReferrer,
} from '#resources/registry_references'
import type { CaseTab, TabPageProps } from '#resources/registry_tabs'
import type { DashboardPanel, PanelPageProps } from '#resources/registry_panels'
import type { TimelineEntryOf, TimelineSubject } from '#resources/registry_timeline'
import type { PermissionSet } from '#permissions/catalogue'
import { countriesResource } from '#resources/countries'
import { icdsResource } from '#resources/icds'
import { centersResource } from '#resources/centers'
import { statesResource } from '#resources/states'
import { currenciesResource } from '#resources/currencies'
import { programTypesResource } from '#resources/program_types'
import {
  incidentCategoriesResource,
  incidentItemsResource,
  incidentServicesResource,
  incidentTypesResource,
} from '#resources/incident_taxonomy'
import { incidentScriptsResource } from '#resources/incident_scripts'
import { emailGroupsResource, whatsAppTemplatesResource } from '#resources/messaging'
import { businessEntitiesResource } from '#resources/business_entities'
import { gopTemplatesResource } from '#resources/gop_templates'
import { verificationFormsResource } from '#resources/verification_forms'
import { programsResource } from '#resources/programs'
import { rolesResource } from '#resources/roles'
import { usersResource } from '#resources/users'
import { clientsResource } from '#resources/clients'
import { memberDetailsCaseTab, membersResource } from '#resources/members'
import { providersResource } from '#resources/providers'
import { casesResource, caseOwnTabs, recentCasesPanel } from '#resources/cases'
import { caseContactsResource, contactsCaseTab, contactsTimeline } from '#resources/case_contacts'
import {
  caseIncidentsResource,
  incidentsCaseTab,
  incidentsTimeline,
} from '#resources/case_incidents'
import {
  caseDiagnosesResource,
  diagnosesCaseTab,
  diagnosesTimeline,
} from '#resources/case_diagnoses'
import { caseFeedbacksResource, feedbackCaseTab, feedbackTimeline } from '#resources/case_feedbacks'
import { caseFilesResource, filesCaseTab, filesTimeline } from '#resources/case_files'
import { caseNotesResource, notesCaseTab, notesTimeline } from '#resources/case_notes'
import { caseTasksResource, taskCaseTabs, tasksTimeline } from '#resources/case_tasks'
import { caseGopsResource, gopsCaseTab, gopsTimeline } from '#resources/case_gops'
import {
  caseGopWithdrawalsResource,
  withdrawalsCaseTab,
  withdrawalsTimeline,
} from '#resources/case_gop_withdrawals'
import {
  caseChargeSlipsResource,
  chargeSlipsCaseTab,
  chargeSlipsTimeline,
} from '#resources/case_charge_slips'
import { caseRfpsResource, rfpsCaseTab, rfpsTimeline } from '#resources/case_rfps'
import { callsCaseTab, callsTimeline, caseCallsResource } from '#resources/case_calls'
import {
  policyVerificationsResource,
  verificationsCaseTab,
  verificationsTimeline,
} from '#resources/policy_verifications'
import { gopSettingsReferences } from '#resources/gop_settings'
import {
  generalSettingsReferences,
  securitySettingsReferences,
  whatsappSettingsReferences,
} from '#resources/site_settings'
import { activityLogReferences } from '#resources/activity_log'
import { transmissionReferences } from '#resources/transmissions'
import { notificationReferences } from '#resources/notifications'
import { reportExportReferences } from '#resources/report_exports'
import { reportSummaryReferences } from '#resources/report_summaries'
import { whatsappReferences } from '#resources/whatsapp_references'
import { savedViewReferences } from '#resources/saved_views'
import { chargeSlipsPanel } from '#resources/charge_slips'
import { rfpsPanel } from '#resources/rfps'
import { myTasksPanel } from '#resources/tasks'

/**
 * The one place a resource is added (issue 28, "registries instead of hubs"). What one
 * resource's page or delete must know about the others is read here from each resource's own
 * declarations, never written into the others:
 *
 * - `usageSubjects`: every resource whose records can be deleted; what points at each is
 *   gathered from every resource's `references` (app/resources/registry_references.ts), so the
 *   delete dialog, the delete's refusal and the restore's refusal need no list on the target.
 *   tests/functional/audit/delete_integrity.spec.ts fails when a resource with a delete route is
 *   missing here, or a foreign key is declared by nobody.
 * - `caseTabs`: the case page's tabs a resource contributes (app/resources/registry_tabs.ts).
 * - `dashboardPanels`: the dashboard's panels a resource contributes
 *   (app/resources/registry_panels.ts).
 *
 * A new case-bound document is one `register(resource, { tabs, panels })` line here.
 */
export interface RegisteredResource extends UsageSubject {
  /** Route name prefix ('accounts.clients'). */
  routes: string
  permissions: PermissionSet
  /** Its records belong to a center (they are acted on from that center). */
  centerOwned: boolean
  /** What the activity log names its records ('gop'): how a logged change finds its resource. */
  subjectType: string
  /** A record under a parent: the route param, its column here and the parent's table. */
  parent: { param: string; column: string; table: string } | null
  /** The foreign keys its own table (and the tables it owns) hold. */
  references: readonly Reference[]
  tabs: readonly CaseTab[]
  panels: readonly DashboardPanel[]
  /** How its records appear on the case's timeline, with its log subject type and table. */
  timeline: TimelineSubject | null
}

/** What a resource adds to the pages of others: its case tabs, its dashboard panels. */
interface Contributions {
  tabs?: readonly CaseTab[]
  panels?: readonly DashboardPanel[]
  timeline?: TimelineEntryOf
}

/** What the registry reads of a resource definition. */
interface Registrable<M extends LucidModel> {
  noun: string
  routes: string
  permissions: PermissionSet
  store: StoredResource<M>
  references?: readonly Reference[]
  label: (record: InstanceType<M>) => string
  centerScope?: unknown
  parent?: { param: string; column: string; table: string }
}

/**
 * What a registered resource contributes, its tabs' and panels' own types kept (the case page's
 * and the dashboard's props are typed from them: `CaseTabPageProps`, `DashboardPanelProps`).
 */
type Registered<C extends Contributions> = Omit<RegisteredResource, 'tabs' | 'panels'> & {
  tabs: C['tabs'] extends readonly CaseTab[] ? C['tabs'] : readonly []
  panels: C['panels'] extends readonly DashboardPanel[] ? C['panels'] : readonly []
}

function register<M extends LucidModel, const C extends Contributions = Record<never, never>>(
  resource: Registrable<M>,
  contributes: C = {} as C
): Registered<C> {
  const model = resource.store.model
  return {
    noun: resource.noun,
    routes: resource.routes,
    permissions: resource.permissions,
    centerOwned: resource.centerScope !== undefined,
    subjectType: resource.store.subjectType,
    parent: resource.parent
      ? {
          param: resource.parent.param,
          // 'case_contacts.case_id' → 'case_id', the row's own column name.
          column: resource.parent.column.split('.').pop()!,
          table: resource.parent.table,
        }
      : null,
    // Read when asked: `table` is set when the model boots.
    get table() {
      model.boot()
      return model.table
    },
    references: resource.references ?? [],
    tabs: (contributes.tabs ?? []) as Registered<C>['tabs'],
    // The history it writes is logged under its subject type, its rows in its table.
    timeline: contributes.timeline
      ? {
          ...contributes.timeline,
          subjectType: resource.store.subjectType,
          get table() {
            model.boot()
            return model.table
          },
        }
      : null,
    panels: (contributes.panels ?? []) as Registered<C>['panels'],
    get usedBy() {
      return usedByOf(this.table)
    },
    labelOf: async (key, value, client) => {
      // Trashed records too (that is why they are asked about); the latest by a shared code.
      const record = await model
        .query({ client })
        .where(key, value as string)
        .orderBy('deleted_at', 'desc')
        .first()
      return record ? resource.label(record as InstanceType<M>) : `#${String(value)}`
    },
  }
}

/**
 * Every registered resource, in the order in which a refusal names what uses a record ("3
 * members and 2 programs use this client"): the records people deal with most come first.
 */
function registry() {
  return [
    register(casesResource, { tabs: caseOwnTabs, panels: [recentCasesPanel] }),
    register(membersResource, { tabs: [memberDetailsCaseTab] }),
    register(programsResource),
    register(clientsResource),
    register(countriesResource),
    register(icdsResource),
    register(centersResource),
    register(statesResource),
    register(currenciesResource),
    register(programTypesResource),
    register(incidentTypesResource),
    register(incidentCategoriesResource),
    register(incidentServicesResource),
    register(incidentItemsResource),
    register(incidentScriptsResource),
    register(emailGroupsResource),
    register(whatsAppTemplatesResource),
    register(businessEntitiesResource),
    register(gopTemplatesResource),
    register(verificationFormsResource),
    register(rolesResource),
    register(usersResource),
    register(providersResource),
    register(caseContactsResource, { tabs: [contactsCaseTab], timeline: contactsTimeline }),
    register(caseIncidentsResource, { tabs: [incidentsCaseTab], timeline: incidentsTimeline }),
    register(caseDiagnosesResource, { tabs: [diagnosesCaseTab], timeline: diagnosesTimeline }),
    register(caseFeedbacksResource, { tabs: [feedbackCaseTab], timeline: feedbackTimeline }),
    register(caseFilesResource, { tabs: [filesCaseTab], timeline: filesTimeline }),
    register(caseNotesResource, { tabs: [notesCaseTab], timeline: notesTimeline }),
    register(caseTasksResource, {
      tabs: taskCaseTabs,
      panels: [myTasksPanel],
      timeline: tasksTimeline,
    }),
    register(caseGopsResource, { tabs: [gopsCaseTab], timeline: gopsTimeline }),
    register(caseGopWithdrawalsResource, {
      tabs: [withdrawalsCaseTab],
      timeline: withdrawalsTimeline,
    }),
    register(caseChargeSlipsResource, {
      tabs: [chargeSlipsCaseTab],
      panels: [chargeSlipsPanel],
      timeline: chargeSlipsTimeline,
    }),
    register(caseRfpsResource, {
      tabs: [rfpsCaseTab],
      panels: [rfpsPanel],
      timeline: rfpsTimeline,
    }),
    register(caseCallsResource, { tabs: [callsCaseTab], timeline: callsTimeline }),
    register(policyVerificationsResource, {
      tabs: [verificationsCaseTab],
      timeline: verificationsTimeline,
    }),
  ] as const
}

let registered: ReturnType<typeof registry> | undefined

/** The deletable resources, built on first use (after every resource module has loaded). */
export function usageSubjects(): readonly RegisteredResource[] {
  registered ??= registry()
  return registered
}

type RegisteredNow = ReturnType<typeof registry>[number]

/**
 * What the registered tabs add to the case page's props, as the page receives them: the case
 * page's props are `InferPageProps<typeof CasesController, 'show'> & CaseTabPageProps`.
 */
export type CaseTabPageProps = TabPageProps<RegisteredNow['tabs'][number]>

/** The dashboard's props, one per registered panel, as the page receives them. */
export type DashboardPanelProps = PanelPageProps<RegisteredNow['panels'][number]>

/**
 * Everything that declares foreign keys: the resources, then the tables no resource edits (the
 * activity log, the letters sent, the lists' saved views, the notifications), each declaring
 * its own keys.
 */
export function referrers(): readonly Referrer[] {
  return [
    ...usageSubjects(),
    activityLogReferences,
    transmissionReferences,
    savedViewReferences,
    ...notificationReferences,
    ...whatsappReferences,
    ...reportExportReferences,
    ...reportSummaryReferences,
  ]
}

/** The settings pages whose settings hold records. */
export function settingsReferrers(): readonly SettingsReferrer[] {
  return [
    generalSettingsReferences,
    securitySettingsReferences,
    gopSettingsReferences,
    whatsappSettingsReferences,
  ]
}

let inverted: Map<string, UsedBy[]> | undefined

/** What points at the records of `table`, from every declaration, for its delete and restore. */
export function usedByOf(table: string): readonly UsedBy[] {
  inverted ??= invertReferences(referrers(), settingsReferrers())
  return inverted.get(table) ?? []
}

/** The case page's tabs, as the resources declare them (each tab's `order` places it). */
export function caseTabs(): readonly CaseTab[] {
  // One array for the process's life: the case page reads it on every request. Each tab shows
  // the live changes of the resource that declares it, unless it says otherwise.
  allCaseTabs ??= usageSubjects().flatMap((resource) =>
    resource.tabs.map((tab) => (tab.shows ? tab : { ...tab, shows: [resource.table] }))
  )
  return allCaseTabs
}

let allCaseTabs: readonly CaseTab[] | undefined

/** What the case's timeline reads, as the resources under a case declare it. */
export function caseTimelineSubjects(): readonly TimelineSubject[] {
  return usageSubjects().flatMap((resource) => (resource.timeline ? [resource.timeline] : []))
}

let bySubject: Map<string, RegisteredResource> | undefined

/**
 * The resource a logged change is about, by the log's subject type: the first registered under
 * it (a GOP is the case's GOP whether its list or its tab wrote it). Undefined for a subject no
 * resource holds (a settings page, a sign-in).
 */
export function resourceOfSubject(subjectType: string): RegisteredResource | undefined {
  if (!bySubject) {
    bySubject = new Map()
    for (const resource of usageSubjects()) {
      if (!bySubject.has(resource.subjectType)) bySubject.set(resource.subjectType, resource)
    }
  }
  return bySubject.get(subjectType)
}

/** The dashboard's panels, as the resources declare them (each panel's `order` places it). */
export function dashboardPanels(): readonly DashboardPanel[] {
  return usageSubjects().flatMap((resource) => resource.panels)
}
