import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CaseCall from '#models/case_call'
import CaseCallTransformer, { type PlainCaseCall } from '#transformers/case_call_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { caseCallValidator } from '#validators/case_call'
import { throughParent } from '#resources/center_scope'
import { caseTabPermissions, underCase } from '#resources/case_parent'
import { childListPage, parentIdOf } from '#resources/scope'
import { ilikeAny } from '#resources/shared'
import type { ResourceRequest } from '#resources/resource_request'
import type { CaseTab } from '#resources/registry_tabs'
import { kept } from '#resources/registry_references'
import { fieldError } from '#services/field_error'
import { calendarDay } from '#validators/rules/date_order'
import { CALL_DIRECTIONS } from '#contracts/case_call_options'
import type { Option } from '#contracts/list'
import type { TimelineEntryOf } from '#resources/registry_timeline'

export type CaseCallRow = ReturnType<CaseCallTransformer['toObject']>

type Input = Infer<(typeof caseCallValidator)['schema']>

/**
 * When the call took place: the day, hour and minute as the clock of the form's zone read them.
 * A time the clocks skip there is refused beside the hour, never moved.
 */
function calledAt(input: Input): DateTime {
  const [year, month, day] = calendarDay(input.called_on).split('-').map(Number)
  const at = DateTime.fromObject(
    { year, month, day, hour: input.called_hour, minute: input.called_minute },
    { zone: input.time_zone }
  )
  if (!at.isValid || at.hour !== input.called_hour || at.minute !== input.called_minute) {
    fieldError('called_hour', 'That time does not exist on this clock (the clocks skip it).')
  }
  return at
}

/**
 * A call is with one of this case's live contacts (its name kept on the call, as it was then)
 * or with someone named.
 */
async function contactName(
  trx: Pick<typeof db, 'from'>,
  caseId: number,
  contactId: number
): Promise<string> {
  const contact: { name: string } | null = await trx
    .from('case_contacts')
    .where({ id: contactId, case_id: caseId })
    .whereNull('deleted_at')
    .select('name')
    .first()
  if (!contact) fieldError('case_contact_id', 'Please choose one of this case’s contacts.')
  return contact.name
}

/** Who logged a call, read per row of the page by its primary key. */
const LOGGED_BY = db.raw(
  "(SELECT concat_ws(' ', users.first_name, users.last_name) FROM users WHERE users.id = case_calls.created_by_id) AS logged_by"
)
const CONTACT_NAME = db.raw(
  '(SELECT case_contacts.name FROM case_contacts WHERE case_contacts.id = case_calls.case_contact_id) AS contact_name'
)

/** Under its case, its table read under `calls[...]`, back to the calls tab after a write. */
const CALLS_PARENT = underCase('case_calls', 'calls', 'calls')

/**
 * A case's phone calls: its "calls" tab (issue 28, the first case-bound record added on the
 * registries; `view-case` to read, `update-case` to log, as contacts and notes), newest first.
 */
export const caseCallsResource = {
  pages: null,
  routes: 'navigate.cases.calls',
  noun: 'Call',
  permissions: caseTabPermissions('view-case'),
  list: {
    model: CaseCall,
    columns: [
      'case_calls.id',
      'case_calls.case_id',
      'case_calls.called_at',
      'case_calls.direction',
      'case_calls.case_contact_id',
      'case_calls.party',
      'case_calls.caller_type',
      'case_calls.phone',
      'case_calls.duration_minutes',
      'case_calls.summary',
      'case_calls.created_at',
      'case_calls.updated_at',
      'case_calls.deleted_at',
      CONTACT_NAME,
      LOGGED_BY,
    ],
    sortable: { called_at: 'case_calls.called_at' },
    defaultSort: '-called_at',
    search: (query, term) =>
      void query.where(ilikeAny(['case_calls.party', 'case_calls.summary'], term)),
    transformer: CaseCallTransformer,
  },
  store: { model: CaseCall, subjectType: 'case_call' },
  parent: CALLS_PARENT,
  centerScope: throughParent('case_calls.case_id', 'cases', 'caseId'),
  validator: caseCallValidator,
  attributes: (input: Input) => ({
    calledAt: calledAt(input),
    direction: input.direction,
    caseContactId: input.case_contact_id ?? null,
    party: input.party ?? null,
    callerType: input.caller_type ?? null,
    phone: input.phone ?? null,
    durationMinutes: input.duration_minutes ?? null,
    summary: input.summary,
  }),
  /** The contact named is the case's own and live; who logs a new call is its logger. */
  decidedInside: async (
    input: Input,
    record: CaseCall | undefined,
    trx,
    request: ResourceRequest
  ) => {
    const caseId = record?.caseId ?? parentIdOf(CALLS_PARENT, request)
    const named =
      input.case_contact_id === undefined
        ? {}
        : { party: input.party ?? (await contactName(trx, caseId, input.case_contact_id)) }
    return record ? named : { ...named, createdById: request.user.id }
  },
  toDetail: (call: CaseCall) => call.id,
  label: (call: CaseCall) => (call.party ? `with ${call.party}` : `#${call.id}`),
  references: [
    kept('case_id', 'cases', "the case's own calls, kept with it"),
    {
      column: 'case_contact_id',
      target: 'case_contacts',
      noun: ['call', 'calls'],
      verb: ['was with', 'were with'],
      live: true,
      onDelete: 'warn',
      advice: 'they keep the name it had when they were logged.',
    },
    kept('created_by_id', 'users', 'who logged a call is its history'),
  ],
} satisfies ResourceDefinition<
  typeof CaseCall,
  CaseCallRow,
  number,
  (typeof caseCallValidator)['schema'],
  string,
  PlainCaseCall
>

/** What the call dialog offers: the directions and the case's live contacts. */
async function callFormOptions(caseId: number) {
  const contacts: { id: number; name: string }[] = await db
    .from('case_contacts')
    .where('case_id', caseId)
    .whereNull('deleted_at')
    .orderBy('name')
    .orderBy('id')
    .select('id', 'name')
  const contactOptions: Option[] = contacts.map((row) => ({
    value: String(row.id),
    label: row.name,
  }))
  return { directions: CALL_DIRECTIONS.map((item) => ({ ...item })), contacts: contactOptions }
}

/** The case page's calls tab, after files (view-case): its table and the dialog's lists. */
export const callsCaseTab = {
  key: 'calls',
  label: 'Calls',
  order: 145,
  permission: caseCallsResource.permissions.access,
  count: { table: 'case_calls' },
  props: {
    calls: ({ request, parent }) => childListPage(caseCallsResource, request, parent),
    callOptions: ({ record }) => callFormOptions(record.id),
  },
} satisfies CaseTab

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const callsTimeline = {
  label: "coalesce(r.party, '')",
  kind: 'case',
} satisfies TimelineEntryOf
