import { useState } from 'react'
import { sendingModeLabel } from '#contracts/gop_sending'
import { FormSection, NumberField, SelectField, TextareaField } from '~/components/form'
import type { ViewField } from '~/components/resource'
import type { GopSettingOptions, PartyDetail } from './types'

/** The fields of the GOP settings tab, for the form's error badge. */
export const GOP_SETTING_FIELDS = [
  'gop_sending_mode',
  'gop_email_addresses',
  'gop_email_group_id',
  'gop_template_id',
  'gop_validity_days',
] as const

/**
 * The template is optional and the shared dropdown cannot be emptied once chosen: this choice
 * posts an empty value, which the server reads as "the company default".
 */
const companyDefault = { label: 'Company default (GOP settings)', value: '' }

/** The GOP settings tab of a party's form; the group is asked for only with group sending. */
export function GopSettingsFields({
  record,
  options,
}: {
  record?: PartyDetail
  options: GopSettingOptions
}) {
  const [mode, setMode] = useState(record?.gop_sending_mode ?? 'manual-sending')
  const group = mode === 'group-sending'
  return (
    <FormSection
      title="GOP settings"
      description="How guarantees of payment to or from this party are sent, and on which letter."
    >
      <SelectField
        name="gop_sending_mode"
        label="Sending mode"
        required
        options={options.sendingModes}
        defaultValue={mode}
        onChange={setMode}
      />
      {group ? (
        <SelectField
          name="gop_email_group_id"
          label="Email group"
          required
          options={options.emailGroups}
          defaultValue={record?.gop_email_group_id ? String(record.gop_email_group_id) : null}
          hint="Every address in the group receives the GOP."
        />
      ) : (
        <div className="hidden sm:block" aria-hidden="true" />
      )}
      <TextareaField
        name="gop_email_addresses"
        label="Email addresses"
        defaultValue={record?.gop_email_addresses.join('\n') ?? ''}
        rows={3}
        className="sm:col-span-2"
        hint={
          group
            ? 'Kept for manual sending; with group sending the GOP goes to the group.'
            : 'One per line or separated by commas; the agent sends the GOP to these.'
        }
      />
      <SelectField
        name="gop_template_id"
        label="Letter template"
        field="template"
        options={[companyDefault, ...options.gopTemplates]}
        defaultValue={record ? String(record.gop_template_id ?? '') : ''}
      />
      <NumberField
        name="gop_validity_days"
        label="Validity (days)"
        hint="How long a GOP stays valid; empty uses the company default."
        defaultValue={record?.gop_validity_days ?? ''}
        min={1}
        max={365}
        step={1}
        inputClassName="w-32"
      />
    </FormSection>
  )
}

/** The GOP settings tab of a party's page. */
export function gopSettingViewFields(record: PartyDetail): ViewField[] {
  return [
    {
      label: 'Sending mode',
      value: sendingModeLabel(record.gop_sending_mode),
      id: 'gop_sending_mode',
    },
    { label: 'Email group', value: record.gop_email_group_name, id: 'gop_email_group' },
    {
      label: 'Letter template',
      value: record.gop_template_name ?? (
        <span className="text-muted-foreground">Company default</span>
      ),
      id: 'gop_template',
    },
    {
      label: 'Validity',
      value: record.gop_validity_days ? (
        `${record.gop_validity_days} days`
      ) : (
        <span className="text-muted-foreground">Company default</span>
      ),
      id: 'gop_validity_days',
    },
    {
      label: 'Email addresses',
      value:
        record.gop_email_addresses.length > 0 ? (
          <ul className="grid gap-0.5">
            {record.gop_email_addresses.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        ) : null,
      wide: true,
      id: 'gop_email_addresses',
    },
  ]
}
