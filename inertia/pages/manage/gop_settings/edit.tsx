import type { Option } from '#contracts/list'
import { urlFor } from '~/client'
import { FormSection, NumberField, SelectField } from '~/components/form'
import { SettingsPage } from '~/features/settings/settings_page'

interface GopSettingsProps {
  values: {
    gop_default_business_entity_id: number | null
    gop_default_template_id: number | null
    gop_default_sending_mode: string
    gop_default_validity_days: number
    gop_copy_email_group_id: number | null
  }
  businessEntities: Option[]
  sendingModes: Option[]
  emailGroups: Option[]
  gopTemplates: Option[]
}

/** The shared dropdown cannot be emptied once chosen: these choices post an empty value. */
const none = (label: string): Option => ({ label, value: '' })
const idValue = (id: number | null) => (id === null ? '' : String(id))

/**
 * Company-wide GOP defaults (SPEC.md: gop-settings is an edit page). A business entity's or
 * provider's own GOP settings override them.
 */
export default function GopSettingsEdit({
  values,
  businessEntities,
  sendingModes,
  emailGroups,
  gopTemplates,
}: GopSettingsProps) {
  return (
    <SettingsPage
      section="Manage"
      title="GOP settings"
      description="Defaults for every new guarantee of payment. A business entity's or provider's own GOP settings take precedence."
      action={urlFor('manage.gop-settings.update')}
      testId="gop-settings-form"
    >
      <FormSection title="Issuing">
        <SelectField
          name="gop_default_business_entity_id"
          label="Default business entity"
          field="business entity"
          options={[none('None (the agent chooses)'), ...businessEntities]}
          defaultValue={idValue(values.gop_default_business_entity_id)}
          hint="Issues a case's GOPs unless the agent picks another."
        />
        <SelectField
          name="gop_default_template_id"
          label="Default letter template"
          field="template"
          options={[none('None'), ...gopTemplates]}
          defaultValue={idValue(values.gop_default_template_id)}
          hint="Company-wide templates only."
        />
        <NumberField
          name="gop_default_validity_days"
          label="Validity (days)"
          required
          defaultValue={values.gop_default_validity_days}
          min={1}
          max={365}
          step={1}
          inputClassName="w-32"
          hint="From the admission date, when the party sets none."
        />
      </FormSection>
      <FormSection title="Sending">
        <SelectField
          name="gop_default_sending_mode"
          label="Default sending mode"
          field="sending mode"
          required
          options={sendingModes}
          defaultValue={values.gop_default_sending_mode}
        />
        <SelectField
          name="gop_copy_email_group_id"
          label="Copy every GOP to"
          field="email group"
          options={[none('Nobody'), ...emailGroups]}
          defaultValue={idValue(values.gop_copy_email_group_id)}
          hint="An email group that receives a copy of each GOP sent (audit, billing)."
        />
      </FormSection>
    </SettingsPage>
  )
}
