import { CalendarIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Popover as PopoverPrimitive } from 'radix-ui'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import type { ControlA11yProps } from '~/components/ui/field'
import { inputClassName as baseInputClassName } from '~/components/ui/input'
import { useDateDisplay } from '~/components/ui/date_time'
import { formatCalendarDate } from '#contracts/date_text'
import { cn } from '~/lib/cn'
import { FormField } from './fields'
import { dayBounds, type DayRange } from '#contracts/calendar_days'
import { useCenterToday } from '~/lib/center_today'
import { DayCalendar } from './day_calendar'
import { formatPlaceholder, parseTypedDay, readIsoDay } from './typed_day'

interface DateFieldProps {
  name: string
  label: string
  hint?: ReactNode
  required?: boolean
  /** Overrides the server error looked up by name. */
  error?: string
  className?: string
  inputClassName?: string
  /** 'YYYY-MM-DD', or empty. */
  defaultValue?: string | null
  /** Without a default value, start on the center's today (a payment recorded now). */
  defaultToday?: boolean
  /** The day as 'YYYY-MM-DD' as it is typed or picked; '' while there is none. */
  onValueChange?: (iso: string) => void
  /**
   * The kind of day (app/contracts/calendar_days.ts): the calendar offers only the days the
   * server accepts, counted from the center's today ('happened': none after today).
   */
  range?: DayRange
  /** The earliest and latest days the calendar offers ('YYYY-MM-DD'), beyond `range`'s. */
  min?: string
  max?: string
  autoFocus?: boolean
  disabled?: boolean
}

/** The text box and the calendar button, one control for the label (it takes id and aria-*). */
function DateInput({
  text,
  placeholder,
  onText,
  onCommit,
  picked,
  onPick,
  min,
  max,
  label,
  inputClassName,
  autoFocus,
  disabled,
  name,
  ...a11y
}: ControlA11yProps & {
  'text': string
  'placeholder': string
  'onText': (text: string) => void
  'onCommit': () => void
  'picked': string | null
  'onPick': (iso: string) => void
  'min'?: string
  'max'?: string
  'label': string
  'inputClassName'?: string
  'autoFocus'?: boolean
  'disabled'?: boolean
  'name': string
  'aria-required'?: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      {/* The calendar opens under the whole box, not only under its button. */}
      <PopoverPrimitive.Anchor asChild>
        <div className={cn('relative', inputClassName ?? 'w-44')}>
          <input
            {...a11y}
            type="text"
            value={text}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            autoFocus={autoFocus}
            disabled={disabled}
            onChange={(event) => onText(event.target.value)}
            onBlur={onCommit}
            onKeyDown={(event) => {
              // Alt+Down opens the calendar, as it opens a native date picker.
              if (event.altKey && event.key === 'ArrowDown') {
                event.preventDefault()
                setOpen(true)
              }
            }}
            className={cn(baseInputClassName, 'pr-9 tabular-nums')}
            data-testid={`date-${name}`}
          />
          <PopoverTrigger asChild>
            <button
              type="button"
              disabled={disabled}
              aria-label={`Choose the ${label.toLowerCase()} on a calendar`}
              className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50"
              data-testid={`date-${name}-calendar`}
            >
              <CalendarIcon className="size-4" aria-hidden="true" />
            </button>
          </PopoverTrigger>
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverContent className="w-auto">
        <DayCalendar
          value={picked}
          min={min}
          max={max}
          onSelect={(iso) => {
            onPick(iso)
            setOpen(false)
          }}
        />
      </PopoverContent>
    </Popover>
  )
}

/**
 * A calendar day (a date of birth, a validity date) shown and typed in General settings' date
 * format, with a calendar to pick it from. A native date input would show the browser's own
 * format (mm/dd/yyyy in an American browser) whatever the site says, so this is a text box that
 * reads the site's format (and ISO), tidies what was typed when the user leaves it, and posts
 * the day as 'YYYY-MM-DD' under `name`, as the server expects. Text it cannot read is posted as
 * typed, so the server refuses it rather than saving nothing, and the field says how to write it.
 */
export function DateField({
  name,
  label,
  hint,
  required,
  error,
  className,
  inputClassName,
  defaultValue,
  defaultToday,
  onValueChange,
  range,
  min,
  max,
  autoFocus,
  disabled,
}: DateFieldProps) {
  const { dateFormat } = useDateDisplay()
  const today = useCenterToday()
  const bounds = range ? dayBounds(range, today) : undefined
  const initial =
    defaultValue && readIsoDay(defaultValue) ? defaultValue : defaultToday ? today : null
  const [text, setText] = useState(initial ? formatCalendarDate(initial, dateFormat) : '')
  const [day, setDay] = useState<string | null>(initial)
  const [unreadable, setUnreadable] = useState(false)

  function change(next: string) {
    setText(next)
    const parsed = parseTypedDay(next, dateFormat)
    setDay(parsed)
    if (parsed || !next.trim()) setUnreadable(false)
    onValueChange?.(parsed ?? '')
  }

  function commit() {
    if (day) setText(formatCalendarDate(day, dateFormat))
    setUnreadable(Boolean(text.trim()) && !day)
  }

  function pick(iso: string) {
    setDay(iso)
    setText(formatCalendarDate(iso, dateFormat))
    setUnreadable(false)
    onValueChange?.(iso)
  }

  const example = formatCalendarDate(today, dateFormat)
  const localError = unreadable
    ? `Enter a date like ${example}, or choose it on the calendar.`
    : undefined
  return (
    <>
      <FormField
        name={name}
        label={label}
        hint={hint}
        required={required}
        error={error ?? localError}
        className={className}
      >
        <DateInput
          name={name}
          text={text}
          placeholder={formatPlaceholder(dateFormat)}
          onText={change}
          onCommit={commit}
          picked={day}
          onPick={pick}
          min={min ?? bounds?.min}
          max={max ?? bounds?.max}
          label={label}
          inputClassName={inputClassName}
          autoFocus={autoFocus}
          disabled={disabled}
          aria-required={required || undefined}
        />
      </FormField>
      {/* A hidden input is no grid item, so the field keeps its place in a FormSection. */}
      <input type="hidden" name={name} value={day ?? text.trim()} />
    </>
  )
}
