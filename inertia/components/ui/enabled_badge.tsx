import { Badge } from '~/components/ui/badge'

/** 'Enabled', or a muted 'Disabled': the status of every record with an enabled flag. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <Badge variant="secondary">Enabled</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      Disabled
    </Badge>
  )
}
