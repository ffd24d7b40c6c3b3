import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'

/** The longest body WhatsApp accepts (app/validators/messaging.ts). */
export const MAX_BODY_LENGTH = 1024

const STATUS_CLASSES: Record<string, string> = {
  draft: 'border-transparent bg-secondary text-secondary-foreground',
  pending: 'border-transparent bg-warning/15 text-warning',
  approved: 'border-transparent bg-success/15 text-success',
  rejected: 'border-transparent bg-destructive/15 text-destructive',
  paused: 'border-border text-muted-foreground',
}

/** 'draft' → 'Draft'. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}

/** A template's review status, coloured by how usable the template is. */
export function TemplateStatusBadge({ status }: { status: string }) {
  return (
    <Badge className={STATUS_CLASSES[status]} data-testid="template-status" data-status={status}>
      {statusLabel(status)}
    </Badge>
  )
}

const VALID_PLACEHOLDER = /^\{\{\s*\d+\s*\}\}$/

/**
 * A body as the recipient reads it, with its placeholders marked: {{1}} in the primary colour,
 * a malformed one ({{name}}) in red, as the server will refuse it.
 */
export function TemplateBody({ body, className }: { body: string; className?: string }) {
  const parts = body.split(/(\{\{[^{}]*\}\})/)
  return (
    <p className={cn('text-sm break-words whitespace-pre-wrap', className)}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark
            key={index}
            className={cn(
              'rounded-sm px-0.5 font-mono text-[0.8125rem]',
              VALID_PLACEHOLDER.test(part)
                ? 'bg-primary/15 text-primary'
                : 'bg-destructive/15 text-destructive'
            )}
            data-testid="template-placeholder"
          >
            {part}
          </mark>
        ) : (
          part
        )
      )}
    </p>
  )
}
