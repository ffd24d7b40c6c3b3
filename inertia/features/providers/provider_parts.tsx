import { providerStatusLabel, providerTypeLabel } from '#contracts/provider_options'
import { Badge } from '~/components/ui/badge'

/**
 * One colour per status, the same on every page: black-listed stands out as a danger (no new
 * GOP), validated and preferred read as good, pending as waiting, audited as neutral.
 */
const STATUS_CLASSES: Record<string, string> = {
  'pending': 'border-transparent bg-warning/15 text-warning',
  'preferred': 'border-transparent bg-primary/15 text-primary',
  'audited': 'border-border text-foreground',
  'validated': 'border-transparent bg-success/15 text-success',
  'black-listed': 'border-transparent bg-destructive text-destructive-foreground',
}

/** A provider's status (SPEC.md §4) as a badge. */
export function ProviderStatusBadge({ status }: { status: string }) {
  return (
    <Badge className={STATUS_CLASSES[status]} data-testid="provider-status" data-status={status}>
      {providerStatusLabel(status)}
    </Badge>
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
