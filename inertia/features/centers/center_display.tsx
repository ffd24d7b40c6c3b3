import { Badge } from '~/components/ui/badge'

/** 'Asia/Kuala_Lumpur' → 'Asia/Kuala Lumpur', as the time zone dropdown writes it. */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ')
}

/** 'Enabled', or a muted 'Disabled'. */
export function CenterStatusBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <Badge variant="secondary">Enabled</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      Disabled
    </Badge>
  )
}
