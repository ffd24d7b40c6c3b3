import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { shiftDays } from '#contracts/calendar_days'
import { useCenterToday } from '~/lib/center_today'
import { daysInMonth, isoDay, readIsoDay } from './typed_day'

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
/** Weeks start on Monday (ISO 8601), as in the regions the centers serve. */
const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']

/** The same day `months` later, on the month's last day when it has fewer days. */
function addMonths(iso: string, months: number): string {
  const { year, month, day } = readIsoDay(iso)!
  const index = year * 12 + (month - 1) + months
  const nextYear = Math.floor(index / 12)
  const nextMonth = (index % 12) + 1
  return isoDay(nextYear, nextMonth, Math.min(day, daysInMonth(nextYear, nextMonth)))!
}

/** Monday = 0 … Sunday = 6. */
function weekdayOf(iso: string): number {
  const { year, month, day } = readIsoDay(iso)!
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  return (date.getUTCDay() + 6) % 7
}

const clamp = (iso: string, min?: string, max?: string) =>
  min && iso < min ? min : max && iso > max ? max : iso

/**
 * A month grid to pick a day, driven by the keyboard as WAI-ARIA's date picker dialog
 * describes: arrows move a day or a week, Home/End to the week's ends, Page Up/Down a month
 * (with Shift a year), Enter or Space chooses. The month and year are also native selects, so a
 * date of birth decades back is two choices away.
 */
export function DayCalendar({
  value,
  onSelect,
  min,
  max,
}: {
  /** The chosen day ('YYYY-MM-DD'), or null. */
  value: string | null
  onSelect: (iso: string) => void
  min?: string
  max?: string
}) {
  // Marked and first in view: the center's today, not the browser's (they differ by a day at
  // 07:30 in Kuala Lumpur for a browser set to UTC).
  const today = useCenterToday()
  const [focused, setFocused] = useState(() => clamp(value ?? today, min, max))
  const grid = useRef<HTMLDivElement>(null)
  const { year, month } = readIsoDay(focused)!

  // The focused day's button takes the focus when the calendar opens and as keys move it; not
  // when the month or year select changes the view, which keeps its own focus.
  const takeFocus = useRef(true)
  useEffect(() => {
    if (!takeFocus.current) return
    takeFocus.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus()
  }, [focused])

  function moveTo(iso: string) {
    takeFocus.current = true
    setFocused(clamp(iso, min, max))
  }

  /** Another month in view (the arrows, the selects); the focus stays where it is. */
  function show(iso: string) {
    takeFocus.current = false
    setFocused(clamp(iso, min, max))
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => shiftDays(focused, -1),
      ArrowRight: () => shiftDays(focused, 1),
      ArrowUp: () => shiftDays(focused, -7),
      ArrowDown: () => shiftDays(focused, 7),
      Home: () => shiftDays(focused, -weekdayOf(focused)),
      End: () => shiftDays(focused, 6 - weekdayOf(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    }
    const step = steps[event.key]
    if (!step) return
    event.preventDefault()
    moveTo(step())
  }

  const first = isoDay(year, month, 1)!
  const lead = weekdayOf(first)
  const days = Array.from({ length: daysInMonth(year, month) }, (_, index) =>
    isoDay(year, month, index + 1)
  )
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...days]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) =>
    cells.slice(index * 7, index * 7 + 7)
  )

  const minYear = min ? Number(min.slice(0, 4)) : Number(today.slice(0, 4)) - 120
  const maxYear = max ? Number(max.slice(0, 4)) : Number(today.slice(0, 4)) + 20
  const years = Array.from({ length: maxYear - minYear + 1 }, (_, index) => maxYear - index)
  const selectClass =
    'h-8 rounded-md border border-input bg-card px-1.5 text-sm text-foreground outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40'

  return (
    <div className="grid gap-2 p-3" data-testid="day-calendar">
      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Previous month"
          onClick={() => show(addMonths(focused, -1))}
        >
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
        </Button>
        <select
          aria-label="Month"
          className={cn(selectClass, 'flex-1')}
          value={month}
          onChange={(event) => show(addMonths(focused, Number(event.target.value) - month))}
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label="Year"
          className={selectClass}
          value={year}
          onChange={(event) => show(addMonths(focused, (Number(event.target.value) - year) * 12))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Next month"
          onClick={() => show(addMonths(focused, 1))}
        >
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div
        ref={grid}
        role="grid"
        aria-label={`${MONTH_NAMES[month - 1]} ${year}`}
        onKeyDown={onKeyDown}
        className="grid gap-0.5"
      >
        <div role="row" className="grid grid-cols-7 gap-0.5">
          {WEEKDAYS.map((weekday) => (
            <span
              key={weekday}
              role="columnheader"
              className="py-1 text-center text-xs font-medium text-muted-foreground"
            >
              {weekday}
            </span>
          ))}
        </div>
        {weeks.map((week, index) => (
          <div key={index} role="row" className="grid grid-cols-7 gap-0.5">
            {week.map((iso, column) => {
              if (!iso) return <span key={`blank-${column}`} role="gridcell" />
              const outside = (min !== undefined && iso < min) || (max !== undefined && iso > max)
              const selected = iso === value
              const day = Number(iso.slice(8))
              return (
                <span key={iso} role="gridcell" aria-selected={selected}>
                  <button
                    type="button"
                    data-day={iso}
                    tabIndex={iso === focused ? 0 : -1}
                    disabled={outside}
                    aria-label={`${day} ${MONTH_NAMES[month - 1]} ${year}`}
                    aria-current={iso === today ? 'date' : undefined}
                    onClick={() => onSelect(iso)}
                    onFocus={() => setFocused(iso)}
                    className={cn(
                      'flex h-8 w-full items-center justify-center rounded-md text-sm tabular-nums outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40',
                      iso === today && !selected && 'font-semibold text-primary',
                      selected &&
                        'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground'
                    )}
                  >
                    {day}
                  </button>
                </span>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}
