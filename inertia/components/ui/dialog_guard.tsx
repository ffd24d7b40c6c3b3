import { FORM_DISCARDED_EVENT, formChanged, watchFirstTouch } from '~/components/form/form_snapshot'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert_dialog'
import { Button } from './button'

/**
 * What every dialog does for the forms inside it (ui/dialog.tsx): the first field takes the
 * focus as it opens, and closing it (Escape, a click outside, the corner ×, Cancel) over changes
 * the user made asks "Discard your changes?" first. One mechanism, read from the DOM, so every
 * form dialog has it without a line of its own (docs/decisions.md, "Never lose what was typed").
 */

/** Fields a dialog's focus starts in: what a person types into or picks from. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"])',
  'textarea',
  'select',
  '[contenteditable="true"]',
  '[role="combobox"]',
  '[data-field-pending]',
].join(',')

/** A field that announces itself with `data-field-pending` fires this once it can take focus. */
export const FIELD_READY_EVENT = 'fieldready'

function focusable(element: HTMLElement): boolean {
  if (element.matches(':disabled, [readonly], [aria-disabled="true"]')) return false
  if (element.closest('[aria-hidden="true"], [inert], [data-autofocus="off"]')) return false
  // Not shown (display: none, a closed popover's content, Quill's link tooltip).
  return element.getClientRects().length > 0
}

/** The first field in the dialog, or 'pending' when it is still loading (the rich-text editor). */
function firstField(root: HTMLElement): HTMLElement | 'pending' | null {
  for (const element of root.querySelectorAll<HTMLElement>(FIELD_SELECTOR)) {
    if (!focusable(element)) continue
    return element.hasAttribute('data-field-pending') ? 'pending' : element
  }
  return null
}

/**
 * The dialog's opening focus (Radix's onOpenAutoFocus): its first field rather than its first
 * button (a note's Cancel, which the first Space pressed). A field still loading gets the focus
 * when it is ready, unless the user moved it meanwhile; until then the dialog itself holds it.
 * A dialog without fields keeps Radix's own choice.
 */
export function focusFirstField(event: Event, content: HTMLElement | null) {
  if (!content) return
  const field = firstField(content)
  if (field === null) return
  event.preventDefault()
  if (field !== 'pending') {
    field.focus()
    return
  }
  content.focus()
  const onReady = () => {
    const ready = firstField(content)
    if (ready === 'pending') return
    content.removeEventListener(FIELD_READY_EVENT, onReady)
    if (ready !== null && document.activeElement === content) ready.focus()
  }
  content.addEventListener(FIELD_READY_EVENT, onReady)
}

/** Starts watching the forms of an opened dialog for their first touch (their unchanged state). */
export function watchDialogForms(content: HTMLElement): () => void {
  return watchFirstTouch(content)
}

function formsIn(content: HTMLElement | null): HTMLFormElement[] {
  return content ? [...content.querySelectorAll('form')] : []
}

/** Whether a form in the dialog holds changes the user made. */
export function dialogHasChanges(content: HTMLElement | null): boolean {
  return formsIn(content).some(formChanged)
}

/** The user chose to discard: each form hears it (its draft is removed). */
export function discardDialogForms(content: HTMLElement | null) {
  for (const form of formsIn(content)) {
    form.dispatchEvent(new Event(FORM_DISCARDED_EVENT))
  }
}

/**
 * "Discard your changes?" over a dialog whose form was changed. Keep editing is the default,
 * and puts the focus back where it was (the field being typed in), which the question has no
 * trigger to do by itself.
 */
export function DiscardChangesPrompt({
  open,
  returnTo,
  onKeep,
  onDiscard,
}: {
  open: boolean
  /** What had the focus when the question was asked. */
  returnTo: HTMLElement | null
  onKeep: () => void
  onDiscard: () => void
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onKeep())}>
      <AlertDialogContent
        data-testid="discard-changes-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (returnTo?.isConnected) returnTo.focus()
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Discard your changes?</AlertDialogTitle>
          <AlertDialogDescription>
            What you entered here has not been saved and will be lost.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" data-testid="discard-changes-keep">
              Keep editing
            </Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button variant="destructive" onClick={onDiscard} data-testid="discard-changes-confirm">
              Discard
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
