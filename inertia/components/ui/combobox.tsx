import { Popover } from 'radix-ui'
import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from 'lucide-react'
import { Fragment, useId, useState, type ReactNode } from 'react'
import { useListbox } from '~/hooks/use_listbox'
import { cn } from '~/lib/cn'

export interface ComboboxOption<V extends string | number> {
  label: string
  value: V
  /**
   * A heading the option is listed under (time zones by region); consecutive options with the
   * same group share one heading, shown above the first of them that the search keeps.
   */
  group?: string
  /** Shown at the end of the option's row: what to know before choosing it (black-listed). */
  aside?: ReactNode
}

interface ComboboxProps<V extends string | number> {
  'options': readonly ComboboxOption<V>[]
  'value': V | null
  'onChange': (value: V) => void
  /** SPEC.md §9: 'Select {field}...'. */
  'placeholder': string
  /** SPEC.md §9: 'Search {field}...'. */
  'searchPlaceholder': string
  /** SPEC.md §8: 'No results found.'. */
  'emptyText'?: string
  'id'?: string
  'disabled'?: boolean
  'className'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-describedby'?: string
  'data-testid'?: string
  /**
   * Searching on the server: called as the user types, and `options` are then its matches,
   * shown without filtering them again here.
   */
  'onSearch'?: (query: string) => void
  /** The chosen value's label when `options` (a server search's matches) may not hold it. */
  'selectedLabel'?: string
  /** Focus the trigger when the page shows it (a form's first field). */
  'autoFocus'?: boolean
}

/**
 * A searchable single-choice dropdown. The trigger is a button; the open panel holds a search box
 * (an ARIA combobox driving a listbox through aria-activedescendant), so the whole thing works
 * with the keyboard: Enter, Space or a letter to open (the letter starts the search), arrows,
 * Home/End, Enter to choose, Escape to close.
 */
export function Combobox<V extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  searchPlaceholder,
  emptyText = 'No results found.',
  id,
  disabled,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'data-testid': testId,
  onSearch,
  selectedLabel,
  autoFocus,
}: ComboboxProps<V>) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const selected = options.find((option) => option.value === value) ?? null
  const label = selected?.label ?? selectedLabel

  function choose(option: ComboboxOption<V>) {
    onChange(option.value)
    setOpen(false)
  }

  const {
    query,
    setQuery,
    reset,
    filtered,
    activeIndex,
    setActiveIndex,
    optionId,
    listRef,
    onKeyDown,
    activeDescendant,
  } = useListbox(options, choose, { serverFiltered: onSearch !== undefined })

  function openChange(next: boolean) {
    setOpen(next)
    if (next) onSearch?.('')
    if (next)
      reset(
        Math.max(
          0,
          options.findIndex((option) => option.value === value)
        )
      )
  }

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          id={id}
          disabled={disabled}
          autoFocus={autoFocus}
          onKeyDown={(event) => {
            // A letter typed on the closed field opens its search with that letter, as a native
            // select finds by what is typed: one key fewer per choice for a keyboard user.
            const printable = event.key.length === 1 && event.key !== ' '
            if (open || !printable || event.ctrlKey || event.metaKey || event.altKey) return
            event.preventDefault()
            openChange(true)
            setQuery(event.key)
            onSearch?.(event.key)
          }}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
          data-testid={testId}
          // contain-inline-size: a long chosen label is cut short here, never widening the field
          // (and its grid column) over the next field's label.
          className={cn(
            'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-sm shadow-xs outline-none transition-colors contain-inline-size hover:bg-accent/60 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
            className
          )}
        >
          {/* A label cut short by its column is read in full on hover. */}
          <span className={cn('truncate', !label && 'text-muted-foreground')} title={label}>
            {label ?? placeholder}
          </span>
          <ChevronsUpDownIcon
            className="size-4 shrink-0 text-muted-foreground"
            aria-hidden="true"
          />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-56 rounded-md border border-border bg-popover p-0 text-popover-foreground shadow-md outline-none data-[state=open]:animate-fade-in"
          onOpenAutoFocus={(event) => {
            // Focus the search box rather than the panel, so typing filters right away.
            event.preventDefault()
            const search = (event.currentTarget as HTMLElement).querySelector('input')
            search?.focus()
            // After a letter typed on the field (above), typing goes on after it.
            search?.setSelectionRange(search.value.length, search.value.length)
          }}
        >
          <div className="flex items-center gap-2 border-b border-border px-3">
            <SearchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <input
              type="text"
              role="combobox"
              aria-label={searchPlaceholder}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeDescendant}
              placeholder={searchPlaceholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                onSearch?.(event.target.value)
              }}
              onKeyDown={onKeyDown}
              autoComplete="off"
              className="h-9 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={placeholder}
            className="max-h-64 overflow-y-auto p-1"
          >
            {filtered.length === 0 ? (
              <li
                role="presentation"
                className="px-2 py-5 text-center text-sm text-muted-foreground"
              >
                {emptyText}
              </li>
            ) : (
              filtered.map((option, index) => {
                const isSelected = option.value === value
                const heading =
                  option.group && option.group !== filtered[index - 1]?.group ? option.group : null
                return (
                  <Fragment key={String(option.value)}>
                    {heading ? (
                      <li
                        role="presentation"
                        className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground"
                      >
                        {heading}
                      </li>
                    ) : null}
                    <li
                      id={optionId(index)}
                      role="option"
                      aria-selected={isSelected}
                      data-active={index === activeIndex ? '' : undefined}
                      onPointerMove={() => setActiveIndex(index)}
                      onClick={() => choose(option)}
                      className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none data-[active]:bg-accent data-[active]:text-accent-foreground"
                    >
                      <CheckIcon
                        className={cn('size-4 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')}
                        aria-hidden="true"
                      />
                      <span className="truncate" title={option.label}>
                        {option.label}
                      </span>
                      {option.aside ? (
                        // Pulled into the row's line height: a marked option is no taller.
                        <span className="-my-1 ml-auto flex shrink-0">{option.aside}</span>
                      ) : null}
                    </li>
                  </Fragment>
                )
              })
            )}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
