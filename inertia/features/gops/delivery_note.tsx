import { AlertCircleIcon, CheckIcon, Loader2Icon } from 'lucide-react'
import { usePoll } from '@inertiajs/react'
import { useEffect } from 'react'
import type { LetterDelivery } from '#contracts/letter_delivery'
import { DateTime } from '~/components/ui/date_time'

/**
 * Under a GOP's or a withdrawal's status: how its letter's last send went — on its way (with
 * the retries so far and why), delivered (to whom, when), or not delivered with the mail
 * server's answer in plain words, so the agent knows to "Send again".
 */
export function DeliveryNote({
  delivery,
  revision,
}: {
  delivery: LetterDelivery | null
  /** The document's current revision (a GOP's): a send of an earlier one says which. */
  revision?: number
}) {
  if (delivery === null) return null
  const earlier =
    revision !== undefined && delivery.revision !== null && delivery.revision !== revision
      ? `Revision ${delivery.revision} `
      : ''
  if (delivery.status === 'queued') {
    return (
      <span
        className="inline-flex items-center gap-1 text-xs text-muted-foreground"
        data-testid="delivery"
      >
        <Loader2Icon className="size-3 animate-spin" aria-hidden />
        {delivery.attempts > 0
          ? `Retrying (${delivery.attempts} tried): ${delivery.error ?? ''}`
          : 'Sending…'}
      </span>
    )
  }
  if (delivery.status === 'failed') {
    return (
      <span
        className="inline-flex items-start gap-1 text-xs text-destructive"
        data-testid="delivery"
      >
        <AlertCircleIcon className="mt-0.5 size-3 shrink-0" aria-hidden />
        <span>
          {earlier ? `${earlier}not` : 'Not'} delivered: {delivery.error}
        </span>
      </span>
    )
  }
  return (
    <span
      className="inline-flex items-start gap-1 text-xs text-muted-foreground"
      data-testid="delivery"
    >
      <CheckIcon className="mt-0.5 size-3 shrink-0 text-emerald-600" aria-hidden />
      <span>
        {earlier ? `${earlier}sent` : 'Sent'} to {delivery.recipients.join(', ')}
        {delivery.sent_at ? (
          <>
            {' · '}
            <DateTime value={delivery.sent_at} />
          </>
        ) : null}
      </span>
    </span>
  )
}

/**
 * While a row's letter is on its way, the tab asks for its rows again every 5 s (only that
 * prop), so "Sending…" turns into "Sent to …" or "Not delivered" without a reload.
 */
export function useDeliveryPolling(
  prop: string,
  rows: readonly { delivery: LetterDelivery | null }[] | undefined
) {
  const sending = rows?.some((row) => row.delivery?.status === 'queued') ?? false
  const { start, stop } = usePoll(5000, { only: [prop] }, { autoStart: false })
  useEffect(() => {
    if (!sending) return
    start()
    return stop
  }, [sending, start, stop])
}
