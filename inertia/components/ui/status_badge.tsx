import type { ComponentProps } from 'react'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'

/**
 * What a status says about the record, and so its colour: usable (green), switched off or
 * finished (grey), waiting on someone (amber), refused or barred (red), singled out (blue),
 * a plain fact (outlined).
 */
export type StatusTone = 'positive' | 'inactive' | 'warning' | 'danger' | 'info' | 'neutral'

const TONE_CLASSES: Record<StatusTone, string> = {
  positive: 'border-transparent bg-success/15 text-success-text',
  inactive: 'border-border bg-transparent text-muted-foreground',
  warning: 'border-transparent bg-warning/15 text-warning-text',
  danger: 'border-transparent bg-destructive/15 text-destructive',
  info: 'border-transparent bg-primary/15 text-primary',
  neutral: 'border-border bg-transparent text-foreground',
}

/**
 * Every status the app shows, by its stored value, with its one tone (PRODUCT.md: "one colour
 * per status, the same everywhere"): "Enabled" and "Active" are the same idea, so the same green.
 * A new status is added here, never coloured where it is shown.
 */
export const STATUS_TONES = {
  'enabled': 'positive',
  'active': 'positive',
  'approved': 'positive',
  'validated': 'positive',
  'on': 'positive',
  'disabled': 'inactive',
  'inactive': 'inactive',
  'expired': 'inactive',
  'upcoming': 'warning',
  'paused': 'inactive',
  'draft': 'inactive',
  'off': 'inactive',
  'pending': 'warning',
  'suspended': 'warning',
  'not-configured': 'warning',
  'rejected': 'danger',
  'black-listed': 'danger',
  'preferred': 'info',
  'audited': 'neutral',
  // A WhatsApp conversation: waiting in the queue, with an agent, closed.
  'queued': 'warning',
  'assigned': 'info',
  'closed': 'inactive',
  // A report export (issue 32): waiting is 'queued' above, 'expired' is grey.
  'running': 'info',
  'done': 'positive',
  'failed': 'danger',
} as const satisfies Record<string, StatusTone>

export type StatusName = keyof typeof STATUS_TONES

/** The tone of a status; one the table does not know reads as a plain fact. */
export function statusTone(status: string): StatusTone {
  return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status as StatusName] : 'neutral'
}

export interface StatusBadgeProps extends ComponentProps<'span'> {
  /** The stored status ('enabled', 'black-listed'…): it alone decides the colour. */
  status: string
}

/** The one status badge: its text is the status's label, its colour comes from STATUS_TONES. */
export function StatusBadge({ status, className, ...props }: StatusBadgeProps) {
  const tone = statusTone(status)
  return (
    <Badge
      className={cn(TONE_CLASSES[tone], className)}
      data-status={status}
      data-tone={tone}
      {...props}
    />
  )
}
