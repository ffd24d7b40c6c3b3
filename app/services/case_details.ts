import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  CASE_FORM_LIMITS,
  CASE_NUMBER_MAX,
  KIND_CHOICES,
  sectionsFor,
  YES_NO_PENDING_NA,
  type CaseDetailAnswer,
  type CaseDetails,
  type CaseDetailsView,
  type CaseFormField,
  type CaseFormSection,
} from '#contracts/case_form_sections'
import { isStorableText } from '#contracts/storable_text'
import { asRecordId } from '#validators/rules/record_id'
import { isCalendarDay } from '#validators/rules/date_order'
import { dayRangeRefusal } from '#contracts/calendar_days'
import { providerPicks } from '#queries/provider_lookup'
import type { ProviderPick } from '#contracts/provider_options'

/*
 * A case's answers to its incident type's sections (app/contracts/case_form_sections.ts): read
 * from what the form posted, checked against the type's fields, and described for the case's
 * page. The sections are data an administrator edits, so nothing here knows any field by name.
 */

/** The sections of an incident type's case form; none for an unknown type. */
export async function sectionsOfType(
  typeId: number,
  client: QueryClientContract = db.connection()
): Promise<CaseFormSection[]> {
  const row: { form_sections: CaseFormSection[] } | null = await client
    .from('incident_types')
    .where('id', typeId)
    .select('form_sections')
    .first()
  return row?.form_sections ?? []
}

/** Every live incident type's sections, by type id (the case form switches as the type does). */
export async function sectionsByType(): Promise<Record<string, CaseFormSection[]>> {
  const rows: { id: number; form_sections: CaseFormSection[] }[] = await db
    .from('incident_types')
    .whereNull('deleted_at')
    .select('id', 'form_sections')
  return Object.fromEntries(rows.map((row) => [String(row.id), row.form_sections]))
}

/** One field's answer refused, in plain words, by the field's key. */
export type DetailIssue = { key: string; message: string }

type Read = { value: string | number | boolean } | { issue: string } | { empty: true }

const TYPED_KINDS = new Set(['text', 'long_text', 'date', 'number'])

/** "Please enter the ward." / "Please choose the escort.": typed or picked. */
function missing(field: CaseFormField): string {
  const label = field.label.toLowerCase()
  return TYPED_KINDS.has(field.kind) ? `Please enter the ${label}.` : `Please choose the ${label}.`
}

/**
 * One posted answer, as its field's kind takes it (ids are checked against the tables after).
 * A day is checked against `today` on the center's clock (app/contracts/calendar_days.ts).
 */
function readOne(field: CaseFormField, raw: unknown, today: string): Read {
  if (raw === undefined || raw === null) return { empty: true }
  const label = field.label.toLowerCase()
  if (typeof raw === 'string' && raw.trim() === '') return { empty: true }
  switch (field.kind) {
    case 'text':
    case 'long_text': {
      if (typeof raw !== 'string') return { issue: `The ${label} must be text.` }
      const text = raw.trim()
      const max = field.kind === 'text' ? CASE_FORM_LIMITS.text : CASE_FORM_LIMITS.longText
      if (!isStorableText(text))
        return { issue: `The ${label} contains characters we cannot store.` }
      if (text.length > max) {
        return { issue: `The ${label} must be at most ${max.toLocaleString('en')} characters.` }
      }
      return { value: text }
    }
    case 'date': {
      const day = typeof raw === 'string' ? raw.trim() : ''
      if (!isCalendarDay(day)) return { issue: `The ${label} must be a valid date.` }
      const refusal = dayRangeRefusal('caseForm', day, today, label)
      return refusal ? { issue: refusal } : { value: day }
    }
    case 'number': {
      const number =
        typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN
      if (!Number.isFinite(number)) return { issue: `The ${label} must be a number.` }
      if (Math.abs(number) > CASE_NUMBER_MAX) {
        return { issue: `The ${label} must be at most ${CASE_NUMBER_MAX.toLocaleString('en')}.` }
      }
      return { value: number }
    }
    case 'choice':
      return typeof raw === 'string' && field.choices.includes(raw)
        ? { value: raw }
        : { issue: `Please choose the ${label} from the list.` }
    case 'yes_no':
      if (raw === 'yes' || raw === true) return { value: true }
      if (raw === 'no' || raw === false) return { value: false }
      return { issue: `Please choose yes or no for the ${label}.` }
    case 'yes_no_pending_na':
    case 'month': {
      // A field that was yes or no before its kind changed still has its true or false.
      const value = raw === true ? 'yes' : raw === false ? 'no' : raw
      return KIND_CHOICES[field.kind]!.some((choice) => choice.value === value)
        ? { value: value as string }
        : { issue: `Please choose the ${label} from the list.` }
    }
    case 'provider':
    case 'country': {
      const id = asRecordId(raw)
      return id === null ? { issue: `Please choose the ${label} from the list.` } : { value: id }
    }
  }
}

/** Which of these ids are live rows of the table (one query). */
async function liveIds(table: 'providers' | 'countries', ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows: { id: number }[] = await db
    .from(table)
    .whereIn('id', ids)
    .whereNull('deleted_at')
    .select('id')
  return new Set(rows.map((row) => row.id))
}

/**
 * The case's answers from what the form posted: each field of the sections the case shows read
 * by its kind (required ones asked for), everything else posted ignored. Answers the form no
 * longer shows (a field since removed, another type's, an evacuation section on a case that is
 * no longer one) are kept from `previous`, never silently dropped: the case's page lists them.
 */
export async function readCaseDetails(
  sections: readonly CaseFormSection[],
  posted: unknown,
  isEvacuation: boolean,
  previous: CaseDetails,
  today: string
): Promise<{ details: CaseDetails; issues: DetailIssue[] }> {
  const raw = (posted && typeof posted === 'object' ? posted : {}) as Record<string, unknown>
  const fields = sectionsFor(sections, isEvacuation).flatMap((section) => section.fields)
  const shown = new Set(fields.map((field) => field.key))
  const details: CaseDetails = {}
  for (const [key, value] of Object.entries(previous)) if (!shown.has(key)) details[key] = value
  const issues: DetailIssue[] = []
  const references: { field: CaseFormField; id: number }[] = []
  for (const field of fields) {
    const answer = Object.hasOwn(raw, field.key) ? raw[field.key] : undefined
    const read = readOne(field, answer, today)
    if ('issue' in read) issues.push({ key: field.key, message: read.issue })
    else if ('empty' in read) {
      if (field.required) issues.push({ key: field.key, message: missing(field) })
    } else {
      details[field.key] = read.value
      if (field.kind === 'provider' || field.kind === 'country') {
        references.push({ field, id: read.value as number })
      }
    }
  }
  const [providers, countries] = await Promise.all([
    liveIds(
      'providers',
      references.filter((ref) => ref.field.kind === 'provider').map((ref) => ref.id)
    ),
    liveIds(
      'countries',
      references.filter((ref) => ref.field.kind === 'country').map((ref) => ref.id)
    ),
  ])
  for (const { field, id } of references) {
    const live = field.kind === 'provider' ? providers : countries
    if (!live.has(id)) {
      delete details[field.key]
      issues.push({
        key: field.key,
        message: `Please choose the ${field.label.toLowerCase()} from the list.`,
      })
    }
  }
  return { details, issues }
}

/** "admitted_on" → "Admitted on": an earlier answer's field is named from its key. */
const labelOfKey = (key: string) => {
  const words = key.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The providers' and countries' names an answer points at (two queries at most). */
async function namesOf(details: CaseDetails, fields: CaseFormField[]) {
  const ids = (kind: 'provider' | 'country') =>
    fields
      .filter((field) => field.kind === kind && typeof details[field.key] === 'number')
      .map((field) => details[field.key] as number)
  const providerIds = ids('provider')
  const countryIds = ids('country')
  const [providers, countries] = await Promise.all([
    providerIds.length
      ? (db
          .from('providers')
          .whereIn('id', providerIds)
          .select('id', 'name', 'code', 'status') as Promise<
          { id: number; name: string; code: string; status: string }[]
        >)
      : Promise.resolve([]),
    countryIds.length
      ? (db.from('countries').whereIn('id', countryIds).select('id', 'name') as Promise<
          { id: number; name: string }[]
        >)
      : Promise.resolve([]),
  ])
  return {
    providers: new Map(providers.map((row) => [row.id, row])),
    countries: new Map(countries.map((row) => [row.id, row.name])),
  }
}

/** The providers a case's answers point at, as the edit form's pickers show them, by id. */
export async function chosenProviders(
  sections: readonly CaseFormSection[],
  details: CaseDetails
): Promise<Record<string, ProviderPick>> {
  const ids = sections
    .flatMap((section) => section.fields)
    .filter((field) => field.kind === 'provider' && typeof details[field.key] === 'number')
    .map((field) => details[field.key] as number)
  const picks = await providerPicks(ids)
  return Object.fromEntries([...picks].map(([id, pick]) => [String(id), pick]))
}

/**
 * Where the case says the member is treated, for a new GOP: the first provider its form's
 * answers name (Medical's "Hospital"), and the first day answered in that provider's section
 * (Medical's "Admitted on"). The form is data, so this reads kinds and order, never keys.
 */
export async function caseTreatment(
  sections: readonly CaseFormSection[],
  details: CaseDetails,
  isEvacuation: boolean
): Promise<{ provider: ProviderPick | null; admission_date: string | null }> {
  for (const section of sectionsFor(sections, isEvacuation)) {
    const provider = section.fields.find(
      (field) => field.kind === 'provider' && typeof details[field.key] === 'number'
    )
    if (!provider) continue
    const id = details[provider.key] as number
    const day = section.fields.find(
      (field) => field.kind === 'date' && typeof details[field.key] === 'string'
    )
    const picks = await providerPicks([id])
    return {
      provider: picks.get(id) ?? null,
      admission_date: day ? (details[day.key] as string) : null,
    }
  }
  return { provider: null, admission_date: null }
}

/**
 * A yes/no or listed answer in words, whichever kind it was given under (an administrator may
 * have changed the field's kind since): true is "Yes", 'pending' is "Pending", '03' is "03".
 */
function answerWords(field: CaseFormField, value: CaseDetails[string]): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  const listed = KIND_CHOICES[field.kind] ?? YES_NO_PENDING_NA
  return listed.find((choice) => choice.value === String(value))?.label ?? String(value)
}

/** The case's answers by its type's sections, in words, for the general-info tab. */
export async function describeCaseDetails(
  sections: readonly CaseFormSection[],
  details: CaseDetails,
  isEvacuation: boolean
): Promise<CaseDetailsView> {
  const shown = sectionsFor(sections, isEvacuation)
  const fields = shown.flatMap((section) => section.fields)
  const names = await namesOf(details, fields)
  const answer = (field: CaseFormField): CaseDetailAnswer | null => {
    const value = details[field.key]
    if (value === undefined) return null
    const base = {
      key: field.key,
      label: field.label,
      kind: field.kind,
      provider_id: null,
      flag: null,
    }
    if (field.kind === 'yes_no' || field.kind === 'yes_no_pending_na' || field.kind === 'month') {
      return { ...base, value: answerWords(field, value) }
    }
    if (field.kind === 'country') {
      return { ...base, value: names.countries.get(Number(value)) ?? 'A country since removed' }
    }
    if (field.kind === 'provider') {
      const provider = names.providers.get(Number(value))
      if (!provider) return { ...base, value: 'A provider since removed' }
      return {
        ...base,
        value: `${provider.name} (${provider.code})`,
        provider_id: provider.id,
        // PRODUCT.md: a black-listed provider is flagged wherever it is chosen; a pending one
        // has not been checked yet.
        flag:
          provider.status === 'black-listed'
            ? 'Black-listed'
            : provider.status === 'pending'
              ? 'Not validated yet'
              : null,
      }
    }
    return { ...base, value: String(value) }
  }
  const shownKeys = new Set(fields.map((field) => field.key))
  return {
    sections: shown
      .map((section) => ({
        key: section.key,
        title: section.title,
        answers: section.fields.map(answer).filter((item) => item !== null),
      }))
      .filter((section) => section.answers.length > 0),
    earlier: Object.entries(details)
      .filter(([key]) => !shownKeys.has(key))
      .map(([key, value]) => ({
        key,
        label: labelOfKey(key),
        value: typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value),
        kind: 'earlier' as const,
        provider_id: null,
        flag: null,
      })),
  }
}
