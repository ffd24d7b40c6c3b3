import { SearchIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { Input } from '~/components/ui/input'
import { useDebouncedCallback } from '~/hooks/use_debounced_callback'
import { cn } from '~/lib/cn'

/** Typing pauses this long before the list reloads, so a word is one request, not one a key. */
export const SEARCH_DEBOUNCE_MS = 300

interface SearchInputProps {
  /** The server's echo of the search (query.q). */
  value: string | null
  onSearch: (q: string) => void
  placeholder: string
  className?: string
}

/**
 * The list's search box. It keeps what the user types locally and sends it debounced; an echo
 * of what it sent does not overwrite further typing, while an outside change (Reset) does.
 */
export function SearchInput({ value, onSearch, placeholder, className }: SearchInputProps) {
  const [text, setText] = useState(value ?? '')
  const [sent, setSent] = useState(value ?? '')
  const [echo, setEcho] = useState(value)

  // React's "adjust state on a prop change" pattern: no effect, no extra render pass.
  if (value !== echo) {
    setEcho(value)
    const incoming = value ?? ''
    if (incoming.trim() !== sent.trim()) {
      setText(incoming)
      setSent(incoming)
    }
  }

  const send = useDebouncedCallback((q: string) => {
    setSent(q)
    onSearch(q)
  }, SEARCH_DEBOUNCE_MS)

  return (
    <div className={cn('relative', className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          send(event.target.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            send.flush()
          } else if (event.key === 'Escape' && text !== '') {
            event.preventDefault()
            setText('')
            send('')
            send.flush()
          }
        }}
        data-testid="data-table-search"
        className="h-8 pr-8 pl-8 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('')
            send('')
            send.flush()
          }}
          className="absolute top-1/2 right-1.5 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <XIcon className="size-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  )
}
