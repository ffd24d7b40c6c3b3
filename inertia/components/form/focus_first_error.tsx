import type { Page } from '@inertiajs/core'
import { useEffect, useRef } from 'react'

/** A field the server refused: its control carries aria-invalid (ui/field.tsx), hidden inputs never. */
const INVALID_CONTROL = '[aria-invalid="true"]:not([disabled]):not([type="hidden"])'

/**
 * After a refused save, the focus goes to the first field with an error, in the order the form
 * shows them, and the page scrolls it to the middle: a keyboard user (an agent on the phone)
 * corrects it at once instead of looking for it. Returns the ref of an element inside the form
 * (FocusFirstError renders one), by which the form is found: Inertia's Form gives no ref to its
 * element. Errors no field shows (a version conflict alone) move nothing; their notice says it.
 */
export function useFocusFirstError(errors: Record<string, string>) {
  const anchor = useRef<HTMLSpanElement>(null)
  const previous = useRef<Record<string, string>>({})
  useEffect(() => {
    const before = previous.current
    previous.current = errors
    if (Object.keys(errors).length === 0 || onlyCleared(before, errors)) return
    const form = anchor.current?.closest('form')
    const first = form?.querySelector<HTMLElement>(INVALID_CONTROL)
    if (!first) return
    first.focus({ preventScroll: true })
    first.scrollIntoView({ block: 'center' })
  }, [errors])
  return anchor
}

/**
 * Errors that only went away (a dialog that clears a field's error as it is corrected): no new
 * refusal, so the focus stays where the user is typing.
 */
function onlyCleared(before: Record<string, string>, after: Record<string, string>): boolean {
  const keys = Object.keys(after)
  return keys.length < Object.keys(before).length && keys.every((key) => before[key] === after[key])
}

/** useFocusFirstError's anchor: put once inside a form's errors scope (FormErrorsScope). */
export function FocusFirstError({ errors }: { errors: Record<string, string> }) {
  const anchor = useFocusFirstError(errors)
  return <span ref={anchor} hidden />
}

/**
 * A form's scroll after its answer (Inertia's `preserveScroll`): kept when the answer is the same
 * page (a refusal, a settings page saved in place), the top of the page when it is another (a
 * new case opens at its header, not scrolled to where its form's Save button was).
 */
export function keepScrollOnSamePage(next: Page): boolean {
  return new URL(next.url, window.location.origin).pathname === window.location.pathname
}
