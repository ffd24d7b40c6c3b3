import { Form } from '@adonisjs/inertia/react'
import { useState, type ReactNode } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { DialogFormFooter } from './dialog_form_footer'
import { FormDraft } from './form_draft'
import { FormErrorsScope } from './form_shell'

/**
 * A workflow transition that asks for something first (a decline's reason, an approved amount,
 * a payment's reference), posted to its transition route; the server's messages show beside
 * the fields and the dialog closes on success. Mount it afresh per opening (key it), so what it
 * shows stays put while it closes; what was typed and not sent comes back as a draft.
 */
export function TransitionDialog({
  open,
  action,
  title,
  description,
  submitLabel,
  testId,
  onClose,
  children,
}: {
  open: boolean
  action: string
  title: ReactNode
  description: ReactNode
  submitLabel: string
  /** The dialog's `<testId>-dialog` and the submit's `<testId>` test ids. */
  testId: string
  onClose: () => void
  children: ReactNode
}) {
  const [processing, setProcessing] = useState(false)
  return (
    <Dialog open={open} onOpenChange={(next) => (next || processing ? undefined : onClose())}>
      <DialogContent
        className="max-w-xl"
        data-testid={`${testId}-dialog`}
        closeProps={{ 'data-testid': `${testId}-dialog-close` }}
      >
        <Form
          action={action}
          method="post"
          noValidate
          options={{ preserveScroll: true }}
          onStart={() => setProcessing(true)}
          onFinish={() => setProcessing(false)}
          onSuccess={onClose}
          className="grid gap-4"
        >
          {(state) => (
            <FormErrorsScope
              errors={state.errors}
              footer={(summary) => (
                <DialogFormFooter
                  status={summary}
                  processing={state.processing}
                  submitLabel={submitLabel}
                  testId={testId}
                />
              )}
            >
              <DialogHeader>
                <DialogTitle>{title}</DialogTitle>
                <DialogDescription>{description}</DialogDescription>
              </DialogHeader>
              <FormDraft action={action} method="post" />
              {children}
            </FormErrorsScope>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  )
}
