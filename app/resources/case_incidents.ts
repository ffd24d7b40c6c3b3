import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import CaseIncident from '#models/case_incident'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { caseIncidentValidator } from '#validators/case_tabs'
import { throughParent } from '#resources/center_scope'
import { caseTabPermissions, underCase } from '#resources/case_parent'
import { ilikeAny, rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'
import { isoDate } from '#contracts/iso_timestamp'

export type CaseIncidentRow = ReturnType<typeof toRow>

type PlainIncident = {
  id: number
  case_id: number
  occurred_on: Date | null
  incident_type_id: number
  incident_category_id: number | null
  incident_service_id: number | null
  incident_item_id: number | null
  country_id: number | null
  city: string | null
  description: string | null
  type_name: string
  category_name: string | null
  service_name: string | null
  item_name: string | null
  country_name: string | null
} & PlainRecordTimestamps

function toRow(row: PlainIncident) {
  return {
    id: row.id,
    case_id: row.case_id,
    occurred_on: row.occurred_on ? isoDate(row.occurred_on) : null,
    incident_type_id: row.incident_type_id,
    incident_category_id: row.incident_category_id,
    incident_service_id: row.incident_service_id,
    incident_item_id: row.incident_item_id,
    // Type › category › service › item, as far as it was classified.
    incident: [row.type_name, row.category_name, row.service_name, row.item_name]
      .filter(Boolean)
      .join(' › '),
    country_id: row.country_id,
    country: row.country_name,
    city: row.city,
    description: row.description,
    ...rowTimestamps(row),
  }
}

type Input = Infer<(typeof caseIncidentValidator)['schema']>

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
    toRow,
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
} satisfies ResourceDefinition<
  typeof CaseIncident,
  CaseIncidentRow,
  number,
  (typeof caseIncidentValidator)['schema'],
  string,
  PlainIncident
>
