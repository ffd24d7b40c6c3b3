import { AlertCircleIcon, CheckIcon, Loader2Icon } from 'lucide-react'
import type { LetterDelivery } from '#contracts/letter_delivery'
import { DateTime } from '~/components/ui/date_time'

/**
 * Under a GOP's or a withdrawal's status: how its letter's last send went — on its way (with
 * the retries so far and why), delivered (to whom, when), or not delivered with the mail
 * server's answer in plain words, so the agent knows to "Send again".
 */
export function DeliveryNote({ delivery }: { delivery: LetterDelivery | null }) {
  if (delivery === null) return null
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
        <span>Not delivered: {delivery.error}</span>
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
        Sent to {delivery.recipients.join(', ')}
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
