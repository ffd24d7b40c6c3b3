import { inSentence } from '~/lib/in_sentence'
import { CheckIcon, ListFilterIcon, SearchIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useListbox } from '~/hooks/use_listbox'
import { useRemoteSearch } from '~/hooks/use_remote_search'
import type { Option } from '#contracts/list'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { Separator } from '~/components/ui/separator'
import { cn } from '~/lib/cn'

/** Past this many options the panel gets a search box. */
const SEARCH_FROM = 8
/** Past this many chosen values the trigger shows a count instead of their names. */
const NAMES_UP_TO = 2

interface FacetedFilterProps {
  filterKey: string
  title: string
  options: readonly Option[]
  selected: readonly string[]
  onChange: (values: string[]) => void
  /**
   * For records too many to offer (a report's member, `list.lookups`): the panel searches this
   * URL as one types and lists the chosen values first, then the matches. `options` are then the
   * chosen values as the server named them when the page was opened.
   */
  searchUrl?: string
}

/**
 * A multi-select filter in a popover (the column's values as offered by the server). The panel
 * is a listbox driven from its search box or, without one, from the list itself: arrows move,
 * Enter or Space ticks, Escape closes.
 */
export function FacetedFilter({
  filterKey,
  title,
  options,
  selected,
  onChange,
  searchUrl,
}: FacetedFilterProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const chosen = new Set(selected)
  const remote = useRemoteSearch(searchUrl ?? '')
  const searchable = Boolean(searchUrl) || options.length > SEARCH_FROM
  // The names of values picked from the matches: a list's reload does not send its options
  // again, so a member picked here keeps their name on the button.
  const [picked, setPicked] = useState<Record<string, string>>({})
  const labelOf = (value: string) =>
    options.find((option) => option.value === value)?.label ??
    (Object.hasOwn(picked, value) ? picked[value] : undefined) ??
    value
  const listed: readonly Option[] = searchUrl
    ? [
        ...selected.map((value) => ({ value, label: labelOf(value) })),
        ...remote.matches.filter((match) => !chosen.has(match.value)),
      ]
    : options

  function pick(value: string): string[] {
    const match = remote.matches.find((option) => option.value === value)
    if (match) setPicked((known) => ({ ...known, [value]: match.label }))
    return [...selected, value]
  }

  function toggle(value: string) {
    const next = chosen.has(value)
      ? selected.filter((item) => item !== value)
      : searchUrl
        ? pick(value)
        : // Keep the server's option order, whatever the order of the clicks.
          options.map((option) => option.value).filter((item) => item === value || chosen.has(item))
    onChange(next)
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
  } = useListbox(listed, (option) => toggle(option.value), {
    spaceSelects: !searchable,
    serverFiltered: Boolean(searchUrl),
  })

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          reset()
          remote.clear()
        }
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn('border-dashed', selected.length > 0 && 'border-solid')}
          data-testid={`filter-${filterKey}`}
          aria-label={
            selected.length > 0
              ? `${title} filter: ${selected.map(labelOf).join(', ')}`
              : `${title} filter`
          }
        >
          <ListFilterIcon aria-hidden="true" />
          {title}
          {selected.length > 0 ? (
            <>
              <Separator orientation="vertical" className="mx-0.5 h-4" />
              {selected.length > NAMES_UP_TO ? (
                <Badge className="rounded-sm px-1.5 font-normal">{selected.length} selected</Badge>
              ) : (
                selected.map((value) => (
                  <Badge key={value} className="rounded-sm px-1.5 font-normal">
                    {labelOf(value)}
                  </Badge>
                ))
              )}
            </>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        // As wide as its longest option, from 15rem up to 28rem (never past the screen's edge);
        // a longer name wraps onto a second line instead of being cut.
        className="w-max max-w-[min(28rem,calc(100vw-1rem))] min-w-60"
        data-testid={`filter-${filterKey}-panel`}
        onOpenAutoFocus={(event) => {
          // Focus the search box, or the list itself, so the keyboard works at once.
          event.preventDefault()
          const target = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
            searchable ? 'input' : '[role="listbox"]'
          )
          target?.focus()
        }}
      >
        {searchable ? (
          <div className="flex items-center gap-2 border-b border-border px-3">
            <SearchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <input
              type="text"
              role="combobox"
              aria-label={`Search ${inSentence(title)}...`}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeDescendant}
              placeholder={`Search ${title.toLowerCase()}...`}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                if (searchUrl) remote.search(event.target.value)
              }}
              onKeyDown={onKeyDown}
              autoComplete="off"
              className="h-9 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
        ) : null}
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={title}
          aria-activedescendant={searchable ? undefined : activeDescendant}
          tabIndex={searchable ? undefined : 0}
          onKeyDown={searchable ? undefined : onKeyDown}
          className="max-h-64 overflow-y-auto p-1 outline-none"
        >
          {filtered.length === 0 ? (
            <li role="presentation" className="px-2 py-5 text-center text-sm text-muted-foreground">
              {searchUrl && query.trim() === ''
                ? 'Type a name or number to search.'
                : 'No results found.'}
            </li>
          ) : (
            filtered.map((option, index) => {
              const isChosen = chosen.has(option.value)
              return (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isChosen}
                  data-active={index === activeIndex ? '' : undefined}
                  onPointerMove={() => setActiveIndex(index)}
                  onClick={() => toggle(option.value)}
                  className="flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm select-none data-[active]:bg-accent data-[active]:text-accent-foreground"
                >
                  <span
                    className={cn(
                      // On the first line of a name that wraps.
                      'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input',
                      isChosen && 'border-primary bg-primary text-primary-foreground'
                    )}
                    aria-hidden="true"
                  >
                    {isChosen ? <CheckIcon className="size-3" /> : null}
                  </span>
                  <span className="min-w-0 break-words">{option.label}</span>
                </li>
              )
            })
          )}
        </ul>
        {selected.length > 0 ? (
          <div className="border-t border-border p-1">
            <button
              type="button"
              onClick={() => onChange([])}
              className="w-full rounded-sm px-2 py-1.5 text-center text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              Clear filter
            </button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  )
}
