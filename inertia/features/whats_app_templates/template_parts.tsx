import { StatusBadge } from '~/components/ui/status_badge'
import { cn } from '~/lib/cn'

/** The longest body WhatsApp accepts (app/validators/messaging.ts). */
export const MAX_BODY_LENGTH = 1024

/** 'draft' → 'Draft'. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}

/** A template's review status: approved green, pending amber, rejected red, else grey. */
export function TemplateStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge status={status} data-testid="template-status">
      {statusLabel(status)}
    </StatusBadge>
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
