import { StatusBadge } from '~/components/ui/status_badge'

/** 'Enabled' or 'Disabled' (a disabled user cannot sign in), coloured as every such status. */
export function UserStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status}>{status === 'enabled' ? 'Enabled' : 'Disabled'}</StatusBadge>
}
