import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import { chargeSlipColumns, chargeSlipTabOf } from '~/features/charge_slips/charge_slip_columns'
import type { ChargeSlipsIndexProps } from '~/features/charge_slips/types'

const COLUMNS = chargeSlipColumns({ withCase: true })

/**
 * navigate.charge-slips.index (SPEC.md §2, access-charge-slips): every charge slip of the center
 * the user works in, across its cases, the newest first; filtered by status, provider,
 * currency, payment method, aging and dates, searched by invoice number, case number or member.
 * A slip is approved and paid on its case's tab, which each row opens.
 */
export default function ChargeSlipsIndex(props: ChargeSlipsIndexProps) {
  return (
    <>
      <PageHeader
        title="Charge slips"
        breadcrumbs={[{ label: 'Navigate' }, { label: 'Charge slips' }]}
        description="Every provider's bill on this center's cases. Open a slip's case to approve or pay it."
      />
      <DataTable
        tableKey="charge-slips"
        page={props}
        columns={COLUMNS}
        caption="Charge slips"
        rowLabel={(slip) => `Invoice ${slip.invoice_number}`}
        rowActions={(slip) => [
          { label: 'Open on its case', href: chargeSlipTabOf(slip), id: 'open-case' },
        ]}
        searchPlaceholder="Search by invoice or case number, member..."
        emptyHint="Charge slips are recorded on a case's Charge slips tab."
      />
    </>
  )
}
