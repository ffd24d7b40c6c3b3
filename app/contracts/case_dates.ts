import {
  sectionsFor,
  type CaseFormField,
  type CaseFormSection,
} from '#contracts/case_form_sections'
import { shiftDays } from '#contracts/calendar_days'

/*
 * The case form's dates that are possible but unlikely (issue 29: an admission years ahead, a
 * date decades past, a discharge before the admission): questioned beside the field while the
 * agent types, never refused, since each can be true. What cannot be true is refused by the
 * server (app/validators/case.ts: the day ranges of app/contracts/calendar_days.ts, and the
 * admission's, which a new GOP takes over). docs/decisions.md, "Opening a case fast".
 */

/**
 * The day the member is admitted, for a type's form that is data: the first date field of the
 * first section (of those the case shows) that asks for a provider (Medical's "Admitted on",
 * beside "Hospital"), the same reading of kinds and order as a new GOP's admission date
 * (app/services/case_details.ts caseTreatment). Null when the form has none.
 */
export function admissionField(
  sections: readonly CaseFormSection[],
  isEvacuation: boolean
): CaseFormField | null {
  for (const section of sectionsFor(sections, isEvacuation)) {
    if (!section.fields.some((field) => field.kind === 'provider')) continue
    const day = section.fields.find((field) => field.kind === 'date')
    if (day) return day
  }
  return null
}

/** How far from today a day may be before it is questioned, by the role of its field. */
export const DATE_QUESTIONS = {
  /** Reported that long after: possible (a claim), but often a slip of the year. */
  incident: { pastDays: 365 },
  /** A planned admission is weeks ahead, not months; one a year back is old news. */
  admission: { aheadDays: 90, pastDays: 365 },
  /** Any other date of a type's form (a flight, a check-in, a relative's birthday). */
  other: { aheadDays: 365, pastDays: 3650 },
} as const

const years = (days: number) => Math.round(days / 365)

/** "more than a year", "more than 10 years", "more than 90 days". */
function span(days: number): string {
  if (days < 365) return `more than ${days} days`
  const count = years(days)
  return count === 1 ? 'more than a year' : `more than ${count} years`
}

/** A question about `day` by its distance from today, or null. */
function distanceQuestion(
  day: string,
  today: string,
  limits: { aheadDays?: number; pastDays?: number }
): string | null {
  if (limits.aheadDays !== undefined && day > shiftDays(today, limits.aheadDays)) {
    return `This is ${span(limits.aheadDays)} from today. Is the date right?`
  }
  if (limits.pastDays !== undefined && day < shiftDays(today, -limits.pastDays)) {
    return `This is ${span(limits.pastDays)} ago. Is the year right?`
  }
  return null
}

/** The incident date's question: long ago. The future is refused by the server. */
export function incidentDateQuestion(day: string, today: string): string | null {
  return distanceQuestion(day, today, DATE_QUESTIONS.incident)
}

/**
 * A type's form date's question: before the date field above it in its section (a discharge
 * before the admission, a return before the departure), an admission before the incident, or
 * far from today for its role. `format` writes a day as the site shows days.
 */
export function formDateQuestion({
  day,
  today,
  isAdmission,
  incidentDate,
  before,
  format,
}: {
  day: string
  today: string
  isAdmission: boolean
  /** The case's incident date, when one is given. */
  incidentDate: string | null
  /** The date field above this one in its section and its answer, when there is one. */
  before: { label: string; day: string } | null
  format: (day: string) => string
}): string | null {
  if (before && day < before.day) {
    return `This is before ${before.label} (${format(before.day)}). Is that right?`
  }
  if (isAdmission && incidentDate && day < incidentDate) {
    return `This is before the incident date (${format(incidentDate)}). Is that right?`
  }
  return distanceQuestion(day, today, isAdmission ? DATE_QUESTIONS.admission : DATE_QUESTIONS.other)
}
