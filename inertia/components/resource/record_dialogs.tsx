import { router } from '@inertiajs/react'
import { BanIcon, TriangleAlertIcon } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import type { RecordUsage } from '#contracts/record_usage'
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
  /** More to read before answering, under the description (what depends on the record). */
  details?: ReactNode
  /** Not yet answerable (the record's usage is being read). */
  confirmDisabled?: boolean
  /** Nothing to confirm (the server would refuse): only a Close button is offered. */
  refused?: boolean
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
  details,
  confirmDisabled = false,
  refused = false,
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
        {details}
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={processing} data-testid={`${testId}-cancel`}>
              {refused ? 'Close' : 'Cancel'}
            </Button>
          </AlertDialogCancel>
          {/* Not AlertDialog.Action: that closes at once, before the server has answered. */}
          {refused ? null : (
            <Button
              variant={destructive ? 'destructive' : 'default'}
              disabled={processing || confirmDisabled}
              onClick={confirm}
              data-testid={`${testId}-confirm`}
            >
              {processing ? pendingLabel : confirmLabel}
            </Button>
          )}
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

/**
 * What uses the record, read each time the delete dialog opens (GET <resource>.usage): `loading`
 * until it has answered; `usage` null when it could not answer (the delete itself is checked
 * again on the server). `request` names one opening ("<url>#<n>"), so reopening reads afresh
 * while a closing dialog keeps showing what it showed.
 */
function useRecordUsage(request: string | null) {
  const [answer, setAnswer] = useState<{ request: string; usage: RecordUsage | null } | null>(null)
  useEffect(() => {
    if (!request) return
    const controller = new AbortController()
    fetch(request.split('#')[0], {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => (response.ok ? ((await response.json()) as RecordUsage) : null))
      .then(
        (usage) => setAnswer({ request, usage }),
        (error: unknown) => {
          // Closed or reopened meanwhile: that answer is not wanted any more.
          if (error instanceof DOMException && error.name === 'AbortError') return
          setAnswer({ request, usage: null })
        }
      )
    return () => controller.abort()
  }, [request])
  const current = answer?.request === request ? answer : null
  return { loading: request !== null && !current, usage: current?.usage ?? null }
}

/** The usage's sentences under the dialog's description. */
function UsageDetails({
  loading,
  usage,
  singular,
}: {
  loading: boolean
  usage: RecordUsage | null
  singular: string
}) {
  if (loading) {
    return (
      <p className="text-sm text-muted-foreground" role="status" data-testid="delete-usage-loading">
        Checking what uses this {singular}…
      </p>
    )
  }
  if (usage?.refusal) {
    return (
      <p
        className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
        data-testid="delete-refusal"
      >
        <BanIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span>{usage.refusal}</span>
      </p>
    )
  }
  if (usage && usage.warnings.length > 0) {
    return (
      <ul className="grid gap-2" data-testid="delete-warnings">
        {usage.warnings.map((warning) => (
          <li
            key={warning}
            className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
          >
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <span>{warning}</span>
          </li>
        ))}
      </ul>
    )
  }
  return null
}

/**
 * "Delete Thailand?": moves the record to the trash (DELETE <resource>.destroy). It first reads
 * what uses the record: when live records need it the dialog says which and offers only Close
 * (the server would refuse the same way); when deleting affects them, it says how.
 */
export function DeleteRecordDialog<Row extends { id: RecordId }>({
  resource,
  record,
  onClose,
}: RecordDialogProps<Row>) {
  const [shown, setShown] = useState(record)
  // Keep the last record while the dialog closes, so its text does not vanish mid-animation.
  if (record && record !== shown) setShown(record)
  const label = shown ? resource.label(shown) : ''
  // Each opening reads the usage afresh (members may have moved since the last one).
  const [openings, setOpenings] = useState(0)
  const [isOpen, setIsOpen] = useState(false)
  if ((record !== null) !== isOpen) {
    setIsOpen(record !== null)
    if (record) setOpenings(openings + 1)
  }
  const urls = resourceUrls(resource)
  const { loading, usage } = useRecordUsage(shown ? `${urls.usage(shown.id)}#${openings}` : null)
  const refused = Boolean(usage?.refusal)
  return (
    <ConfirmActionDialog
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={refused ? `${label} cannot be deleted` : `Delete ${label}?`}
      description={
        refused
          ? `The ${resource.singular} stays where it is.`
          : `The ${resource.singular} moves to the trash and disappears from lists and dropdowns. It can be restored from the trash.`
      }
      details={<UsageDetails loading={loading} usage={usage} singular={resource.singular} />}
      confirmDisabled={loading}
      refused={refused}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      destructive
      method="delete"
      url={shown ? urls.destroy(shown.id) : ''}
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
