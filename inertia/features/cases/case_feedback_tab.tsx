import { useMemo } from 'react'
import { CellText, columnHelper } from '~/components/data_table'
import { DateField, SelectField, TextareaField } from '~/components/form'
import { CalendarDate, DateTime, useDateDisplay } from '~/components/ui/date_time'
import { formatCalendarDate } from '#contracts/date_text'
import { CaseChildTab, LongTextCell } from './case_child_tab'
import { labelIn } from './case_view'
import type { CaseFeedbackPage, CaseFeedbackRow, CaseOptions, CaseRecord } from './types'

const column = columnHelper<CaseFeedbackRow>()

/** The table's columns, the option values shown by their labels (the server filters by them). */
function feedbackColumns(options: CaseOptions) {
  return column.columns([
    column.accessor('received_on', {
      header: 'Received on',
      cell: ({ getValue }) => <CalendarDate value={getValue()} />,
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('feedback_type', {
      header: 'Type',
      cell: ({ getValue }) => (
        <CellText value={labelIn(options.feedbackTypes, getValue())} className="font-medium" />
      ),
      enableSorting: false,
      meta: { label: 'Feedback type', filter: { title: 'Type' } },
    }),
    column.accessor('channel', {
      header: 'Channel',
      cell: ({ getValue }) => <CellText value={labelIn(options.feedbackChannels, getValue())} />,
      enableSorting: false,
      meta: { filter: true },
    }),
    column.accessor('source', {
      header: 'Source',
      cell: ({ getValue }) => <CellText value={labelIn(options.feedbackSources, getValue())} />,
      enableSorting: false,
      meta: { filter: true },
    }),
    column.accessor('description', {
      header: 'Description',
      cell: ({ getValue }) => <LongTextCell value={getValue()} chars={120} />,
      enableSorting: false,
      enableHiding: false,
      meta: { className: 'min-w-56 max-w-md whitespace-normal' },
    }),
    column.accessor('updated_at', {
      header: 'Updated',
      cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
      meta: { defaultHidden: true, className: 'whitespace-nowrap' },
    }),
  ])
}

/** A feedback's fields (server: caseFeedbackValidator): every one is required. */
function FeedbackFields({
  feedback,
  options,
}: {
  feedback: CaseFeedbackRow | null
  options: CaseOptions
}) {
  return (
    <>
      <SelectField
        name="feedback_type"
        label="Feedback type"
        field="type"
        required
        options={options.feedbackTypes}
        defaultValue={feedback?.feedback_type ?? null}
      />
      <DateField
        name="received_on"
        label="Received on"
        required
        defaultValue={feedback?.received_on}
        defaultToday
        range="happened"
      />
      <SelectField
        name="channel"
        label="Channel"
        field="channel"
        required
        options={options.feedbackChannels}
        defaultValue={feedback?.channel ?? null}
      />
      <SelectField
        name="source"
        label="Source"
        field="source"
        required
        options={options.feedbackSources}
        defaultValue={feedback?.source ?? null}
      />
      <TextareaField
        name="description"
        label="Description"
        required
        defaultValue={feedback?.description ?? ''}
        maxLength={10_000}
        rows={4}
        className="sm:col-span-2"
      />
    </>
  )
}

/**
 * The case's feedback tab (SPEC.md §2, access-feedbacks): compliments and complaints received
 * about the case, by which channel and from whom.
 */
export function CaseFeedbackTab({
  caseRecord,
  feedback,
  options,
}: {
  caseRecord: CaseRecord
  feedback: CaseFeedbackPage | undefined
  options: CaseOptions
}) {
  const columns = useMemo(() => feedbackColumns(options), [options])
  const { dateFormat } = useDateDisplay()
  return (
    <CaseChildTab
      caseRecord={caseRecord}
      prop="feedback"
      page={feedback}
      routes="navigate.cases.feedbacks"
      nouns={{ one: 'feedback', many: 'feedback', title: 'Feedback' }}
      intro="Compliments and complaints about this case: how they came in and from whom."
      columns={columns}
      rowLabel={(row) =>
        `${labelIn(options.feedbackTypes, row.feedback_type) ?? 'Feedback'} received ${formatCalendarDate(row.received_on, dateFormat)}`
      }
      dialogDescription={(row) =>
        row
          ? `Feedback received about case ${caseRecord.number}.`
          : `A compliment or complaint received about case ${caseRecord.number}.`
      }
      fields={(row) => <FeedbackFields feedback={row} options={options} />}
      emptyHint="Record the first with “Add feedback”."
    />
  )
}
