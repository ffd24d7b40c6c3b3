import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { DialogClose, DialogFooter } from '~/components/ui/dialog'

/**
 * The footer of a form in a dialog (a case's records, a note, a new member): the errors' summary
 * (or another message) on the left, Cancel and the submit button on the right, both disabled
 * while the form is sent. `testId` names the buttons `<testId>-cancel` and `<testId>-save`.
 */
export function DialogFormFooter({
  status,
  processing,
  submitLabel,
  testId,
}: {
  status: ReactNode
  processing: boolean
  submitLabel: string
  testId: string
}) {
  return (
    <DialogFooter className="sm:items-center">
      <div className="mr-auto min-h-5 text-sm" aria-live="polite">
        {status}
      </div>
      <DialogClose asChild>
        <Button variant="outline" disabled={processing} data-testid={`${testId}-cancel`}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={processing} data-testid={`${testId}-save`}>
        {processing ? 'Saving…' : submitLabel}
      </Button>
    </DialogFooter>
  )
}
