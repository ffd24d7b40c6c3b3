import { LoaderCircleIcon } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { cn } from '~/lib/cn'
import { TIMELINE_KINDS, type TimelineKind } from '#contracts/case_timeline'
import type { CaseRecord, CaseTimelineEntry, CaseTimelinePage } from './types'

/**
 * The dot of an entry: status changes stand out, money documents are green, notes amber, the
 * other records under the case quieter.
 */
function dotClass(entry: CaseTimelineEntry) {
  if (entry.action === 'delete') return 'bg-destructive'
  if (entry.kind === 'money') return 'bg-emerald-600 dark:bg-emerald-500'
  if (entry.action === 'transition') return 'bg-primary'
  if (entry.subject_type === 'case_note') return 'bg-amber-500'
  return 'bg-muted-foreground'
}

/** "All" and each kind of record the reader may narrow the timeline to. */
function KindChips({
  kinds,
  chosen,
  onChoose,
}: {
  kinds: TimelineKind[]
  chosen: TimelineKind | null
  onChoose: (kind: TimelineKind | null) => void
}) {
  const chips = [
    { value: null, label: 'All' },
    ...TIMELINE_KINDS.filter((kind) => kinds.includes(kind.value)),
  ]
  return (
    <div
      role="group"
      aria-label="Show on the timeline"
      className="flex flex-wrap gap-1.5"
      data-testid="case-timeline-kinds"
    >
      {chips.map((chip) => {
        const current = chip.value === chosen
        return (
          <button
            key={chip.value ?? 'all'}
            type="button"
            aria-pressed={current}
            onClick={() => onChoose(chip.value)}
            data-testid={`case-timeline-kind-${chip.value ?? 'all'}`}
            className={cn(
              'inline-flex h-7 items-center rounded-full border px-2.5 text-xs font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              current
                ? 'border-primary bg-card text-foreground ring-1 ring-primary'
                : 'border-border bg-card text-muted-foreground hover:text-foreground'
            )}
          >
            {chip.label}
          </button>
        )
      })}
    </div>
  )
}

/**
 * The case's timeline on its general-info tab: one stream, newest first, of what happened to
 * the case and to everything on it (status changes with their reasons; notes, contacts,
 * incidents, diagnoses, feedback added, changed, pinned, trashed; GOPs, withdrawals, charge
 * slips and RFPs issued, approved, sent, revised, paid, with their amounts), with who and when,
 * in the activity log's plain words; files read are not in it (the activity log keeps them).
 * Narrowed to one kind of record by its chips. Asked for as JSON when the tab opens and a page
 * at a time after ("Load more"), so opening a case never pays for its history. `version` is the
 * record's `updated_at` and the page's flash: after a write on the page the stream is read again.
 */
export function CaseTimeline({ caseRecord, version }: { caseRecord: CaseRecord; version: string }) {
  const [entries, setEntries] = useState<CaseTimelineEntry[] | null>(null)
  const [next, setNext] = useState<number | null>(null)
  const [kinds, setKinds] = useState<TimelineKind[]>([])
  const [kind, setKind] = useState<TimelineKind | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const controller = useRef<AbortController | null>(null)

  const load = useCallback(
    async (before: number | null) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setLoading(true)
      setFailed(false)
      try {
        const query = new URLSearchParams()
        if (kind) query.set('kind', kind)
        if (before) query.set('before', String(before))
        const url = urlFor('navigate.cases.timeline', { id: caseRecord.id })
        const response = await fetch(query.size > 0 ? `${url}?${query}` : url, {
          headers: { accept: 'application/json' },
          signal: current.signal,
        })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const page = (await response.json()) as CaseTimelinePage
        setEntries((shown) => (before && shown ? [...shown, ...page.entries] : page.entries))
        setNext(page.next)
        setKinds(page.kinds)
      } catch (error) {
        if (!current.signal.aborted) setFailed(true)
        if (!(error instanceof Error)) throw error
      } finally {
        if (!current.signal.aborted) setLoading(false)
      }
    },
    [caseRecord.id, kind]
  )

  useEffect(() => {
    void load(null)
    return () => controller.current?.abort()
  }, [load, version])

  return (
    <section
      className="grid gap-3"
      aria-labelledby="case-timeline-title"
      data-testid="case-timeline"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id="case-timeline-title" className="text-sm font-semibold">
            Timeline
          </h2>
          <p className="text-xs text-muted-foreground">
            Everything that happened on this case, newest first.
          </p>
        </div>
        {kinds.length > 1 ? <KindChips kinds={kinds} chosen={kind} onChoose={setKind} /> : null}
      </div>
      <Card className="px-5 py-4">
        {entries === null ? (
          failed ? (
            <div className="grid justify-items-center gap-2 py-4 text-center">
              <p className="text-sm font-medium" role="alert">
                The timeline could not be loaded.
              </p>
              <Button variant="outline" size="sm" onClick={() => void load(null)}>
                Try again
              </Button>
            </div>
          ) : (
            <p className="flex items-center gap-2 py-4 text-sm text-muted-foreground" role="status">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Loading the timeline…
            </p>
          )
        ) : entries.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">
            {kind === null
              ? 'Nothing has been recorded on this case yet.'
              : 'Nothing of this kind has been recorded on this case yet.'}
          </p>
        ) : (
          <ol aria-label={`Timeline of case ${caseRecord.number}`}>
            {entries.map((entry, index) => (
              <li
                key={entry.id}
                className="relative grid gap-0.5 pb-4 pl-6 last:pb-0"
                data-testid="case-timeline-entry"
              >
                {index === entries.length - 1 ? null : (
                  <span
                    className="absolute top-2 bottom-0 left-[5.5px] w-px bg-border"
                    aria-hidden="true"
                  />
                )}
                <span
                  className={cn(
                    'absolute top-1.5 left-0 size-3 rounded-full ring-4 ring-card',
                    dotClass(entry)
                  )}
                  aria-hidden="true"
                />
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm break-words">
                  <span data-testid="case-timeline-sentence">{entry.sentence}</span>
                  {entry.amount ? (
                    <span
                      className="rounded-md bg-muted px-1.5 text-[0.8125rem] font-medium whitespace-nowrap tabular-nums"
                      data-testid="case-timeline-amount"
                    >
                      {entry.amount}
                    </span>
                  ) : null}
                </p>

                <p className="flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
                  <DateTime value={entry.at} />
                  <span aria-hidden="true">·</span>
                  <span>{entry.by ?? 'the system'}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
        {entries !== null && next !== null ? (
          <div className="mt-3 flex items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={loading}
              onClick={() => void load(next)}
              data-testid="case-timeline-more"
            >
              {loading ? 'Loading…' : 'Load more'}
            </Button>
            {failed ? (
              <p className="text-sm" role="alert">
                The next entries could not be loaded.
              </p>
            ) : null}
          </div>
        ) : null}
      </Card>
    </section>
  )
}
