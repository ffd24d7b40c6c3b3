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
import { admissionField, formDateQuestion } from '#contracts/case_dates'
import { useState } from 'react'
import { useCenterToday } from '~/lib/center_today'
import { useDateDisplay } from '~/components/ui/date_time'
import { formatCalendarDate } from '#contracts/date_text'
import { FieldQuestion } from './case_place_fields'

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

/** What a date field of the type's form is told about the dates around it. */
type DateContext = {
  /** Today's date starts it (a new case's admission: the member is admitted today). */
  startsToday: boolean
  /** Tells the form its day as typed ('' while none). */
  onDay: (day: string) => void
  /** The question beside it, if its day is unlikely (app/contracts/case_dates.ts). */
  question: string | null
}

/** One field of a section, by its kind; posted as `details.<key>`. */
function DetailField({
  field,
  value,
  countries,
  chosen,
  date,
}: {
  field: CaseFormField
  value: CaseDetails[string] | undefined
  countries: Option[]
  /** A saved provider as its picker shows it (the picker knows only ids until it searches). */
  chosen: ProviderPick | null
  date: DateContext
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
      return (
        <DateField
          {...common}
          defaultValue={text}
          defaultToday={date.startsToday}
          onValueChange={date.onDay}
          range="caseForm"
          hint={
            date.question ? (
              <FieldQuestion testId={`question-${name}`}>{date.question}</FieldQuestion>
            ) : (
              common.hint
            )
          }
        />
      )
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
 * the form, so another type's answers are never posted. On a new case the admission day (the
 * first date beside the provider, app/contracts/case_dates.ts) starts at today; a date that is
 * possible but unlikely is questioned beside it, never refused here.
 */
export function CaseDetailsFields({
  sections,
  isEvacuation,
  details,
  countries,
  providers,
  isNew,
  incidentDate,
}: {
  sections: readonly CaseFormSection[]
  isEvacuation: boolean
  details: CaseDetails
  countries: Option[]
  /** The providers the answers name, by id. */
  providers: Record<string, ProviderPick>
  /** A new case: its admission day starts at today. */
  isNew: boolean
  /** The case's incident date as typed ('' while none): an admission before it is questioned. */
  incidentDate: string
}) {
  const today = useCenterToday()
  const { dateFormat } = useDateDisplay()
  const admission = admissionField(sections, isEvacuation)
  // The days answered so far, by key: each date is questioned against the one above it.
  const [days, setDays] = useState<Record<string, string>>(() => {
    const start: Record<string, string> = {}
    for (const [key, value] of Object.entries(details)) {
      if (typeof value === 'string') start[key] = value
    }
    if (isNew && admission && !start[admission.key]) start[admission.key] = today
    return start
  })

  /** A date field's context: its default, its reporting, its question. */
  function dateContext(section: CaseFormSection, field: CaseFormField): DateContext {
    const dates = section.fields.filter((other) => other.kind === 'date')
    const above = dates[dates.indexOf(field) - 1]
    const day = days[field.key]
    const isAdmission = field.key === admission?.key
    return {
      startsToday: isNew && isAdmission,
      onDay: (next) => setDays((current) => ({ ...current, [field.key]: next })),
      question:
        field.kind === 'date' && day
          ? formDateQuestion({
              day,
              today,
              isAdmission,
              incidentDate: incidentDate || null,
              before:
                above && days[above.key] ? { label: above.label, day: days[above.key] } : null,
              format: (iso) => formatCalendarDate(iso, dateFormat),
            })
          : null,
    }
  }

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
          date={dateContext(section, field)}
        />
      ))}
    </FormSection>
  ))
}
