import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import { rfpColumns, rfpTabOf } from '~/features/rfps/rfp_columns'
import type { RfpsIndexProps } from '~/features/rfps/types'

const COLUMNS = rfpColumns({ withCase: true })

/**
 * navigate.request-for-payments.index (SPEC.md §2, access-request-for-payments): every request
 * for payment of the center the user works in, across its cases, the newest first; filtered by
 * status, client, currency, aging and dates, searched by RFP number, case number or member. An
 * RFP is approved and collected on its case's tab, which each row opens.
 */
export default function RequestForPaymentsIndex(props: RfpsIndexProps) {
  return (
    <>
      <PageHeader
        title="Requests for payment"
        breadcrumbs={[{ label: 'Navigate' }, { label: 'Requests for payment' }]}
        description="Every client bill on this center's cases. Open an RFP's case to approve or collect it."
      />
      <DataTable
        tableKey="rfps"
        page={props}
        columns={COLUMNS}
        caption="Requests for payment"
        rowLabel={(rfp) => rfp.number}
        rowActions={(rfp) => [{ label: 'Open on its case', href: rfpTabOf(rfp), id: 'open-case' }]}
        searchPlaceholder="Search by RFP or case number, member..."
        emptyHint="Requests for payment are made on a case's Requests for payment tab."
      />
    </>
  )
}
