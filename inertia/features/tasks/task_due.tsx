import { AlarmClockIcon, TriangleAlertIcon } from 'lucide-react'
import type { Option } from '#contracts/list'
import { DUE_SOON_HOURS, QUICK_TIME_ZONES } from '#contracts/task_options'
import { useDateDisplay } from '~/components/ui/date_time'
import { formatDateTime } from '#contracts/date_text'
import { cn } from '~/lib/cn'
import { readsDifferently } from './due_time'
import type { TaskRow } from './types'

/** 'Asia/Kuala_Lumpur' → 'Asia/Kuala Lumpur'. */
export const zoneLabel = (zone: string) => zone.replaceAll('_', ' ')

/**
 * SPEC.md §3: the quick time zones first, then every other zone grouped by its region
 * ("Africa", "America"… and "UTC"), as the dropdown's headed groups.
 */
export function timeZoneOptions(zones: readonly string[]): (Option & { group: string })[] {
  const known = new Set(zones)
  const quick: readonly string[] = QUICK_TIME_ZONES
  const first = quick
    .filter((zone) => known.has(zone))
    .map((zone) => ({ value: zone, label: zoneLabel(zone), group: 'Quick time zones' }))
  // Each zone once (a listbox value is its key): a quick zone is not repeated in its region.
  const rest = zones
    .filter((zone) => !quick.includes(zone))
    .map((zone) => ({ value: zone, label: zoneLabel(zone), group: zone.split('/')[0] }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label))
  return [...first, ...rest]
}

export type DueState = 'overdue' | 'soon' | null

/** What a task's due reads: a task row's (the dashboard's open tasks send these too). */
type TaskDueOf = Pick<TaskRow, 'due_at' | 'due_time_zone' | 'status'>

/** An open task past its due instant is overdue (red); due within a day, soon (amber). */
export function dueState(task: Pick<TaskDueOf, 'due_at' | 'status'>, now = Date.now()): DueState {
  if (task.status !== 'open') return null
  const due = new Date(task.due_at).getTime()
  if (due < now) return 'overdue'
  if (due - now < DUE_SOON_HOURS * 3_600_000) return 'soon'
  return null
}

/**
 * When a task is due, on the viewer's clock (their zone, else their center's) with the zone
 * named, and under it on the clock it was set in when that clock reads another time then (its
 * offset differs at that instant), so "14:00 Tokyo" reads as the person who set it meant it. Overdue in red, due soon in amber, each also said in
 * words (colour alone says nothing to some readers).
 */
export function TaskDue({ task }: { task: TaskDueOf }) {
  const display = useDateDisplay()
  const state = dueState(task)
  const shown = formatDateTime(task.due_at, display)
  const asSet = readsDifferently(task.due_time_zone, display.timeZone, new Date(task.due_at))
    ? formatDateTime(task.due_at, { ...display, timeZone: task.due_time_zone })
    : null
  return (
    <span
      className={cn(
        'grid gap-0.5',
        state === 'overdue' && 'text-red-700 dark:text-red-400',
        state === 'soon' && 'text-amber-700 dark:text-amber-400'
      )}
      data-due-state={state ?? 'none'}
    >
      <span className="flex items-center gap-1.5 whitespace-nowrap">
        {state === 'overdue' ? (
          <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
        ) : state === 'soon' ? (
          <AlarmClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
        ) : null}
        <time dateTime={task.due_at} title={zoneLabel(display.timeZone)} className="tabular-nums">
          {shown}
        </time>
        {state === 'overdue' ? <span className="text-xs font-semibold">Overdue</span> : null}
        {state === 'soon' ? <span className="text-xs font-medium">Due soon</span> : null}
      </span>
      {asSet ? (
        <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
          Set as {asSet} ({zoneLabel(task.due_time_zone)})
        </span>
      ) : null}
    </span>
  )
}

/** The task's priority, urgent and high stressed. */
export function TaskPriority({ priority, options }: { priority: string; options: Option[] }) {
  const label = options.find((option) => option.value === priority)?.label ?? priority
  return (
    <span
      className={cn(
        'text-xs',
        priority === 'urgent' && 'font-semibold text-red-700 dark:text-red-400',
        priority === 'high' && 'font-medium text-amber-700 dark:text-amber-400',
        (priority === 'normal' || priority === 'low') && 'text-muted-foreground'
      )}
    >
      {label}
    </span>
  )
}
