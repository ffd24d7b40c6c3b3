import { router, usePage } from '@inertiajs/react'
import { HistoryIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import {
  FORM_DISCARDED_EVENT,
  baselineEntries,
  formChanged,
  formEntries,
  forgetBaseline,
  restoreEntries,
  takeBaseline,
  watchFirstTouch,
  type FormEntry,
} from './form_snapshot'

/**
 * Unsent forms kept in the browser (localStorage) until they are saved, so a reload, a crash
 * or a closed tab does not lose what was typed (docs/decisions.md, "Drafts"). A draft belongs
 * to the signed-in user, the form (its method and address, which name the record) and the
 * version of the record it was typed over; it holds no secret and no file (form_snapshot.ts).
 */

const PREFIX = 'assist.draft.v1:'

/** A draft older than this is not offered any more, and is removed. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

interface StoredDraft {
  savedAt: number
  entries: FormEntry[]
}

/** The path of a form's address (an action may be absolute). */
function pathOf(action: string): string {
  try {
    const url = new URL(action, window.location.origin)
    return `${url.pathname}${url.search}`
  } catch {
    return action
  }
}

export function draftKey(
  userId: number,
  method: string,
  action: string,
  version: string | null | undefined
): string {
  return `${PREFIX}${userId}:${method.toUpperCase()} ${pathOf(action)}#${version ?? 'new'}`
}

/** localStorage can be absent or refuse (private mode, quota): a draft is then simply not kept. */
function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function readDraft(key: string): StoredDraft | null {
  const store = storage()
  const text = store?.getItem(key)
  if (!store || !text) return null
  try {
    const draft = JSON.parse(text) as StoredDraft
    if (typeof draft.savedAt !== 'number' || !Array.isArray(draft.entries)) throw new Error()
    const readable = draft.entries.every(
      (entry: unknown) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string'
    )
    if (!readable) throw new Error()
    if (Date.now() - draft.savedAt > DRAFT_LIFETIME_MS) throw new Error()
    return draft
  } catch {
    store.removeItem(key)
    return null
  }
}

/** Removes every draft past its lifetime (a few keys; run as drafts are written). */
function sweepExpired(store: Storage) {
  for (const key of draftKeys(store)) readDraft(key)
}

function draftKeys(store: Storage, prefix = PREFIX): string[] {
  const keys: string[] = []
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index)
    if (key?.startsWith(prefix)) keys.push(key)
  }
  return keys
}

/**
 * The user who just signed out in this tab: a form that unmounts as the sign-in page arrives
 * (or the page going away) must not write their draft back.
 */
let signedOut: number | null = null

function writeDraft(key: string, entries: FormEntry[]) {
  const store = storage()
  if (!store || (signedOut !== null && key.startsWith(`${PREFIX}${signedOut}:`))) return
  try {
    store.setItem(key, JSON.stringify({ savedAt: Date.now(), entries } satisfies StoredDraft))
    // One draft per form: one typed over an older version of the record has had its day.
    const form = key.slice(0, key.lastIndexOf('#') + 1)
    for (const other of draftKeys(store, form)) if (other !== key) store.removeItem(other)
    sweepExpired(store)
  } catch {
    // Over quota: the draft is not kept; the form itself is untouched.
  }
}

function removeDraft(key: string) {
  storage()?.removeItem(key)
}

/** Signing out leaves nothing of the user's typing behind (a shared computer). */
export function clearDraftsOf(userId: number) {
  signedOut = userId
  const store = storage()
  if (!store) return
  for (const key of draftKeys(store, `${PREFIX}${userId}:`)) store.removeItem(key)
}

/** A page with this user signed in arrived: their drafts are kept again. */
export function keepDraftsOf(userId: number | null) {
  if (userId !== null && userId === signedOut) signedOut = null
}

/** How long after the last keystroke a draft is written (and at once when the page goes). */
const SAVE_DELAY_MS = 400

/**
 * Keeps the surrounding form's draft: rendered inside the `<form>` (FormShell, the case's record
 * dialog, a transition's dialog). On mount it puts back a draft of the same form, record and
 * version and says so ("Restored your unsaved draft.", with Discard); while the user types it
 * writes the draft; a successful save and a discard remove it.
 */
export function FormDraft({
  action,
  method,
  version,
}: {
  action: string
  method: string
  /** The version of the record the form was opened on; none for a new one. */
  version?: string | null
}) {
  const userId = usePage().props.user?.id
  const key = userId === undefined ? null : draftKey(userId, method, action, version)
  const anchor = useRef<HTMLSpanElement>(null)
  const [restored, setRestored] = useState(false)
  // Set once the form was saved or its changes discarded: nothing more is written for it.
  const settled = useRef(false)

  useEffect(() => {
    const form = anchor.current?.closest('form')
    if (!form || !key) return
    const stopWatching = watchFirstTouch(form)
    let timer: number | undefined

    const save = () => {
      window.clearTimeout(timer)
      if (settled.current) return
      if (formChanged(form)) writeDraft(key, formEntries(form))
      else removeDraft(key)
    }
    const schedule = () => {
      // Typing after a save starts a new draft.
      settled.current = false
      window.clearTimeout(timer)
      timer = window.setTimeout(save, SAVE_DELAY_MS)
    }
    const discard = () => {
      window.clearTimeout(timer)
      settled.current = true
      removeDraft(key)
    }

    // After every field's own effects have run (the editor listens for its restore then).
    const restoring = window.setTimeout(() => {
      const draft = readDraft(key)
      if (!draft) return
      takeBaseline(form)
      restoreEntries(form, draft.entries)
      if (formChanged(form)) setRestored(true)
      else removeDraft(key)
    }, 0)

    // Sent: nothing is written while the server answers. A save ends the draft; a refusal (the
    // form stays, with its messages) keeps it. The page may already be gone when the answer
    // comes (a new record opens its own page), so the answer is heard from the router.
    let stopListening: (() => void) | undefined
    const submitted = () => {
      window.clearTimeout(timer)
      settled.current = true
      stopListening?.()
      const listeners = [
        router.on('success', () => {
          removeDraft(key)
          setRestored(false)
          // A page that stays (an edit page) starts over from what was saved.
          forgetBaseline(form)
        }),
        router.on('error', () => {
          if (!form.isConnected) return
          settled.current = false
          save()
        }),
        router.on('finish', () => stopListening?.()),
      ]
      stopListening = () => listeners.forEach((remove) => remove())
    }

    form.addEventListener('submit', submitted)
    form.addEventListener('input', schedule)
    form.addEventListener('change', schedule)
    form.addEventListener(FORM_DISCARDED_EVENT, discard)
    window.addEventListener('pagehide', save)
    return () => {
      window.clearTimeout(restoring)
      stopWatching()
      form.removeEventListener('submit', submitted)
      form.removeEventListener('input', schedule)
      form.removeEventListener('change', schedule)
      form.removeEventListener(FORM_DISCARDED_EVENT, discard)
      window.removeEventListener('pagehide', save)
      // Leaving the page by a link keeps what was typed, unless it was saved or discarded.
      save()
    }
  }, [key])

  function discardDraft() {
    const form = anchor.current?.closest('form')
    if (!form || !key) return
    const baseline = baselineEntries(form)
    if (baseline) restoreEntries(form, baseline)
    removeDraft(key)
    setRestored(false)
  }

  return (
    <span ref={anchor} className="contents">
      {restored ? (
        <span
          role="status"
          className="flex items-center gap-2 rounded-md border border-border bg-muted/60 px-3 py-1.5 text-sm"
          data-testid="form-draft-restored"
        >
          <HistoryIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="mr-auto">Restored your unsaved draft.</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={discardDraft}
            data-testid="form-draft-discard"
          >
            Discard
          </Button>
        </span>
      ) : null}
    </span>
  )
}
