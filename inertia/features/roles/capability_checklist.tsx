import { SearchIcon } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useFieldError } from '~/components/form'
import { Checkbox } from '~/components/ui/checkbox'
import { Input } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import type { CapabilityGroup, CapabilityItem } from './types'

/** Every word of the filter must appear in the capability's text or its permission name. */
function matcher(filter: string) {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return () => true
  return (item: CapabilityItem) => {
    const text = `${item.label} ${item.name}`.toLowerCase()
    return words.every((word) => text.includes(word))
  }
}

/**
 * A role's capabilities: the catalogue grouped by menu area, a checkbox per capability and a
 * "select all" per group, a filter box and the count selected.
 *
 * What is checked lives in state and is posted as one hidden `capabilities[]` input per id,
 * whatever the filter shows, so narrowing the list never drops a checked capability. The Radix
 * checkboxes carry no name and post nothing themselves. Nothing checked posts nothing: none.
 */
export function CapabilityChecklist({
  name = 'capabilities',
  groups,
  defaultValue,
  readOnly = false,
}: {
  name?: string
  groups: CapabilityGroup[]
  defaultValue: readonly number[]
  /** The system role: shown, not changed (the server ignores what is posted for it). */
  readOnly?: boolean
}) {
  const id = useId()
  const error = useFieldError(name)
  const [selected, setSelected] = useState(() => new Set(defaultValue))
  const [filter, setFilter] = useState('')
  const matches = useMemo(() => matcher(filter), [filter])
  const total = groups.reduce((sum, group) => sum + group.capabilities.length, 0)
  const visibleGroups = groups
    .map((group) => ({ group, visible: group.capabilities.filter(matches) }))
    .filter(({ visible }) => visible.length > 0)

  function setChecked(ids: number[], checked: boolean) {
    setSelected((current) => {
      const next = new Set(current)
      for (const capability of ids) {
        if (checked) next.add(capability)
        else next.delete(capability)
      }
      return next
    })
  }

  return (
    <fieldset
      className="grid min-w-0 gap-3"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
      data-testid="capability-checklist"
    >
      <legend className="mb-1.5 text-sm leading-none font-medium">Capabilities</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="relative w-full sm:w-72">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            // Enter in the filter would submit the role form.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            placeholder="Filter capabilities..."
            aria-label="Filter capabilities"
            className="pl-8"
            data-testid="capability-filter"
          />
        </div>
        <p
          className="text-sm text-muted-foreground tabular-nums"
          aria-live="polite"
          data-testid="capability-count"
        >
          <span className="font-medium text-foreground">{selected.size}</span> of {total} selected
        </p>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {readOnly
          ? 'The system role always holds every capability; its list cannot be changed.'
          : 'A user may do what any of their roles allows. The filter only narrows the list: hidden checked capabilities stay checked.'}
      </p>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-[0.8125rem] font-medium text-destructive"
          data-testid={`error-${name}`}
        >
          {error}
        </p>
      ) : null}
      {visibleGroups.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">
          No capability matches “{filter.trim()}”.
        </p>
      ) : (
        visibleGroups.map(({ group, visible }) => (
          <CapabilityGroupFieldset
            key={group.key}
            group={group}
            visible={visible}
            filtered={visible.length < group.capabilities.length}
            selected={selected}
            readOnly={readOnly}
            onChange={setChecked}
          />
        ))
      )}
      {readOnly
        ? null
        : [...selected]
            .sort((a, b) => a - b)
            .map((capability) => (
              <input key={capability} type="hidden" name={`${name}[]`} value={capability} />
            ))}
    </fieldset>
  )
}

/** One menu area: "select all" (for what the filter shows) and its capabilities. */
function CapabilityGroupFieldset({
  group,
  visible,
  filtered,
  selected,
  readOnly,
  onChange,
}: {
  group: CapabilityGroup
  visible: CapabilityItem[]
  filtered: boolean
  selected: ReadonlySet<number>
  readOnly: boolean
  onChange: (ids: number[], checked: boolean) => void
}) {
  const id = useId()
  const checkedInGroup = group.capabilities.filter((item) => selected.has(item.id)).length
  const checkedVisible = visible.filter((item) => selected.has(item.id)).length
  const state =
    checkedVisible === 0 ? false : checkedVisible === visible.length ? true : 'indeterminate'
  return (
    <fieldset
      className="min-w-0 rounded-md border border-border"
      data-testid={`capability-group-${group.key}`}
    >
      {/* Floated, the legend is laid out inside the border like any header, not on it. */}
      <legend className="float-left flex w-full items-center gap-2 border-b border-border bg-muted/40 px-3 py-2">
        <Checkbox
          id={`${id}-all`}
          checked={state}
          disabled={readOnly}
          onCheckedChange={() =>
            onChange(
              visible.map((item) => item.id),
              state !== true
            )
          }
          aria-label={
            filtered ? `Select all shown in ${group.label}` : `Select all in ${group.label}`
          }
          data-testid={`capability-group-all-${group.key}`}
        />
        <label htmlFor={`${id}-all`} className="text-sm font-semibold">
          {group.label}
        </label>
        <span
          className="ml-auto text-xs text-muted-foreground tabular-nums"
          data-testid={`capability-group-count-${group.key}`}
        >
          {checkedInGroup} of {group.capabilities.length}
        </span>
      </legend>
      <ul className="clear-both grid gap-x-6 gap-y-2.5 px-3 py-3 sm:grid-cols-2 xl:grid-cols-3">
        {visible.map((item) => (
          <CapabilityCheckbox
            key={item.id}
            item={item}
            checked={selected.has(item.id)}
            readOnly={readOnly}
            onChange={(checked) => onChange([item.id], checked)}
          />
        ))}
      </ul>
    </fieldset>
  )
}

function CapabilityCheckbox({
  item,
  checked,
  readOnly,
  onChange,
}: {
  item: CapabilityItem
  checked: boolean
  readOnly: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Checkbox
        id={id}
        checked={checked}
        disabled={readOnly}
        onCheckedChange={(next) => onChange(next === true)}
        // Named by the readable text alone; the permission name describes it.
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-name`}
        className="mt-0.5"
        data-testid={`capability-${item.name}`}
      />
      <label
        htmlFor={id}
        className={cn('grid min-w-0 gap-0.5 text-sm leading-snug', !readOnly && 'cursor-pointer')}
      >
        <span id={`${id}-label`}>{item.label}</span>
        <span
          id={`${id}-name`}
          className="font-mono text-[0.6875rem] break-all text-muted-foreground"
        >
          {item.name}
        </span>
      </label>
    </li>
  )
}
