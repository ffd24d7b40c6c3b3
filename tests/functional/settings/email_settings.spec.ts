import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { makeUser } from '#tests/helpers/users'
import { FakeSmtpServer, closedPort } from '#tests/helpers/fake_smtp_server'

const PATH = '/settings/email'
const SMTP_USER = 'mailer@assist.test'
const SMTP_PASSWORD = 'S3cret smtp pass!'

/** The settings form as the page posts it, pointed at `port` on loopback. */
function smtpForm(port: number, overrides: Record<string, string> = {}) {
  return {
    smtp_host: '127.0.0.1',
    smtp_port: String(port),
    smtp_security: 'none',
    smtp_username: SMTP_USER,
    smtp_password: SMTP_PASSWORD,
    mail_from_address: 'ops@assist.test',
    mail_from_name: 'Assist Operations',
    ...overrides,
  }
}

function save(client: ApiClient, user: User, input: Record<string, string>) {
  return client
    .put(PATH)
    .header('referer', PATH)
    .loginAs(user)
    .form(input)
    .withCsrfToken()
    .redirects(0)
}

function sendTest(client: ApiClient, user: User, input: Record<string, string> = {}) {
  return client
    .post('/settings/email/test')
    .header('referer', PATH)
    .loginAs(user)
    .form(input)
    .withCsrfToken()
    .redirects(0)
}

async function storedSetting(key: string) {
  const row = await db.from('settings').where('key', key).first()
  return row?.value as unknown
}

function errorsOf(response: { flashMessage(key: string): unknown }) {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

test.group('Email settings: access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('needs update-email-settings for the page, the save and the test', async ({ client }) => {
    const allowed = await makeUser({ permissions: ['update-email-settings'] })
    const page = await client.get(PATH).loginAs(allowed).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('settings/email')

    // Every other settings permission is not enough.
    const refused = await makeUser({
      permissions: [
        'update-general-settings',
        'update-appearance-header',
        'update-appearance-footer',
        'update-security-settings',
      ],
    })
    const read = await client.get(PATH).loginAs(refused).withInertia()
    read.assertStatus(403)
    const write = await client.put(PATH).loginAs(refused).form({}).withCsrfToken()
    write.assertStatus(403)
    const trial = await client.post('/settings/email/test').loginAs(refused).withCsrfToken()
    trial.assertStatus(403)
    const guest = await client.get(PATH).redirects(0)
    guest.assertHeader('location', '/login')
  })
})

test.group('Email settings: saving', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('stores the password encrypted, never shows or logs it, and keeps it when left empty', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: ['update-email-settings'] })
    const saved = await save(client, admin, smtpForm(2525))
    saved.assertFlashMessage('success', 'Email settings saved.')

    // At rest: ciphertext, not the password, and it decrypts back with its purpose.
    const ciphertext = await storedSetting('smtp_password')
    assert.isString(ciphertext)
    assert.notEqual(ciphertext, SMTP_PASSWORD)
    assert.notInclude(String(ciphertext), SMTP_PASSWORD)
    assert.equal(
      encryption.decrypt<string>(String(ciphertext), 'settings.smtp_password'),
      SMTP_PASSWORD
    )
    assert.equal(await storedSetting('smtp_host'), '127.0.0.1')
    assert.equal(await storedSetting('smtp_port'), 2525)
    assert.equal(await storedSetting('smtp_security'), 'none')

    // The page learns only that one is saved.
    const page = await client.get(PATH).loginAs(admin).withInertia()
    const values = page.body().props.values as Record<string, unknown>
    assert.isTrue(values.smtp_password_saved)
    assert.notProperty(values, 'smtp_password')
    const body = JSON.stringify(page.body())
    assert.notInclude(body, SMTP_PASSWORD)
    assert.notInclude(body, String(ciphertext))

    // The log says it changed, never what it is.
    const [log] = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'email_settings' })
      .orderBy('id', 'desc')
    assert.equal(log.properties.after.smtp_host, '127.0.0.1')
    assert.equal(log.properties.after.smtp_password, '[redacted]')
    assert.isNull(log.properties.before.smtp_password)
    const logged = JSON.stringify(log.properties)
    assert.notInclude(logged, SMTP_PASSWORD)
    assert.notInclude(logged, String(ciphertext))

    // Empty keeps it: nothing changed, nothing logged.
    const again = await save(client, admin, smtpForm(2525, { smtp_password: '' }))
    again.assertFlashMessage('success', 'No changes to save.')
    assert.equal(await storedSetting('smtp_password'), ciphertext)

    // "Remove" clears it, logged as a change to nothing.
    await save(client, admin, smtpForm(2525, { smtp_password: '', remove_smtp_password: '1' }))
    assert.isNull(await storedSetting('smtp_password'))
    const [removal] = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'email_settings' })
      .orderBy('id', 'desc')
    assert.deepEqual(removal.properties, {
      before: { smtp_password: '[redacted]' },
      after: { smtp_password: null },
    })
  })

  test('says what is wrong with each field', async ({ client, assert }) => {
    const admin = await makeUser({ permissions: ['update-email-settings'] })
    const portMessage = 'Enter a port from 1 to 65535 (usually 587 or 465).'
    for (const port of ['0', '70000', 'abc', '25.5']) {
      const response = await save(client, admin, smtpForm(587, { smtp_port: port }))
      assert.deepEqual(errorsOf(response).smtp_port, [portMessage], `port ${port}`)
    }

    const badFrom = await save(client, admin, smtpForm(587, { mail_from_address: 'ops@' }))
    assert.deepEqual(errorsOf(badFrom).mail_from_address, [
      'Enter the from address as name@example.com.',
    ])
    const noFrom = await save(client, admin, smtpForm(587, { mail_from_address: '' }))
    assert.deepEqual(errorsOf(noFrom).mail_from_address, [
      'Enter the address mail is sent from: the SMTP server needs a sender.',
    ])
    const url = await save(client, admin, smtpForm(587, { smtp_host: 'smtp://mail.example.com' }))
    assert.deepEqual(errorsOf(url).smtp_host, [
      'Enter a host name or IP address, like smtp.example.com (without smtp:// or a port).',
    ])
    const security = await save(client, admin, smtpForm(587, { smtp_security: 'ssl3' }))
    assert.deepEqual(errorsOf(security).smtp_security, [
      'Choose how the connection is secured: none, STARTTLS or SSL/TLS.',
    ])
    // Nothing was saved by any of them.
    assert.isUndefined(await storedSetting('smtp_host'))
  })

  test('an empty host is valid: mail then uses the server’s own setup', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: ['update-email-settings'] })
    const response = await save(client, admin, {
      smtp_host: '',
      smtp_port: '587',
      smtp_security: 'starttls',
      mail_from_address: '',
    })
    response.assertFlashMessage('success', 'No changes to save.')
    const page = await client.get(PATH).loginAs(admin).withInertia()
    const status = page.body().props.status as { smtpSaved: boolean; yourEmail: string }
    assert.isFalse(status.smtpSaved)
    assert.equal(status.yourEmail, admin.email)
  })
})

test.group('Email settings: sending through the saved server', (group) => {
  let smtp: FakeSmtpServer
  group.each.setup(async () => {
    smtp = await new FakeSmtpServer({
      credentials: { user: SMTP_USER, pass: SMTP_PASSWORD },
      requireAuth: true,
    }).start()
    return () => smtp.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a test email reaches the server from the saved sender, signed in with the saved password', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: ['update-email-settings'] })
    await save(client, admin, smtpForm(smtp.port))

    const typed = await sendTest(client, admin, { test_to: 'desk@assist.test' })
    typed.assertFlashMessage('success', 'Test email sent to desk@assist.test.')
    assert.lengthOf(smtp.messages, 1)
    const [message] = smtp.messages
    assert.equal(message.from, 'ops@assist.test')
    assert.deepEqual(message.to, ['desk@assist.test'])
    assert.equal(message.authenticatedAs, SMTP_USER)
    assert.deepEqual(smtp.authAttempts.at(-1), { user: SMTP_USER, pass: SMTP_PASSWORD })
    assert.equal(smtp.header('From'), 'Assist Operations <ops@assist.test>')
    assert.equal(smtp.header('Subject'), 'Test email from the back-office')

    // No address typed: the signed-in user's own.
    const own = await sendTest(client, admin)
    own.assertFlashMessage('success', `Test email sent to ${admin.email}.`)
    assert.deepEqual(smtp.messages.at(-1)?.to, [admin.email])
  })

  test('a refused login is reported with the server’s answer', async ({ client, assert }) => {
    smtp.options.rejectAuth = true
    const admin = await makeUser({ permissions: ['update-email-settings'] })
    await save(client, admin, smtpForm(smtp.port))
    const response = await sendTest(client, admin)
    assert.deepEqual(errorsOf(response).smtp, [
      'Authentication failed: 535 5.7.8 Authentication credentials invalid. Check the username and password.',
    ])
    assert.lengthOf(smtp.messages, 0)
  })

  test('a server that is not there is reported as connection refused', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: ['update-email-settings'] })
    const port = await closedPort()
    await save(client, admin, smtpForm(port))
    const response = await sendTest(client, admin)
    assert.deepEqual(errorsOf(response).smtp, [
      `Could not connect to 127.0.0.1:${port}: connection refused. Check the host and port.`,
    ])
  })

  test('STARTTLS required but not offered fails instead of sending in plain text', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: ['update-email-settings'] })
    await save(client, admin, smtpForm(smtp.port, { smtp_security: 'starttls' }))
    const response = await sendTest(client, admin)
    const [message] = errorsOf(response).smtp
    assert.match(message, /^Could not secure the connection to 127\.0\.0\.1:\d+: /)
    assert.lengthOf(smtp.messages, 0)
  })

  test('without a saved host the test is refused and says why', async ({ client, assert }) => {
    const admin = await makeUser({ permissions: ['update-email-settings'] })
    const response = await sendTest(client, admin)
    assert.deepEqual(errorsOf(response).smtp, [
      'No SMTP server is saved yet: enter the host and the sender, save, then send a test.',
    ])
    const badAddress = await sendTest(client, admin, { test_to: 'not-an-address' })
    assert.deepEqual(errorsOf(badAddress).test_to, [
      'Enter the address to send the test to as name@example.com.',
    ])
  })

  test('the app’s own mail (a password reset) goes through the saved server', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ permissions: ['update-email-settings'] })
    await save(client, admin, smtpForm(smtp.port))
    const someone = await makeUser()
    await client.post('/forgot-password').form({ email: someone.email }).withCsrfToken()
    assert.lengthOf(smtp.messages, 1)
    assert.equal(smtp.messages[0].from, 'ops@assist.test')
    assert.deepEqual(smtp.messages[0].to, [someone.email])
    assert.equal(smtp.header('Subject'), 'Reset your password')

    // mail.fake() still captures everything, settings or not.
    const { messages } = mail.fake()
    try {
      await client.post('/forgot-password').form({ email: someone.email }).withCsrfToken()
      messages.assertSentCount(1)
      assert.lengthOf(smtp.messages, 1)
    } finally {
      mail.restore()
    }
  })
})
