import { useMemo } from 'react'
import { LockIcon } from 'lucide-react'
import { DataTable } from '~/components/data_table'
import { useDeliveryPolling } from '~/features/gops/delivery_note'
import { useVerificationActions } from '~/features/policy_verifications/verification_actions'
import {
  verificationColumns,
  verificationPage,
} from '~/features/policy_verifications/verification_columns'
import { VerifyWithMenu } from '~/features/policy_verifications/verify_with_menu'
import type {
  VerificationFormChoices,
  VerificationsTable,
} from '~/features/policy_verifications/types'
import { TabPending, useRequestedProps, withActions } from './case_child_tab'
import type { CaseRecord } from './types'

const COLUMNS = verificationColumns({ withCase: false })

/**
 * The case's verification requests (issue 33): what each insurer was asked about the member's
 * cover and what it answered, with "Verify policy" to ask one of the insurers the user may verify
 * with (its form opens prefilled from the case). A row's letter, its send and the answer are the
 * actions the server offers on it.
 */
export function CaseVerificationsTab({
  caseRecord,
  verifications,
  forms,
}: {
  caseRecord: CaseRecord
  verifications: VerificationsTable | undefined
  forms: VerificationFormChoices | null | undefined
}) {
  const closed = caseRecord.status === 'closed'
  const { failed, retry } = useRequestedProps(verifications === undefined, [
    'verifications',
    'verificationForms',
  ])
  const reloadProps = useMemo(() => ['verifications'], [])
  const { actionsOf, dialogs } = useVerificationActions()
  useDeliveryPolling('verifications', verifications?.rows)
  return (
    <div className="grid gap-3" data-testid="case-verifications-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">Policy verifications</h2>
          <p className="text-xs text-muted-foreground">
            The member’s cover as each insurer was asked, and what it answered.
          </p>
        </div>
        {closed ? (
          <p
            className="flex items-center gap-1.5 text-xs text-muted-foreground"
            data-testid="case-verifications-closed"
          >
            <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
            This case is closed; reopen it to ask an insurer.
          </p>
        ) : (
          <VerifyWithMenu forms={forms ?? []} caseId={caseRecord.id} />
        )}
      </div>
      {verifications ? (
        <DataTable
          tableKey="case-verifications"
          listKey="verifications"
          reloadProps={reloadProps}
          page={verifications}
          columns={COLUMNS}
          caption={`Policy verifications of case ${caseRecord.number}`}
          searchPlaceholder="Search verifications..."
          rowLabel={(row) => row.number}
          rowActions={(plain) => {
            const row = withActions(plain)
            return [
              { label: 'Open', href: verificationPage(row), id: 'open' },
              ...actionsOf(row, row.actions),
            ]
          }}
          emptyHint={
            closed
              ? 'No insurer was asked about this case.'
              : 'Ask an insurer with “Verify policy”: its form opens filled from this case.'
          }
        />
      ) : (
        <TabPending what="verifications" failed={failed} retry={retry} testKey="verifications" />
      )}
      {dialogs}
    </div>
  )
}
