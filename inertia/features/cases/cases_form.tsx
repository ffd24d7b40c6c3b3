import { useMemo, useState } from 'react'
import type { Option } from '#contracts/list'
import {
  CheckboxField,
  DateField,
  FormSection,
  ResourceForm,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/form'
import { useCenterToday } from '~/lib/center_today'
import { TriangleAlertIcon } from 'lucide-react'
import { useDateDisplay } from '~/components/ui/date_time'
import { formatCalendarDate } from '~/lib/date_time_format'
import { CaseMemberField, type CaseMemberChoice } from './case_member_field'
import { CaseDetailsFields } from './case_details_fields'
import { ProgramInfoButton } from './case_info_popups'
import { casesResource } from './cases_resource'
import {
  IncidentLevelFields,
  IncidentTypeField,
  useIncidentTaxonomy,
} from './incident_taxonomy_fields'
import type { CaseFormProps, CaseRecord } from './types'

/** SPEC.md §3's quick time zones, offered first; then every zone (UTC first). */
const QUICK_TIME_ZONES = [
  'Asia/Bangkok',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Kuala_Lumpur',
  'Asia/Manila',
  'Asia/Singapore',
  'Asia/Tokyo',
]

/** 'Asia/Kuala_Lumpur' → 'Asia/Kuala Lumpur'; the quick zones first. */
function timeZoneOptions(zones: readonly string[]): Option[] {
  const known = new Set(zones)
  const quick = QUICK_TIME_ZONES.filter((zone) => known.has(zone))
  const rest = zones.filter((zone) => !QUICK_TIME_ZONES.includes(zone))
  return [...quick, ...rest].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))
}

const idOrEmpty = (id: number | null | undefined) => (id ? String(id) : '')

/**
 * Open and edit a case (PRODUCT.md "Cases"): the incident type first, then the member found by
 * name or policy number (their client decides the programs offered, an expired policy is
 * warned of), the incident narrowed level by level (category of the type, service of the
 * category, item of the service), the caller, and what happened.
 */
export function CaseForm({
  record,
  options,
  caseForms,
  details,
  providers,
}: CaseFormProps & { record?: CaseRecord }) {
  const [member, setMember] = useState<CaseMemberChoice | null>(
    record
      ? {
          id: record.member_id,
          name: record.member,
          policy_number: record.policy_number,
          client_id: record.client_id,
          client: record.client,
          policy_valid_from: record.member_policy_valid_from,
          policy_valid_to: record.member_policy_valid_to,
        }
      : null
  )
  // A new member remounts the program select with that member's own program chosen.
  const [memberPick, setMemberPick] = useState(0)
  const [programId, setProgramId] = useState(idOrEmpty(record?.program_id))
  const taxonomy = useIncidentTaxonomy(record)
  const [isEvacuation, setIsEvacuation] = useState(record?.is_evacuation ?? false)

  const clientId = member ? String(member.client_id) : ''
  const programs = options.programs.filter((program) => program.client_id === clientId)
  const timeZones = useMemo(() => timeZoneOptions(options.timeZones), [options.timeZones])

  /** A member chosen (their own program preselected), or cleared (no program either). */
  function chooseMember(next: CaseMemberChoice | null) {
    setMember(next)
    setMemberPick((count) => count + 1)
    if (!next) return setProgramId('')
    const own = idOrEmpty(next.program_id)
    const offered = options.programs.some(
      (program) => program.value === own && program.client_id === String(next.client_id)
    )
    setProgramId(offered ? own : '')
  }

  return (
    <ResourceForm resource={casesResource} record={record}>
      <FormSection title="Case">
        <IncidentTypeField taxonomy={taxonomy} options={options} />
        <SelectField
          name="priority"
          label="Priority"
          required
          options={options.priorities}
          defaultValue={record?.priority ?? 'normal'}
        />
        <CaseMemberField defaultMember={member} onSelect={chooseMember} className="sm:col-span-2" />
        {/* Remounted per member: another client's program is never posted. */}
        <SelectField
          key={`program-${clientId}-${memberPick}`}
          name="program_id"
          label="Program"
          options={[{ value: '', label: 'No program' }, ...programs]}
          defaultValue={programId || null}
          onChange={setProgramId}
          disabledReason={member ? null : 'Choose the member first.'}
          hint="One of the member's client's programs."
          labelAside={<ProgramInfoButton programId={programId || null} />}
        />
        <ProgramEndedWarning program={programs.find((program) => program.value === programId)} />
        <CheckboxField
          name="is_evacuation"
          label="Evacuation or repatriation"
          hint="The member has to be moved (air or ground ambulance, repatriation)."
          defaultChecked={record?.is_evacuation ?? false}
          onChange={setIsEvacuation}
          className="self-center"
        />
      </FormSection>
      <FormSection title="Incident">
        <IncidentLevelFields taxonomy={taxonomy} options={options} />
        <DateField
          name="incident_date"
          label="Incident date"
          defaultValue={record?.incident_date ?? ''}
          range="happened"
        />
        <SelectField
          name="incident_country_id"
          label="Country"
          field="country"
          options={options.countries}
          defaultValue={idOrEmpty(record?.incident_country_id) || null}
        />
        <TextField
          name="incident_city"
          label="City"
          defaultValue={record?.incident_city ?? ''}
          maxLength={120}
          autoComplete="off"
        />
        <SelectField
          name="incident_time_zone"
          label="Time zone"
          field="time zone"
          options={timeZones}
          defaultValue={record?.incident_time_zone ?? null}
          hint={record ? undefined : 'Left empty, the center’s time zone is used.'}
        />
      </FormSection>
      {/* Remounted per type: another type's answers are never posted. */}
      <CaseDetailsFields
        key={`details-${taxonomy.typeId}`}
        sections={caseForms[taxonomy.typeId] ?? []}
        isEvacuation={isEvacuation}
        details={details}
        countries={options.countries}
        providers={providers}
      />
      <FormSection title="Caller" description="Who called about the case.">
        <TextField
          name="caller_name"
          label="Caller name"
          defaultValue={record?.caller_name ?? ''}
          maxLength={160}
          autoComplete="off"
        />
        <SelectField
          name="caller_type"
          label="Caller type"
          options={options.callerTypes}
          defaultValue={record?.caller_type ?? null}
        />
        <SelectField
          name="caller_relationship"
          label="Relationship to member"
          field="relationship"
          options={options.relationships}
          defaultValue={record?.caller_relationship ?? null}
        />
        <SelectField
          name="caller_contact_method"
          label="Preferred contact method"
          field="contact method"
          options={options.contactMethods}
          defaultValue={record?.caller_contact_method ?? null}
        />
        <TextField
          type="tel"
          name="caller_phone"
          label="Phone"
          defaultValue={record?.caller_phone ?? ''}
          maxLength={40}
          autoComplete="off"
        />
        <TextField
          type="email"
          name="caller_email"
          label="Email"
          defaultValue={record?.caller_email ?? ''}
          maxLength={254}
          autoComplete="off"
        />
      </FormSection>
      <FormSection title="What happened">
        <TextareaField
          name="description"
          label="Description"
          defaultValue={record?.description ?? ''}
          maxLength={10_000}
          rows={4}
          className="sm:col-span-2"
        />
        <TextareaField
          name="symptoms"
          label="Symptoms"
          defaultValue={record?.symptoms ?? ''}
          maxLength={10_000}
          rows={3}
          className="sm:col-span-2"
        />
      </FormSection>
    </ResourceForm>
  )
}

/**
 * A program that has ended is warned about beside the choice, not refused: the agent may still
 * open the case (the insurer decides), but never without seeing it.
 */
function ProgramEndedWarning({ program }: { program?: { valid_to: string | null } }) {
  const { dateFormat } = useDateDisplay()
  const today = useCenterToday()
  if (!program?.valid_to || program.valid_to >= today) return null
  return (
    <p
      role="status"
      className="inline-flex items-start gap-1 self-start text-sm font-medium text-warning-text sm:col-span-2"
      data-testid="case-program-warning"
    >
      <TriangleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      This program ended on {formatCalendarDate(program.valid_to, dateFormat)}.
    </p>
  )
}
