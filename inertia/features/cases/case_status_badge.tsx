import { CASE_STATUSES, type CaseStatus } from '#contracts/case_options'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'

/**
 * A case status's one colour, wherever a case status shows (PRODUCT.md "Look and feel": one
 * colour per status, the same everywhere): waiting to be taken (amber), being handled (blue),
 * being billed (violet), done (slate). A case's stages are their own scale, apart from
 * StatusBadge's tones (a case's "active" is no "enabled" green). Text on each tint meets AA in
 * both themes.
 */
export const CASE_STATUS_CLASSES: Record<CaseStatus, string> = {
  pending:
    'border-amber-300/70 bg-amber-100 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/15 dark:text-amber-200',
  active:
    'border-blue-300/70 bg-blue-100 text-blue-900 dark:border-blue-400/30 dark:bg-blue-400/15 dark:text-blue-200',
  billing:
    'border-violet-300/70 bg-violet-100 text-violet-900 dark:border-violet-400/30 dark:bg-violet-400/15 dark:text-violet-200',
  closed:
    'border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-400/30 dark:bg-slate-400/15 dark:text-slate-300',
}

/** The same colours as a dot (the status chips above the list). */
export const CASE_STATUS_DOTS: Record<CaseStatus, string> = {
  pending: 'bg-amber-500',
  active: 'bg-blue-600 dark:bg-blue-400',
  billing: 'bg-violet-600 dark:bg-violet-400',
  closed: 'bg-slate-500 dark:bg-slate-400',
}

const LABELS = Object.fromEntries(CASE_STATUSES.map((status) => [status.value, status.label]))

/** "Pending", "Active"…: the status's label (#contracts/case_options). */
export function caseStatusLabel(status: string): string {
  return LABELS[status] ?? status
}

/** The one badge of a case's status (list, page header, status chips). */
export function CaseStatusBadge({ status, className }: { status: CaseStatus; className?: string }) {
  return (
    <Badge
      className={cn(CASE_STATUS_CLASSES[status], className)}
      data-status={status}
      data-testid="case-status"
    >
      {caseStatusLabel(status)}
    </Badge>
  )
}
