import { useMemo } from 'react'
import type { Option } from '#contracts/list'
import { CellText, columnHelper } from '~/components/data_table'
import { DateField, NumberField, SelectField, TextareaField, TextField } from '~/components/form'
import { DateTime, useDateDisplay } from '~/components/ui/date_time'
import { wallClock } from '~/features/tasks/task_fields'
import { CaseChildTab, LongTextCell } from './case_child_tab'
import { labelIn } from './case_view'
import type { CaseCallOptions, CaseCallRow, CaseCallsPage, CaseOptions, CaseRecord } from './types'

const column = columnHelper<CaseCallRow>()

const pad = (value: number) => String(value).padStart(2, '0')
const HOURS: Option[] = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: pad(hour),
}))
const MINUTES: Option[] = Array.from({ length: 60 }, (_, minute) => ({
  value: String(minute),
  label: pad(minute),
}))

/** The table's columns: when, which way, with whom, how long, what was said. */
function callColumns(directions: Option[], callerTypes: Option[]) {
  return column.columns([
    column.accessor('called_at', {
      header: 'When',
      cell: ({ getValue }) => <DateTime value={getValue()} />,
      meta: { label: 'Called at', className: 'whitespace-nowrap' },
    }),
    column.accessor('direction', {
      header: 'Direction',
      cell: ({ getValue }) => (
        <CellText value={labelIn(directions, getValue())?.replace(/ \(.*\)$/, '') ?? null} />
      ),
      enableSorting: false,
    }),
    column.accessor('with', {
      header: 'With',
      cell: ({ row }) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{row.original.with ?? '—'}</span>
          {row.original.caller_type ? (
            <span className="text-xs text-muted-foreground">
              {labelIn(callerTypes, row.original.caller_type)}
            </span>
          ) : null}
        </span>
      ),
      enableSorting: false,
      enableHiding: false,
    }),
    column.accessor('phone', {
      header: 'Phone',
      cell: ({ getValue }) => <CellText value={getValue()} />,
      enableSorting: false,
      meta: { defaultHidden: true },
    }),
    column.accessor('duration_minutes', {
      header: 'Duration',
      cell: ({ getValue }) => {
        const minutes = getValue()
        return <CellText value={minutes === null ? null : `${minutes} min`} />
      },
      enableSorting: false,
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('summary', {
      header: 'Summary',
      cell: ({ getValue }) => <LongTextCell value={getValue()} chars={120} />,
      enableSorting: false,
      meta: { className: 'min-w-56 max-w-md whitespace-normal' },
    }),
    column.accessor('logged_by', {
      header: 'Logged by',
      cell: ({ getValue }) => <CellText value={getValue()} />,
      enableSorting: false,
      meta: { defaultHidden: true },
    }),
  ])
}

/**
 * A call's fields (server: app/validators/case_call.ts). Its time is read on the page's clock
 * (sent with it); a new call starts now. Either one of the case's contacts or a name.
 */
function CallFields({
  call,
  options,
  callerTypes,
}: {
  call: CaseCallRow | null
  options: CaseCallOptions
  callerTypes: Option[]
}) {
  const { timeZone } = useDateDisplay()
  const start = useMemo(
    () => wallClock(call ? new Date(call.called_at) : new Date(), timeZone),
    [call, timeZone]
  )
  return (
    <>
      <SelectField
        name="direction"
        label="Direction"
        required
        options={options.directions}
        defaultValue={call?.direction ?? 'outbound'}
      />
      <SelectField
        name="case_contact_id"
        label="Contact"
        options={options.contacts}
        defaultValue={call?.case_contact_id ? String(call.case_contact_id) : null}
        hint={
          options.contacts.length === 0
            ? 'No contacts on this case yet: name who it was below.'
            : 'One of this case’s contacts, or name who it was below.'
        }
        clearable
      />
      <TextField
        name="party"
        label="With"
        defaultValue={call?.case_contact_id ? '' : (call?.party ?? '')}
        maxLength={160}
        autoComplete="off"
        hint="Who was on the line, when they are not one of the contacts."
      />
      <SelectField
        name="caller_type"
        label="Caller type"
        options={callerTypes}
        defaultValue={call?.caller_type ?? null}
        clearable
      />
      <DateField name="called_on" label="Day" required defaultValue={start.day} range="happened" />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          name="called_hour"
          label="Hour"
          required
          options={HOURS}
          defaultValue={start.hour}
        />
        <SelectField
          name="called_minute"
          label="Minute"
          required
          options={MINUTES}
          defaultValue={start.minute}
        />
      </div>
      <input type="hidden" name="time_zone" value={timeZone} />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        defaultValue={call?.phone ?? ''}
        maxLength={40}
      />
      <NumberField
        name="duration_minutes"
        label="Duration (minutes)"
        min={0}
        max={1440}
        step={1}
        inputMode="numeric"
        defaultValue={call?.duration_minutes ?? undefined}
        inputClassName="w-28"
      />
      <TextareaField
        name="summary"
        label="Summary"
        required
        defaultValue={call?.summary ?? ''}
        maxLength={2000}
        rows={4}
        className="sm:col-span-2"
      />
    </>
  )
}

/**
 * The case's calls tab (issue 28; view-case, logged by who holds update-case): every phone
 * call about the case, newest first, with whom, which way, how long and what was said.
 */
export function CaseCallsTab({
  caseRecord,
  calls,
  options,
  caseOptions,
}: {
  caseRecord: CaseRecord
  calls: CaseCallsPage | undefined
  options: CaseCallOptions | null | undefined
  caseOptions: CaseOptions
}) {
  const directions = options?.directions ?? []
  const columns = useMemo(
    () => callColumns(directions, caseOptions.callerTypes),
    [directions, caseOptions.callerTypes]
  )
  return (
    <CaseChildTab
      caseRecord={caseRecord}
      prop="calls"
      page={options ? calls : undefined}
      alsoLoads={['callOptions']}
      routes="navigate.cases.calls"
      nouns={{ one: 'call', many: 'calls', title: 'Calls' }}
      intro="The phone calls about this case: with whom, which way, and what was said."
      columns={columns}
      rowLabel={(call) => `the call with ${call.with ?? 'someone'}`}
      dialogDescription={(call) =>
        call
          ? `A call about case ${caseRecord.number}.`
          : `Log a call about case ${caseRecord.number}: with one of its contacts or someone else.`
      }
      fields={(call) =>
        options ? (
          <CallFields call={call} options={options} callerTypes={caseOptions.callerTypes} />
        ) : null
      }
      emptyHint="Log the first with “Add call”."
    />
  )
}
