import { useEffect, useState } from 'react'
import {
  DateField,
  FormSection,
  RemoteSelectField,
  ResourceForm,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
  useFormErrors,
} from '~/components/form'
import { useDateDisplay } from '~/components/ui/date_time'
import { formatCalendarDate } from '#contracts/date_text'
import { urlFor } from '~/client'
import { formatAge } from '~/lib/age'
import { useCenterToday } from '~/lib/center_today'
import { membersResource } from './members_resource'
import type { MemberFormProps, MemberRecord } from './types'

/** The duplicate check's message starts so (app/validators/member.ts). */
const DUPLICATE_WARNING = 'Possible duplicate'

/**
 * "Save anyway", offered once the server has warned of a possible duplicate. It reads the errors
 * of the form it sits in (the form's context), and stays offered after that submit, so ticking it
 * survives another field's error on the next one.
 */
export function SaveAnyway() {
  const warned = useFormErrors().last_name?.startsWith(DUPLICATE_WARNING) ?? false
  const [offered, setOffered] = useState(false)
  useEffect(() => {
    if (warned) setOffered(true)
  }, [warned])
  if (!offered) return null
  return (
    <SwitchField
      name="allow_duplicate"
      label="Save anyway: this is a different person"
      hint="Only when two members of this client share both name and date of birth."
      className="sm:col-span-2"
    />
  )
}

/**
 * Create and edit a member. The client decides which programs and principals are offered; the
 * date of birth shows the age as it is typed; a possible duplicate (same name, date of birth and
 * client) is refused once, with "Save anyway" offered for two different people.
 */
export function MemberForm({
  record,
  options,
  embeddedIn,
  version,
}: MemberFormProps & {
  record?: MemberRecord
  /** The page the edit form sits in (a case's member-details tab); saving returns there. */
  embeddedIn?: string
  /** The member's version there (the tab's; the member's own edit page sends it as a prop). */
  version?: string | null
}) {
  const [clientId, setClientId] = useState(record ? String(record.client_id) : '')
  const [birth, setBirth] = useState(record?.date_of_birth ?? '')
  const today = useCenterToday()
  const age = birth ? formatAge(birth, today) : ''
  const noClient = clientId ? null : 'Choose the client first.'
  const { dateFormat } = useDateDisplay()
  const programs = options.programs.filter((program) => program.client_id === clientId)
  return (
    <ResourceForm
      resource={membersResource}
      record={record}
      embeddedIn={embeddedIn}
      version={version}
    >
      <FormSection title="Member">
        <SelectField
          name="title"
          label="Title"
          options={options.titles}
          defaultValue={record?.title ?? null}
        />
        <SelectField
          name="gender"
          label="Gender"
          required
          options={options.genders}
          defaultValue={record?.gender ?? null}
        />
        <TextField
          name="first_name"
          label="First name"
          required
          defaultValue={record?.first_name}
          maxLength={80}
          autoComplete="off"
          autoFocus={!record}
        />
        <TextField
          name="last_name"
          label="Last name"
          required
          defaultValue={record?.last_name}
          maxLength={80}
          autoComplete="off"
        />
        <DateField
          name="date_of_birth"
          label="Date of birth"
          required
          defaultValue={birth}
          onValueChange={setBirth}
          range="birth"
          hint={
            <span data-testid="member-age">{age ? `Age: ${age}` : 'The age is shown here.'}</span>
          }
        />
        <SelectField
          name="nationality_id"
          label="Nationality"
          options={options.nationalities}
          defaultValue={record?.nationality_id ? String(record.nationality_id) : null}
        />
        <TextField
          name="id_number"
          label="ID / passport number"
          defaultValue={record?.id_number ?? ''}
          maxLength={40}
          autoComplete="off"
        />
        <SaveAnyway />
      </FormSection>
      <FormSection title="Policy">
        <SelectField
          name="client_id"
          label="Client"
          required
          options={options.clients}
          defaultValue={clientId || null}
          onChange={setClientId}
        />
        {/* Remounted per client: another client's program is never posted. */}
        <SelectField
          key={`program-${clientId}`}
          name="program_id"
          label="Program"
          options={[{ value: '', label: 'No program' }, ...programs]}
          defaultValue={
            record && String(record.client_id) === clientId ? String(record.program_id ?? '') : null
          }
          disabledReason={noClient}
        />
        <TextField
          name="policy_number"
          label="Policy number"
          required
          defaultValue={record?.policy_number}
          maxLength={40}
          autoComplete="off"
        />
        <div className="hidden sm:block" />
        <DateField
          name="policy_valid_from"
          range="validity"
          label="Policy valid from"
          defaultValue={record?.policy_valid_from ?? ''}
        />
        <DateField
          name="policy_valid_to"
          range="validity"
          label="Policy valid to"
          defaultValue={record?.policy_valid_to ?? ''}
        />
        <RemoteSelectField
          name="principal_member_id"
          label="Principal member"
          field="principal member"
          url={urlFor('accounts.members.lookup')}
          params={{ client_id: clientId }}
          defaultOption={
            record?.principal
              ? {
                  value: String(record.principal.id),
                  // As the picker's own options read (app/resources/members.ts, summaryLabel).
                  label: `${record.principal.name} · ${record.principal.policy_number} · ${formatCalendarDate(record.principal.date_of_birth, dateFormat)}`,
                }
              : null
          }
          noneLabel="None: this member is the principal"
          hint="For a dependant: the policy holder, searched by name or policy number."
          disabledReason={
            noClient && 'Choose the client first: a dependant’s principal is a member of it.'
          }
        />
        <SelectField
          name="relationship"
          label="Relationship to member"
          field="relationship"
          required
          options={options.relationships}
          defaultValue={record?.relationship ?? 'self'}
          hint="Self for the principal; for a dependant, how they relate to the principal."
        />
      </FormSection>
      <FormSection title="Contact">
        <TextField
          type="tel"
          name="phone"
          label="Phone"
          defaultValue={record?.phone ?? ''}
          maxLength={40}
        />
        <TextField
          type="email"
          name="email"
          label="Email"
          defaultValue={record?.email ?? ''}
          maxLength={254}
        />
        <SelectField
          name="preferred_contact_method"
          label="Preferred contact method"
          field="contact method"
          options={options.contactMethods}
          defaultValue={record?.preferred_contact_method ?? null}
        />
        <SelectField
          name="country_id"
          label="Country of residence"
          field="country"
          options={options.countries}
          defaultValue={record?.country_id ? String(record.country_id) : null}
        />
        <TextField name="city" label="City" defaultValue={record?.city ?? ''} maxLength={120} />
        <TextField
          name="address"
          label="Address"
          defaultValue={record?.address ?? ''}
          maxLength={500}
        />
        <TextareaField
          name="notes"
          label="Notes"
          defaultValue={record?.notes ?? ''}
          maxLength={5000}
          rows={3}
          className="sm:col-span-2"
        />
      </FormSection>
    </ResourceForm>
  )
}
