import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import { gopColumns, gopTabOf } from '~/features/gops/gop_columns'
import type { GopsIndexProps } from '~/features/gops/types'

const COLUMNS = gopColumns({ withCase: true })

/**
 * navigate.guarantee-of-payments.index (SPEC.md §2, access-guarantee-of-payments): every GOP of
 * the center the user works in, across its cases, the newest first; filtered by status,
 * provider, issuer, currency and the day issued, searched by GOP number, case number or member.
 * A GOP is approved, declined and revised on its case's tab, which each row opens.
 */
export default function GuaranteeOfPaymentsIndex(props: GopsIndexProps) {
  return (
    <>
      <PageHeader
        title="Guarantees of payment"
        breadcrumbs={[{ label: 'Navigate' }, { label: 'Guarantees of payment' }]}
        description="Every GOP on this center's cases. Open a GOP's case to approve, decline or revise it."
      />
      <DataTable
        tableKey="gops"
        page={props}
        columns={COLUMNS}
        caption="Guarantees of payment"
        rowLabel={(gop) => gop.number}
        rowActions={(gop) => [{ label: 'Open on its case', href: gopTabOf(gop), id: 'open-case' }]}
        searchPlaceholder="Search by GOP or case number, member..."
        emptyHint="GOPs are issued on a case's Guarantees of payment tab."
      />
    </>
  )
}
