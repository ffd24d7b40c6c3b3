import { StatusBadge } from '~/components/ui/status_badge'

/** 'Enabled' or 'Disabled': the status of every record with an enabled flag. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <StatusBadge status="enabled">Enabled</StatusBadge>
  ) : (
    <StatusBadge status="disabled">Disabled</StatusBadge>
  )
}
