import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

interface EmptyStateProps {
  icon: LucideIcon
  title: string
  /** What will appear here, or what to do next. */
  children?: ReactNode
  className?: string
}

export function EmptyState({ icon: Icon, title, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-1.5 rounded-md border border-dashed border-border px-4 py-8 text-center',
        className
      )}
      data-testid="empty-state"
    >
      <Icon className="mb-1 size-5 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium">{title}</p>
      {children ? <p className="max-w-xs text-xs text-muted-foreground">{children}</p> : null}
    </div>
  )
}
