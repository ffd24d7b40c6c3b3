import { Link } from '@adonisjs/inertia/react'
import { router, usePage } from '@inertiajs/react'
import { SearchIcon } from 'lucide-react'
import { Fragment, useId, useState } from 'react'
import type { GlobalSearchAnswer, SearchHit, SearchKind } from '#contracts/global_search'
import { urlFor } from '~/client'
import { parseTypedDay } from '~/components/form/typed_day'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useDateDisplay } from '~/components/ui/date_time'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { useListbox } from '~/hooks/use_listbox'
import { useServerSearch } from '~/hooks/use_server_search'
import { formatCalendarDate } from '#contracts/date_text'
import { Keys, SHORTCUTS, useShortcut } from './shortcuts'

/** A hit as the list shows it: its group's heading travels with it. */
type Row = SearchHit & { kind: SearchKind; group: string; label: string }

function rowsOf(answer: GlobalSearchAnswer): Row[] {
  return answer.groups.flatMap((group) =>
    group.hits.map((hit) => ({
      ...hit,
      kind: group.kind,
      label: hit.title,
      group: group.corrected
        ? `${group.label} · showing results for “${group.corrected}”`
        : group.label,
    }))
  )
}

/**
 * The header's global search (issue 29): a box in the top bar, opened by a click, Ctrl+K (⌘K)
 * or "/", that finds case numbers, members (name in either order, any part of a policy number,
 * a date of birth typed in the site's format), providers and GOP, RFP and invoice numbers, as
 * one types (navigate.search, debounced). The results are grouped by kind; arrows move, Enter
 * opens, Escape closes. A record of another of the user's centers says which; its page offers
 * to switch there and open it.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false)
  const user = usePage().props.user
  useShortcut('search', user ? () => setOpen(true) : null)
  if (!user) return null
  return (
    <>
      <Button
        variant="header"
        size="sm"
        onClick={() => setOpen(true)}
        // From 1024 to 1279 px the six menus take the bar: the search is its icon there (Ctrl+K
        // and "/" still open it), a box again from 1280 px, wider from 1536 px.
        className="gap-2 text-header-muted md:w-44 md:justify-start md:border md:border-header-border lg:w-auto lg:border-0 xl:w-36 xl:border 2xl:w-56"
        aria-label="Search"
        aria-keyshortcuts="Control+K /"
        data-testid="global-search-open"
      >
        <SearchIcon aria-hidden="true" />
        <span className="hidden md:inline lg:hidden xl:inline">Search…</span>
        <Keys
          chord={SHORTCUTS.search.chords[0]}
          className="ml-auto hidden opacity-80 md:inline lg:hidden xl:inline"
        />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {/* Mounted only while open: each opening starts with an empty box. */}
        {open ? <SearchPanel onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  )
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const { dateFormat } = useDateDisplay()
  const listId = useId()
  const [term, setTerm] = useState('')
  const { matches, onSearch, emptyText } = useServerSearch<Row>({
    url: urlFor('navigate.search'),
    read: (body) => rowsOf(body as GlobalSearchAnswer),
    prompt:
      'Type a case number, a member’s name, policy number or date of birth, a provider, or a GOP, RFP or invoice number.',
    params: (q): Record<string, string> => {
      const day = parseTypedDay(q, dateFormat)
      return day ? { day } : {}
    },
  })

  function openHit(hit: Row) {
    onClose()
    router.visit(hit.url)
  }

  const { setQuery, activeIndex, setActiveIndex, optionId, listRef, onKeyDown, activeDescendant } =
    useListbox(matches, openHit, { serverFiltered: true })
  // Typing starts again at the first hit (setQuery), so the active one is always on the list.
  const active = activeIndex

  return (
    <DialogContent
      className="top-[10vh] max-w-2xl gap-0 p-0"
      showClose={false}
      data-testid="global-search"
    >
      <DialogTitle className="sr-only">Search</DialogTitle>
      <DialogDescription className="sr-only">
        Results open with Enter; Escape closes.
      </DialogDescription>
      <div className="flex items-center gap-2 border-b border-border px-4">
        <SearchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          type="text"
          role="combobox"
          aria-label="Search"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          placeholder="Search cases, members, providers, GOP, RFP and invoice numbers…"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value)
            setQuery(event.target.value)
            onSearch(event.target.value)
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          data-testid="global-search-input"
        />
        <kbd className="rounded border border-border bg-muted px-1.5 text-[11px] text-muted-foreground">
          Esc
        </kbd>
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Results"
        className="max-h-[60vh] overflow-y-auto p-2"
        data-testid="global-search-results"
      >
        {matches.length === 0 ? (
          <li
            role="presentation"
            className="px-2 py-6 text-center text-sm text-muted-foreground"
            data-testid="global-search-empty"
          >
            {emptyText}
          </li>
        ) : (
          matches.map((hit, index) => {
            const heading = hit.group !== matches[index - 1]?.group ? hit.group : null
            return (
              <Fragment key={`${hit.kind}-${hit.id}`}>
                {heading ? (
                  <li
                    role="presentation"
                    className="px-2 pt-3 pb-1 text-xs font-semibold text-muted-foreground first:pt-1"
                    data-testid={`global-search-group-${hit.kind}`}
                  >
                    {heading}
                  </li>
                ) : null}
                <li
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-active={index === active ? '' : undefined}
                  onPointerMove={() => setActiveIndex(index)}
                  className="rounded-md data-[active]:bg-accent data-[active]:text-accent-foreground"
                  data-testid="global-search-hit"
                  data-kind={hit.kind}
                >
                  <Link
                    href={hit.url}
                    tabIndex={-1}
                    onClick={onClose}
                    className="flex min-w-0 items-center gap-3 px-2 py-1.5 text-sm outline-none"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{hit.title}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {[
                          hit.detail,
                          hit.born ? `born ${formatCalendarDate(hit.born, dateFormat)}` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                    {hit.other_center ? (
                      <Badge
                        variant="outline"
                        className="shrink-0"
                        title={`In center ${hit.other_center}: opening it offers to switch there`}
                      >
                        {hit.other_center}
                      </Badge>
                    ) : null}
                  </Link>
                </li>
              </Fragment>
            )
          })
        )}
      </ul>
    </DialogContent>
  )
}
