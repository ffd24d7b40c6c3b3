import { useState, type KeyboardEvent } from 'react'
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
import { formatCalendarDate } from '#contracts/date_text'
import { CaseMemberField, type CaseMemberChoice } from './case_member_field'
import { CaseDetailsFields } from './case_details_fields'
import { ProgramInfoButton } from './case_info_popups'
import { CasePlaceFields, FieldQuestion } from './case_place_fields'
import { CaseWhatsappOrigin } from './case_whatsapp_origin'
import { incidentDateQuestion } from '#contracts/case_dates'
import { casesResource } from './cases_resource'
import {
  IncidentLevelFields,
  IncidentTypeField,
  useIncidentTaxonomy,
} from './incident_taxonomy_fields'
import type { CaseFormProps, CaseRecord } from './types'

const idOrEmpty = (id: number | null | undefined) => (id ? String(id) : '')

/**
 * Open and edit a case (PRODUCT.md "Cases"): the incident type first (focused as the page
 * opens), then the member found by name or policy number (their client decides the programs
 * offered, an expired policy is warned of), the incident narrowed level by level (category of
 * the type, service of the category, item of the service) and its place (the zone follows it),
 * the type's own sections, the caller, and what happened. A new case starts on today's incident
 * and admission dates; unlikely dates are questioned beside their fields (issue 29). Opened from
 * a WhatsApp conversation (issue 31), it starts with the conversation's member and its writer as
 * the caller, and the case is linked to the conversation as it is created.
 * `onIncidentType` tells the page the chosen type (its call script is shown beside the form).
 */
export function CaseForm({
  record,
  options,
  caseForms,
  details,
  providers,
  whatsappContact,
  onIncidentType,
}: CaseFormProps & { record?: CaseRecord; onIncidentType?: (typeId: string) => void }) {
  // The conversation a new case is opened from (null when editing, or opened otherwise).
  const origin = record ? null : whatsappContact
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
      : (origin?.member ?? null)
  )
  // A new member remounts the program select with that member's own program chosen.
  const [memberPick, setMemberPick] = useState(0)
  const [programId, setProgramId] = useState(() =>
    record ? idOrEmpty(record.program_id) : ownProgram(origin?.member ?? null)
  )
  const taxonomy = useIncidentTaxonomy(record)
  const [isEvacuation, setIsEvacuation] = useState(record?.is_evacuation ?? false)
  const today = useCenterToday()
  // A new case happened today unless the agent says otherwise (the call is about it now).
  const [incidentDate, setIncidentDate] = useState(record ? (record.incident_date ?? '') : today)
  const incidentQuestion = incidentDate ? incidentDateQuestion(incidentDate, today) : null

  const clientId = member ? String(member.client_id) : ''
  const programs = options.programs.filter((program) => program.client_id === clientId)

  /** A member chosen (their own program preselected), or cleared (no program either). */
  function chooseMember(next: CaseMemberChoice | null) {
    setMember(next)
    setMemberPick((count) => count + 1)
    setProgramId(ownProgram(next))
  }

  /** The member's own program when the form offers it for their client, else none. */
  function ownProgram(next: CaseMemberChoice | null): string {
    if (!next) return ''
    const own = idOrEmpty(next.program_id)
    const offered = options.programs.some(
      (program) => program.value === own && program.client_id === String(next.client_id)
    )
    return offered ? own : ''
  }

  return (
    <ResourceForm resource={casesResource} record={record}>
      {/* `contents`: the sections stay the form's own grid items. */}
      <div className="contents" onKeyDown={saveOnControlEnter}>
        {origin ? <CaseWhatsappOrigin contact={origin} /> : null}
        <FormSection title="Case">
          <IncidentTypeField
            taxonomy={taxonomy}
            options={options}
            autoFocus
            onChange={onIncidentType}
          />
          <SelectField
            name="priority"
            label="Priority"
            required
            options={options.priorities}
            defaultValue={record?.priority ?? 'normal'}
          />
          <CaseMemberField
            defaultMember={member}
            onSelect={chooseMember}
            className="sm:col-span-2"
          />
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
            defaultToday={!record}
            onValueChange={setIncidentDate}
            range="happened"
            hint={
              incidentQuestion ? (
                <FieldQuestion testId="question-incident_date">{incidentQuestion}</FieldQuestion>
              ) : undefined
            }
          />
          <CasePlaceFields
            countries={options.countries}
            timeZones={options.timeZones}
            record={record}
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
          isNew={!record}
          incidentDate={incidentDate}
        />
        <FormSection title="Caller" description="Who called about the case.">
          <TextField
            name="caller_name"
            label="Caller name"
            defaultValue={record ? (record.caller_name ?? '') : (origin?.caller.name ?? '')}
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
            defaultValue={
              record ? record.caller_contact_method : (origin?.caller.contactMethod ?? null)
            }
          />
          <TextField
            type="tel"
            name="caller_phone"
            label="Phone"
            defaultValue={record ? (record.caller_phone ?? '') : (origin?.caller.phone ?? '')}
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
        <FormSection title="What happened" description="Ctrl+Enter saves the case from any field.">
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
      </div>
    </ResourceForm>
  )
}

/**
 * Ctrl+Enter (Cmd+Enter) saves the case from any field, as in a mail client: the agent on the
 * phone need not Tab past the fields left empty to reach Save. Not while a list is open (its
 * Enter chooses an option and is handled there first).
 */
function saveOnControlEnter(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return
  const form = (event.target as HTMLElement).closest('form')
  if (!form) return
  event.preventDefault()
  form.requestSubmit()
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
