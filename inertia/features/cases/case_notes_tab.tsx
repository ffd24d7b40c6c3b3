import { router } from '@inertiajs/react'
import {
  ArchiveRestoreIcon,
  ImageIcon,
  LockIcon,
  PencilIcon,
  PinIcon,
  PinOffIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react'
import { Fragment, useEffect, useMemo, useState } from 'react'
import { urlFor } from '~/client'
import { columnHelper, DataTable, type RowAction } from '~/components/data_table'
import { RichTextField } from '~/components/form/rich_text_field'
import { ConfirmActionDialog } from '~/components/resource'
import { RichTextView } from '~/components/rich_text/rich_text_view'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { truncate, truncateToLines } from '~/lib/truncate'
import { offers, type RowActions } from '#contracts/row_actions'
import {
  CaseRecordDialog,
  offeredAction,
  TabPending,
  useRequestedProps,
  withActions,
} from './case_child_tab'
import type { CaseNoteRow, CaseNotesPage, CaseNotesTrash, CaseRecord } from './types'

/** SPEC.md §9: a card's preview is cut at this many characters, line breaks kept. */
export const NOTE_PREVIEW_CHARS = 280

/** How a note is named in dialogs: its first words. */
function noteName(note: CaseNoteRow) {
  const line = note.body_text.replace(/\s+/g, ' ').trim()
  return line ? `“${truncate(line, 40)}”` : 'the note'
}

/**
 * Whether the author's window to correct the note is still open on this page's clock: the
 * server offers Edit only inside it (app/resources/case_notes.ts), and the tab stays open while
 * it closes.
 */
function windowOpen(note: CaseNoteRow, minutes: number, now: number) {
  return Date.parse(note.created_at) + minutes * 60_000 > now
}

type NoteDocument = NonNullable<CaseNoteRow['body']>

/**
 * A note's whole document: the listed one, or for a note listed without it (an embedded image
 * made it large) the server's, read once.
 */
async function noteDocument(caseId: number, note: CaseNoteRow): Promise<NoteDocument> {
  if (note.body) return note.body
  const response = await fetch(urlFor('navigate.cases.notes.body', { caseId, id: note.id }), {
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`The note could not be read (HTTP ${response.status}).`)
  const answer = (await response.json()) as { body: NoteDocument }
  return answer.body
}

/** The note's text cut per SPEC.md §9, with "more" opening the whole document in place. */
function NoteBody({ note, caseId }: { note: CaseNoteRow; caseId: number }) {
  const [fullBody, setFullBody] = useState<NoteDocument | null>(note.body)
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const text = note.body_text.trimEnd()
  const cut = text.length > NOTE_PREVIEW_CHARS
  const more = cut || note.has_images || !note.body || note.body.ops.some((op) => op.attributes)

  async function expand() {
    if (fullBody) return setOpen(true)
    setState('loading')
    try {
      setFullBody(await noteDocument(caseId, note))
      setState('idle')
      setOpen(true)
    } catch {
      setState('failed')
    }
  }

  if (open && fullBody) {
    return (
      <div className="grid justify-items-start gap-1" data-testid="case-note-full">
        <RichTextView value={fullBody} className="max-w-prose text-sm" />
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setOpen(false)}>
          less
        </Button>
      </div>
    )
  }
  return (
    <div className="grid justify-items-start gap-1">
      <p className="max-w-prose text-sm" data-testid="case-note-preview">
        {truncateToLines(text, NOTE_PREVIEW_CHARS).map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
        {note.has_images ? (
          <span className="ml-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
            <ImageIcon className="size-3.5" aria-hidden="true" />
            image
          </span>
        ) : null}
      </p>
      {more ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0"
          disabled={state === 'loading'}
          onClick={() => void expand()}
          data-testid="case-note-more"
        >
          {state === 'loading' ? 'loading…' : 'more'}
        </Button>
      ) : null}
      {state === 'failed' ? (
        <p className="text-xs text-destructive" role="alert">
          The whole note could not be loaded; try again.
        </p>
      ) : null}
    </div>
  )
}

const column = columnHelper<CaseNoteRow>()

/** The tab's columns; a note's card reads its whole document from its case when asked. */
const noteColumns = (caseId: number) =>
  column.columns([
    column.accessor('body_text', {
      id: 'note',
      header: 'Note',
      cell: ({ row }) => (
        <div className="flex items-start gap-2" data-testid="case-note">
          {row.original.is_pinned ? (
            <PinIcon
              className="mt-0.5 size-4 shrink-0 text-amber-600"
              aria-label="Pinned"
              data-testid="case-note-pinned"
            />
          ) : null}
          <NoteBody note={row.original} caseId={caseId} />
        </div>
      ),
      enableHiding: false,
      enableSorting: false,
      meta: { className: 'min-w-72 whitespace-normal' },
    }),
    column.accessor('author', {
      header: 'Author',
      cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue() ?? '—'}</span>,
      enableSorting: false,
    }),
    column.accessor('created_at', {
      header: 'Written',
      cell: ({ row }) => (
        <span className="grid text-muted-foreground">
          <DateTime value={row.original.created_at} />
          {row.original.edited_at ? (
            <span className="text-xs" data-testid="case-note-edited">
              edited <DateTime value={row.original.edited_at} />
            </span>
          ) : null}
        </span>
      ),
    }),
  ])

/**
 * Writes a new note, or corrects one (`note`, posting the version it was read at): the Quill
 * editor posting its Delta JSON, the server's messages beside it, in the case's record dialog.
 * Pasted and dropped images are embedded as the editor allows (SPEC.md §5: PNG or JPEG files);
 * an address typed becomes a link (auto_link.ts); links keep only the schemes SPEC.md §5 lists.
 * The dialog opens with the caret in the editor, asks before losing what was typed, and keeps
 * it as a draft until it is saved (ui/dialog.tsx, form/form_draft.tsx).
 */
function NoteDialog({
  caseRecord,
  note,
  version,
  open,
  onClose,
}: {
  caseRecord: CaseRecord
  note: CaseNoteRow | null
  /** The note's version as the tab's cards hold it now. */
  version: string | null | undefined
  open: boolean
  onClose: () => void
}) {
  return (
    <CaseRecordDialog
      testKey="note"
      open={open}
      onClose={onClose}
      action={
        note
          ? urlFor('navigate.cases.notes.update', { caseId: caseRecord.id, id: note.id })
          : urlFor('navigate.cases.notes.store', { caseId: caseRecord.id })
      }
      method={note ? 'put' : 'post'}
      version={note ? version : undefined}
      title={note ? `Edit ${noteName(note)}` : 'Add note'}
      description={
        note
          ? 'Your own note, while it can still be corrected. The change is logged with the text before it.'
          : `A note on case ${caseRecord.number}, signed with your name and the time.`
      }
      submitLabel={note ? 'Save changes' : 'Add note'}
      className="max-w-3xl"
    >
      <RichTextField
        name="body"
        label="Note"
        required
        defaultValue={note?.body}
        placeholder="What happened, who said what, what comes next…"
        minHeight={200}
        hint="Paste or drop PNG or JPEG images; web and e-mail addresses become links as you type."
      />
    </CaseRecordDialog>
  )
}

/** The notes in the trash, each with Restore (who may change the case). */
function NotesTrash({
  caseRecord,
  trash,
}: {
  caseRecord: CaseRecord
  trash: CaseNotesTrash | undefined
}) {
  const { failed, retry } = useRequestedProps(trash === undefined, ['notesTrash'])
  if (trash === undefined) {
    return (
      <TabPending what="notes in the trash" failed={failed} retry={retry} testKey="notes-trash" />
    )
  }
  if (trash.rows.length === 0) {
    return (
      <Card className="px-5 py-6 text-center text-sm text-muted-foreground">
        No note of this case is in the trash.
      </Card>
    )
  }
  return (
    <Card className="divide-y p-0" data-testid="case-notes-trash">
      {trash.rows.map((note) => (
        <div key={note.id} className="flex items-start justify-between gap-3 px-4 py-3">
          <div className="grid gap-1">
            <p className="text-sm">{truncate(note.body_text.trimEnd(), 160) || '(image)'}</p>
            <p className="text-xs text-muted-foreground">
              {note.author ?? '—'} · deleted <DateTime value={note.deleted_at} />
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            data-testid="case-note-restore"
            onClick={() =>
              router.post(
                urlFor('navigate.cases.notes.restore', { caseId: caseRecord.id, id: note.id }),
                {},
                { preserveScroll: true, only: ['notes', 'notesTrash', 'caseTabs', 'flash'] }
              )
            }
          >
            <ArchiveRestoreIcon aria-hidden="true" />
            Restore
          </Button>
        </div>
      ))}
      {trash.meta.total > trash.rows.length ? (
        <p className="px-4 py-2 text-xs text-muted-foreground">
          The {trash.rows.length} most recent of {trash.meta.total} are shown.
        </p>
      ) : null}
    </Card>
  )
}

/**
 * The case's notes tab (SPEC.md §2, view-case; PRODUCT.md: rich text): every note with its
 * author and time, pinned ones first, then the newest; each cut to a preview (SPEC.md §9) with
 * "more" to read it all. Who holds update-case writes notes, pins them and moves them to the
 * trash (and back) while the case is open; an author corrects their own for the site's window.
 */
export function CaseNotesTab({
  caseRecord,
  notes,
  trash,
}: {
  caseRecord: CaseRecord
  notes: CaseNotesPage | undefined
  trash: CaseNotesTrash | null | undefined
}) {
  const closed = caseRecord.status === 'closed'
  // What the server offers beside the cards: writing a note, and its trash's Restore.
  const canAdd = notes !== undefined && offers(notes.actions, 'create')
  const canRestore = notes !== undefined && offers(notes.actions, 'restore')
  const { failed, retry } = useRequestedProps(notes === undefined, ['notes'])
  const reloadProps = useMemo(() => ['notes'], [])
  const columns = useMemo(() => noteColumns(caseRecord.id), [caseRecord.id])
  const [readFailed, setReadFailed] = useState(false)

  const [editing, setEditing] = useState<{ note: CaseNoteRow | null } | null>(null)
  const [openings, setOpenings] = useState(0)
  const [deleting, setDeleting] = useState<CaseNoteRow | null>(null)
  const [deleteShown, setDeleteShown] = useState<CaseNoteRow | null>(null)
  if (deleting && deleting !== deleteShown) setDeleteShown(deleting)
  const [showTrash, setShowTrash] = useState(false)

  // The edit window closes while the tab is open: the clock moves the Edit action away.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])

  async function openDialog(note: CaseNoteRow | null) {
    setReadFailed(false)
    let shown = note
    // A note listed without its document (a large one) is read before its editor opens.
    if (note && !note.body) {
      try {
        shown = { ...note, body: await noteDocument(caseRecord.id, note) }
      } catch {
        setReadFailed(true)
        return
      }
    }
    setEditing({ note: shown })
    setOpenings((count) => count + 1)
  }

  function setPinned(note: CaseNoteRow, pinned: boolean) {
    const params = { caseId: caseRecord.id, id: note.id }
    router.post(
      pinned
        ? urlFor('navigate.cases.notes.pin', params)
        : urlFor('navigate.cases.notes.unpin', params),
      {},
      { preserveScroll: true }
    )
  }

  function actionsOf(note: CaseNoteRow & { actions: RowActions }): RowAction[] {
    const editable = notes !== undefined && windowOpen(note, notes.editMinutes, now)
    return [
      ...(editable
        ? offeredAction(note.actions, 'edit', {
            label: 'Edit',
            icon: PencilIcon,
            onSelect: () => void openDialog(note),
          })
        : []),
      ...offeredAction(note.actions, 'unpin', {
        label: 'Unpin',
        icon: PinOffIcon,
        onSelect: () => setPinned(note, false),
      }),
      ...offeredAction(note.actions, 'pin', {
        label: 'Pin',
        icon: PinIcon,
        onSelect: () => setPinned(note, true),
      }),
      ...offeredAction(note.actions, 'delete', {
        label: 'Delete',
        icon: Trash2Icon,
        destructive: true,
        onSelect: () => setDeleting(note),
      }),
    ]
  }

  return (
    <div className="grid gap-3" data-testid="case-notes-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">Notes</h2>
          <p className="text-xs text-muted-foreground">
            What was said and done on this case, pinned notes first.
            {notes ? ` An author can correct a note for ${notes.editMinutes} minutes.` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {trash !== null && canRestore ? (
            <Button
              variant="outline"
              size="sm"
              aria-pressed={showTrash}
              onClick={() => setShowTrash((shown) => !shown)}
              data-testid="case-notes-show-trash"
            >
              <Trash2Icon aria-hidden="true" />
              {showTrash ? 'Hide trash' : 'Trash'}
            </Button>
          ) : null}
          {canAdd ? (
            <Button
              size="sm"
              aria-haspopup="dialog"
              onClick={() => void openDialog(null)}
              data-testid="case-notes-add"
            >
              <PlusIcon aria-hidden="true" />
              Add note
            </Button>
          ) : closed ? (
            <p
              className="flex items-center gap-1.5 text-xs text-muted-foreground"
              data-testid="case-notes-closed"
            >
              <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
              This case is closed; reopen it to add or change notes.
            </p>
          ) : null}
        </div>
      </div>

      {readFailed ? (
        <p className="text-sm text-destructive" role="alert">
          The note could not be loaded for editing; try again.
        </p>
      ) : null}

      {showTrash && trash !== null ? <NotesTrash caseRecord={caseRecord} trash={trash} /> : null}

      {notes ? (
        <DataTable
          tableKey="case-notes"
          listKey="notes"
          reloadProps={reloadProps}
          page={notes}
          columns={columns}
          caption={`Notes of case ${caseRecord.number}`}
          searchPlaceholder="Search notes..."
          rowLabel={noteName}
          rowActions={(note) => actionsOf(withActions(note))}
          emptyHint={
            canAdd ? 'Write the first with “Add note”.' : 'No notes have been written on this case.'
          }
        />
      ) : (
        <TabPending what="notes" failed={failed} retry={retry} testKey="notes" />
      )}

      <NoteDialog
        key={openings}
        caseRecord={caseRecord}
        note={editing?.note ?? null}
        version={notes?.rows.find((row) => row.id === editing?.note?.id)?.version}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleteShown ? noteName(deleteShown) : 'the note'}?`}
        description={`The note moves to the trash of case ${caseRecord.number}; it can be restored from there.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        method="delete"
        url={
          deleteShown
            ? urlFor('navigate.cases.notes.destroy', { caseId: caseRecord.id, id: deleteShown.id })
            : ''
        }
        testId="case-note-delete-dialog"
      />
    </div>
  )
}
