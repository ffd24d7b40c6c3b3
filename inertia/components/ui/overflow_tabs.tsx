import { ChevronDownIcon } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { TabsList, TabsTrigger } from '~/components/ui/tabs'
import { cn } from '~/lib/cn'
import { fittingTabs } from './fitting_tabs'

/** One tab of the strip: its value, its label, and what it holds (no number when null or 0). */
export type StripTab = { value: string; label: string; count?: number | null }

/** The trigger's own look, shared by the measuring copy so both are the same width. */
const TRIGGER_BOX = 'inline-flex shrink-0 items-center gap-1.5 px-3 py-2 text-sm font-medium'

function TabCount({ count }: { count: number | null | undefined }) {
  if (!count) return null
  return (
    <span
      className="rounded-full bg-muted px-1.5 text-xs leading-5 font-medium text-muted-foreground tabular-nums"
      data-testid="tab-count"
    >
      {count}
    </span>
  )
}

/**
 * A tab strip that never scrolls with no cue: the tabs that fit show in order, the open one
 * always among them, and the others are in a "More" menu at the strip's end (a button, then
 * the arrow keys and Enter, like every menu). The triggers are Radix tabs (arrow keys move
 * between them); a tab chosen from the menu opens and takes its place in the strip. Each tab's
 * count shows beside its label.
 *
 * Widths come from an invisible copy of every label (aria-hidden, out of the tab order), read
 * again whenever the strip's width or the labels change.
 */
export function OverflowTabsList({
  tabs,
  value,
  onSelect,
  label,
}: {
  tabs: readonly StripTab[]
  value: string
  onSelect: (value: string) => void
  /** The tab list's accessible name ('Record sections'). */
  label: string
}) {
  const rowRef = useRef<HTMLDivElement>(null)
  const measureRef = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState<number[] | null>(null)
  const labels = tabs.map((tab) => `${tab.value}:${tab.label}:${tab.count ?? ''}`).join('|')
  const active = tabs.findIndex((tab) => tab.value === value)

  useLayoutEffect(() => {
    const row = rowRef.current
    const measure = measureRef.current
    if (!row || !measure) return
    const fit = () => {
      const boxes = [...measure.children].map((child) => child.getBoundingClientRect().width)
      const more = boxes.pop() ?? 0
      const next = fittingTabs(boxes, row.clientWidth, more, active)
      setShown((previous) => (previous && previous.join(',') === next.join(',') ? previous : next))
    }
    fit()
    // The strip resized (the window), or the labels did (a web font arriving late).
    const observer = new ResizeObserver(fit)
    observer.observe(row)
    observer.observe(measure)
    return () => observer.disconnect()
  }, [labels, active])

  const visible = shown ?? tabs.map((_, index) => index)
  const hidden = tabs.filter((_, index) => !visible.includes(index))

  return (
    <div
      ref={rowRef}
      className="relative flex min-w-0 items-stretch shadow-[inset_0_-1px_0_var(--color-border)]"
      data-testid="tabs-strip"
    >
      <TabsList aria-label={label} className="min-w-0 flex-1 overflow-hidden shadow-none">
        {tabs.map((tab, index) =>
          visible.includes(index) ? (
            <TabsTrigger key={tab.value} value={tab.value} data-testid={`tab-${tab.value}`}>
              {tab.label} <TabCount count={tab.count} />
            </TabsTrigger>
          ) : null
        )}
      </TabsList>
      {hidden.length > 0 ? (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            className={cn(
              TRIGGER_BOX,
              'border-b-2 border-transparent text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:text-foreground'
            )}
            data-testid="tabs-more"
          >
            More
            <span className="sr-only"> sections ({hidden.length})</span>
            <ChevronDownIcon className="size-4" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-44" data-testid="tabs-more-menu">
            {hidden.map((tab) => (
              <DropdownMenuItem
                key={tab.value}
                onSelect={() => onSelect(tab.value)}
                data-testid={`tabs-more-${tab.value}`}
              >
                <span className="flex-1">{tab.label}</span>
                <TabCount count={tab.count} />
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      {/* The widths the strip is laid out by: every label as a trigger draws it, and "More". */}
      {/* In a box of no size: however wide, the copy never widens the page. */}
      <div
        aria-hidden="true"
        className="pointer-events-none invisible absolute size-0 overflow-hidden"
      >
        <div ref={measureRef} className="flex w-max whitespace-nowrap">
          {tabs.map((tab) => (
            <span key={tab.value} className={TRIGGER_BOX}>
              {tab.label} <TabCount count={tab.count} />
            </span>
          ))}
          <span className={TRIGGER_BOX}>
            More
            <ChevronDownIcon className="size-4" />
          </span>
        </div>
      </div>
    </div>
  )
}
