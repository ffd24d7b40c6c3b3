import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import CaseIncident from '#models/case_incident'
import CaseIncidentTransformer, {
  type PlainCaseIncident,
} from '#transformers/case_incident_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { caseIncidentValidator } from '#validators/case_tabs'
import { throughParent } from '#resources/center_scope'
import { caseTabPermissions, underCase } from '#resources/case_parent'
import { childListPage } from '#resources/scope'
import type { CaseTab } from '#resources/registry_tabs'
import { kept, needs } from '#resources/registry_references'
import { countryOptions, ilikeAny } from '#resources/shared'
import { incidentTypeOptions, taxonomyOptions } from '#resources/cases'
import type { TimelineEntryOf } from '#resources/registry_timeline'

export type CaseIncidentRow = ReturnType<CaseIncidentTransformer['toObject']>

type Input = Infer<(typeof caseIncidentValidator)['schema']>

/** An incident record keeps the taxonomy and the country it names while it is live. */
const INCIDENTS = ['case incident', 'case incidents'] as const

/** A case's incident records: its "incidents" tab (SPEC.md §2, `access-incidents`). */
export const caseIncidentsResource = {
  pages: null,
  routes: 'navigate.cases.incidents',
  noun: 'Incident',
  permissions: caseTabPermissions('access-incidents'),
  list: {
    model: CaseIncident,
    columns: [
      'case_incidents.id',
      'case_incidents.case_id',
      'case_incidents.occurred_on',
      'case_incidents.incident_type_id',
      'case_incidents.incident_category_id',
      'case_incidents.incident_service_id',
      'case_incidents.incident_item_id',
      'case_incidents.country_id',
      'case_incidents.city',
      'case_incidents.description',
      'case_incidents.created_at',
      'case_incidents.updated_at',
      'case_incidents.deleted_at',
      'incident_types.name as type_name',
      'incident_categories.name as category_name',
      'incident_services.name as service_name',
      'incident_items.name as item_name',
      'countries.name as country_name',
    ],
    scope: (query) => {
      query
        .join('incident_types', 'incident_types.id', 'case_incidents.incident_type_id')
        .leftJoin(
          'incident_categories',
          'incident_categories.id',
          'case_incidents.incident_category_id'
        )
        .leftJoin('incident_services', 'incident_services.id', 'case_incidents.incident_service_id')
        .leftJoin('incident_items', 'incident_items.id', 'case_incidents.incident_item_id')
        .leftJoin('countries', 'countries.id', 'case_incidents.country_id')
    },
    sortable: {
      occurred_on: 'case_incidents.occurred_on',
      updated_at: 'case_incidents.updated_at',
    },
    defaultSort: '-occurred_on',
    search: (query, term) =>
      void query.where(ilikeAny(['case_incidents.description', 'case_incidents.city'], term)),
    transformer: CaseIncidentTransformer,
  },
  store: { model: CaseIncident, subjectType: 'case_incident' },
  parent: underCase('case_incidents', 'incidents', 'incidents'),
  centerScope: throughParent('case_incidents.case_id', 'cases', 'caseId'),
  validator: caseIncidentValidator,
  attributes: (input: Input) => ({
    incidentTypeId: input.incident_type_id,
    incidentCategoryId: input.incident_category_id ?? null,
    incidentServiceId: input.incident_service_id ?? null,
    incidentItemId: input.incident_item_id ?? null,
    occurredOn: input.occurred_on ? DateTime.fromJSDate(input.occurred_on) : null,
    countryId: input.country_id ?? null,
    city: input.city ?? null,
    description: input.description ?? null,
  }),
  toDetail: (incident: CaseIncident) => incident.id,
  label: (incident: CaseIncident) => `#${incident.id}`,
  references: [
    kept('case_id', 'cases', "the case's own incidents, kept with it"),
    needs('incident_type_id', 'incident_types', INCIDENTS),
    needs('incident_category_id', 'incident_categories', INCIDENTS),
    needs('incident_service_id', 'incident_services', INCIDENTS),
    needs('incident_item_id', 'incident_items', INCIDENTS),
    needs('country_id', 'countries', INCIDENTS),
  ],
} satisfies ResourceDefinition<
  typeof CaseIncident,
  CaseIncidentRow,
  number,
  (typeof caseIncidentValidator)['schema'],
  string,
  PlainCaseIncident
>

/**
 * The case page's incidents tab (SPEC.md §2, `access-incidents`): its table, and the incident
 * dialog's lists (the case form's own).
 */
export const incidentsCaseTab = {
  key: 'incidents',
  label: 'Incidents',
  order: 40,
  permission: caseIncidentsResource.permissions.access,
  count: { table: 'case_incidents' },
  props: {
    incidents: ({ request, parent }) => childListPage(caseIncidentsResource, request, parent),
    incidentOptions: async () => ({
      incidentTypes: await incidentTypeOptions(),
      ...(await taxonomyOptions()),
      countries: await countryOptions(),
    }),
  },
} satisfies CaseTab

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const incidentsTimeline = {
  label: '(SELECT t.name FROM incident_types t WHERE t.id = r.incident_type_id)',
  kind: 'case',
  permission: 'access-incidents',
} satisfies TimelineEntryOf
