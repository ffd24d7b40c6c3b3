import { AlertTriangleIcon } from 'lucide-react'
import type { ChargeSlipRow } from './types'

/** What cost containment says about a slip (issue 16), each in plain words. */
export function chargeSlipFlags(slip: ChargeSlipRow): { text: string; severe: boolean }[] {
  const flags: { text: string; severe: boolean }[] = []
  if (slip.duplicate_of !== null) {
    flags.push({
      text:
        slip.duplicate_of === slip.case_number
          ? 'Possible duplicate: the same invoice is on this case twice'
          : `Possible duplicate of a bill on case ${slip.duplicate_of}`,
      severe: true,
    })
  } else if (slip.duplicate_elsewhere !== null) {
    // In a center the viewer does not work in: said, never named.
    flags.push({
      text:
        slip.duplicate_elsewhere === 'invoice_number'
          ? 'Possible duplicate: an invoice with this number exists in another center'
          : 'Possible duplicate: a bill of the same amount and date exists in another center',
      severe: true,
    })
  }
  if (slip.provider_status === 'black-listed') {
    flags.push({ text: 'Provider black-listed', severe: true })
  } else if (slip.provider_status === 'pending') {
    flags.push({ text: 'Provider not validated', severe: false })
  }
  if (slip.over_guarantee_reason !== null) {
    flags.push({
      text: `Approved above the guarantee: ${slip.over_guarantee_reason}`,
      severe: false,
    })
  }
  return flags
}

/**
 * The slip's flags where the approver decides: on its row in every charge slip table and in the
 * approve dialog. Nothing shows for a clean slip.
 */
export function ChargeSlipFlags({ slip }: { slip: ChargeSlipRow }) {
  return <DocumentFlags flags={chargeSlipFlags(slip)} testId="charge-slip-flags" />
}

/**
 * A money document's cost-containment flags, each in plain words (severe in red, the others in
 * amber): a charge slip's, a GOP's. Nothing shows for a clean document.
 */
export function DocumentFlags({
  flags,
  testId,
}: {
  flags: { text: string; severe: boolean }[]
  testId: string
}) {
  if (flags.length === 0) return null
  return (
    <ul className="grid gap-0.5" data-testid={testId}>
      {flags.map((flag) => (
        <li
          key={flag.text}
          className={
            flag.severe
              ? 'flex items-start gap-1 text-xs font-medium text-destructive'
              : 'flex items-start gap-1 text-xs text-amber-700 dark:text-amber-300'
          }
        >
          <AlertTriangleIcon aria-hidden className="mt-0.5 size-3 shrink-0" />
          <span>{flag.text}</span>
        </li>
      ))}
    </ul>
  )
}
