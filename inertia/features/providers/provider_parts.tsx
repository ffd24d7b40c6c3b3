import { providerStatusLabel, providerTypeLabel } from '#contracts/provider_options'
import { StatusBadge } from '~/components/ui/status_badge'

/**
 * A provider's status (SPEC.md §4) as a badge: black-listed red (no new GOP), validated green,
 * preferred blue, pending amber, audited outlined (STATUS_TONES).
 */
export function ProviderStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge status={status} data-testid="provider-status">
      {providerStatusLabel(status)}
    </StatusBadge>
  )
}

/** A provider's type by its label ('Ground ambulance'). */
export function ProviderTypeText({ type }: { type: string }) {
  return <>{providerTypeLabel(type)}</>
}

/**
 * "Phuket" rather than "Phuket, Phuket Province": the state is told only when it adds to the
 * city ("Kuta, Bali").
 */
export function cityAndState(city: string | null, state: string | null): string {
  if (!state) return city ?? ''
  if (!city) return state
  return state.toLowerCase().startsWith(city.toLowerCase()) ? city : `${city}, ${state}`
}
