import { Badge } from '~/components/ui/badge'

/** 'Enabled', or a red 'Disabled' (a disabled user cannot sign in). */
export function UserStatusBadge({ status }: { status: string }) {
  return status === 'enabled' ? (
    <Badge variant="secondary">Enabled</Badge>
  ) : (
    <Badge variant="outline" className="border-destructive/40 text-destructive">
      Disabled
    </Badge>
  )
}
