import { router, usePage } from '@inertiajs/react'
import {
  DownloadIcon,
  EyeIcon,
  FileIcon,
  LockIcon,
  RotateCcwIcon,
  Trash2Icon,
  UploadIcon,
} from 'lucide-react'
import { useId, useMemo, useRef, useState, type DragEvent } from 'react'
import { withoutInvisibleCharacters } from '#contracts/invisible_text'
import { urlFor } from '~/client'
import { CellText, columnHelper, DataTable } from '~/components/data_table'
import { ConfirmActionDialog } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { cn } from '~/lib/cn'
import { formatFileSize } from '~/lib/file_size'
import { offers } from '#contracts/row_actions'
import { offeredAction, TabPending, useRequestedProps, withActions } from './case_child_tab'
import type { CaseFileRow, CaseFilesTab as FilesTab, CaseRecord } from './types'

/** What the file chooser offers; the server decides by content, whatever the name says. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.doc,.docx,.xls,.xlsx,.txt,.eml'

/** How a detected type is named in the table. */
const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'text/plain': 'Text',
  'message/rfc822': 'Email',
}

const column = columnHelper<CaseFileRow>()

function fileColumns(onPreview: (row: CaseFileRow) => void) {
  return column.columns([
    column.accessor('original_name', {
      header: 'Name',
      cell: ({ row }) =>
        row.original.previewable ? (
          <button
            type="button"
            className="text-left font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onPreview(row.original)}
            data-testid={`case-file-preview-${row.original.id}`}
          >
            {row.original.original_name}
          </button>
        ) : (
          <span className="font-medium">{row.original.original_name}</span>
        ),
      enableHiding: false,
      meta: { className: 'min-w-48 whitespace-normal break-all' },
    }),
    column.accessor('mime_type', {
      header: 'Type',
      cell: ({ getValue }) => <CellText value={TYPE_LABELS[getValue()] ?? getValue()} />,
      enableSorting: false,
    }),
    column.accessor('size', {
      header: 'Size',
      cell: ({ getValue }) => (
        <span className="tabular-nums whitespace-nowrap">{formatFileSize(getValue())}</span>
      ),
    }),
    column.accessor('uploaded_by', {
      header: 'Uploaded by',
      cell: ({ getValue }) => <CellText value={getValue()} />,
      enableSorting: false,
    }),
    column.accessor('created_at', {
      header: 'Uploaded',
      cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
      meta: { className: 'whitespace-nowrap' },
    }),
  ])
}

const fileUrls = (caseId: number) => ({
  store: () => urlFor('navigate.cases.files.store', { caseId }),
  download: (id: number) => urlFor('navigate.cases.files.download', { caseId, id }),
  preview: (id: number) => urlFor('navigate.cases.files.preview', { caseId, id }),
  destroy: (id: number) => urlFor('navigate.cases.files.destroy', { caseId, id }),
  restore: (id: number) => urlFor('navigate.cases.files.restore', { caseId, id }),
})

/**
 * The upload zone: choose or drop several files; they go in one request whose progress is
 * shown. What the browser can tell (how many, how large) is said before sending; the server
 * checks everything again, and the type by content, and its refusal shows under the zone.
 */
function UploadZone({ caseId, rules }: { caseId: number; rules: FilesTab['rules'] }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [dragging, setDragging] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  const serverError = usePage().props.errors?.files
  const error = localError ?? (progress === null ? serverError : undefined)

  function upload(list: FileList | null) {
    const files = Array.from(list ?? [])
    if (files.length === 0) return
    if (files.length > rules.perUpload) {
      setLocalError(`Upload at most ${rules.perUpload} files at once.`)
      return
    }
    const tooLarge = files.filter((file) => file.size > rules.maxBytes)
    if (tooLarge.length > 0) {
      setLocalError(
        tooLarge
          .map(
            (file) =>
              `“${withoutInvisibleCharacters(file.name)}” is larger than ${formatFileSize(rules.maxBytes)}.`
          )
          .join(' ')
      )
      return
    }
    setLocalError(null)
    setProgress(0)
    router.post(
      fileUrls(caseId).store(),
      { files },
      {
        forceFormData: true,
        preserveScroll: true,
        onProgress: (event) => setProgress(event?.percentage ?? 0),
        onFinish: () => {
          setProgress(null)
          if (inputRef.current) inputRef.current.value = ''
        },
      }
    )
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    if (progress === null) upload(event.dataTransfer.files)
  }

  return (
    <div className="grid gap-1.5">
      <div
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/25',
          error ? 'border-destructive/60' : null
        )}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="case-files-dropzone"
      >
        <UploadIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">
          Drop files here or{' '}
          <Button
            variant="link"
            className="h-auto p-0"
            disabled={progress !== null}
            onClick={() => inputRef.current?.click()}
            data-testid="case-files-choose"
          >
            choose files
          </Button>
        </p>
        <p className="text-xs text-muted-foreground">
          {rules.allowed}; up to {formatFileSize(rules.maxBytes)} each, {rules.perUpload} at a time.
        </p>
        <input
          ref={inputRef}
          type="file"
          name="files"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => upload(event.currentTarget.files)}
          data-testid="case-files-input"
        />
        {progress !== null ? (
          <div className="w-full max-w-sm" data-testid="case-files-progress">
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label="Uploading"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
            >
              <div
                className="h-full bg-primary transition-[width]"
                style={{ width: `${progress}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-muted-foreground" aria-live="polite">
              Uploading… {Math.round(progress)}%
            </p>
          </div>
        ) : null}
      </div>
      {error ? (
        <p
          id={messageId}
          className="text-sm text-destructive"
          role="alert"
          data-testid="case-files-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** An image or a PDF shown over the page; its frame and picture come from the preview route. */
function PreviewDialog({
  file,
  urls,
  onClose,
}: {
  file: CaseFileRow | null
  urls: ReturnType<typeof fileUrls>
  onClose: () => void
}) {
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl" data-testid="case-file-preview-dialog">
        {file ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-all">{file.original_name}</DialogTitle>
              <DialogDescription>
                {TYPE_LABELS[file.mime_type] ?? file.mime_type}, {formatFileSize(file.size)}
              </DialogDescription>
            </DialogHeader>
            {file.mime_type === 'application/pdf' ? (
              <iframe
                src={urls.preview(file.id)}
                title={`Preview of ${file.original_name}`}
                className="h-[60vh] w-full rounded border"
                data-testid="case-file-preview-frame"
              />
            ) : (
              <img
                src={urls.preview(file.id)}
                alt={file.original_name}
                className="mx-auto max-h-[60vh] rounded border object-contain"
                data-testid="case-file-preview-image"
              />
            )}
            <DialogFooter>
              <Button asChild variant="outline">
                <a href={urls.download(file.id)} download data-testid="case-file-download">
                  <DownloadIcon aria-hidden="true" />
                  Download
                </a>
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

/**
 * A case's files tab (SPEC.md §2 "files", view-case): the table of its documents (search, sort,
 * pages under `files[...]`), each downloadable and, for images and PDFs, previewable in the
 * page; who holds update-case uploads (several at once, dropped or chosen), deletes to the trash
 * and restores from it, while the case is open.
 */
export function CaseFilesTab({
  caseRecord,
  files,
}: {
  caseRecord: CaseRecord
  files: FilesTab | undefined
}) {
  const closed = caseRecord.status === 'closed'
  // Upload and the trash's Restore are offered where the server says (update-case, open case).
  const canUpload = files !== undefined && offers(files.actions, 'create')
  const canRestore = files !== undefined && offers(files.actions, 'restore')
  const { failed, retry } = useRequestedProps(files === undefined, ['files'])
  const urls = fileUrls(caseRecord.id)
  const reloadProps = useMemo(() => ['files'], [])
  const [previewing, setPreviewing] = useState<CaseFileRow | null>(null)
  const [deleting, setDeleting] = useState<CaseFileRow | null>(null)
  const [deleteShown, setDeleteShown] = useState<CaseFileRow | null>(null)
  if (deleting && deleting !== deleteShown) setDeleteShown(deleting)
  const columns = useMemo(() => fileColumns(setPreviewing), [])

  return (
    <div className="grid gap-3" data-testid="case-files-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">Files</h2>
          <p className="text-xs text-muted-foreground">
            Medical reports, invoices, letters and emails about this case.
          </p>
        </div>
        {closed ? (
          <p
            className="flex items-center gap-1.5 text-xs text-muted-foreground"
            data-testid="case-files-closed"
          >
            <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
            This case is closed; reopen it to add or remove files.
          </p>
        ) : null}
      </div>

      {files ? (
        <>
          {canUpload ? <UploadZone caseId={caseRecord.id} rules={files.rules} /> : null}
          <DataTable
            tableKey="case-files"
            listKey="files"
            reloadProps={reloadProps}
            page={files}
            columns={columns}
            caption={`Files of case ${caseRecord.number}`}
            searchPlaceholder="Search files..."
            rowLabel={(row) => row.original_name}
            rowActions={(row) => [
              ...(row.previewable
                ? [{ label: 'Preview', icon: EyeIcon, onSelect: () => setPreviewing(row) }]
                : []),
              {
                label: 'Download',
                icon: DownloadIcon,
                onSelect: () => window.location.assign(urls.download(row.id)),
              },
              ...offeredAction(withActions(row).actions, 'delete', {
                label: 'Delete',
                icon: Trash2Icon,
                destructive: true,
                onSelect: () => setDeleting(row),
              }),
            ]}
            emptyHint={
              canUpload
                ? 'Drop the first file above, or choose files.'
                : 'No files have been attached to this case.'
            }
          />
          {canRestore && files.trashed.length > 0 ? (
            <TrashedFiles rows={files.trashed} urls={urls} />
          ) : null}
        </>
      ) : (
        <TabPending what="files" failed={failed} retry={retry} testKey="files" />
      )}

      <PreviewDialog file={previewing} urls={urls} onClose={() => setPreviewing(null)} />
      <ConfirmActionDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleteShown?.original_name ?? 'file'}?`}
        description={`The file moves to the trash below the table and no longer shows on case ${caseRecord.number}; it can be restored from there.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        method="delete"
        url={deleteShown ? urls.destroy(deleteShown.id) : ''}
        testId="case-file-delete-dialog"
      />
    </div>
  )
}

/** The case's trashed files, each with Restore (who may upload may put them back). */
function TrashedFiles({ rows, urls }: { rows: CaseFileRow[]; urls: ReturnType<typeof fileUrls> }) {
  const [open, setOpen] = useState(false)
  return (
    <Card className="gap-2 px-4 py-3" data-testid="case-files-trash">
      <button
        type="button"
        className="flex items-center gap-2 text-left text-sm font-medium"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="case-files-trash-toggle"
      >
        <Trash2Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        Trash ({rows.length})
      </button>
      {open ? (
        // Kept on the left: the toasts sit in the bottom-right corner.
        <ul className="grid gap-1.5">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-2 text-sm">
              <FileIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 break-all">{row.original_name}</span>
              <span className="text-xs tabular-nums text-muted-foreground">
                {formatFileSize(row.size)}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => router.post(urls.restore(row.id), {}, { preserveScroll: true })}
                data-testid={`case-file-restore-${row.id}`}
              >
                <RotateCcwIcon aria-hidden="true" />
                Restore
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  )
}
