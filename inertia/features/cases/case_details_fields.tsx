import { chosenProvider, ProviderField } from './provider_field'
import {
  DateField,
  FormSection,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/form'
import {
  KIND_CHOICES,
  sectionsFor,
  type CaseDetails,
  type CaseFormField,
  type CaseFormSection,
} from '#contracts/case_form_sections'
import type { Option } from '#contracts/list'
import type { ProviderPick } from '#contracts/provider_options'

const YES_NO: Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

/**
 * What a saved answer pre-fills: text as is, yes/no as 'yes'/'no' (which the Yes/No/Pending/NA
 * list shares), ids as strings.
 */
function answerText(value: CaseDetails[string] | undefined): string {
  if (value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}

/** One field of a section, by its kind; posted as `details.<key>`. */
function DetailField({
  field,
  value,
  countries,
  chosen,
}: {
  field: CaseFormField
  value: CaseDetails[string] | undefined
  countries: Option[]
  /** A saved provider as its picker shows it (the picker knows only ids until it searches). */
  chosen: ProviderPick | null
}) {
  const name = `details.${field.key}`
  const common = {
    name,
    label: field.label,
    required: field.required,
    hint: field.hint ?? undefined,
  }
  const text = answerText(value)
  switch (field.kind) {
    case 'text':
      return <TextField {...common} defaultValue={text} maxLength={500} autoComplete="off" />
    case 'long_text':
      return (
        <TextareaField
          {...common}
          defaultValue={text}
          maxLength={5000}
          rows={3}
          className="sm:col-span-2"
        />
      )
    case 'date':
      return <DateField {...common} defaultValue={text} range="caseForm" />
    case 'number':
      return <NumberField {...common} defaultValue={text} step="any" />
    case 'choice':
      return (
        <SelectField
          {...common}
          field={field.label.toLowerCase()}
          options={field.choices.map((choice) => ({ value: choice, label: choice }))}
          defaultValue={text || null}
          clearable={!field.required}
        />
      )
    case 'yes_no':
    case 'yes_no_pending_na':
    case 'month':
      return (
        <SelectField
          {...common}
          field={field.label.toLowerCase()}
          options={KIND_CHOICES[field.kind] ?? YES_NO}
          defaultValue={text || null}
          clearable={!field.required}
        />
      )
    case 'country':
      return (
        <SelectField
          {...common}
          field={field.label.toLowerCase()}
          options={countries}
          defaultValue={text || null}
          clearable={!field.required}
        />
      )
    case 'provider':
      return (
        <ProviderField
          {...common}
          field={field.label.toLowerCase()}
          noneLabel={field.required ? undefined : 'None'}
          defaultOption={
            text ? (chosen ?? chosenProvider(Number(text), `Provider ${text}`, '')) : null
          }
        />
      )
  }
}

/**
 * The sections the chosen incident type adds to the case form (Manage › Incident types › Case
 * form), the evacuation-only ones while the case is marked an evacuation. Remounted per type by
 * the form, so another type's answers are never posted.
 */
export function CaseDetailsFields({
  sections,
  isEvacuation,
  details,
  countries,
  providers,
}: {
  sections: readonly CaseFormSection[]
  isEvacuation: boolean
  details: CaseDetails
  countries: Option[]
  /** The providers the answers name, by id. */
  providers: Record<string, ProviderPick>
}) {
  return sectionsFor(sections, isEvacuation).map((section) => (
    <FormSection
      key={section.key}
      title={section.title}
      description={
        section.evacuation_only
          ? 'Shown because the case is an evacuation or repatriation.'
          : undefined
      }
    >
      {section.fields.map((field) => (
        <DetailField
          key={field.key}
          field={field}
          value={details[field.key]}
          countries={countries}
          chosen={providers[String(details[field.key])] ?? null}
        />
      ))}
    </FormSection>
  ))
}
