import { usePage } from '@inertiajs/react'
import { TriangleAlertIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { Option } from '#contracts/list'
import { DateField, SelectField, TextareaField, TextField } from '~/components/form'
import { useDateDisplay } from '~/components/ui/date_time'
import { timeZoneOptions } from './task_due'
import { instantOn, pastDueWarning } from './due_time'
import type { TaskOptions, TaskRow } from './types'

const pad = (value: number) => String(value).padStart(2, '0')

/** SPEC.md §3: hours 00-23 and minutes 00-59, as two-digit choices. */
const HOURS: Option[] = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: pad(hour),
}))
const MINUTES: Option[] = Array.from({ length: 60 }, (_, minute) => ({
  value: String(minute),
  label: pad(minute),
}))

/** The day, hour and minute an instant reads as on the clock of `zone`. */
export function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value])
  )
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: String(Number(parts.hour)),
    minute: String(Number(parts.minute)),
  }
}

/**
 * A task's fields (server: app/validators/task.ts). Due at is a day, an hour and a minute in a
 * chosen zone (the quick zones first); a new task starts on the viewer's clock, next full hour;
 * an edited one shows the clock it was set in.
 */
export function TaskFields({ task, options }: { task: TaskRow | null; options: TaskOptions }) {
  const display = useDateDisplay()
  const me = usePage().props.user?.id
  const zones = useMemo(() => timeZoneOptions(options.timeZones), [options.timeZones])
  const zone = task?.due_time_zone ?? display.timeZone
  const start = useMemo(() => {
    if (task) return wallClock(new Date(task.due_at), task.due_time_zone)
    const nextHour = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000)
    return { ...wallClock(nextHour, zone), minute: '0' }
  }, [task, zone])
  // The due fields as they are now, to question a time already past before it is saved.
  const [due, setDue] = useState({ ...start, zone })
  const pastDue = pastDueWarning(instantOn(due.day, due.hour, due.minute, due.zone))
  // A new task is the author's until they choose someone else (issue 29), when they work in the
  // case's center; an edited one keeps its assignee.
  const mine = options.assignees.some((option) => option.value === String(me)) ? String(me) : null
  const assignee = task ? (task.assignee_id ? String(task.assignee_id) : null) : mine
  return (
    <>
      <TextField
        name="title"
        label="Title"
        required
        defaultValue={task?.title ?? ''}
        maxLength={200}
        autoComplete="off"
        className="sm:col-span-2"
        data-testid="task-title"
      />
      <SelectField
        name="category"
        label="Category"
        required
        options={options.categories}
        defaultValue={task?.category ?? null}
      />
      <SelectField
        name="priority"
        label="Priority"
        required
        options={options.priorities}
        defaultValue={task?.priority ?? 'normal'}
      />
      <SelectField
        name="assignee_id"
        label="Assignee"
        options={options.assignees}
        defaultValue={assignee}
        hint="Someone who works in this case's center."
        clearable
        className="sm:col-span-2"
      />
      <DateField
        name="due_date"
        label="Due date"
        required
        defaultValue={start.day}
        range="deadline"
        onValueChange={(day) => setDue((current) => ({ ...current, day }))}
        hint={
          pastDue ? (
            <span
              className="flex items-start gap-1 text-amber-700 dark:text-amber-400"
              role="status"
              data-testid="task-due-past"
            >
              <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              {pastDue}
            </span>
          ) : undefined
        }
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          name="due_hour"
          label="Hour"
          required
          options={HOURS}
          defaultValue={start.hour}
          onChange={(hour) => setDue((current) => ({ ...current, hour }))}
        />
        <SelectField
          name="due_minute"
          label="Minute"
          required
          options={MINUTES}
          defaultValue={start.minute}
          onChange={(minute) => setDue((current) => ({ ...current, minute }))}
        />
      </div>
      <SelectField
        name="due_time_zone"
        label="Time zone"
        field="time zone"
        required
        options={zones}
        defaultValue={zone}
        onChange={(next) => setDue((current) => ({ ...current, zone: next }))}
        hint="The clock the due time is read on; quick zones first."
        className="sm:col-span-2"
      />
      <TextareaField
        name="description"
        label="Description"
        defaultValue={task?.description ?? ''}
        maxLength={10_000}
        rows={3}
        className="sm:col-span-2"
        data-testid="task-description"
      />
    </>
  )
}
