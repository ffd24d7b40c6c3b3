import { router } from '@inertiajs/react'
import { useState } from 'react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert_dialog'
import { Button } from '~/components/ui/button'
import { resourceUrls, type RecordId, type ResourceDefinition } from './resource'

interface ConfirmActionDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** 'Delete', 'Restore'. */
  confirmLabel: string
  /** 'Deleting…', 'Restoring…'. */
  pendingLabel: string
  destructive?: boolean
  /** The request the confirmation sends; the server answers with a redirect and a flash. */
  method: 'delete' | 'post'
  url: string
  testId?: string
}

/**
 * Asks before a consequential request, then sends it through Inertia. The dialog stays open with
 * its button disabled until the server answers, so a slow answer cannot be sent twice; the
 * server's flash message shows as a toast (lib/flash_toasts.ts), whatever page it lands on.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive = false,
  method,
  url,
  testId = 'confirm-dialog',
}: ConfirmActionDialogProps) {
  const [processing, setProcessing] = useState(false)

  function confirm() {
    const options = {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
      onSuccess: () => onOpenChange(false),
    }
    if (method === 'delete') router.delete(url, options)
    else router.post(url, {}, options)
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (processing ? undefined : onOpenChange(next))}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={processing} data-testid={`${testId}-cancel`}>
              Cancel
            </Button>
          </AlertDialogCancel>
          {/* Not AlertDialog.Action: that closes at once, before the server has answered. */}
          <Button
            variant={destructive ? 'destructive' : 'default'}
            disabled={processing}
            onClick={confirm}
            data-testid={`${testId}-confirm`}
          >
            {processing ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

interface RecordDialogProps<Row extends { id: RecordId }> {
  resource: ResourceDefinition<Row>
  /** The record to act on; the dialog is open while there is one. */
  record: Row | null
  onClose: () => void
}

/** "Delete Thailand?": moves the record to the trash (DELETE <resource>.destroy). */
export function DeleteRecordDialog<Row extends { id: RecordId }>({
  resource,
  record,
  onClose,
}: RecordDialogProps<Row>) {
  const [shown, setShown] = useState(record)
  // Keep the last record while the dialog closes, so its text does not vanish mid-animation.
  if (record && record !== shown) setShown(record)
  const label = shown ? resource.label(shown) : ''
  return (
    <ConfirmActionDialog
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete ${label}?`}
      description={`The ${resource.singular} moves to the trash and disappears from lists and dropdowns. It can be restored from the trash.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      destructive
      method="delete"
      url={shown ? resourceUrls(resource).destroy(shown.id) : ''}
      testId="delete-dialog"
    />
  )
}

/** "Restore Thailand?": brings the record back from the trash (POST <resource>.restore). */
export function RestoreRecordDialog<Row extends { id: RecordId }>({
  resource,
  record,
  onClose,
}: RecordDialogProps<Row>) {
  const [shown, setShown] = useState(record)
  if (record && record !== shown) setShown(record)
  const label = shown ? resource.label(shown) : ''
  return (
    <ConfirmActionDialog
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Restore ${label}?`}
      description={`The ${resource.singular} comes back to lists and dropdowns as it was when it was deleted.`}
      confirmLabel="Restore"
      pendingLabel="Restoring…"
      method="post"
      url={shown ? resourceUrls(resource).restore(shown.id) : ''}
      testId="restore-dialog"
    />
  )
}
