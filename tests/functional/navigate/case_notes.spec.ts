import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { CaseStatus } from '#contracts/case_options'
import { CaseFactory } from '#factories/case_factory'
import { centerScopeContract } from '#tests/helpers/center_scope_contract'
import { makeUser } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'
import { writeSettings } from '#services/settings'
import { TIMELINE_PAGE_SIZE } from '#services/case_timeline'
import type { TimelinePage } from '#contracts/case_timeline'
import { RICH_TEXT_LIMITS } from '#rich_text/sanitize_delta'

const WRITER: Permission[] = ['access-cases', 'view-case', 'update-case']
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

async function centerId(code: string) {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return row.id
}

async function caseIn(code: string, status: CaseStatus = 'active') {
  const record = await CaseFactory.merge({ centerId: await centerId(code) })
    .apply(status)
    .create()
  return record.id
}

/** A note written straight into the table (by `authorId`, or the first user), `minutesAgo`. */
async function noteOn(
  caseId: number,
  text: string,
  options: { authorId?: number; minutesAgo?: number } = {}
) {
  const author =
    options.authorId ?? ((await db.from('users').orderBy('id').firstOrFail()) as { id: number }).id
  const at = new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000)
  const [row] = await db
    .table('case_notes')
    .insert({
      case_id: caseId,
      body: JSON.stringify({ ops: [{ insert: `${text}\n` }] }),
      body_text: text,
      is_pinned: false,
      author_id: author,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
  return (row as { id: number }).id
}

async function noteIn(code: string) {
  const caseId = await caseIn(code)
  return { id: await noteOn(caseId, 'A note'), params: { caseId } }
}

centerScopeContract({
  title: 'Case notes',
  prefix: '/navigate/cases/:caseId/notes',
  parentParams: ['caseId'],
  table: 'case_notes',
  makeRecord: noteIn,
  permissions: WRITER,
  // update, destroy, usage, restore, pin, unpin, body
  minimumRoutes: 7,
})

/** A Delta as the editor posts it: its JSON in one field (the body parser trims plain strings). */
const delta = (...ops: Record<string, unknown>[]) => JSON.stringify({ ops })

function post(
  client: ApiClient,
  user: Awaited<ReturnType<typeof makeUser>>,
  url: string,
  body: unknown
) {
  return client.post(url).loginAs(user).withCsrfToken().json({ body }).redirects(0)
}

function errorsOf(response: { flashMessage(key: string): unknown }) {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

async function notesTab(
  client: ApiClient,
  user: Awaited<ReturnType<typeof makeUser>>,
  caseId: number,
  qs: Record<string, unknown> = {}
) {
  const page = await client
    .get(`/navigate/cases/${caseId}`)
    .qs({ tab: 'notes', ...qs })
    .loginAs(user)
    .withInertia()
  return (
    page.body().props as {
      notes: {
        rows: {
          id: number
          is_pinned: boolean
          author: string
          body_text: string
          has_images: boolean
        }[]
        editMinutes: number
      }
    }
  ).notes
}

async function timeline(
  client: ApiClient,
  user: Awaited<ReturnType<typeof makeUser>>,
  caseId: number,
  before?: number
) {
  const response = await client
    .get(`/navigate/cases/${caseId}/timeline`)
    .qs(before ? { before } : {})
    .loginAs(user)
  response.assertStatus(200)
  return response.body() as TimelinePage
}

test.group('Case notes: writing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a note is written with its author, listed in the tab and logged', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const response = await post(
      client,
      user,
      `/navigate/cases/${caseId}/notes`,
      delta(
        { insert: 'Spoke to ' },
        { insert: 'Dr Lim', attributes: { link: 'https://hospital.example/lim' } },
        { insert: '\nCall back on ' },
        { insert: '+60 3 1234', attributes: { link: 'tel:+6031234' } },
        { insert: '\n' },
        { insert: { image: PNG } },
        { insert: '\n' }
      )
    )
    response.assertStatus(302)
    assert.equal(response.header('location'), `/navigate/cases/${caseId}?tab=notes`)
    const row = await db.from('case_notes').where('case_id', caseId).firstOrFail()
    assert.equal(row.author_id, user.id)
    assert.equal(row.body_text, 'Spoke to Dr Lim\nCall back on +60 3 1234\n')
    assert.equal(row.body.ops[1].attributes.link, 'https://hospital.example/lim')
    assert.equal(row.body.ops[5].insert.image, PNG)
    const logged = await db
      .from('activity_logs')
      .where({ action: 'create', subject_type: 'case_note', subject_id: String(row.id) })
    assert.lengthOf(logged, 1)

    const notes = await notesTab(client, user, caseId)
    assert.deepEqual(
      notes.rows.map((note) => note.id),
      [row.id]
    )
    assert.equal(notes.rows[0].author, `${user.firstName} ${user.lastName}`)
    assert.isTrue(notes.rows[0].has_images)
    assert.equal(notes.editMinutes, 15)
  })

  test('hostile links, images and HTML are made harmless before they are stored', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const response = await post(
      client,
      user,
      `/navigate/cases/${caseId}/notes`,
      delta(
        { insert: '<script>alert(1)</script> ', attributes: { bold: true, onclick: 'x()' } },
        { insert: 'a', attributes: { link: 'javascript:alert(1)' } },
        { insert: 'b', attributes: { link: ' java\tscript:alert(1)' } },
        { insert: 'c', attributes: { link: 'data:text/html,<b>x</b>' } },
        { insert: 'd', attributes: { link: 'mailto:desk@example.com' } },
        { insert: { image: 'javascript:alert(1)' } },
        { insert: { image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' } },
        { insert: { video: 'https://example.com/x.mp4' } },
        { insert: { image: 'https://example.com/x.png' } },
        { insert: '\n', attributes: { header: 9, style: 'color:red' } }
      )
    )
    response.assertStatus(302)
    const row = await db.from('case_notes').where('case_id', caseId).firstOrFail()
    const ops = row.body.ops as { insert: unknown; attributes?: Record<string, unknown> }[]
    const links = ops.map((op) => op.attributes?.link).filter(Boolean)
    assert.deepEqual(links, ['about:blank', 'mailto:desk@example.com'])
    assert.deepEqual(
      ops.filter((op) => typeof op.insert !== 'string').map((op) => op.insert),
      [{ image: 'https://example.com/x.png' }]
    )
    // Text stays text: the view renders it as characters, never as markup.
    assert.equal(ops[0].insert, '<script>alert(1)</script> ')
    assert.deepEqual(ops[0].attributes, { bold: true })
    assert.notInclude(JSON.stringify(row.body), 'onclick')
    assert.notInclude(JSON.stringify(row.body), 'style')
  })

  test('each invalid body is a message beside the field and nothing is written', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const invalid: [string, unknown, RegExp][] = [
      ['missing', undefined, /enter the body/i],
      ['blank', delta({ insert: '   \n\n' }), /enter the body/i],
      ['not JSON', '{ops:', /not valid rich text/],
      ['a number', 42, /not valid rich text/],
      ['a list', [1, 2], /not valid rich text/],
      ['ops not a list', { ops: 'text' }, /not valid rich text/],
      ['an op of two kinds', delta({ insert: 'a', delete: 1 }), /not valid rich text/],
      ['too long', delta({ insert: 'x'.repeat(RICH_TEXT_LIMITS.maxTextLength + 1) }), /too long/],
      [
        'too many images',
        delta(
          ...Array.from({ length: RICH_TEXT_LIMITS.maxImages + 1 }, () => ({
            insert: { image: PNG },
          }))
        ),
        /too many images/,
      ],
    ]
    for (const [what, body, message] of invalid) {
      const response = await post(client, user, `/navigate/cases/${caseId}/notes`, body)
      assert.equal(response.status(), 302, what)
      const errors = errorsOf(response)
      assert.match(errors.body?.[0] ?? '', message, what)
    }
    assert.lengthOf(await db.from('case_notes').where('case_id', caseId), 0)
  })

  test('a body too large for a request is refused without a 500', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const response = await post(
      client,
      user,
      `/navigate/cases/${caseId}/notes`,
      delta({ insert: 'y'.repeat(3_000_000) })
    )
    assert.isBelow(response.status(), 500)
    assert.lengthOf(await db.from('case_notes').where('case_id', caseId), 0)
  })

  test('a closed case refuses every write on its notes in plain words', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'closed')
    const user = await makeUser({ permissions: WRITER })
    const noteId = await noteOn(caseId, 'Before closing', { authorId: user.id })
    const attempts = [
      post(client, user, `/navigate/cases/${caseId}/notes`, delta({ insert: 'Late\n' })),
      client
        .put(`/navigate/cases/${caseId}/notes/${noteId}`)
        .loginAs(user)
        .withCsrfToken()
        .json({ body: delta({ insert: 'Changed\n' }) })
        .redirects(0),
      client
        .post(`/navigate/cases/${caseId}/notes/${noteId}/pin`)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0),
      client
        .delete(`/navigate/cases/${caseId}/notes/${noteId}`)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0),
    ]
    for (const attempt of attempts) {
      const response = await attempt
      response.assertStatus(302)
      assert.match(
        (response.flashMessages() as { error?: string }).error ?? '',
        /This case is closed; reopen it/
      )
    }
    const rows = await db.from('case_notes').where('case_id', caseId)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].body_text, 'Before closing')
    assert.isFalse(rows[0].is_pinned)
    assert.isNull(rows[0].deleted_at)
  })

  test('without update-case the writes are 403; without view-case there is no page', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const noteId = await noteOn(caseId, 'Seen')
    const reader = await makeUser({ permissions: ['access-cases', 'view-case'] })
    const notes = await notesTab(client, reader, caseId)
    assert.lengthOf(notes.rows, 1)
    for (const request of [
      client.post(`/navigate/cases/${caseId}/notes`).json({ body: delta({ insert: 'x\n' }) }),
      client
        .put(`/navigate/cases/${caseId}/notes/${noteId}`)
        .json({ body: delta({ insert: 'x\n' }) }),
      client.post(`/navigate/cases/${caseId}/notes/${noteId}/pin`),
      client.post(`/navigate/cases/${caseId}/notes/${noteId}/unpin`),
      client.delete(`/navigate/cases/${caseId}/notes/${noteId}`),
      client.post(`/navigate/cases/${caseId}/notes/${noteId}/restore`),
    ]) {
      const response = await request.loginAs(reader).withCsrfToken().withInertia().redirects(0)
      response.assertStatus(403)
    }

    const outsider = await makeUser({ permissions: ['access-cases', 'update-case'] })
    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'notes' })
      .loginAs(outsider)
      .withInertia()
    // The case page itself is view-case's (SPEC.md §2), so its notes tab with it.
    page.assertStatus(403)
    const write = await post(
      client,
      outsider,
      `/navigate/cases/${caseId}/notes`,
      delta({ insert: 'x\n' })
    )
    write.assertStatus(403)
    const read = await client.get(`/navigate/cases/${caseId}/timeline`).loginAs(outsider)
    read.assertStatus(403)
  })

  test('a note of another case is not found under this one', async ({ client }) => {
    const mine = await caseIn('KUL')
    const other = await noteIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const response = await client
      .post(`/navigate/cases/${mine}/notes/${other.id}/pin`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    response.assertStatus(404)
  })
})

test.group('Case notes: editing, pinning, trash', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  function edit(
    client: ApiClient,
    user: Awaited<ReturnType<typeof makeUser>>,
    caseId: number,
    noteId: number,
    text: string
  ) {
    return client
      .put(`/navigate/cases/${caseId}/notes/${noteId}`)
      .loginAs(user)
      .withCsrfToken()
      .header('referer', `/navigate/cases/${caseId}?tab=notes`)
      .json({ body: delta({ insert: `${text}\n` }) })
      .redirects(0)
  }

  test('its author edits a note within the window, logged before and after', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const noteId = await noteOn(caseId, 'BP 120/80', { authorId: user.id, minutesAgo: 5 })
    const response = await edit(client, user, caseId, noteId, 'BP 130/85')
    response.assertStatus(302)
    const row = await db.from('case_notes').where('id', noteId).firstOrFail()
    assert.equal(row.body_text, 'BP 130/85')
    assert.isNotNull(row.edited_at)
    const log = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'case_note', subject_id: String(noteId) })
      .firstOrFail()
    assert.equal(log.properties.before.body_text, 'BP 120/80')
    assert.equal(log.properties.after.body_text, 'BP 130/85')
  })

  test('another user, or the author after the window, is refused in plain words', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const author = await makeUser({ permissions: WRITER })
    const colleague = await makeUser({ permissions: WRITER })
    const fresh = await noteOn(caseId, 'Fresh', { authorId: author.id, minutesAgo: 1 })
    const old = await noteOn(caseId, 'Old', { authorId: author.id, minutesAgo: 16 })

    const byOther = await edit(client, colleague, caseId, fresh, 'Hijacked')
    byOther.assertStatus(302)
    assert.equal(
      (byOther.flashMessages() as { error?: string }).error,
      'Only the author of a note can edit it. Add a new note instead.'
    )
    const late = await edit(client, author, caseId, old, 'Too late')
    assert.equal(
      (late.flashMessages() as { error?: string }).error,
      'A note can be edited for 15 minutes after it is written. Add a new note instead.'
    )
    const texts = await db
      .from('case_notes')
      .whereIn('id', [fresh, old])
      .orderBy('id')
      .select('body_text')
    assert.deepEqual(
      texts.map((row) => row.body_text),
      ['Fresh', 'Old']
    )
    assert.lengthOf(
      await db.from('activity_logs').where({ action: 'update', subject_type: 'case_note' }),
      0
    )

    // The window is a site setting.
    await writeSettings({ case_note_edit_minutes: 60 })
    const longer = await edit(client, author, caseId, old, 'Corrected')
    longer.assertStatus(302)
    assert.notExists((longer.flashMessages() as { error?: string }).error)
    assert.equal(
      await db
        .from('case_notes')
        .where('id', old)
        .firstOrFail()
        .then((row) => row.body_text),
      'Corrected'
    )
  })

  test('pinned notes come first, newest first; pin and unpin are logged', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const first = await noteOn(caseId, 'First', { minutesAgo: 30 })
    const second = await noteOn(caseId, 'Second', { minutesAgo: 20 })
    const third = await noteOn(caseId, 'Third', { minutesAgo: 10 })
    const pin = await client
      .post(`/navigate/cases/${caseId}/notes/${first}/pin`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    pin.assertStatus(302)
    assert.equal(pin.header('location'), `/navigate/cases/${caseId}?tab=notes`)
    let notes = await notesTab(client, user, caseId)
    assert.deepEqual(
      notes.rows.map((note) => note.id),
      [first, third, second]
    )
    // Twice is once: nothing more is written.
    await client.post(`/navigate/cases/${caseId}/notes/${first}/pin`).loginAs(user).withCsrfToken()
    await client
      .post(`/navigate/cases/${caseId}/notes/${first}/unpin`)
      .loginAs(user)
      .withCsrfToken()
    notes = await notesTab(client, user, caseId)
    assert.deepEqual(
      notes.rows.map((note) => note.id),
      [third, second, first]
    )
    // A pin is not an edit of the text.
    const pinnedRow = await db.from('case_notes').where('id', first).firstOrFail()
    assert.isNull(pinnedRow.edited_at)
    const logged = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'case_note', subject_id: String(first) })
      .orderBy('id')
    assert.deepEqual(
      logged.map((row) => row.properties.after),
      [{ is_pinned: true }, { is_pinned: false }]
    )
  })

  test('a note is moved to the trash and restored, each logged, by who may change the case', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const noteId = await noteOn(caseId, 'Wrong case, sorry')
    const trashed = await client
      .delete(`/navigate/cases/${caseId}/notes/${noteId}`)
      .loginAs(user)
      .withCsrfToken()
      .header('referer', `/navigate/cases/${caseId}?tab=notes`)
      .redirects(0)
    trashed.assertStatus(302)
    const inTrash = await db.from('case_notes').where('id', noteId).firstOrFail()
    assert.isNotNull(inTrash.deleted_at)
    const live = await notesTab(client, user, caseId)
    assert.lengthOf(live.rows, 0)
    // The trash of the tab lists it.
    const trash = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'notes' })
      .loginAs(user)
      .withInertia()
      .header('x-inertia-partial-component', 'navigate/cases/view')
      .header('x-inertia-partial-data', 'notesTrash')
    const trashRows = (trash.body().props as { notesTrash: { rows: { id: number }[] } }).notesTrash
      .rows
    assert.deepEqual(
      trashRows.map((row) => row.id),
      [noteId]
    )

    const restored = await client
      .post(`/navigate/cases/${caseId}/notes/${noteId}/restore`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    restored.assertStatus(302)
    const back = await db.from('case_notes').where('id', noteId).firstOrFail()
    assert.isNull(back.deleted_at)
    const actions = await db
      .from('activity_logs')
      .where({ subject_type: 'case_note', subject_id: String(noteId) })
      .orderBy('id')
      .select('action')
    assert.deepEqual(
      actions.map((row) => row.action),
      ['delete', 'restore']
    )
  })

  test('the tab searches the notes’ words as prefixes, hostile terms included', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const hip = await noteOn(caseId, 'Fractured hip, surgery planned')
    await noteOn(caseId, 'Family informed')
    const found = await notesTab(client, user, caseId, { notes: { q: 'fract surg' } })
    assert.deepEqual(
      found.rows.map((note) => note.id),
      [hip]
    )
    for (const q of ["')|:*&!(", '%_\\', "fract') | ('"]) {
      const hostile = await notesTab(client, user, caseId, { notes: { q } })
      assert.isAtMost(hostile.rows.length, 1, q)
    }
    // A term longer than any list takes is dropped like any invalid query, not an error.
    const long = await notesTab(client, user, caseId, { notes: { q: 'ü'.repeat(300) } })
    assert.isArray(long.rows)
  })
})

test.group('Case timeline', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('one stream, newest first, of the case and its records, in plain words', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'pending')
    const user = await makeUser({
      permissions: [...WRITER, 'access-contacts', 'force-close-case'],
    })
    const steps = [
      () =>
        client.post(`/navigate/cases/${caseId}/transitions/activate`).loginAs(user).withCsrfToken(),
      () =>
        client
          .post(`/navigate/cases/${caseId}/contacts`)
          .loginAs(user)
          .withCsrfToken()
          .form({ name: 'Dr Anan' }),
      () =>
        post(
          client,
          user,
          `/navigate/cases/${caseId}/notes`,
          delta({ insert: 'Admitted to ICU\n' })
        ),
    ]
    for (const step of steps) {
      const response = await step().redirects(0)
      response.assertStatus(302)
      assert.notExists((response.flashMessages() as { error?: string } | undefined)?.error)
    }
    const note: { id: number } = await db.from('case_notes').where('case_id', caseId).firstOrFail()
    const pinned = await client
      .post(`/navigate/cases/${caseId}/notes/${note.id}/pin`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    pinned.assertStatus(302)
    const closed = await client
      .post(`/navigate/cases/${caseId}/transitions/force-close`)
      .loginAs(user)
      .withCsrfToken()
      .form({ reason: 'Member self-discharged', outcome: 'successful' })
      .redirects(0)
    closed.assertStatus(302)

    const page = await timeline(client, user, caseId)
    const sentences = page.entries.map((entry) => entry.sentence)
    const { number } = await db.from('cases').where('id', caseId).firstOrFail()
    assert.deepEqual(sentences.slice(0, 5), [
      `Force closed case ${number} (reason: Member self-discharged)`,
      'Pinned note “Admitted to ICU”',
      'Created note “Admitted to ICU”',
      'Created case contact Dr Anan',
      `Activated case ${number}`,
    ])
    assert.equal(page.entries[0].reason, 'Member self-discharged')
    assert.equal(page.entries[0].by, `${user.firstName} ${user.lastName}`)
    assert.isNull(page.next)
    // Other cases' history is not in it.
    const other = await caseIn('KUL')
    await noteOn(other, 'Another case')
    const again = await timeline(client, user, caseId)
    assert.lengthOf(again.entries, page.entries.length)
  })

  test('it is read a page at a time, newest first, from where the last page ended', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const total = TIMELINE_PAGE_SIZE + 5
    for (let index = 0; index < total; index++) {
      const response = await post(
        client,
        user,
        `/navigate/cases/${caseId}/notes`,
        delta({ insert: `Note ${index}\n` })
      )
      response.assertStatus(302)
    }
    const first = await timeline(client, user, caseId)
    assert.lengthOf(first.entries, TIMELINE_PAGE_SIZE)
    assert.equal(first.entries[0].sentence, `Created note “Note ${total - 1}”`)
    assert.isNotNull(first.next)
    const second = await timeline(client, user, caseId, first.next!)
    assert.lengthOf(second.entries, 5)
    assert.equal(second.entries.at(-1)!.sentence, 'Created note “Note 0”')
    assert.isNull(second.next)
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id)
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a)
    )
    // A cursor that is not an entry id is the first page, never an error.
    const bad = await client
      .get(`/navigate/cases/${caseId}/timeline`)
      .qs({ before: "1'; drop table cases" })
      .loginAs(user)
    bad.assertStatus(200)
  })

  test('another center’s case has no timeline for this user', async ({ client }) => {
    const caseId = await caseIn('BKK')
    const user = await makeUser({ permissions: WRITER, centers: ['KUL'] })
    const response = await client.get(`/navigate/cases/${caseId}/timeline`).loginAs(user)
    response.assertStatus(404)
  })
})

test.group('Case notes: the edit window setting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const general = {
    default_time_zone: 'Asia/Kuala_Lumpur',
    date_format: 'dd MMM yyyy',
    default_page_size: '25',
  }

  test('General settings set it; a bad value is a message beside the field', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: ['update-general-settings'] })
    const page = await client.get('/settings/general').loginAs(admin).withInertia()
    const values = page.body().props.values as { case_note_edit_minutes: number }
    assert.equal(values.case_note_edit_minutes, 15)
    for (const bad of ['0', '1441', '2.5', 'soon', '-3']) {
      const refused = await client
        .put('/settings/general')
        .header('referer', '/settings/general')
        .loginAs(admin)
        .withCsrfToken()
        .form({ ...general, case_note_edit_minutes: bad })
        .redirects(0)
      const errors = errorsOf(refused)
      assert.property(errors, 'case_note_edit_minutes', bad)
    }
    const saved = await client
      .put('/settings/general')
      .header('referer', '/settings/general')
      .loginAs(admin)
      .withCsrfToken()
      .form({ ...general, case_note_edit_minutes: '30' })
      .redirects(0)
    saved.assertStatus(302)
    const caseId = await caseIn('KUL')
    const reader = await makeUser({ permissions: WRITER })
    const notes = await notesTab(client, reader, caseId)
    assert.equal(notes.editMinutes, 30)
    // Saving the page without it (an older form) keeps it.
    await client
      .put('/settings/general')
      .header('referer', '/settings/general')
      .loginAs(admin)
      .withCsrfToken()
      .form(general)
      .redirects(0)
    const kept = await notesTab(client, reader, caseId)
    assert.equal(kept.editMinutes, 30)
  })
})

test.group('Case notes: large documents', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a note too large to list is read on its own when asked', async ({ client, assert }) => {
    const caseId = await caseIn('KUL')
    const user = await makeUser({ permissions: WRITER })
    const big = `data:image/png;base64,${'A'.repeat(40_000)}`
    const response = await post(
      client,
      user,
      `/navigate/cases/${caseId}/notes`,
      delta({ insert: 'X-ray attached\n' }, { insert: { image: big } }, { insert: '\n' })
    )
    response.assertStatus(302)
    const small = await noteOn(caseId, 'Small note')
    const notes = await notesTab(client, user, caseId)
    const listed = notes.rows as unknown as { id: number; body: unknown; has_images: boolean }[]
    const large = listed.find((row) => row.id !== small)!
    assert.isNull(large.body)
    assert.isTrue(large.has_images)
    assert.isObject(listed.find((row) => row.id === small)!.body)
    assert.isFalse(listed.find((row) => row.id === small)!.has_images)

    const read = await client.get(`/navigate/cases/${caseId}/notes/${large.id}/body`).loginAs(user)
    read.assertStatus(200)
    const body = read.body() as { body: { ops: { insert: unknown }[] } }
    assert.deepEqual(body.body.ops[1].insert, { image: big })
    // Under another case, or without view-case, it is not there.
    const other = await caseIn('KUL')
    const elsewhere = await client
      .get(`/navigate/cases/${other}/notes/${large.id}/body`)
      .loginAs(user)
    elsewhere.assertStatus(404)
    const outsider = await makeUser({ permissions: ['access-cases'] })
    const refused = await client
      .get(`/navigate/cases/${caseId}/notes/${large.id}/body`)
      .loginAs(outsider)
    refused.assertStatus(403)
  })
})
