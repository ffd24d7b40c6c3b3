import { CellText, columnHelper } from '~/components/data_table'
import { DateField, SelectField, TextareaField, TextField } from '~/components/form'
import { CalendarDate, DateTime } from '~/components/ui/date_time'
import { CaseChildTab, LongTextCell } from './case_child_tab'
import {
  IncidentLevelFields,
  IncidentTypeField,
  useIncidentTaxonomy,
} from './incident_taxonomy_fields'
import type { CaseIncidentOptions, CaseIncidentRow, CaseIncidentsPage, CaseRecord } from './types'

const column = columnHelper<CaseIncidentRow>()

const incidentColumns = column.columns([
  column.accessor('occurred_on', {
    header: 'Occurred on',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('incident', {
    header: 'Incident',
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    enableSorting: false,
    enableHiding: false,
    meta: { className: 'min-w-56 whitespace-normal' },
  }),
  column.accessor('country', {
    header: 'Country',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    enableSorting: false,
  }),
  column.accessor('city', {
    header: 'City',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    enableSorting: false,
  }),
  column.accessor('description', {
    header: 'Description',
    cell: ({ getValue }) => <LongTextCell value={getValue()} />,
    enableSorting: false,
    meta: { className: 'min-w-48 max-w-sm whitespace-normal' },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    meta: { defaultHidden: true, className: 'whitespace-nowrap' },
  }),
])

/**
 * An incident's fields (server: caseIncidentValidator): the taxonomy narrowed level by level as
 * on the case form (the same fields), where and when it happened, what happened. Its own
 * component: the taxonomy keeps the chosen levels in state.
 */
function IncidentFields({
  incident,
  options,
}: {
  incident: CaseIncidentRow | null
  options: CaseIncidentOptions
}) {
  const taxonomy = useIncidentTaxonomy(incident ?? undefined)
  return (
    <>
      <IncidentTypeField taxonomy={taxonomy} options={options} />
      <IncidentLevelFields taxonomy={taxonomy} options={options} />
      <DateField
        name="occurred_on"
        label="Occurred on"
        defaultValue={incident?.occurred_on ?? ''}
        range="happened"
      />
      <SelectField
        name="country_id"
        label="Country"
        options={options.countries}
        defaultValue={incident?.country_id ? String(incident.country_id) : null}
        clearable
      />
      <TextField
        name="city"
        label="City"
        defaultValue={incident?.city ?? ''}
        maxLength={120}
        autoComplete="off"
      />
      <TextareaField
        name="description"
        label="Description"
        defaultValue={incident?.description ?? ''}
        maxLength={10_000}
        rows={4}
        className="sm:col-span-2"
      />
    </>
  )
}

/**
 * The case's incidents tab (SPEC.md §2, access-incidents): what happened to the member, each
 * classified in the incident taxonomy, with where and when.
 */
export function CaseIncidentsTab({
  caseRecord,
  incidents,
  options,
}: {
  caseRecord: CaseRecord
  incidents: CaseIncidentsPage | undefined
  /** The dialog's lists, sent with the table; until they are here nothing can be written. */
  options: CaseIncidentOptions | null | undefined
}) {
  return (
    <CaseChildTab
      caseRecord={caseRecord}
      prop="incidents"
      page={incidents}
      alsoLoads={['incidentOptions']}
      routes="navigate.cases.incidents"
      nouns={{ one: 'incident', many: 'incidents', title: 'Incidents' }}
      intro="What happened to the member, classified as on the case, with where and when."
      columns={incidentColumns}
      rowLabel={(incident) => incident.incident}
      dialogDescription={(incident) =>
        incident
          ? `An incident of case ${caseRecord.number}.`
          : `Something that happened to the member during case ${caseRecord.number}.`
      }
      fields={(incident) =>
        options ? <IncidentFields incident={incident} options={options} /> : null
      }
      writable={Boolean(options)}
      emptyHint="Record the first with “Add incident”."
    />
  )
}
