import { LoaderCircleIcon } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { cn } from '~/lib/cn'
import type { CaseRecord, CaseTimelineEntry, CaseTimelinePage } from './types'

/** The dot of an entry: status changes stand out, the records under the case are quieter. */
function dotClass(entry: CaseTimelineEntry) {
  if (entry.action === 'transition') return 'bg-primary'
  if (entry.action === 'delete') return 'bg-destructive'
  if (entry.subject_type === 'case_note') return 'bg-amber-500'
  return 'bg-muted-foreground'
}

/**
 * The case's timeline on its general-info tab: one stream, newest first, of what happened to
 * the case and to everything on it (status changes with their reasons; notes, contacts,
 * incidents, diagnoses, feedback added, changed, pinned, trashed), with who and when, in the
 * activity log's plain words. Asked for as JSON when the tab opens and a page at a time after
 * ("Load more"), so opening a case never pays for its history. `version` is the record's
 * `updated_at` and the page's flash: after a write on the page the stream is read again.
 */
export function CaseTimeline({ caseRecord, version }: { caseRecord: CaseRecord; version: string }) {
  const [entries, setEntries] = useState<CaseTimelineEntry[] | null>(null)
  const [next, setNext] = useState<number | null>(null)
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
        const url = urlFor('navigate.cases.timeline', { id: caseRecord.id })
        const response = await fetch(before ? `${url}?before=${before}` : url, {
          headers: { accept: 'application/json' },
          signal: current.signal,
        })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const page = (await response.json()) as CaseTimelinePage
        setEntries((shown) => (before && shown ? [...shown, ...page.entries] : page.entries))
        setNext(page.next)
      } catch (error) {
        if (!current.signal.aborted) setFailed(true)
        if (!(error instanceof Error)) throw error
      } finally {
        if (!current.signal.aborted) setLoading(false)
      }
    },
    [caseRecord.id]
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
      <div>
        <h2 id="case-timeline-title" className="text-sm font-semibold">
          Timeline
        </h2>
        <p className="text-xs text-muted-foreground">
          Everything that happened on this case, newest first.
        </p>
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
            Nothing has been recorded on this case yet.
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
                <p className="text-sm break-words" data-testid="case-timeline-sentence">
                  {entry.sentence}
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
