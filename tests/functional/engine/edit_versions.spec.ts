import { readdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { caseIn } from '#tests/helpers/gop_fixtures'
import { makeAdministrator, makeUser } from '#tests/helpers/users'
import { settingDefaults, type SettingKey } from '#services/settings'
import { versionText } from '#contracts/record_version'
import type { Permission } from '#permissions/catalogue'

/**
 * Issue 28, item 2: every edit form carries the version it was read at, and a save over a newer
 * one is refused with who changed it, when, and what, keeping what was typed. The resource edit
 * pages are proved in races.spec.ts; here the case tabs' dialogs (their rows carry the version)
 * and the settings pages (a set of key rows, versioned as one), with the settings' race run as
 * real concurrent requests.
 */

type Errors = Record<string, string[]>

/** The messages a refused form gets back beside its fields. */
const errorsOf = (answer: ApiResponse): Errors =>
  (answer.flashMessages() as { inputErrorsBag?: Errors } | undefined)?.inputErrorsBag ?? {}

/** "3 Mar, 14:05" on the center's clock, as the refusal says when. */
const clockText = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at)

const KUL_ZONE = 'Asia/Kuala_Lumpur'

const lastUpdate = (subjectType: string) =>
  db
    .from('activity_logs')
    .where({ action: 'update', subject_type: subjectType })
    .orderBy('id', 'desc')
    .firstOrFail() as Promise<{ created_at: Date; properties: { after: Record<string, unknown> } }>

test.group('Edit versions: a case tab’s dialog', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const agent = () =>
    makeUser({
      permissions: ['access-cases', 'view-case', 'update-case', 'access-contacts'],
      centers: ['KUL'],
    })

  async function contactIn(caseId: number) {
    const long = new Date(Date.now() - 60_000)
    const [row] = await db
      .table('case_contacts')
      .insert({
        case_id: caseId,
        name: 'Dr Anan Chaiyaporn',
        phone: '+66 81 234 5678',
        created_at: long,
        updated_at: long,
      })
      .returning('id')
    return row.id as number
  }

  /** The contacts tab as the case page sends it to this user. */
  async function contactsTab(client: ApiClient, user: User, caseId: number) {
    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'contacts' })
      .loginAs(user)
      .withInertia()
    page.assertStatus(200)
    return (page.inertiaProps as { contacts: { rows: { id: number; version: string | null }[] } })
      .contacts.rows
  }

  function saveContact(client: ApiClient, user: User, caseId: number, id: number) {
    return (form: Record<string, unknown>) =>
      client
        .put(`/navigate/cases/${caseId}/contacts/${id}`)
        .loginAs(user)
        .withCsrfToken()
        .header('referer', `/navigate/cases/${caseId}?tab=contacts`)
        .form({ name: 'Dr Anan Chaiyaporn', ...form })
        .redirects(0)
  }

  test('each row of a tab carries its version: its updated_at, as an edit page’s', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const id = await contactIn(caseId)
    const [row] = await contactsTab(client, await agent(), caseId)
    const stored = await db.from('case_contacts').where('id', id).firstOrFail()
    assert.equal(row.id, id)
    assert.equal(row.version, versionText(stored.updated_at))
  })

  test('the case’s member-details tab carries the member’s version, as the member’s edit page', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const kase = await db.from('cases').where('id', caseId).select('member_id').firstOrFail()
    const user = await makeUser({
      permissions: ['access-cases', 'view-case', 'update-member'],
      centers: ['KUL'],
    })
    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'member-details' })
      .loginAs(user)
      .withInertia()
    page.assertStatus(200)
    const details = (page.inertiaProps as { memberDetails: { version: string | null } })
      .memberDetails
    const member = await db.from('members').where('id', kase.member_id).firstOrFail()
    assert.equal(details.version, versionText(member.updated_at))
  })

  test('the later of two editors is refused with who changed the contact, when and what; saving again is accepted', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const id = await contactIn(caseId)
    const first = await agent()
    const second = await agent()
    const [seenByFirst] = await contactsTab(client, first, caseId)
    const [seenBySecond] = await contactsTab(client, second, caseId)

    const saved = await saveContact(
      client,
      first,
      caseId,
      id
    )({ phone: '+66 81 999 0000', _version: seenByFirst.version })
    saved.assertStatus(302)
    assert.deepEqual(errorsOf(saved), {})

    // The second editor's dialog was opened before that save.
    const stale = await saveContact(
      client,
      second,
      caseId,
      id
    )({ phone: '+66 81 555 1212', notes: 'Prefers LINE', _version: seenBySecond.version })
    stale.assertStatus(302)
    const errors = errorsOf(stale)
    const change = await lastUpdate('case_contact')
    assert.equal(
      errors._version?.[0],
      `${first.firstName} ${first.lastName} changed this contact at ${clockText(change.created_at, KUL_ZONE)}, after you opened it. What you typed is kept; the fields they changed are marked. Save again to keep your values.`
    )
    assert.equal(
      errors.phone?.[0],
      `${first.firstName} ${first.lastName} changed phone to “+66 81 999 0000” after you opened this form.`
    )
    assert.notProperty(errors, 'notes')
    // What they typed comes back to the dialog; nothing of it was saved.
    const typed = stale.flashMessages() as { phone?: string; notes?: string }
    assert.equal(typed.phone, '+66 81 555 1212')
    assert.equal(typed.notes, 'Prefers LINE')
    const kept = await db.from('case_contacts').where('id', id).firstOrFail()
    assert.equal(kept.phone, '+66 81 999 0000')
    assert.isNull(kept.notes)

    // The tab the refusal sends back holds the new version; the dialog's next save carries it.
    const [now] = await contactsTab(client, second, caseId)
    assert.notEqual(now.version, seenBySecond.version)
    const again = await saveContact(
      client,
      second,
      caseId,
      id
    )({ phone: '+66 81 555 1212', notes: 'Prefers LINE', _version: now.version })
    again.assertStatus(302)
    assert.deepEqual(errorsOf(again), {})
    const after = await db.from('case_contacts').where('id', id).firstOrFail()
    assert.equal(after.phone, '+66 81 555 1212')
    assert.equal(after.notes, 'Prefers LINE')
  })

  test('a note edited in two tabs by its author: the older dialog is refused', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const author = await makeUser({
      permissions: ['access-cases', 'view-case', 'update-case'],
      centers: ['KUL'],
    })
    const body = (text: string) => JSON.stringify({ ops: [{ insert: `${text}\n` }] })
    const created = await client
      .post(`/navigate/cases/${caseId}/notes`)
      .loginAs(author)
      .withCsrfToken()
      .form({ body: body('Family informed.') })
      .redirects(0)
    created.assertStatus(302)
    const note = await db.from('case_notes').where('case_id', caseId).firstOrFail()
    const page = await client
      .get(`/navigate/cases/${caseId}`)
      .qs({ tab: 'notes' })
      .loginAs(author)
      .withInertia()
    const [row] = (page.inertiaProps as { notes: { rows: { version: string }[] } }).notes.rows
    assert.equal(row.version, versionText(note.updated_at))

    const update = (text: string) =>
      client
        .put(`/navigate/cases/${caseId}/notes/${note.id}`)
        .loginAs(author)
        .withCsrfToken()
        .header('referer', `/navigate/cases/${caseId}?tab=notes`)
        .form({ body: body(text), _version: row.version })
        .redirects(0)
    const first = await update('Family informed by phone.')
    assert.deepEqual(errorsOf(first), {})
    const second = await update('Family informed; the son calls back.')
    const errors = errorsOf(second)
    assert.match(errors._version?.[0] ?? '', /changed this note at .+, after you opened it\./)
    assert.match(errors.body_text?.[0] ?? '', /changed text to “Family informed by phone\./)
    const kept = await db.from('case_notes').where('id', note.id).firstOrFail()
    assert.equal(kept.body_text.trim(), 'Family informed by phone.')
  })

  test('a hostile _version is no version: never an error page, the save goes through', async ({
    client,
    assert,
  }) => {
    const caseId = await caseIn('KUL', 'active')
    const id = await contactIn(caseId)
    const user = await agent()
    const hostile: unknown[] = [
      'x'.repeat(100_000),
      '2026-01-01T00:00:00.000Z\u0000',
      '\u0000',
      ['2026-01-01T00:00:00.000Z'],
      { at: '2026-01-01' },
      '-005000-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
      '',
    ]
    for (const [index, value] of hostile.entries()) {
      const answer = await client
        .put(`/navigate/cases/${caseId}/contacts/${id}`)
        .loginAs(user)
        .withCsrfToken()
        .header('referer', `/navigate/cases/${caseId}?tab=contacts`)
        .json({ name: 'Dr Anan Chaiyaporn', phone: `+66 81 234 56${10 + index}`, _version: value })
        .redirects(0)
      assert.equal(answer.status(), 302, `_version ${JSON.stringify(value).slice(0, 40)}`)
      assert.deepEqual(errorsOf(answer), {})
    }
    const stored = await db.from('case_contacts').where('id', id).firstOrFail()
    assert.equal(stored.phone, `+66 81 234 56${10 + hostile.length - 1}`)
  })
})

/** A settings page, and a valid form for it. */
const GENERAL = {
  path: '/settings/general',
  permission: 'update-general-settings' as Permission,
  form: (timeZone: string, pageSize: number) => ({
    default_time_zone: timeZone,
    date_format: 'dd MMM yyyy',
    default_page_size: String(pageSize),
  }),
}

async function settingsPage(client: ApiClient, user: User, path: string) {
  const page = await client.get(path).loginAs(user).withInertia()
  page.assertStatus(200)
  return (page.inertiaProps as { version: string }).version
}

function saveSettingsAs(client: ApiClient, user: User, path: string) {
  return (form: Record<string, unknown>) =>
    client.put(path).loginAs(user).withCsrfToken().header('referer', path).form(form).redirects(0)
}

test.group('Edit versions: a settings page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const editor = () =>
    makeUser({
      permissions: [
        'update-general-settings',
        'update-appearance-header',
        'update-appearance-footer',
      ],
      centers: ['KUL'],
    })

  test('its version is its keys’ newest updated_at, or the epoch before any was saved', async ({
    client,
    assert,
  }) => {
    const user = await editor()
    await db.from('settings').whereIn('key', ['footer_left', 'footer_right']).delete()
    assert.equal(
      await settingsPage(client, user, '/settings/appearance-footer'),
      '1970-01-01T00:00:00.000Z'
    )
    const at = new Date('2026-03-01T06:05:04.321Z')
    await db.table('settings').insert({
      key: 'footer_right',
      value: JSON.stringify('Operations 24/7'),
      created_at: at,
      updated_at: at,
    })
    assert.equal(
      await settingsPage(client, user, '/settings/appearance-footer'),
      '2026-03-01T06:05:04.321Z'
    )
  })

  test('the later of two editors is refused with who changed which settings and when; saving again is accepted', async ({
    client,
    assert,
  }) => {
    const first = await editor()
    const second = await editor()
    const save = (user: User) => saveSettingsAs(client, user, GENERAL.path)
    const seenByFirst = await settingsPage(client, first, GENERAL.path)
    const seenBySecond = await settingsPage(client, second, GENERAL.path)
    assert.equal(seenByFirst, seenBySecond)

    const saved = await save(first)({
      ...GENERAL.form('Asia/Bangkok', 50),
      _version: seenByFirst,
    })
    saved.assertFlashMessage('success', 'General settings saved.')
    const afterFirst = await settingsPage(client, first, GENERAL.path)
    assert.isAbove(Date.parse(afterFirst), Date.parse(seenByFirst))

    const stale = await save(second)({
      ...GENERAL.form('Asia/Manila', 25),
      _version: seenBySecond,
    })
    const errors = errorsOf(stale)
    const change = await lastUpdate('general_settings')
    const name = `${first.firstName} ${first.lastName}`
    assert.equal(
      errors._version?.[0],
      `${name} changed these settings at ${clockText(change.created_at, KUL_ZONE)}, after you opened them. What you typed is kept; the settings they changed are marked. Save again to keep your values.`
    )
    assert.equal(
      errors.default_time_zone?.[0],
      `${name} changed default time zone to “Asia/Bangkok” after you opened this form.`
    )
    assert.equal(
      errors.default_page_size?.[0],
      `${name} changed rows per page to “50” after you opened this form.`
    )
    assert.notProperty(errors, 'date_format')
    assert.equal(
      (stale.flashMessages() as { default_time_zone?: string }).default_time_zone,
      'Asia/Manila'
    )
    const stored = await db.from('settings').where('key', 'default_time_zone').firstOrFail()
    assert.equal(stored.value, 'Asia/Bangkok')
    // The page's version is the instant of the first editor's save, written with its log entry.
    assert.equal(afterFirst, versionText(change.created_at))

    // The page the refusal goes back to carries the new version: the next save keeps theirs.
    const now = await settingsPage(client, second, GENERAL.path)
    assert.equal(now, afterFirst)
    const again = await save(second)({ ...GENERAL.form('Asia/Manila', 25), _version: now })
    again.assertFlashMessage('success', 'General settings saved.')
    const kept = await db.from('settings').where('key', 'default_time_zone').firstOrFail()
    assert.equal(kept.value, 'Asia/Manila')
  })

  test('a page opened before the first save of its keys is refused over it', async ({
    client,
    assert,
  }) => {
    const first = await editor()
    const second = await editor()
    await db.from('settings').whereIn('key', ['footer_left', 'footer_right']).delete()
    const path = '/settings/appearance-footer'
    const seen = await settingsPage(client, second, path)
    const saved = await saveSettingsAs(
      client,
      first,
      path
    )({ footer_left: 'Assist Asia', footer_right: '', _version: seen })
    saved.assertFlashMessage('success', 'Footer saved.')
    const stale = await saveSettingsAs(
      client,
      second,
      path
    )({ footer_left: 'Assist Pacific', footer_right: '', _version: seen })
    const errors = errorsOf(stale)
    assert.match(errors._version?.[0] ?? '', /changed these settings at/)
    assert.match(errors.footer_left?.[0] ?? '', /changed left footer text to “Assist Asia”/)
    // Emptied, it reads as empty; the keys they did not change are not marked.
    assert.equal(
      errors.footer_right?.[0],
      `${first.firstName} ${first.lastName} changed right footer text to empty after you opened this form.`
    )
  })

  test('the header and the footer share a subject, not a version: one’s save never refuses the other', async ({
    client,
    assert,
  }) => {
    const first = await editor()
    const second = await editor()
    const header = await settingsPage(client, second, '/settings/appearance-header')
    const footer = await saveSettingsAs(
      client,
      first,
      '/settings/appearance-footer'
    )({
      footer_left: 'Assist Asia',
      footer_right: 'Hotline',
      _version: await settingsPage(client, first, '/settings/appearance-footer'),
    })
    footer.assertFlashMessage('success', 'Footer saved.')
    const saved = await saveSettingsAs(
      client,
      second,
      '/settings/appearance-header'
    )({ site_title: 'Assist Asia Ops', _version: header })
    saved.assertFlashMessage('success', 'Header saved.')
    assert.deepEqual(errorsOf(saved), {})
  })

  test('a secret changed meanwhile is marked as changed, its value never shown', async ({
    client,
    assert,
  }) => {
    const first = await makeUser({ permissions: ['update-email-settings'], centers: ['KUL'] })
    const second = await makeUser({ permissions: ['update-email-settings'], centers: ['KUL'] })
    const path = '/settings/email'
    const form = {
      smtp_host: 'smtp.example.test',
      smtp_port: '587',
      smtp_security: 'starttls',
      smtp_username: 'mailer',
      mail_from_address: 'assist@example.test',
      mail_from_name: 'Assist',
    }
    const seen = await settingsPage(client, second, path)
    const saved = await saveSettingsAs(
      client,
      first,
      path
    )({ ...form, smtp_password: 'hunter2-secret', _version: seen })
    saved.assertFlashMessage('success', 'Email settings saved.')
    const stale = await saveSettingsAs(client, second, path)({ ...form, _version: seen })
    const errors = errorsOf(stale)
    assert.equal(
      errors.smtp_password?.[0],
      `${first.firstName} ${first.lastName} changed SMTP password after you opened this form.`
    )
    assert.notInclude(JSON.stringify(errors), 'hunter2')
  })

  test('a refused header save leaves no file behind', async ({ client, assert }) => {
    const first = await editor()
    const second = await editor()
    const path = '/settings/appearance-header'
    const seen = await settingsPage(client, second, path)
    const saved = await saveSettingsAs(
      client,
      first,
      path
    )({ site_title: 'Assist Asia Ops', _version: seen })
    saved.assertFlashMessage('success', 'Header saved.')
    const logos = async () =>
      readdir(app.makePath('storage', 'uploads', 'logos')).catch(() => [] as string[])
    const before = await logos()
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64'
    )
    const stale = await client
      .put(path)
      .loginAs(second)
      .withCsrfToken()
      .header('referer', path)
      .field('site_title', 'Assist Pacific')
      .field('_version', seen)
      .file('site_white_logo', png, { filename: 'logo.png' })
      .redirects(0)
    assert.match(errorsOf(stale)._version?.[0] ?? '', /changed these settings/)
    assert.sameMembers(await logos(), before)
  })

  test('a hostile _version is no version: never an error page', async ({ client, assert }) => {
    const user = await editor()
    const hostile: unknown[] = [
      'x'.repeat(100_000),
      '\u0000',
      '2026-01-01T00:00:00Z\u0000',
      ['2026-01-01T00:00:00.000Z'],
      { at: 1 },
      12,
      '-005000-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
    ]
    for (const value of hostile) {
      const answer = await client
        .put(GENERAL.path)
        .loginAs(user)
        .withCsrfToken()
        .header('referer', GENERAL.path)
        .json({ ...GENERAL.form('Asia/Bangkok', 25), _version: value })
        .redirects(0)
      assert.equal(answer.status(), 302, `_version ${JSON.stringify(value).slice(0, 40)}`)
      assert.deepEqual(errorsOf(answer), {})
    }
  })
})

/**
 * Two saves of one settings page at once, really concurrent (no global transaction: each request
 * commits on its own connection), so the group puts back the rows and log entries it wrote.
 */
test.group('Edit versions: two saves of a settings page racing', (group) => {
  const keys: SettingKey[] = ['default_time_zone', 'date_format', 'default_page_size']
  let kept: { key: string; value: unknown; created_at: Date; updated_at: Date }[] = []
  let admin: User
  let other: User
  group.setup(async () => {
    kept = await db.from('settings').whereIn('key', keys).select('*')
    const startedAt = new Date()
    admin = await makeAdministrator({ centers: ['KUL'] })
    other = await makeAdministrator({ centers: ['KUL'] })
    return async () => {
      await db.from('settings').whereIn('key', keys).delete()
      if (kept.length > 0) await db.table('settings').multiInsert(kept)
      await db.rawQuery('ALTER TABLE activity_logs DISABLE TRIGGER activity_logs_no_change')
      await db.from('activity_logs').where('created_at', '>=', startedAt).delete()
      await db.rawQuery('ALTER TABLE activity_logs ENABLE TRIGGER activity_logs_no_change')
    }
  })

  test('of two saves over one version, one is saved and the other refused in words', async ({
    client,
    assert,
  }) => {
    for (let trial = 0; trial < 6; trial += 1) {
      // Every other trial races the first save of the page's keys: no row to lock yet.
      if (trial % 2 === 0) await db.from('settings').whereIn('key', keys).delete()
      const version = await settingsPage(client, admin, GENERAL.path)
      const zones = ['Asia/Bangkok', 'Asia/Manila']
      const answers = await Promise.all(
        [admin, other].map((user, index) =>
          saveSettingsAs(
            client,
            user,
            GENERAL.path
          )({ ...GENERAL.form(zones[index], 25 + 25 * index), _version: version })
        )
      )
      for (const answer of answers) assert.equal(answer.status(), 302)
      const refused = answers.filter((answer) => errorsOf(answer)._version)
      const saved = answers.filter(
        (answer) =>
          (answer.flashMessages() as { success?: string } | undefined)?.success ===
          'General settings saved.'
      )
      assert.lengthOf(saved, 1, `trial ${trial}: one save`)
      assert.lengthOf(refused, 1, `trial ${trial}: one refusal`)
      const winner = answers.indexOf(saved[0])
      const stored = await db.from('settings').where('key', 'default_time_zone').firstOrFail()
      assert.equal(stored.value, zones[winner])
      const who = [admin, other][winner]
      assert.match(
        errorsOf(refused[0])._version?.[0] ?? '',
        new RegExp(`^${who.firstName} ${who.lastName} changed these settings at `)
      )
      // The next trial's winner changes the zone whichever racer it is.
      await db
        .from('settings')
        .where('key', 'default_time_zone')
        .update({
          value: JSON.stringify(settingDefaults.default_time_zone),
        })
    }
  })
})

test.group('Edit versions: a capability’s description', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const editor = () => makeUser({ permissions: ['update-capability'], centers: ['KUL'] })

  test('the later of two editors is refused with who changed it and when; saving again is accepted', async ({
    client,
    assert,
  }) => {
    const capability = await db.from('capabilities').where('name', 'access-cases').firstOrFail()
    const first = await editor()
    const second = await editor()
    const versionFor = async (user: User) => {
      const page = await client
        .get(`/settings/capabilities/${capability.id}/edit`)
        .loginAs(user)
        .withInertia()
      page.assertStatus(200)
      return (page.inertiaProps as { version: string | null }).version
    }
    const seenByFirst = await versionFor(first)
    const seenBySecond = await versionFor(second)
    assert.equal(seenByFirst, versionText(capability.updated_at))
    const save = (user: User, description: string, version: string | null) =>
      client
        .put(`/settings/capabilities/${capability.id}`)
        .loginAs(user)
        .withCsrfToken()
        .header('referer', `/settings/capabilities/${capability.id}/edit`)
        .form({ description, _version: version })
        .redirects(0)

    const saved = await save(first, 'Opens the case list.', seenByFirst)
    saved.assertStatus(302)
    assert.deepEqual(errorsOf(saved), {})

    const stale = await save(second, 'Lists the cases of a center.', seenBySecond)
    stale.assertStatus(302)
    const errors = errorsOf(stale)
    assert.match(
      errors._version?.[0] ?? '',
      new RegExp(
        `^${first.firstName} ${first.lastName} changed this capability at .+, after you opened it\\.`
      )
    )
    assert.match(errors.description?.[0] ?? '', /changed description to “Opens the case list\.”/)
    const kept = await db.from('capabilities').where('id', capability.id).firstOrFail()
    assert.equal(kept.description, 'Opens the case list.')

    // Saving again with the version now shown keeps the second editor's words, knowingly.
    const again = await save(second, 'Lists the cases of a center.', await versionFor(second))
    again.assertStatus(302)
    assert.deepEqual(errorsOf(again), {})
    const now = await db.from('capabilities').where('id', capability.id).firstOrFail()
    assert.equal(now.description, 'Lists the cases of a center.')
  })
})
