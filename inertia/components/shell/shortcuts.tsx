import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import type { MenuRouteName } from '~/navigation'

/*
 * The app's keyboard shortcuts (issue 29), declared once here: the shell runs them, the "?"
 * overlay lists them and the Shortcut menu shows a link's key beside it. A shortcut is a single
 * key press with no field focused and no dialog or menu open, so typing a note, a name in a
 * picker or a reason in a dialog never sets one off.
 */

/** A key as `KeyboardEvent.key` reports it, with Ctrl (⌘ on a Mac) held or not. */
type Chord = { key: string; mod?: boolean }

type ShortcutDefinition = {
  label: string
  /** Alternatives: any of them runs it. */
  chords: readonly Chord[]
  /** The page it opens, when it opens one: the Shortcut menu shows the key beside that link. */
  route?: MenuRouteName
}

export const SHORTCUTS = {
  'search': {
    label: 'Search cases, members, providers, GOP, RFP and invoice numbers',
    chords: [{ key: 'k', mod: true }, { key: '/' }],
  },
  'new-case': { label: 'New case', chords: [{ key: 'n' }], route: 'navigate.cases.create' },
  'shortcuts': { label: 'Show keyboard shortcuts', chords: [{ key: '?' }] },
} as const satisfies Record<string, ShortcutDefinition>

export type ShortcutId = keyof typeof SHORTCUTS

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** How a chord is written on a key cap: "Ctrl K" (or "⌘ K"), "/", "N", "?". */
export function chordKeys(chord: Chord): string[] {
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key
  return chord.mod ? [isMac() ? '⌘' : 'Ctrl', key] : [key]
}

/** The key caps of a chord. */
export function Keys({ chord, ...props }: { chord: Chord } & ComponentProps<'span'>) {
  return (
    <span {...props}>
      {chordKeys(chord).map((key) => (
        <kbd
          key={key}
          className="ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded border border-border bg-muted px-1 font-sans text-[11px] font-medium text-muted-foreground first:ml-0"
        >
          {key}
        </kbd>
      ))}
    </span>
  )
}

/** The shortcut of a menu link, if one opens its page. */
export function shortcutOfRoute(route: string): Chord | null {
  const found = Object.values(SHORTCUTS).find(
    (shortcut: ShortcutDefinition) => shortcut.route === route
  )
  return found ? found.chords[0] : null
}

function matches(chord: Chord, event: KeyboardEvent) {
  const mod = event.ctrlKey || event.metaKey
  if (Boolean(chord.mod) !== mod || event.altKey) return false
  // Shift is part of the key itself ("?" is Shift+/), so it is not checked apart.
  return event.key.toLowerCase() === chord.key.toLowerCase()
}

/**
 * Where a key press is someone typing: a field, the rich-text editor, a picker (whose trigger
 * takes typed letters), or anything inside a form (a key there may be meant for it, and leaving
 * the page would lose what was typed).
 */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target.closest('form, [role="combobox"]')) return true
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)
  }
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
}

const POPUPS = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]'

function insidePopup(target: EventTarget | null) {
  if (target instanceof Element && target.closest(POPUPS)) return true
  // A modal's focus is trapped inside it; this also covers a press that reached the page.
  return document.querySelector('[role="dialog"][data-state="open"],[role="alertdialog"]') !== null
}

type Registry = {
  register: (id: ShortcutId, run: () => void) => () => void
  /** The shortcuts someone runs now (the overlay lists only those). */
  active: ShortcutId[]
}

const ShortcutsContext = createContext<Registry | null>(null)

/**
 * Runs the shortcut the shell registered for a key press (`useShortcut`), one listener for all,
 * and draws the "?" overlay.
 */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const handlers = useRef(new Map<ShortcutId, () => void>())
  const [active, setActive] = useState<ShortcutId[]>([])
  const [helpOpen, setHelpOpen] = useState(false)

  const register = useCallback((id: ShortcutId, run: () => void) => {
    handlers.current.set(id, run)
    setActive((ids) => (ids.includes(id) ? ids : [...ids, id]))
    return () => {
      if (handlers.current.get(id) !== run) return
      handlers.current.delete(id)
      setActive((ids) => ids.filter((other) => other !== id))
    }
  }, [])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || event.repeat) return
      if (isTyping(event.target) || insidePopup(event.target)) return
      for (const [id, run] of handlers.current) {
        const shortcut: ShortcutDefinition = SHORTCUTS[id]
        if (shortcut.chords.some((chord) => matches(chord, event))) {
          event.preventDefault()
          run()
          return
        }
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const registry = useMemo(() => ({ register, active }), [register, active])

  return (
    <ShortcutsContext.Provider value={registry}>
      <HelpShortcut onOpen={() => setHelpOpen(true)} />
      {children}
      <ShortcutsOverlay open={helpOpen} onOpenChange={setHelpOpen} active={active} />
    </ShortcutsContext.Provider>
  )
}

function HelpShortcut({ onOpen }: { onOpen: () => void }) {
  useShortcut('shortcuts', onOpen)
  return null
}

/**
 * Runs `run` on the shortcut's key while the calling component is mounted; `null` (a user who
 * may not do it) registers nothing, so the overlay does not list it either.
 */
export function useShortcut(id: ShortcutId, run: (() => void) | null) {
  const registry = useContext(ShortcutsContext)
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  }, [run])
  const enabled = run !== null
  const register = registry?.register
  useEffect(() => {
    if (!register || !enabled) return
    return register(id, () => latest.current?.())
  }, [register, id, enabled])
}

/** "?": every shortcut the user has, with its keys. */
function ShortcutsOverlay({
  open,
  onOpenChange,
  active,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  active: ShortcutId[]
}) {
  const listed = (Object.keys(SHORTCUTS) as ShortcutId[]).filter((id) => active.includes(id))
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shortcuts-overlay">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            They work anywhere in the app, except while you type in a field or a dialog is open.
          </DialogDescription>
        </DialogHeader>
        <ul className="divide-y divide-border text-sm">
          {listed.map((id) => (
            <li
              key={id}
              className="flex items-center justify-between gap-4 py-2"
              data-testid={`shortcut-${id}`}
            >
              <span>{SHORTCUTS[id].label}</span>
              <span className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
                {SHORTCUTS[id].chords.map((chord, index) => (
                  <span key={chord.key} className="flex items-center gap-1.5">
                    {index > 0 ? 'or' : null}
                    <Keys chord={chord} />
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
