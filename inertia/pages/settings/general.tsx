import type { Option } from '#contracts/list'
import { urlFor } from '~/client'
import { FormSection, NumberField, SelectField } from '~/components/form'
import { SettingsPage } from '~/features/settings/settings_page'

interface GeneralSettingsProps {
  values: {
    default_time_zone: string
    date_format: string
    default_page_size: number
    case_file_max_mb: number
    case_note_edit_minutes: number
    verification_reminder_hours: number
    base_currency_code: string
  }
  timeZones: Option[]
  currencies: Option[]
  dateFormats: Option[]
  pageSizes: Option[]
}

/**
 * Company-wide defaults: the base currency, how dates read, how many rows a list shows at first,
 * and how long a case note's author may still correct it.
 */
export default function GeneralSettings({
  values,
  timeZones,
  dateFormats,
  pageSizes,
  currencies,
}: GeneralSettingsProps) {
  return (
    <SettingsPage
      section="Settings"
      title="General"
      action={urlFor('settings.general.update')}
      testId="general-settings-form"
    >
      <FormSection title="Dates" description="Every date in the application is shown this way.">
        <SelectField
          name="default_time_zone"
          label="Default time zone"
          field="time zone"
          required
          options={timeZones}
          defaultValue={values.default_time_zone}
          hint="For users who have not chosen their own in My account."
        />
        <SelectField
          name="date_format"
          label="Date format"
          required
          options={dateFormats}
          defaultValue={values.date_format}
        />
      </FormSection>
      <FormSection
        title="Money"
        description="Reports total in the base currency; each currency's exchange rate is per one unit of it."
      >
        <SelectField
          name="base_currency_code"
          label="Base currency"
          field="base currency"
          required
          options={currencies}
          defaultValue={values.base_currency_code}
          hint="When you change it, enter the rates in Manage › Currencies per one unit of the new one."
        />
      </FormSection>
      <FormSection title="Lists">
        <SelectField
          name="default_page_size"
          label="Rows per page"
          field="page size"
          required
          options={pageSizes}
          defaultValue={String(values.default_page_size)}
          hint="Until the user picks another size on a list."
        />
      </FormSection>
      <FormSection title="Case files">
        <NumberField
          name="case_file_max_mb"
          label="Largest file (MB)"
          required
          defaultValue={values.case_file_max_mb}
          min={1}
          step={1}
          inputClassName="w-32"
          hint="A file larger than this is refused when it is uploaded to a case."
          data-testid="case-file-max-mb"
        />
      </FormSection>
      <FormSection
        title="Case notes"
        description="After this, a note is part of the case's record; a new note says what changed."
      >
        <NumberField
          name="case_note_edit_minutes"
          label="Minutes an author can edit a note"
          required
          defaultValue={values.case_note_edit_minutes}
          min={1}
          max={1440}
          step={1}
          inputClassName="w-32"
          hint="From 1 minute to 1440 (a day). Every edit is logged with the text before it."
        />
      </FormSection>
      <FormSection
        title="Policy verification"
        description="A request the insurer has not answered by then gives the case's owner a task to chase it."
      >
        <NumberField
          name="verification_reminder_hours"
          label="Hours to wait for an insurer's answer"
          required
          defaultValue={values.verification_reminder_hours}
          min={1}
          max={168}
          step={1}
          inputClassName="w-32"
          hint="From 1 hour to 168 (a week). A request on no case reminds whoever asked."
          data-testid="verification-reminder-hours"
        />
      </FormSection>
    </SettingsPage>
  )
}
