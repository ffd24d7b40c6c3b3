import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { makeUser, DEMO_PASSWORD } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'
import { readSettings } from '#services/settings'

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

const PAGES: { path: string; permission: Permission; component: string }[] = [
  {
    path: '/settings/general',
    permission: 'update-general-settings',
    component: 'settings/general',
  },
  {
    path: '/settings/appearance-header',
    permission: 'update-appearance-header',
    component: 'settings/appearance_header',
  },
  {
    path: '/settings/appearance-footer',
    permission: 'update-appearance-footer',
    component: 'settings/appearance_footer',
  },
  {
    path: '/settings/security',
    permission: 'update-security-settings',
    component: 'settings/security',
  },
]

async function save(client: ApiClient, path: string, permission: Permission, input: object) {
  const user = await makeUser({ permissions: [permission] })
  return client
    .put(path)
    .header('referer', path)
    .loginAs(user)
    .form(input)
    .withCsrfToken()
    .redirects(0)
}

/** Settings › Security's centers whose makers may approve their own documents. */
async function selfApproval() {
  const { self_approval_center_ids: centers } = await readSettings(['self_approval_center_ids'])
  return centers
}

function sharedSettings(response: { body(): { props: Record<string, unknown> } }) {
  return response.body().props.settings as Record<string, unknown>
}

test.group('Settings pages: access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const page of PAGES) {
    test(`${page.path} needs ${page.permission}`, async ({ client }) => {
      const allowed = await makeUser({ permissions: [page.permission] })
      const open = await client.get(page.path).loginAs(allowed).withInertia()
      open.assertStatus(200)
      open.assertInertiaComponent(page.component)
      // Holding every other settings permission is not enough.
      const others = PAGES.filter((other) => other !== page).map((other) => other.permission)
      const refused = await makeUser({ permissions: others })
      const read = await client.get(page.path).loginAs(refused).withInertia()
      read.assertStatus(403)
      const write = await client.put(page.path).loginAs(refused).form({}).withCsrfToken()
      write.assertStatus(403)
      const guest = await client.get(page.path).redirects(0)
      guest.assertHeader('location', '/login')
    })
  }
})

test.group('Settings pages: each takes effect', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the footer changes on the next page, and the change is logged', async ({
    client,
    assert,
  }) => {
    const saved = await save(client, '/settings/appearance-footer', 'update-appearance-footer', {
      footer_left: '© Assist Asia',
      footer_right: 'Hotline +60 3 2110 4000',
    })
    saved.assertFlashMessage('success', 'Footer saved.')
    const viewer = await makeUser()
    const next = await client.get('/dashboard').loginAs(viewer).withInertia()
    assert.equal(sharedSettings(next).footer_left, '© Assist Asia')
    assert.equal(sharedSettings(next).footer_right, 'Hotline +60 3 2110 4000')
    const [log] = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'appearance_settings' })
    assert.equal(log.properties.after.footer_left, '© Assist Asia')
  })

  test('the header title and logo show on the next page; the logo is public', async ({
    client,
    assert,
  }) => {
    const user = await makeUser({ permissions: ['update-appearance-header'] })
    const response = await client
      .put('/settings/appearance-header')
      .header('referer', '/settings/appearance-header')
      .loginAs(user)
      .field('site_title', 'Assist Asia Ops')
      .file('site_white_logo', PNG, { filename: 'logo.png' })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Header saved.')
    const next = await client.get('/dashboard').loginAs(user).withInertia()
    const settings = sharedSettings(next)
    assert.equal(settings.site_title, 'Assist Asia Ops')
    assert.match(String(settings.site_white_logo), /^\/media\/logos\/[0-9a-f-]{36}\.png$/)
    const logo = await client.get(String(settings.site_white_logo))
    logo.assertStatus(200)
    logo.assertHeader('content-type', 'image/png')

    await client
      .put('/settings/appearance-header')
      .header('referer', '/settings/appearance-header')
      .loginAs(user)
      .form({ site_title: 'Assist Asia Ops', remove_logo: '1' })
      .withCsrfToken()
      .redirects(0)
    const removed = await readSettings(['site_white_logo'])
    assert.isNull(removed.site_white_logo)
    const gone = await client.get(String(settings.site_white_logo))
    gone.assertStatus(404)
  })

  test('a spoofed logo is refused beside the field', async ({ client, assert }) => {
    const user = await makeUser({ permissions: ['update-appearance-header'] })
    const response = await client
      .put('/settings/appearance-header')
      .header('referer', '/settings/appearance-header')
      .loginAs(user)
      .field('site_title', 'Assist')
      .file('site_white_logo', Buffer.from('<svg onload=alert(1)>'), { filename: 'logo.png' })
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.property(errors, 'site_white_logo')
  })

  test('dates follow the center, else the default time zone; a user’s own zone wins', async ({
    client,
    assert,
  }) => {
    await save(client, '/settings/general', 'update-general-settings', {
      default_time_zone: 'Asia/Manila',
      date_format: 'yyyy-MM-dd',
      default_page_size: '50',
    })
    // Without a center, the company default.
    const viewer = await makeUser({ permissions: ['access-countries'], centers: [] })
    const page = await client.get('/manage/countries').loginAs(viewer).withInertia()
    assert.deepEqual(page.body().props.display, {
      time_zone: 'Asia/Manila',
      zone_source: 'company',
      date_format: 'yyyy-MM-dd',
      today_zone: 'Asia/Manila',
    })
    // The list's default page size follows General settings; an explicit choice still wins.
    assert.equal((page.body().props.meta as { perPage: number }).perPage, 50)
    const chosen = await client.get('/manage/countries?perPage=10').loginAs(viewer).withInertia()
    assert.equal((chosen.body().props.meta as { perPage: number }).perPage, 10)

    await db.from('users').where('id', viewer.id).update({ time_zone: 'Asia/Tokyo' })
    const own = await client.get('/dashboard').loginAs(viewer).withInertia()
    assert.equal((own.body().props.display as { time_zone: string }).time_zone, 'Asia/Tokyo')
  })

  test('the base currency is one of the live currencies, USD until chosen', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({
      permissions: ['update-general-settings', 'access-currencies', 'delete-currency'],
    })
    const page = await client.get('/settings/general').loginAs(admin).withInertia()
    const props = page.body().props as {
      values: { base_currency_code: string }
      currencies: { value: string }[]
    }
    assert.equal(props.values.base_currency_code, 'USD')
    assert.includeMembers(
      props.currencies.map((option) => option.value),
      ['USD', 'EUR', 'MYR']
    )
    const general = { default_time_zone: 'UTC', date_format: 'yyyy-MM-dd', default_page_size: '25' }
    const put = (input: object) =>
      client
        .put('/settings/general')
        .header('referer', '/settings/general')
        .loginAs(admin)
        .form({ ...general, ...input })
        .withCsrfToken()
        .redirects(0)
    const baseCurrency = async () => {
      const { base_currency_code: code } = await readSettings(['base_currency_code'])
      return code
    }
    const trashed = await db.from('currencies').where('code', 'CHF').firstOrFail()
    await db.from('currencies').where('id', trashed.id).update({ deleted_at: new Date() })
    for (const code of ['XXZ', 'CHF', 'US Dollar', 'x'.repeat(5000)]) {
      const refused = await put({ base_currency_code: code })
      const errors = refused.flashMessage('inputErrorsBag') as Record<string, string[]>
      assert.deepEqual(errors.base_currency_code, ['Please choose an existing base currency.'])
    }
    assert.equal(await baseCurrency(), 'USD')

    const saved = await put({ base_currency_code: 'eur' })
    saved.assertFlashMessage('success', 'General settings saved.')
    assert.equal(await baseCurrency(), 'EUR')
    const log = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: 'general_settings' })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(log.properties.before.base_currency_code, 'USD')
    assert.equal(log.properties.after.base_currency_code, 'EUR')
    // A form without the field keeps it.
    await put({ default_page_size: '50' })
    assert.equal(await baseCurrency(), 'EUR')
    // The currencies' rates are named per it, and it cannot go to the trash.
    const list = await client.get('/manage/currencies').loginAs(admin).withInertia()
    assert.equal((list.body().props as { baseCurrency: string }).baseCurrency, 'EUR')
    const eur = await db
      .from('currencies')
      .where('code', 'EUR')
      .whereNull('deleted_at')
      .firstOrFail()
    const usage = await client.get(`/manage/currencies/${eur.id}/usage`).loginAs(admin)
    assert.match(
      (usage.body() as { refusal: string }).refusal ?? '',
      /General settings \(base currency\) uses this currency\. Choose another base currency in General settings first\./
    )
  })

  test('switching center switches the zone dates are shown in', async ({ client, assert }) => {
    const agent = await makeUser({ centers: ['KUL', 'BKK'] })
    const zone = async () => {
      const page = await client.get('/dashboard').loginAs(agent).withInertia()
      return page.body().props.display as { time_zone: string; zone_source: string }
    }
    assert.deepInclude(await zone(), { time_zone: 'Asia/Kuala_Lumpur', zone_source: 'center' })
    const bkk: { id: number } = await db.from('centers').whereRaw("upper(code) = 'BKK'").first()
    await client
      .post('/ui/change-center')
      .loginAs(agent)
      .form({ center: bkk.id })
      .withCsrfToken()
      .redirects(0)
    await agent.refresh()
    assert.deepInclude(await zone(), { time_zone: 'Asia/Bangkok', zone_source: 'center' })
    // A zone of one's own (My account) wins over the center's.
    await db.from('users').where('id', agent.id).update({ time_zone: 'Europe/London' })
    await agent.refresh()
    assert.deepInclude(await zone(), { time_zone: 'Europe/London', zone_source: 'user' })
  })

  test('password rules apply to the next password set', async ({ client, assert }) => {
    await save(client, '/settings/security', 'update-security-settings', {
      password_min_length: '16',
      password_require_upper: '1',
      password_require_lower: '1',
      password_require_digit: '1',
      password_require_symbol: '1',
      max_failed_sign_ins: '5',
      session_idle_minutes: '120',
      session_absolute_hours: '12',
    })
    const admin = await makeUser({ permissions: ['create-user', 'access-users'] })
    const kul = await db.from('centers').whereILike('code', 'kul').firstOrFail()
    const response = await client
      .post('/accounts/users')
      .loginAs(admin)
      .form({
        'first_name': 'Weak',
        'last_name': 'Password',
        'email': 'weak.password@settings.test',
        'status': 'enabled',
        'password': 'CorrectHorse42',
        'centers[]': [String(kul.id)],
      })
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.deepEqual(errors.password, ['The password needs at least 16 characters and a symbol.'])
  })

  test('the centers whose makers may approve their own documents are chosen on the Security page', async ({
    client,
    assert,
  }) => {
    const security = {
      password_min_length: '12',
      password_require_upper: '1',
      password_require_lower: '1',
      password_require_digit: '1',
      password_require_symbol: '0',
      max_failed_sign_ins: '5',
      session_idle_minutes: '120',
      session_absolute_hours: '12',
    }
    // Off by default: four eyes in every center.
    assert.deepEqual(await selfApproval(), [])
    const reader = await makeUser({ permissions: ['update-security-settings'] })
    const page = await client.get('/settings/security').loginAs(reader).withInertia()
    const centers = (page.body().props as { centers: { value: string; label: string }[] }).centers
    const mnl = centers.find((center) => center.label.startsWith('MNL'))!
    const kul = centers.find((center) => center.label.startsWith('KUL'))!

    await save(client, '/settings/security', 'update-security-settings', {
      ...security,
      'self_approval_center_ids[]': [mnl.value, kul.value],
    })
    const saved = await selfApproval()
    assert.deepEqual(
      saved,
      [Number(kul.value), Number(mnl.value)].sort((a, b) => a - b)
    )
    const logged = await db
      .from('activity_logs')
      .where({ subject_type: 'security_settings', action: 'update' })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepEqual(logged.properties.after.self_approval_center_ids, saved)

    const unknown = await save(client, '/settings/security', 'update-security-settings', {
      ...security,
      'self_approval_center_ids[]': ['999999'],
    })
    const errors = unknown.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.deepEqual(errors['self_approval_center_ids.0'], ['Please choose centers from the list.'])

    // Nothing checked: four eyes everywhere again.
    await save(client, '/settings/security', 'update-security-settings', security)
    assert.deepEqual(await selfApproval(), [])
  })

  test('sign-in locks after the configured number of failures', async ({ client, assert }) => {
    await save(client, '/settings/security', 'update-security-settings', {
      password_min_length: '12',
      password_require_upper: '1',
      password_require_lower: '1',
      password_require_digit: '1',
      password_require_symbol: '0',
      max_failed_sign_ins: '3',
      session_idle_minutes: '120',
      session_absolute_hours: '12',
    })
    const user = await makeUser({ permissions: [] })
    const attempt = () =>
      client
        .post('/login')
        .form({ email: user.email, password: 'wrong-password' })
        .withCsrfToken()
        .redirects(0)
    for (let failure = 0; failure < 2; failure++) {
      const response = await attempt()
      const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]>
      assert.equal(errors.email[0], 'These credentials do not match our records.')
    }
    const third = await attempt()
    const errors = third.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.match(errors.email[0], /^Too many failed sign-in attempts/)
    const right = await client
      .post('/login')
      .form({ email: user.email, password: DEMO_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    const locked = right.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.match(locked.email[0], /^Too many failed sign-in attempts/)
  })

  test('an idle session, or one past its absolute lifetime, is signed out', async ({ client }) => {
    const user = await makeUser({ permissions: [] })
    const idle = await client
      .get('/dashboard')
      .loginAs(user)
      .withSession({ signed_in_at: Date.now() - 60_000, last_seen_at: Date.now() - 3 * 3_600_000 })
      .redirects(0)
    idle.assertHeader('location', '/login')
    const old = await client
      .get('/dashboard')
      .loginAs(user)
      .withSession({ signed_in_at: Date.now() - 13 * 3_600_000, last_seen_at: Date.now() })
      .redirects(0)
    old.assertHeader('location', '/login')
    const fresh = await client
      .get('/dashboard')
      .loginAs(user)
      .withSession({ signed_in_at: Date.now() - 60_000, last_seen_at: Date.now() - 60_000 })
      .redirects(0)
    fresh.assertStatus(200)
  })
})
