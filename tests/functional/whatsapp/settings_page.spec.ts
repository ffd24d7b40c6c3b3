import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type { Permission } from '#permissions/catalogue'
import { WHATSAPP_SETTING_KEYS, writeWhatsappSettings } from '#services/whatsapp/credentials'
import { plainGraphWords } from '#services/whatsapp/error_words'
import type { FakeGraph } from '#services/whatsapp/fake_graph'
import { mappedCentersLive } from '#services/whatsapp/settings_form'
import { readSettings, settingDefaults } from '#services/settings'
import { TRASHED_CENTER_MESSAGE, type WhatsappHealth } from '#contracts/whatsapp_settings'
import { resetFakeGraph, useFakeGraph } from '#tests/helpers/fake_graph'
import { markCommittedRows } from '#tests/helpers/races'
import { makeAdministrator, makeUser } from '#tests/helpers/users'
import {
  NUMBER_ID,
  forgetWhatsapp,
  messageIds,
  messagesEvent,
  postWebhook,
  setUpWhatsapp,
} from '#tests/helpers/whatsapp_webhooks'

/**
 * Settings › WhatsApp (issue 31): the page and its save through the shared settings pattern
 * (secrets never sent back, kept when left empty, removed on demand, the activity log), every
 * bad input a field error with nothing saved, the health panel (the last webhook, the failed
 * events) and its actions (Replay, Replay all, the token check against the fake Graph server),
 * and a center a business number is mapped to refused its trash.
 */

const PATH = '/settings/whatsapp'
const TOKEN = 'EAAGtesttoken0123456789abcdef'
const SECRET = 'app-secret-0123456789'
/** A business number of this file's own, away from the webhook helpers' NUMBER_ID. */
const PAGE_NUMBER = '109000000000555'

async function centerId(code: string): Promise<number> {
  const row: { id: number } = await db.from('centers').where('code', code).firstOrFail()
  return Number(row.id)
}

/** The form as the page posts it (Inertia sends the rows nested, as JSON). */
async function pageForm(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return {
    whatsapp_api_base_url: 'https://graph.facebook.com',
    whatsapp_api_version: 'v21.0',
    whatsapp_waba_id: '20001',
    whatsapp_numbers: [{ phone_number_id: PAGE_NUMBER, center_id: await centerId('KUL') }],
    whatsapp_access_token: TOKEN,
    whatsapp_app_secret: SECRET,
    whatsapp_verify_token: 'verify-me',
    whatsapp_return_minutes: 7,
    ...overrides,
  }
}

const settingsUser = () => makeUser({ permissions: ['update-whatsapp-settings'] })

function save(client: ApiClient, user: User, input: Record<string, unknown>) {
  return client
    .put(PATH)
    .header('referer', PATH)
    .loginAs(user)
    .json(input)
    .withCsrfToken()
    .redirects(0)
}

function postAction(client: ApiClient, user: User, path: string) {
  return client.post(path).header('referer', PATH).loginAs(user).withCsrfToken().redirects(0)
}

function errorsOf(response: { flashMessage(key: string): unknown }) {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

/** The WhatsApp settings rows as stored (absent keys are defaults). */
async function storedRows() {
  const rows: { key: string; value: unknown }[] = await db
    .from('settings')
    .whereIn('key', [...WHATSAPP_SETTING_KEYS])
    .orderBy('key')
    .select('key', 'value')
  return rows
}

const settingsLog = () =>
  db
    .from('activity_logs')
    .where({ action: 'update', subject_type: 'whatsapp_settings' })
    .orderBy('id', 'desc')

async function pageProps(client: ApiClient, user: User) {
  const response = await client.get(PATH).loginAs(user).withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('settings/whatsapp')
  return response.body().props as {
    values: Record<string, unknown>
    centers: { label: string; value: string; trashed?: true }[]
    health: WhatsappHealth
  }
}

test.group('Settings › WhatsApp: access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page and every action need update-whatsapp-settings', async ({ client, assert }) => {
    const allowed = await settingsUser()
    const props = await pageProps(client, allowed)
    assert.equal(props.values.whatsapp_return_minutes, 5)

    // Every other settings permission, and the inbox's own, are not enough.
    const others: Permission[] = [
      'update-general-settings',
      'update-appearance-header',
      'update-appearance-footer',
      'update-email-settings',
      'update-security-settings',
      'access-whatsapp',
    ]
    const refused = await makeUser({ permissions: others })
    const read = await client.get(PATH).loginAs(refused).withInertia()
    read.assertStatus(403)
    const write = await client
      .put(PATH)
      .loginAs(refused)
      .json(await pageForm())
      .withCsrfToken()
    write.assertStatus(403)
    for (const path of [
      `${PATH}/events/1/replay`,
      `${PATH}/events/replay`,
      `${PATH}/check-token`,
    ]) {
      const action = await client.post(path).loginAs(refused).withCsrfToken()
      action.assertStatus(403)
    }
    assert.deepEqual(await storedRows(), [])
    const guest = await client.get(PATH).redirects(0)
    guest.assertHeader('location', '/login')
  })

  test('the Administrator role holds it (the seed gives it every permission)', async ({
    client,
    assert,
  }) => {
    const admin = await makeAdministrator()
    await pageProps(client, admin)
    const held: { name: string } | null = await db
      .from('capabilities')
      .join('capability_role', 'capability_role.capability_id', 'capabilities.id')
      .join('roles', 'roles.id', 'capability_role.role_id')
      .where({ 'roles.is_system': true, 'capabilities.name': 'update-whatsapp-settings' })
      .select('capabilities.name')
      .first()
    assert.exists(held)
  })
})

test.group('Settings › WhatsApp: saving', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('saves every field, encrypts the secrets for their use and logs the change', async ({
    client,
    assert,
  }) => {
    const user = await settingsUser()
    const kul = await centerId('KUL')
    const saved = await save(client, user, await pageForm())
    saved.assertFlashMessage('success', 'WhatsApp settings saved.')

    const stored = await readSettings(WHATSAPP_SETTING_KEYS)
    assert.equal(stored.whatsapp_api_base_url, 'https://graph.facebook.com')
    assert.equal(stored.whatsapp_api_version, 'v21.0')
    assert.equal(stored.whatsapp_waba_id, '20001')
    assert.deepEqual(stored.whatsapp_numbers, [{ phone_number_id: PAGE_NUMBER, center_id: kul }])
    assert.equal(stored.whatsapp_verify_token, 'verify-me')
    assert.equal(stored.whatsapp_return_minutes, 7)
    // At rest: ciphertext bound to its one use.
    assert.notInclude(String(stored.whatsapp_access_token), TOKEN)
    assert.equal(
      encryption.decrypt<string>(
        String(stored.whatsapp_access_token),
        'settings.whatsapp_access_token'
      ),
      TOKEN
    )
    assert.isNull(
      encryption.decrypt<string>(String(stored.whatsapp_access_token), 'settings.smtp_password')
    )
    assert.equal(
      encryption.decrypt<string>(
        String(stored.whatsapp_app_secret),
        'settings.whatsapp_app_secret'
      ),
      SECRET
    )

    // One log row: what changed, the secrets only as "[redacted]".
    const [log] = await settingsLog()
    assert.equal(log.user_id, user.id)
    assert.deepEqual(log.properties.before.whatsapp_numbers, [])
    assert.deepEqual(log.properties.after.whatsapp_numbers, [
      { phone_number_id: PAGE_NUMBER, center_id: kul },
    ])
    assert.equal(log.properties.before.whatsapp_return_minutes, 5)
    assert.equal(log.properties.after.whatsapp_return_minutes, 7)
    assert.equal(log.properties.after.whatsapp_access_token, '[redacted]')
    assert.equal(log.properties.after.whatsapp_app_secret, '[redacted]')
    const logged = JSON.stringify(log.properties)
    for (const secret of [TOKEN, SECRET, stored.whatsapp_access_token, stored.whatsapp_app_secret])
      assert.notInclude(logged, String(secret))

    // A trailing slash is not kept: every call appends the version to it.
    await save(client, user, await pageForm({ whatsapp_api_base_url: 'http://127.0.0.1:9/' }))
    const [again] = await readSettings(['whatsapp_api_base_url'] as const).then((values) => [
      values.whatsapp_api_base_url,
    ])
    assert.equal(again, 'http://127.0.0.1:9')
  })

  test('the page never receives a secret, only whether each is saved', async ({
    client,
    assert,
  }) => {
    const user = await settingsUser()
    await writeWhatsappSettings({ accessToken: TOKEN, appSecret: SECRET })
    const rows = await storedRows()
    const ciphertexts = rows
      .filter((row) => row.key === 'whatsapp_access_token' || row.key === 'whatsapp_app_secret')
      .map((row) => String(row.value))
    assert.lengthOf(ciphertexts, 2)

    const props = await pageProps(client, user)
    assert.isTrue(props.values.whatsapp_access_token_saved)
    assert.isTrue(props.values.whatsapp_app_secret_saved)
    assert.notProperty(props.values, 'whatsapp_access_token')
    assert.notProperty(props.values, 'whatsapp_app_secret')
    const html = await client.get(PATH).loginAs(user)
    html.assertStatus(200)
    for (const body of [JSON.stringify(props), html.text()]) {
      for (const secret of [TOKEN, SECRET, ...ciphertexts]) assert.notInclude(body, secret)
    }
  })

  test('an empty secret keeps the saved one; Remove clears it, logged as such', async ({
    client,
    assert,
  }) => {
    const user = await settingsUser()
    await save(client, user, await pageForm())
    const [first] = await storedRows().then((rows) =>
      rows.filter((row) => row.key === 'whatsapp_access_token').map((row) => row.value)
    )

    const kept = await save(
      client,
      user,
      await pageForm({ whatsapp_access_token: '', whatsapp_app_secret: '' })
    )
    kept.assertFlashMessage('success', 'No changes to save.')
    const stored = await readSettings(['whatsapp_access_token', 'whatsapp_app_secret'] as const)
    assert.equal(stored.whatsapp_access_token, first)
    // The same token typed again is no change either: the ciphertext stays.
    const same = await save(client, user, await pageForm())
    same.assertFlashMessage('success', 'No changes to save.')

    const logsBefore = await settingsLog().then((rows) => rows.length)
    const removed = await save(
      client,
      user,
      await pageForm({
        whatsapp_access_token: '',
        whatsapp_app_secret: '',
        remove_whatsapp_access_token: true,
      })
    )
    removed.assertFlashMessage('success', 'WhatsApp settings saved.')
    const after = await readSettings(['whatsapp_access_token', 'whatsapp_app_secret'] as const)
    assert.isNull(after.whatsapp_access_token)
    assert.isString(after.whatsapp_app_secret)
    const logs = await settingsLog()
    assert.lengthOf(logs, logsBefore + 1)
    assert.deepEqual(logs[0].properties, {
      before: { whatsapp_access_token: '[redacted]' },
      after: { whatsapp_access_token: null },
    })
    const props = await pageProps(client, user)
    assert.isFalse(props.values.whatsapp_access_token_saved)
    assert.isTrue(props.values.whatsapp_app_secret_saved)
  })

  test('bad input: each a field error beside its field, and nothing saved or logged', async ({
    client,
    assert,
  }) => {
    const user = await settingsUser()
    const kul = await centerId('KUL')
    const bkk = await centerId('BKK')
    await db.from('centers').where('id', bkk).update({ deleted_at: new Date() })
    const row = (phone: string, center: unknown) => ({ phone_number_id: phone, center_id: center })
    const cases: { input: Record<string, unknown>; field: string; message?: string }[] = [
      {
        input: { whatsapp_return_minutes: -5 },
        field: 'whatsapp_return_minutes',
        message: 'Enter a whole number of minutes from 1 to 240.',
      },
      { input: { whatsapp_return_minutes: 0 }, field: 'whatsapp_return_minutes' },
      { input: { whatsapp_return_minutes: 241 }, field: 'whatsapp_return_minutes' },
      { input: { whatsapp_return_minutes: 2.5 }, field: 'whatsapp_return_minutes' },
      { input: { whatsapp_return_minutes: 'soon' }, field: 'whatsapp_return_minutes' },
      {
        input: { whatsapp_api_base_url: `https://graph.facebook.com/${'a'.repeat(70_000)}` },
        field: 'whatsapp_api_base_url',
      },
      {
        input: { whatsapp_api_base_url: 'http://graph.example.com' },
        field: 'whatsapp_api_base_url',
        message:
          'The API base URL must start with https:// (plain http only for a test server on this machine).',
      },
      { input: { whatsapp_api_base_url: 'graph.facebook.com' }, field: 'whatsapp_api_base_url' },
      {
        input: { whatsapp_api_base_url: 'https://user:pass@graph.facebook.com' },
        field: 'whatsapp_api_base_url',
      },
      {
        input: { whatsapp_api_version: 'latest' },
        field: 'whatsapp_api_version',
        message: 'Enter the API version as Meta writes it, like v21.0.',
      },
      { input: { whatsapp_waba_id: '2000\u00001' }, field: 'whatsapp_waba_id' },
      { input: { whatsapp_waba_id: 'x'.repeat(100_000) }, field: 'whatsapp_waba_id' },
      { input: { whatsapp_verify_token: 'verify\u0000me' }, field: 'whatsapp_verify_token' },
      { input: { whatsapp_verify_token: 'v'.repeat(256) }, field: 'whatsapp_verify_token' },
      { input: { whatsapp_access_token: 'tok\u0000en' }, field: 'whatsapp_access_token' },
      { input: { whatsapp_access_token: 'Bearer abc' }, field: 'whatsapp_access_token' },
      { input: { whatsapp_access_token: 't'.repeat(2049) }, field: 'whatsapp_access_token' },
      { input: { whatsapp_app_secret: 'short' }, field: 'whatsapp_app_secret' },
      {
        input: { whatsapp_numbers: [row(PAGE_NUMBER, kul), row(PAGE_NUMBER, bkk)] },
        field: 'whatsapp_numbers.1.phone_number_id',
        message: 'This number is already mapped in row 1: each number goes to one center.',
      },
      {
        input: { whatsapp_numbers: [row('+60 12 345', kul)] },
        field: 'whatsapp_numbers.0.phone_number_id',
      },
      {
        input: { whatsapp_numbers: [row('1'.repeat(65), kul)] },
        field: 'whatsapp_numbers.0.phone_number_id',
      },
      {
        input: { whatsapp_numbers: [row(PAGE_NUMBER, 2_147_480_000)] },
        field: 'whatsapp_numbers.0.center_id',
        message: TRASHED_CENTER_MESSAGE,
      },
      {
        input: { whatsapp_numbers: [row(PAGE_NUMBER, bkk)] },
        field: 'whatsapp_numbers.0.center_id',
        message: TRASHED_CENTER_MESSAGE,
      },
      {
        input: { whatsapp_numbers: [row(PAGE_NUMBER, 99_999_999_999)] },
        field: 'whatsapp_numbers.0.center_id',
      },
      {
        input: { whatsapp_numbers: [row(PAGE_NUMBER, null)] },
        field: 'whatsapp_numbers.0.center_id',
        message: 'Please choose the center for this number.',
      },
      {
        input: {
          whatsapp_numbers: Array.from({ length: 51 }, (_, index) =>
            row(String(1000 + index), kul)
          ),
        },
        field: 'whatsapp_numbers',
        message: 'There can be at most 50 business numbers.',
      },
      { input: { whatsapp_numbers: 'everything' }, field: 'whatsapp_numbers' },
    ]
    for (const { input, field, message } of cases) {
      const response = await save(client, user, await pageForm(input))
      response.assertStatus(302)
      const errors = errorsOf(response)
      const label = `${JSON.stringify(input).slice(0, 120)} → ${field}`
      // By key: the field names hold dots that are not nesting.
      assert.isArray(errors[field], `${label}: ${JSON.stringify(errors)}`)
      if (message) assert.deepEqual(errors[field], [message], label)
      for (const words of Object.values(errors).flat()) {
        assert.notMatch(words, /whatsapp_|_id\b|undefined/, label)
      }
    }
    assert.deepEqual(await storedRows(), [], 'a refused save stored something')
    assert.lengthOf(await settingsLog(), 0)
  })

  test('inside the save, a mapped center trashed meanwhile refuses it beside its row', async ({
    assert,
  }) => {
    const kul = await centerId('KUL')
    const mnl = await centerId('MNL')
    await db.from('centers').where('id', mnl).update({ deleted_at: new Date() })
    const values = {
      ...settingDefaults,
      whatsapp_numbers: [
        { phone_number_id: '101', center_id: kul },
        { phone_number_id: '102', center_id: mnl },
      ],
    }
    try {
      await db.transaction((trx) => mappedCentersLive(values, trx))
      assert.fail('a trashed center was accepted')
    } catch (error) {
      assert.instanceOf(error, vineErrors.E_VALIDATION_ERROR)
      assert.deepEqual((error as InstanceType<typeof vineErrors.E_VALIDATION_ERROR>).messages, [
        { field: 'whatsapp_numbers.1.center_id', message: TRASHED_CENTER_MESSAGE, rule: 'server' },
      ])
    }
    await db.transaction((trx) =>
      mappedCentersLive({ ...values, whatsapp_numbers: values.whatsapp_numbers.slice(0, 1) }, trx)
    )
  })
})

test.group('Settings › WhatsApp: a mapped center keeps out of the trash', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('trashing it is refused in words until the number goes to another center', async ({
    client,
    assert,
  }) => {
    const admin = await makeAdministrator()
    const [center] = await db
      .table('centers')
      .insert({
        code: 'WAT',
        name: 'WhatsApp test center',
        time_zone: 'Asia/Kuala_Lumpur',
        currency_code: 'MYR',
        is_enabled: true,
        created_at: new Date(),
      })
      .returning('id')
    const save31 = await save(
      client,
      admin,
      await pageForm({ whatsapp_numbers: [{ phone_number_id: PAGE_NUMBER, center_id: center.id }] })
    )
    save31.assertFlashMessage('success', 'WhatsApp settings saved.')

    const refusal = `WhatsApp settings (business number ${PAGE_NUMBER}) uses this center. Map the number to another center in WhatsApp settings first.`
    const usage = await client
      .get(`/manage/centers/${center.id}/usage`)
      .loginAs(admin)
      .header('accept', 'application/json')
    usage.assertStatus(200)
    assert.equal(usage.body().refusal, refusal)
    const refused = await client
      .delete(`/manage/centers/${center.id}`)
      .header('referer', '/manage/centers')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    refused.assertFlashMessage('error', refusal)
    const kept: { deleted_at: Date | null } = await db
      .from('centers')
      .where('id', center.id)
      .firstOrFail()
    assert.isNull(kept.deleted_at)

    // The number goes to KUL on the page; the center may go now.
    await save(client, admin, await pageForm())
    const removed = await client
      .delete(`/manage/centers/${center.id}`)
      .header('referer', '/manage/centers')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    removed.assertFlashMessage('success', 'Center WAT moved to the trash.')
    const gone: { deleted_at: Date | null } = await db
      .from('centers')
      .where('id', center.id)
      .firstOrFail()
    assert.isNotNull(gone.deleted_at)
  })
})

/**
 * The health panel and its actions, against the real database with no test-wide transaction:
 * an event and its outbox row must commit for the processing job to run (the tests' queue is
 * sync, so it has run when the request returns). What the tests commit is removed after.
 */
test.group('Settings › WhatsApp: health panel, replay and token check', (group) => {
  let fake: FakeGraph
  let admin: User
  let kul: number
  group.setup(async () => {
    const removeCommitted = await markCommittedRows()
    const graph = await useFakeGraph()
    fake = graph.fake
    return async () => {
      await graph.stop()
      await removeCommitted()
    }
  })
  group.each.setup(async () => {
    resetFakeGraph(fake)
    await writeWhatsappSettings({
      whatsapp_api_base_url: fake.url,
      whatsapp_api_version: fake.version,
      whatsapp_waba_id: fake.wabaId,
      accessToken: fake.accessToken,
    })
    kul = await setUpWhatsapp()
    admin = await settingsUser()
    return async () => {
      await db
        .from('whatsapp_webhook_events')
        .where('status', 'failed')
        .update({ status: 'processed' })
      await forgetWhatsapp()
    }
  })
  group.each.timeout(30_000)

  /** A member's message through the real webhook; answers its event id and wamid. */
  async function memberWrites(from: string, text: string) {
    const built = messagesEvent(from, 'Member 31', [{ type: 'text', text: { body: text } }])
    const response = await postWebhook(JSON.stringify(built))
    if (response.status !== 200) throw new Error(`webhook answered ${response.status}`)
    const row: { id: string | number } = await db
      .from('whatsapp_webhook_events')
      .orderBy('id', 'desc')
      .firstOrFail()
    return { eventId: Number(row.id), wamid: messageIds(built)[0] }
  }

  const eventOf = async (id: number) => {
    const row: { status: string; attempts: number; last_error: string | null } = await db
      .from('whatsapp_webhook_events')
      .where('id', id)
      .firstOrFail()
    return row
  }

  const statusOf = (id: number) => eventOf(id).then((row) => row.status)

  const replayLog = (id: number) =>
    db
      .from('activity_logs')
      .where({ subject_type: 'whatsapp_webhook_event', subject_id: String(id) })
      .orderBy('id')

  test('a failed event shows on the panel; after the mapping is fixed, Replay brings its member in', async ({
    client,
    assert,
  }) => {
    // A number mapped to a center that no longer exists (written before the page refused it):
    // every event for it fails, kept for a replay.
    await writeWhatsappSettings({
      whatsapp_numbers: [{ phone_number_id: NUMBER_ID, center_id: 2_147_480_000 }],
    })
    const from = `6011${String(Date.now() % 1e7).padStart(7, '0')}`
    const { eventId, wamid } = await memberWrites(from, 'My claim was refused')
    const failed = await eventOf(eventId)
    assert.equal(failed.status, 'failed')
    assert.isAbove(failed.attempts, 1, 'the queue tried it again before holding it')
    assert.match(String(failed.last_error), /foreign key/)
    assert.isNull(await db.from('whatsapp_messages').where('wamid', wamid).first())

    const { health } = await pageProps(client, admin)
    assert.isNotNull(health.lastReceivedAt)
    assert.isBelow(Math.abs(Date.parse(health.lastReceivedAt!) - Date.now()), 60_000)
    assert.isAtLeast(health.receivedLastDay, 1)
    assert.isAtLeast(health.failedCount, 1)
    assert.deepInclude(health.failed[0], {
      id: eventId,
      attempts: failed.attempts,
      last_error: failed.last_error,
    })
    assert.equal(health.callbackUrl.replace(/^https?:\/\/[^/]+/, ''), '/webhooks/whatsapp')

    // The administrator maps the number to KUL on the page, then replays the event.
    const fixed = await save(
      client,
      admin,
      await pageForm({
        whatsapp_api_base_url: fake.url,
        whatsapp_waba_id: fake.wabaId,
        whatsapp_access_token: '',
        whatsapp_app_secret: '',
        whatsapp_numbers: [{ phone_number_id: NUMBER_ID, center_id: kul }],
      })
    )
    fixed.assertFlashMessage('success', 'WhatsApp settings saved.')
    const replayed = await postAction(client, admin, `${PATH}/events/${eventId}/replay`)
    replayed.assertStatus(302)
    replayed.assertFlashMessage('success', `Event #${eventId} was sent back to processing.`)

    const processed = await eventOf(eventId)
    assert.equal(processed.status, 'processed')
    assert.isNull(processed.last_error)
    const contact: { id: number; center_id: number; status: string } = await db
      .from('whatsapp_contacts')
      .where({ phone_number_id: NUMBER_ID, wa_id: from })
      .firstOrFail()
    assert.equal(contact.center_id, kul)
    assert.equal(contact.status, 'queued')
    const message: { contact_id: number; body: string } = await db
      .from('whatsapp_messages')
      .where('wamid', wamid)
      .firstOrFail()
    assert.equal(message.contact_id, contact.id)
    assert.equal(message.body, 'My claim was refused')

    // The replay is in the log, by whom and from what.
    const [log] = await replayLog(eventId)
    assert.equal(log.action, 'transition')
    assert.equal(log.user_id, admin.id)
    assert.isNull(log.center_id)
    assert.deepInclude(log.properties, { transition: 'replay', done: 'replayed' })
    assert.deepEqual(log.properties.before, {
      status: 'failed',
      attempts: failed.attempts,
      last_error: failed.last_error,
    })
    assert.deepEqual(log.properties.after, { status: 'pending' })

    // Gone from the panel; a second Replay changes nothing and says why.
    const after = await pageProps(client, admin)
    assert.notInclude(
      after.health.failed.map((event) => event.id),
      eventId
    )
    const again = await postAction(client, admin, `${PATH}/events/${eventId}/replay`)
    again.assertFlashMessage(
      'error',
      `Event #${eventId} was processed meanwhile: there is nothing to replay.`
    )
    assert.lengthOf(await replayLog(eventId), 1)
  })

  test('replaying an event that was in fact processed makes no second message', async ({
    client,
    assert,
  }) => {
    const from = `6012${String(Date.now() % 1e7).padStart(7, '0')}`
    const { eventId, wamid } = await memberWrites(from, 'Hello again')
    assert.equal(await statusOf(eventId), 'processed')
    const contact: { id: number; queued_at: Date } = await db
      .from('whatsapp_contacts')
      .where({ phone_number_id: NUMBER_ID, wa_id: from })
      .firstOrFail()
    // As if its processing had been recorded as failed after it committed.
    await db.from('whatsapp_webhook_events').where('id', eventId).update({ status: 'failed' })

    const replayed = await postAction(client, admin, `${PATH}/events/${eventId}/replay`)
    replayed.assertFlashMessage('success', `Event #${eventId} was sent back to processing.`)
    assert.equal(await statusOf(eventId), 'processed')
    assert.lengthOf(await db.from('whatsapp_messages').where('wamid', wamid), 1)
    const same: { id: number; queued_at: Date } = await db
      .from('whatsapp_contacts')
      .where({ phone_number_id: NUMBER_ID, wa_id: from })
      .firstOrFail()
    assert.deepEqual(same, contact)
  })

  test('Replay all sends every held event back, oldest first, and logs each', async ({
    client,
    assert,
  }) => {
    await writeWhatsappSettings({
      whatsapp_numbers: [{ phone_number_id: NUMBER_ID, center_id: 2_147_480_000 }],
    })
    const stamp = String(Date.now() % 1e6).padStart(6, '0')
    const first = await memberWrites(`60131${stamp}`, 'First')
    const second = await memberWrites(`60132${stamp}`, 'Second')
    assert.equal(await statusOf(first.eventId), 'failed')
    assert.equal(await statusOf(second.eventId), 'failed')
    await writeWhatsappSettings({
      whatsapp_numbers: [{ phone_number_id: NUMBER_ID, center_id: kul }],
    })

    const response = await postAction(client, admin, `${PATH}/events/replay`)
    const held: { total: string | number } = await db
      .from('whatsapp_webhook_events')
      .where('status', 'failed')
      .count('* as total')
      .firstOrFail()
    assert.equal(Number(held.total), 0)
    assert.match(
      String(response.flashMessage('success')),
      /^\d+ events? (was|were) sent back to processing\.$/
    )
    for (const { eventId, wamid } of [first, second]) {
      assert.equal(await statusOf(eventId), 'processed')
      assert.exists(await db.from('whatsapp_messages').where('wamid', wamid).first())
      assert.lengthOf(await replayLog(eventId), 1)
    }

    const none = await postAction(client, admin, `${PATH}/events/replay`)
    none.assertFlashMessage('success', 'No events are held for a replay.')
  })

  test('an event that does not exist answers 404', async ({ client }) => {
    const missing = await postAction(client, admin, `${PATH}/events/9007199254740991/replay`)
    missing.assertStatus(404)
    const notAnId = await postAction(client, admin, `${PATH}/events/9007199254740992/replay`)
    notAnId.assertStatus(404)
  })

  test('the token check: OK with the right token, error 190 in words with a wrong one', async ({
    client,
    assert,
  }) => {
    const ok = await postAction(client, admin, `${PATH}/check-token`)
    ok.assertStatus(302)
    assert.deepEqual(errorsOf(ok), {})
    ok.assertFlashMessage(
      'success',
      `The access token works: WhatsApp let it read business account ${fake.wabaId}.`
    )
    assert.deepInclude(fake.requests, {
      method: 'GET',
      path: `/${fake.version}/${fake.wabaId}/message_templates?fields=name&limit=1`,
    })

    const wrong = 'EAAGwrongtoken31'
    await writeWhatsappSettings({ accessToken: wrong })
    const refused = await postAction(client, admin, `${PATH}/check-token`)
    const words = plainGraphWords({ kind: 'api', code: 190, status: 401, apiMessage: null })
    assert.deepEqual(errorsOf(refused).token_check, [words])
    assert.include(words, 'access token is invalid or has expired')
    assert.notInclude(JSON.stringify(refused.flashMessages()), wrong)

    // An account the token may not read, and no token at all, each said as such.
    await writeWhatsappSettings({ accessToken: fake.accessToken, whatsapp_waba_id: '99999' })
    const unknownAccount = await postAction(client, admin, `${PATH}/check-token`)
    assert.match(errorsOf(unknownAccount).token_check[0], /does not know business account 99999/)
    await db.from('settings').where('key', 'whatsapp_access_token').delete()
    const none = await postAction(client, admin, `${PATH}/check-token`)
    assert.deepEqual(errorsOf(none).token_check, [
      'No access token is saved yet: enter it above and save, then check it.',
    ])
  })
})
