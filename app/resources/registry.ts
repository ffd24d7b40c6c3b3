import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { StoredResource } from '#services/record_store'
import type { UsageSubject, UsedBy } from '#services/record_usage'
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
import { programsResource } from '#resources/programs'
import { rolesResource } from '#resources/roles'
import { usersResource } from '#resources/users'
import { clientsResource } from '#resources/clients'
import { membersResource } from '#resources/members'
import { providersResource } from '#resources/providers'
import { casesResource } from '#resources/cases'
import { caseContactsResource } from '#resources/case_contacts'
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

/**
 * Every resource whose records can be deleted, for what one resource's delete or restore must
 * know about the others: restoring a program asks whether the clients' `usedBy` needs its
 * client live. tests/functional/audit/delete_integrity.spec.ts fails when a resource with a
 * delete route is missing here.
 */
export interface RegisteredResource extends UsageSubject {
  /** Route name prefix ('accounts.clients'). */
  routes: string
  permissions: PermissionSet
  /** Its records belong to a center (they are acted on from that center). */
  centerOwned: boolean
  /** A record under a parent: the route param, its column here and the parent's table. */
  parent: { param: string; column: string; table: string } | null
}

/** What the registry reads of a resource definition. */
interface Registrable<M extends LucidModel> {
  noun: string
  routes: string
  permissions: PermissionSet
  store: StoredResource<M>
  usedBy?: readonly UsedBy[]
  label: (record: InstanceType<M>) => string
  centerScope?: unknown
  parent?: { param: string; column: string; table: string }
}

function register<M extends LucidModel>(resource: Registrable<M>): RegisteredResource {
  const model = resource.store.model
  return {
    noun: resource.noun,
    routes: resource.routes,
    permissions: resource.permissions,
    centerOwned: resource.centerScope !== undefined,
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
    usedBy: resource.usedBy ?? [],
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

let registered: RegisteredResource[] | undefined

/** The deletable resources, built on first use (after every resource module has loaded). */
export function usageSubjects(): readonly RegisteredResource[] {
  registered ??= [
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
    register(programsResource),
    register(rolesResource),
    register(usersResource),
    register(clientsResource),
    register(membersResource),
    register(providersResource),
    register(casesResource),
    register(caseContactsResource),
    register(caseIncidentsResource),
    register(caseDiagnosesResource),
    register(caseFeedbacksResource),
    register(caseFilesResource),
    register(caseNotesResource),
    register(caseTasksResource),
    register(caseGopsResource),
    register(caseGopWithdrawalsResource),
    register(caseChargeSlipsResource),
    register(caseRfpsResource),
  ]
  return registered
}
