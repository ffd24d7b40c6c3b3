import { caseNumberColumn, caseTabOf } from '~/features/cases/case_tab_link'
import { CellText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { GopAmount, GopStatusBadge } from './gop_status'
import { DeliveryNote } from './delivery_note'
import { DocumentFlags } from '~/features/charge_slips/charge_slip_flags'
import type { GopRow } from './types'

const column = columnHelper<GopRow>()

/**
 * What cost containment says about a GOP, as about a charge slip: a second guarantee to the
 * same provider for the same amount on the case is probably issued twice.
 */
function gopFlags(gop: GopRow) {
  return gop.duplicate_of === null
    ? []
    : [
        {
          text: `Possible duplicate of ${gop.duplicate_of}: same provider and amount on this case`,
          severe: true,
        },
      ]
}

/** Its place: its case's guarantee-of-payments tab. */
export const gopTabOf = (gop: GopRow) => caseTabOf(gop.case_id, 'guarantee-of-payments')

const CASE_COLUMN = caseNumberColumn<GopRow>('guarantee-of-payments', 'gop-case-link')

const COLUMNS = column.columns([
  column.accessor('number', {
    header: 'Number',
    cell: ({ row }) => (
      <span className="grid gap-0.5">
        <span className="font-medium whitespace-nowrap">{row.original.number}</span>
        {row.original.revision > 1 ? (
          <span className="text-xs text-muted-foreground">Revision {row.original.revision}</span>
        ) : null}
      </span>
    ),
    enableHiding: false,
  }),
  column.accessor('provider_name', {
    header: 'Provider',
    cell: ({ row }) => (
      <span className="grid gap-0.5">
        <span>{row.original.provider_name}</span>
        {row.original.provider_status === 'black-listed' ? (
          <span className="text-xs font-medium text-destructive">Black-listed</span>
        ) : null}
      </span>
    ),
    enableSorting: false,
    meta: { className: 'min-w-40 whitespace-normal' },
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: ({ row }) => (
      <span className="grid gap-0.5">
        <GopAmount amount={row.original.amount} currency={row.original.currency_code} />
        {row.original.amount_in_center !== null &&
        row.original.center_currency_code !== row.original.currency_code ? (
          <span className="text-xs text-muted-foreground">
            <GopAmount
              amount={row.original.amount_in_center}
              currency={row.original.center_currency_code}
            />
          </span>
        ) : null}
      </span>
    ),
    meta: { className: 'text-right' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="grid justify-items-start gap-0.5">
        <GopStatusBadge
          status={row.original.status}
          withdrawn={row.original.withdrawn_at !== null}
        />
        {row.original.decline_reason ? (
          <span className="text-xs text-muted-foreground">{row.original.decline_reason}</span>
        ) : null}
        <DeliveryNote delivery={row.original.delivery} revision={row.original.revision} />
        <DocumentFlags flags={gopFlags(row.original)} testId="gop-flags" />
      </span>
    ),
    enableSorting: false,
    meta: { className: 'whitespace-normal max-w-64' },
  }),
  column.accessor('valid_until', {
    header: 'Valid until',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    enableSorting: false,
  }),
  column.accessor('business_entity_name', {
    header: 'Issued by',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    enableSorting: false,
    meta: { defaultHidden: true },
  }),
  column.accessor('created_at', {
    header: 'Issued',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
  }),
])

/**
 * The columns of every GOP table: a case's tab, and the center's list (`withCase`: its case's
 * number, linking to the GOP's tab). The amount is shown in its own currency and, once approved
 * in another, in the center's at the fixed rate.
 */
export function gopColumns({ withCase }: { withCase: boolean }) {
  const [number, ...rest] = COLUMNS
  return withCase ? [number, CASE_COLUMN, ...rest] : COLUMNS
}
