import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'

/**
 * The keyboard and search behaviour of a searchable listbox in a popover, shared by the
 * single-choice Combobox and the multi-choice faceted filter: the search narrows the options by
 * label, arrows/Home/End move the active option (scrolled into view), Enter picks it (Space too
 * when there is no search box to type into).
 */
export function useListbox<O extends { label: string }>(
  options: readonly O[],
  onPick: (option: O) => void,
  config: {
    spaceSelects?: boolean
    /** The options are already the server's matches for the search: shown as they come. */
    serverFiltered?: boolean
  } = {}
) {
  const [query, setQueryState] = useState('')
  const [activeIndex, setActiveIndex] = useState(0)
  const optionIdPrefix = useId()
  const listRef = useRef<HTMLUListElement>(null)

  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase()
    return needle && !config.serverFiltered
      ? options.filter((option) => option.label.toLowerCase().includes(needle))
      : options
  }, [options, query, config.serverFiltered])

  const optionId = (index: number) => `${optionIdPrefix}-option-${index}`

  function moveTo(index: number) {
    if (filtered.length === 0) return
    const next = (index + filtered.length) % filtered.length
    setActiveIndex(next)
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(next))}`)
      ?.scrollIntoView({ block: 'nearest' })
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowDown') moveTo(activeIndex + 1)
    else if (event.key === 'ArrowUp') moveTo(activeIndex - 1)
    else if (event.key === 'Home') moveTo(0)
    else if (event.key === 'End') moveTo(filtered.length - 1)
    else if (event.key === 'Enter' || (event.key === ' ' && config.spaceSelects)) {
      const option = filtered[activeIndex]
      if (option) onPick(option)
    } else return
    event.preventDefault()
  }

  return {
    query,
    /** Typing restarts at the first match. */
    setQuery: (next: string) => {
      setQueryState(next)
      setActiveIndex(0)
    },
    /** On opening: an empty search, and the active option where the caller wants it. */
    reset: (activeAt = 0) => {
      setQueryState('')
      setActiveIndex(activeAt)
    },
    filtered,
    activeIndex,
    setActiveIndex,
    optionId,
    listRef,
    onKeyDown,
    activeDescendant: filtered.length > 0 ? optionId(activeIndex) : undefined,
  }
}
