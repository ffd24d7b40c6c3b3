import { CalendarRangeIcon } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { useDateDisplay } from '~/components/ui/date_time'
import { cn } from '~/lib/cn'
import { formatCalendarDate } from '#contracts/date_text'

/** '2026-11-01..2026-11-22' → its ends ('' when open). */
function ends(value: string | undefined): { from: string; to: string } {
  const [from = '', to = ''] = (value ?? '').split('..')
  return { from, to }
}

/** "01 Nov 2026 – 22 Nov 2026", "from 01 Nov 2026", "until 22 Nov 2026": the site's format. */
function describe(from: string, to: string, dateFormat: string): string {
  const day = (iso: string) => formatCalendarDate(iso, dateFormat)
  if (from && to) return `${day(from)} – ${day(to)}`
  return from ? `from ${day(from)}` : `until ${day(to)}`
}

/**
 * A date range filter of the list contract (`filters[key]=from..to`, both ends inclusive and
 * optional), as a popover with two date inputs.
 */
export function DateRangeFilter({
  filterKey,
  title,
  value,
  onChange,
}: {
  filterKey: string
  title: string
  /** The applied range, as the server echoed it. */
  value: string | undefined
  onChange: (range: string | null) => void
}) {
  const [open, setOpen] = useState(false)
  const { dateFormat } = useDateDisplay()
  const applied = ends(value)
  const [from, setFrom] = useState(applied.from)
  const [to, setTo] = useState(applied.to)
  const active = Boolean(applied.from || applied.to)
  const backwards = Boolean(from && to && from > to)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (backwards) return
    onChange(from || to ? `${from}..${to}` : null)
    setOpen(false)
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setFrom(applied.from)
          setTo(applied.to)
        }
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn('border-dashed', active && 'border-solid')}
          data-testid={`filter-${filterKey}`}
          aria-label={
            active
              ? `${title} filter: ${describe(applied.from, applied.to, dateFormat)}`
              : `${title} filter`
          }
        >
          <CalendarRangeIcon aria-hidden="true" />
          {title}
          {active ? (
            <Badge variant="secondary" className="rounded-sm px-1 font-normal">
              {describe(applied.from, applied.to, dateFormat)}
            </Badge>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72 p-3" data-testid={`filter-${filterKey}-panel`}>
        <form className="grid gap-3" onSubmit={submit}>
          <div className="grid grid-cols-2 gap-2">
            <div className="grid gap-1">
              <Label htmlFor={`${filterKey}-from`}>From</Label>
              <Input
                id={`${filterKey}-from`}
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => setFrom(event.target.value)}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${filterKey}-to`}>To</Label>
              <Input
                id={`${filterKey}-to`}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => setTo(event.target.value)}
              />
            </div>
          </div>
          {backwards ? (
            <p role="alert" className="text-[0.8125rem] font-medium text-destructive">
              The start must be on or before the end.
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            {active ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  onChange(null)
                  setOpen(false)
                }}
              >
                Clear
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={backwards}>
              Apply
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  )
}
