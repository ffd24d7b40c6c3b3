import type { CaseStatus } from '#contracts/case_options'
import type { Option } from '#contracts/list'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { cn } from '~/lib/cn'
import { TabPending, useRequestedProps } from './case_child_tab'
import { CASE_STATUS_DOTS, caseStatusLabel } from './case_status_badge'
import { CaseTransitionButtons } from './case_transitions'
import type { CaseRecord, CaseStatusChange, CaseTransition } from './types'

/**
 * The status each transition leads to (app/workflows/case_workflow.ts), so a change shows the
 * colour that status has everywhere else.
 */
const LEADS_TO: Record<string, CaseStatus> = {
  'activate': 'active',
  'to-billing': 'billing',
  'close': 'closed',
  'force-close': 'closed',
  'reopen': 'active',
}

/** "reopened" → "Reopened". */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function ChangeItem({ change, last }: { change: CaseStatusChange; last: boolean }) {
  const status = change.transition ? LEADS_TO[change.transition] : undefined
  return (
    <li className="relative grid gap-1 pb-5 pl-6 last:pb-0" data-testid="case-history-item">
      {/* The line down the history, from this dot to the next one. */}
      {last ? null : (
        <span className="absolute top-2 bottom-0 left-[5.5px] w-px bg-border" aria-hidden="true" />
      )}
      <span
        className={cn(
          'absolute top-1.5 left-0 size-3 rounded-full ring-4 ring-card',
          status ? CASE_STATUS_DOTS[status] : 'bg-muted-foreground'
        )}
        aria-hidden="true"
      />
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium" data-testid="case-history-done">
          {capitalised(change.done ?? change.transition ?? 'changed')}
        </span>
        {status ? (
          <span className="text-xs text-muted-foreground">→ {caseStatusLabel(status)}</span>
        ) : null}
      </p>
      <p className="flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
        <DateTime value={change.at} />
        <span aria-hidden="true">·</span>
        <span>{change.by ?? 'a user no longer here'}</span>
      </p>
      {change.reason ? (
        <blockquote
          className="mt-1 max-w-prose border-l-2 pl-3 text-sm whitespace-pre-line"
          data-testid="case-history-reason"
        >
          <span className="sr-only">Reason: </span>
          {change.reason}
        </blockquote>
      ) : null}
    </li>
  )
}

/**
 * The case's reopen-case tab (SPEC.md §2, view-case): every change of its status, newest first,
 * with when, who and the reason given (reopening and force closing need one); and, on a closed
 * case and for who may, the Reopen of the page's header (its dialog asks the reason).
 * The history is an optional prop of the page, asked for when the tab opens.
 */
export function CaseHistoryTab({
  caseRecord,
  history,
  transitions,
  outcomes,
}: {
  caseRecord: CaseRecord
  /** Undefined until the page has it. */
  history: CaseStatusChange[] | undefined
  transitions: CaseTransition[]
  outcomes: Option[]
}) {
  const { failed, retry } = useRequestedProps(history === undefined, ['statusHistory'])
  const reopen = transitions.filter((transition) => transition.name === 'reopen')
  const closed = caseRecord.status === 'closed'

  return (
    <div className="grid gap-3" data-testid="case-history-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">Status history</h2>
          <p className="text-xs text-muted-foreground">
            {closed
              ? 'The case is closed. Reopening it asks why; the reason is kept here.'
              : 'How the case moved from one status to the next, newest first.'}
          </p>
        </div>
        {closed && reopen.length > 0 ? (
          <div className="flex gap-2">
            <CaseTransitionButtons record={caseRecord} transitions={reopen} outcomes={outcomes} />
          </div>
        ) : null}
      </div>
      {history === undefined ? (
        <TabPending what="status history" failed={failed} retry={retry} testKey="history" />
      ) : history.length === 0 ? (
        <Card className="px-5 py-10 text-center text-sm text-muted-foreground">
          No change of status has been recorded for this case.
        </Card>
      ) : (
        <Card className="px-5 py-4">
          <ol aria-label={`Status history of case ${caseRecord.number}`}>
            {history.map((change, index) => (
              <ChangeItem key={change.id} change={change} last={index === history.length - 1} />
            ))}
          </ol>
        </Card>
      )}
    </div>
  )
}
