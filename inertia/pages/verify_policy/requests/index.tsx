import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import { useDeliveryPolling } from '~/features/gops/delivery_note'
import {
  verificationColumns,
  verificationPage,
} from '~/features/policy_verifications/verification_columns'
import { VerifyWithMenu } from '~/features/policy_verifications/verify_with_menu'
import type { VerificationsIndexProps } from '~/features/policy_verifications/types'

const COLUMNS = verificationColumns({ withCase: true })

/**
 * verify-policy.requests.index (issue 33): every verification request of the center the user
 * works in, the newest first; filtered by status, insurer and the day asked, searched by number,
 * case or member. Each row opens the request's page, where its letter is sent and its answer
 * recorded.
 */
export default function VerificationRequestsIndex(props: VerificationsIndexProps) {
  useDeliveryPolling('rows', props.rows)
  return (
    <>
      <PageHeader
        title="Verification requests"
        breadcrumbs={[{ label: 'Verify Policy' }, { label: 'Verification requests' }]}
        description="Policies asked of the insurers from this center, and what they answered."
        actions={<VerifyWithMenu forms={props.forms} />}
      />
      <DataTable
        tableKey="verification-requests"
        page={props}
        columns={COLUMNS}
        caption="Verification requests"
        rowLabel={(row) => row.number}
        rowActions={(row) => [{ label: 'Open', href: verificationPage(row), id: 'open' }]}
        searchPlaceholder="Search by number, case, member or policy..."
        filterTitles={{ insurer: 'Insurer', asked: 'Asked' }}
        emptyHint="Ask an insurer with “Verify policy”, here or on a case."
      />
    </>
  )
}
