import { LockIcon } from 'lucide-react'
import { Badge } from '~/components/ui/badge'

/** Marks the seeded Administrator role, which holds every capability and cannot be deleted. */
export function SystemRoleBadge() {
  return (
    <Badge
      variant="outline"
      title="Built in: holds every capability, cannot be deleted"
      data-testid="system-role-badge"
    >
      <LockIcon aria-hidden="true" />
      System
    </Badge>
  )
}
