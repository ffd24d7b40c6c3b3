import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { CellText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { caseTabOf } from '~/features/cases/case_tab_link'
import { DeliveryNote } from '~/features/gops/delivery_note'
import { VerificationStatusBadge } from './verification_status'
import type { VerificationRow } from './types'

const column = columnHelper<VerificationRow>()

/** A request's own page. */
export const verificationPage = (row: Pick<VerificationRow, 'id'>) =>
  urlFor('verify-policy.requests.view', { id: row.id })

const NUMBER = column.accessor('number', {
  header: 'Number',
  cell: ({ row }) => (
    <span className="grid gap-0.5">
      <Link
        href={verificationPage(row.original)}
        className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
        data-testid="verification-link"
      >
        {row.original.number}
      </Link>
      <span className="text-xs text-muted-foreground">{row.original.insurer}</span>
    </span>
  ),
  enableSorting: false,
  enableHiding: false,
})

const MEMBER = column.accessor('member', {
  header: 'Member',
  cell: ({ row }) => (
    <span className="grid gap-0.5">
      <span className="whitespace-nowrap">{row.original.member}</span>
      <span className="text-xs text-muted-foreground">{row.original.policy_number ?? ''}</span>
    </span>
  ),
  enableSorting: false,
})

const CASE = column.accessor('case_number', {
  header: 'Case',
  cell: ({ row }) =>
    row.original.case_id && row.original.case_number ? (
      <Link
        href={caseTabOf(row.original.case_id, 'verifications')}
        className="font-mono text-xs whitespace-nowrap text-primary underline-offset-4 hover:underline"
        data-testid="verification-case-link"
      >
        {row.original.case_number}
      </Link>
    ) : (
      <CellText value={null} />
    ),
  enableSorting: false,
})

const REST = column.columns([
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="grid justify-items-start gap-0.5">
        <VerificationStatusBadge status={row.original.status} />
        <DeliveryNote delivery={row.original.delivery} />
        {row.original.insurer_reference ? (
          <span className="text-xs text-muted-foreground" data-testid="verification-reference">
            Ref. {row.original.insurer_reference}
          </span>
        ) : null}
      </span>
    ),
    enableSorting: false,
    meta: { className: 'whitespace-normal max-w-64' },
  }),
  column.accessor('answered_by', {
    header: 'Answer recorded',
    cell: ({ row }) =>
      row.original.answered_at ? (
        <span className="grid gap-0.5">
          <DateTime value={row.original.answered_at} />
          <span className="text-xs text-muted-foreground">{row.original.answered_by}</span>
        </span>
      ) : (
        <CellText value={null} />
      ),
    enableSorting: false,
  }),
  column.accessor('created_at', {
    header: 'Asked',
    cell: ({ row }) => (
      <span className="grid gap-0.5">
        <DateTime value={row.original.created_at} />
        <span className="text-xs text-muted-foreground">{row.original.requested_by}</span>
      </span>
    ),
  }),
])

/**
 * The columns of every table of requests: the center's list (with the member and the case) and
 * a case's tab (the case is the page's).
 */
export function verificationColumns({ withCase }: { withCase: boolean }) {
  return withCase ? [NUMBER, MEMBER, CASE, ...REST] : [NUMBER, ...REST]
}
