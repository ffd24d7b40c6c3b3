import type { Data } from '@generated/data'
import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { Badge } from '~/components/ui/badge'
import { DateTime } from '~/components/ui/date_time'
import { STATUS_TONES } from '~/components/ui/status_tones'
import { cn } from '~/lib/cn'

export type TransmissionReportRow = Data.TransmissionReport

const column = columnHelper<TransmissionReportRow>()

const KIND_LABELS: Record<string, string> = {
  gop: 'GOP',
  gop_withdrawal: 'WGOP',
  rfp: 'RFP',
  policy_verification: 'Verification',
}

/** A send's outcome in words and in the money documents' tones. */
const OUTCOMES: Record<string, { label: string; tone: string }> = {
  sent: { label: 'Delivered', tone: STATUS_TONES.done },
  failed: { label: 'Failed', tone: STATUS_TONES.refused },
  queued: { label: 'Being sent', tone: STATUS_TONES.waiting },
}

function Outcome({ row }: { row: TransmissionReportRow }) {
  const outcome = OUTCOMES[row.status] ?? { label: row.status, tone: '' }
  return (
    <span className="grid justify-items-start gap-0.5">
      <Badge variant="outline" className={cn('font-medium', outcome.tone)}>
        {outcome.label}
      </Badge>
      {row.error ? (
        <span className="max-w-72 text-xs whitespace-normal text-destructive">{row.error}</span>
      ) : null}
    </span>
  )
}

/**
 * The transmission report's preview (app/reports/transmission_report.ts): newest first by the
 * time the letter was queued; every filter is a report dimension of the toolbar.
 */
export const transmissionColumns = column.columns([
  column.accessor('queued_at', {
    header: 'Queued',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('document_type', {
    id: 'document',
    header: 'Document',
    cell: ({ row }) => (
      <span className="grid whitespace-nowrap">
        <span className="font-medium">
          {KIND_LABELS[row.original.document_type] ?? row.original.document_type}
          {row.original.revision ? (
            <span className="ml-1 text-xs text-muted-foreground">rev. {row.original.revision}</span>
          ) : null}
        </span>
        <CodeText value={row.original.document_number} />
      </span>
    ),
    enableHiding: false,
    meta: { link: true, filter: { title: 'Document' } },
  }),
  column.accessor('case_number', {
    header: 'Case',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('addressee', {
    header: 'To',
    cell: ({ row }) => (
      <span className="grid gap-0.5">
        <span>{row.original.addressee}</span>
        <span className="text-xs break-all text-muted-foreground">
          {row.original.recipients.join(', ')}
        </span>
        {row.original.copy_to.length > 0 ? (
          <span className="text-xs break-all text-muted-foreground">
            Cc {row.original.copy_to.join(', ')}
          </span>
        ) : null}
      </span>
    ),
    meta: { className: 'min-w-56 whitespace-normal' },
  }),
  column.accessor('subject', {
    header: 'Subject',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { className: 'min-w-48 whitespace-normal', defaultHidden: true },
  }),
  column.accessor('sender', {
    header: 'Sent by',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { className: 'min-w-28 whitespace-normal', defaultHidden: true },
  }),
  column.accessor('attempts', {
    header: 'Attempts',
    cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
    meta: { className: 'text-right' },
  }),
  column.accessor('status', {
    id: 'delivery',
    header: 'Outcome',
    cell: ({ row }) => <Outcome row={row.original} />,
    meta: { filter: { title: 'Delivery' } },
  }),
  column.accessor('sent_at', {
    header: 'Delivered',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    meta: { className: 'whitespace-nowrap' },
  }),
])
