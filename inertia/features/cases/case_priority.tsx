import { ArrowUpIcon, SirenIcon } from 'lucide-react'
import { CASE_PRIORITIES } from '#contracts/case_options'
import { Badge } from '~/components/ui/badge'

const LABELS = Object.fromEntries(
  CASE_PRIORITIES.map((priority) => [priority.value, priority.label])
)

/** "Urgent", "Normal"…: the priority's label (#contracts/case_options). */
export function casePriorityLabel(priority: string): string {
  return LABELS[priority] ?? priority
}

/**
 * A case's priority: urgent and high stand out (red and orange, with an icon, so colour is not
 * the only sign); normal is plain text and low is muted, so the pressing rows catch the eye.
 */
export function CasePriority({ priority }: { priority: string }) {
  const label = casePriorityLabel(priority)
  if (priority === 'urgent') {
    return (
      <Badge
        className="border-transparent bg-destructive/15 text-destructive"
        data-priority={priority}
      >
        <SirenIcon aria-hidden="true" />
        {label}
      </Badge>
    )
  }
  if (priority === 'high') {
    return (
      <Badge
        className="border-orange-300 bg-transparent text-orange-800 dark:border-orange-400/40 dark:text-orange-300"
        data-priority={priority}
      >
        <ArrowUpIcon aria-hidden="true" />
        {label}
      </Badge>
    )
  }
  return (
    <span
      className={priority === 'low' ? 'text-muted-foreground' : undefined}
      data-priority={priority}
    >
      {label}
    </span>
  )
}
