import type { Infer } from '@vinejs/vine/types'
import { isDeepStrictEqual } from 'node:util'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CaseNote from '#models/case_note'
import CaseNoteTransformer, { type PlainCaseNote } from '#transformers/case_note_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { caseNoteValidator } from '#validators/case_note'
import { throughParent } from '#resources/center_scope'
import { caseTabPermissions, underCase } from '#resources/case_parent'
import type { ResourceRequest } from '#resources/resource_request'
import { plainTextOf } from '#rich_text/sanitize_delta'
import { readSettings } from '#services/settings'
import { readListQuery, runList } from '#queries/list_query'
import { childListPage, scopedList } from '#resources/scope'
import type { CaseTab } from '#resources/registry_tabs'
import { kept } from '#resources/registry_references'
import { rowActions } from '#resources/registry_actions'
import type { TimelineEntryOf } from '#resources/registry_timeline'

export type CaseNoteRow = ReturnType<CaseNoteTransformer['toObject']>

type Input = Infer<(typeof caseNoteValidator)['schema']>

/**
 * A note whose stored document is larger than this (an embedded screenshot) is listed without
 * it: the card shows its text preview and reads the whole document when "more" or Edit asks
 * (`navigate.cases.notes.body`), so a page of notes stays small whatever they hold.
 */
export const INLINE_BODY_BYTES = 16_384

/** How many characters of a note name it in messages and the case's timeline. */
export const NOTE_LABEL_CHARS = 60

/** "“Patient stable after surgery, family…”": a note as messages name it. */
export function noteLabel(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length === 0) return '(image)'
  const cut =
    line.length > NOTE_LABEL_CHARS ? `${line.slice(0, NOTE_LABEL_CHARS).trimEnd()}…` : line
  return `“${cut}”`
}

/**
 * The words of a search as a full-text prefix query ("fract hip" → `fract:* & hip:*`), in any
 * script; null when nothing searchable was typed. Only letters and digits reach to_tsquery, so
 * no input can make its syntax fail.
 */
export function noteSearchQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null
}

/** How long after writing it a note's author may still correct it (General settings). */
export async function noteEditMinutes(): Promise<number> {
  const { case_note_edit_minutes: minutes } = await readSettings(['case_note_edit_minutes'])
  return minutes
}

/**
 * Why this user may not edit this note now, in plain words, or null. A note is part of the
 * case's record: only its author corrects it, and only for a short while after writing it
 * (every edit is logged with the text before and after); later, a new note says what changed.
 */
export async function noteEditRefusal(
  note: CaseNote,
  request: ResourceRequest
): Promise<string | null> {
  if (note.authorId !== request.user.id) {
    return 'Only the author of a note can edit it. Add a new note instead.'
  }
  const minutes = await noteEditMinutes()
  if (note.createdAt.plus({ minutes }) <= DateTime.now()) {
    return `A note can be edited for ${minutes} minutes after it is written. Add a new note instead.`
  }
  return null
}

/**
 * A case's notes: its "notes" tab (SPEC.md §2, `view-case`), rich text with author and time,
 * pinned ones first. Writing needs `update-case` as every record on a case does.
 */
export const caseNotesResource = {
  pages: null,
  routes: 'navigate.cases.notes',
  noun: 'Note',
  permissions: caseTabPermissions('view-case'),
  list: {
    model: CaseNote,
    columns: [
      'case_notes.id',
      'case_notes.case_id',
      db.raw(
        `CASE WHEN octet_length(case_notes.body::text) <= ${INLINE_BODY_BYTES} THEN case_notes.body END AS body`
      ),
      db.raw(`jsonb_path_exists(case_notes.body, '$.ops[*].insert.image') AS has_images`),
      'case_notes.body_text',
      'case_notes.is_pinned',
      'case_notes.author_id',
      'case_notes.edited_at',
      'authors.first_name as author_first_name',
      'authors.last_name as author_last_name',
      'case_notes.created_at',
      'case_notes.updated_at',
      'case_notes.deleted_at',
    ],
    scope: (query) => void query.leftJoin('users as authors', 'authors.id', 'case_notes.author_id'),
    sortable: {
      // Pinned first, then newest first: the id breaks ties in the same direction.
      pinned: 'case_notes.is_pinned',
      created_at: 'case_notes.created_at',
      updated_at: 'case_notes.updated_at',
    },
    defaultSort: '-pinned',
    // Every word as a prefix, on the notes' full-text index (with the case's, by bitmap).
    search: (query, term) => {
      const words = noteSearchQuery(term)
      if (words === null) void query.whereRaw('false')
      else void query.whereRaw(`case_notes.body_search @@ to_tsquery('simple', ?)`, [words])
    },
    transformer: CaseNoteTransformer,
  },
  store: {
    model: CaseNote,
    subjectType: 'case_note',
  },
  parent: underCase('case_notes', 'notes', 'notes'),
  centerScope: throughParent('case_notes.case_id', 'cases', 'caseId'),
  validator: caseNoteValidator,
  // The plain text is written with the document, from the sanitised document.
  attributes: (input: Input) => ({ body: input.body, bodyText: plainTextOf(input.body) }),
  // The author is who writes it, decided by the server on create and never changed after; a
  // correction of the text is dated (the card says "edited"; a pin is not an edit).
  decidedInside: async (
    input: Input,
    record: CaseNote | undefined,
    _trx,
    request: ResourceRequest
  ) => {
    if (!record) return { authorId: request.user.id, isPinned: false }
    return isDeepStrictEqual(record.body, input.body) ? {} : { editedAt: DateTime.now() }
  },
  toDetail: (note: CaseNote) => note.id,
  label: (note: CaseNote) => noteLabel(note.bodyText),
  references: [
    kept('case_id', 'cases', "the case's own notes, kept with it"),
    kept('author_id', 'users', 'who wrote a note is its history'),
  ],
  /**
   * Pinned or not, a note is pinned or unpinned by who may write notes; only its author edits
   * it, for the site's window after writing it (the same rule as noteEditRefusal, from the row).
   */
  rowActions: rowActions<CaseNoteRow, string, unknown, { editMinutes: number }>({
    own: { pin: 'update-case', unpin: 'update-case' },
    facts: async () => ({ editMinutes: await noteEditMinutes() }),
    offered: {
      edit: (note, viewer) =>
        note.author_id === viewer.userId &&
        Date.parse(note.created_at) + viewer.facts.editMinutes * 60_000 > viewer.now.getTime(),
      pin: (note) => !note.is_pinned,
      unpin: (note) => note.is_pinned,
    },
  }),
} satisfies ResourceDefinition<
  typeof CaseNote,
  CaseNoteRow,
  number,
  (typeof caseNoteValidator)['schema'],
  string,
  PlainCaseNote
>

/**
 * The notes tab's trash: the case's trashed notes, to restore one put there by mistake (its own
 * query under `notes_trash[...]`). The case was found by the page that asks.
 */
export async function trashedNotesPage(request: ResourceRequest, caseId: number) {
  const asChild = { ...request, params: { ...request.params, caseId } }
  const definition = scopedList(caseNotesResource, asChild)
  const page = await runList(
    definition,
    await readListQuery(request.ctx.request, definition, 'notes_trash'),
    'trashed'
  )
  return { rows: page.rows, meta: page.meta, query: page.query }
}

/**
 * The case page's notes tab (SPEC.md §2, `view-case`; issue 14): its cards, how long an author
 * may still edit their own, and its trash for who may restore a note (asked for only when the tab
 * shows it).
 */
export const notesCaseTab = {
  key: 'notes',
  label: 'Notes',
  order: 70,
  permission: caseNotesResource.permissions.access,
  count: { table: 'case_notes' },
  props: {
    notes: async ({ request, parent }) => ({
      ...(await childListPage(caseNotesResource, request, parent)),
      editMinutes: await noteEditMinutes(),
    }),
  },
  askedProps: {
    notesTrash: {
      permission: caseNotesResource.permissions.restore,
      read: ({ request, record }) => trashedNotesPage(request, record.id),
    },
  },
} satisfies CaseTab

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const notesTimeline = {
  label: `left(r.body_text, 200)`,
  format: noteLabel,
  kind: 'notes',
} satisfies TimelineEntryOf
