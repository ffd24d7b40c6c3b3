import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { resourceContract } from '#tests/helpers/resource_contract'
import { makeAdministrator, makeUser, roleCapabilities } from '#tests/helpers/users'
import type { Permission } from '#permissions/catalogue'
import { usersResource } from '#resources/users'

/** One row of the users table (the test's transaction sees it). */
function userRow(id: number) {
  return db.from('users').where('id', id).firstOrFail()
}

let kulId = 0
let bkkId = 0
let agentRoleId = 0
/** What the Agent role allows: an actor must hold it all to hand the role out. */
let agentCapabilities: Permission[] = []

async function lookUp() {
  const centers: { id: number; code: string }[] = await db.from('centers').select('id', 'code')
  kulId = centers.find((center) => center.code.toUpperCase() === 'KUL')!.id
  bkkId = centers.find((center) => center.code.toUpperCase() === 'BKK')!.id
  const role: { id: number } = await db.from('roles').where('name', 'Agent').firstOrFail()
  agentRoleId = role.id
  agentCapabilities = await roleCapabilities('Agent')
}

function userInput(n: number) {
  return {
    'first_name': 'Nur',
    'last_name': `Tester ${n}`,
    'email': `nur.tester${n}.${Date.now()}@contract.test`,
    'status': 'enabled',
    'password': 'Correct-Horse-42!',
    // As a checkbox group posts them: `centers[]=1&centers[]=2`.
    'centers[]': [String(kulId)],
    'roles[]': [String(agentRoleId)],
  }
}

resourceContract({
  title: 'Users',
  path: '/accounts/users',
  table: 'users',
  component: 'accounts/users',
  subjectType: 'user',
  permissions: usersResource.permissions,
  validInput: userInput,
  update: { input: { last_name: 'Renamed', password: '' }, column: 'last_name', value: 'Renamed' },
  invalid: [
    { input: { email: 'not-an-email' }, field: 'email' },
    { input: { password: 'short' }, field: 'password' },
    { input: { password: undefined }, field: 'password' },
    { input: { 'centers[]': undefined }, field: 'centers' },
    { input: { status: 'sleeping' }, field: 'status' },
  ],
  unique: {
    field: 'email',
    input: (existing) => ({ email: String(existing.email).toUpperCase() }),
    message: 'This email address is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'demo.test', expect: (row) => String(row.email).endsWith('@demo.test') },
    filter: { key: 'centers', value: '', expect: (row) => String(row.centers).includes('KUL') },
  },
  setup: async () => {
    await lookUp()
    return { filterValue: String(kulId), alsoHolds: agentCapabilities }
  },
})

test.group('Users: sign-in data and access', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const path = '/accounts/users'

  async function createUser(client: import('@japa/api-client').ApiClient, input: object) {
    const admin = await makeAdministrator()
    const response = await client.post(path).loginAs(admin).form(input).withCsrfToken().redirects(0)
    return { admin, response, id: Number(response.header('location')?.split('/').pop()) }
  }

  test('stores the password hashed and never logs it', async ({ client, assert }) => {
    const { id, admin } = await createUser(client, userInput(1))
    const row = await db.from('users').where('id', id).firstOrFail()
    assert.notEqual(row.password, 'Correct-Horse-42!')
    assert.isTrue(await hash.verify(row.password, 'Correct-Horse-42!'))
    const [created] = await db
      .from('activity_logs')
      .where({ subject_type: 'user', action: 'create', subject_id: String(id) })
    assert.equal(created.properties.after.password, '[redacted]')
    assert.deepEqual(created.properties.after.centers, [kulId])
    assert.deepEqual(created.properties.after.roles, [agentRoleId])
    assert.equal(row.current_center_id, kulId)

    // An empty password on edit keeps the old one.
    await client
      .put(`${path}/${id}`)
      .loginAs(admin)
      .form({ ...userInput(1), email: row.email, password: '' })
      .withCsrfToken()
      .redirects(0)
    const after = await db.from('users').where('id', id).firstOrFail()
    assert.equal(after.password, row.password)
  })

  test('roles and centers are replaced and logged before and after', async ({ client, assert }) => {
    const { id, admin } = await createUser(client, userInput(2))
    const { email } = await userRow(id)
    const response = await client
      .put(`${path}/${id}`)
      .loginAs(admin)
      .form({
        ...userInput(2),
        email,
        'password': '',
        'roles[]': undefined,
        'centers[]': [String(bkkId)],
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const roles = await db.from('role_user').where('user_id', id)
    const centers = await db.from('center_user').where('user_id', id)
    assert.lengthOf(roles, 0)
    assert.deepEqual(
      centers.map((row) => row.center_id),
      [bkkId]
    )
    const [log] = await db
      .from('activity_logs')
      .where({ subject_type: 'user', action: 'update', subject_id: String(id) })
    assert.deepEqual(log.properties.before.roles, [agentRoleId])
    assert.deepEqual(log.properties.after.roles, [])
    assert.deepEqual(log.properties.after.centers, [bkkId])
    // Removed from their current center, they now work in the one they have.
    const row = await db.from('users').where('id', id).firstOrFail()
    assert.equal(row.current_center_id, bkkId)
  })

  test('a disabled user is signed out on their very next request', async ({ client, assert }) => {
    const admin = await makeAdministrator()
    const worker = await makeUser({ permissions: ['access-countries'] })
    const before = await client.get('/dashboard').loginAs(worker).redirects(0)
    before.assertStatus(200)

    const disabled = await client
      .put(`${path}/${worker.id}`)
      .loginAs(admin)
      .form({
        'first_name': worker.firstName,
        'last_name': worker.lastName,
        'email': worker.email,
        'status': 'disabled',
        'centers[]': [String(kulId)],
      })
      .withCsrfToken()
      .redirects(0)
    disabled.assertStatus(302)
    const { status } = await userRow(worker.id)
    assert.equal(status, 'disabled')

    const after = await client.get('/dashboard').loginAs(worker).redirects(0)
    after.assertStatus(302)
    after.assertHeader('location', '/login')
  })

  test('an administrator cannot disable or delete their own account', async ({
    client,
    assert,
  }) => {
    const admin = await makeAdministrator({ centers: ['KUL'] })
    const { id: administratorRoleId } = await db
      .from('roles')
      .where('is_system', true)
      .firstOrFail()
    const update = await client
      .put(`${path}/${admin.id}`)
      .loginAs(admin)
      .form({
        'first_name': admin.firstName,
        'last_name': admin.lastName,
        'email': admin.email,
        'status': 'disabled',
        'roles[]': [String(administratorRoleId)],
        'centers[]': [String(kulId)],
      })
      .withCsrfToken()
      .redirects(0)
    const errors = update.flashMessage('inputErrorsBag') as Record<string, string[]>
    assert.deepEqual(errors.status, ['You cannot disable your own account.'])

    const remove = await client
      .delete(`${path}/${admin.id}`)
      .header('referer', path)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    remove.assertFlashMessage('error', 'You cannot delete your own account.')
    const kept = await userRow(admin.id)
    assert.isNull(kept.deleted_at)
  })

  test('a trashed user cannot sign in and loses their session', async ({ client, assert }) => {
    const admin = await makeAdministrator()
    const worker = await makeUser({ permissions: ['access-countries'] })
    const removed = await client
      .delete(`${path}/${worker.id}`)
      .header('referer', path)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    removed.assertStatus(302)
    const after = await client.get('/dashboard').loginAs(worker).redirects(0)
    after.assertHeader('location', '/login')
    const trashed = await userRow(worker.id)
    assert.isNotNull(trashed.deleted_at)
  })
})

test.group('Users: profile pictures', (group) => {
  group.setup(lookUp)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A real 1×1 PNG. */
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64'
  )

  async function upload(
    client: import('@japa/api-client').ApiClient,
    file: Buffer,
    filename: string
  ) {
    const admin = await makeAdministrator()
    const input = userInput(Date.now())
    const request = client.post('/accounts/users').loginAs(admin).withCsrfToken().redirects(0)
    for (const [key, value] of Object.entries(input)) {
      for (const item of Array.isArray(value) ? value : [value]) request.field(key, item)
    }
    const response = await request.file('picture', file, { filename })
    return { admin, response }
  }

  function pictureError(response: { flashMessage(key: string): unknown }) {
    const errors = response.flashMessage('inputErrorsBag') as Record<string, string[]> | undefined
    return errors?.picture?.[0]
  }

  test('refuses a file that is not PNG or JPEG by name', async ({ client, assert }) => {
    const { response } = await upload(client, Buffer.from('hello'), 'notes.txt')
    assert.equal(pictureError(response), 'The picture must be a PNG or JPEG image.')
  })

  test('refuses a spoofed picture: the name says PNG, the content does not', async ({
    client,
    assert,
  }) => {
    const { response } = await upload(client, Buffer.from('<script>alert(1)</script>'), 'me.png')
    assert.equal(pictureError(response), 'The picture must be a PNG or JPEG image.')
  })

  test('refuses a picture over 2 MB', async ({ client, assert }) => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10, 0)])
    const { response } = await upload(client, big, 'big.png')
    assert.equal(pictureError(response), 'The picture must be at most 2 MB.')
  })

  test('stores a real PNG and serves it to signed-in users only', async ({ client, assert }) => {
    const { admin, response } = await upload(client, PNG, 'me.png')
    response.assertStatus(302)
    assert.isUndefined(pictureError(response))
    const id = Number(response.header('location')?.split('/').pop())
    const row = await db.from('users').where('id', id).firstOrFail()
    assert.match(row.picture, /^pictures\/[0-9a-f-]{36}\.png$/)

    const url = `/media/${row.picture}`
    const served = await client.get(url).loginAs(admin)
    served.assertStatus(200)
    served.assertHeader('content-type', 'image/png')
    const guest = await client.get(url).redirects(0)
    guest.assertStatus(302)
    const escape = await client.get('/media/pictures/..%2F..%2F.env').loginAs(admin)
    escape.assertStatus(404)
  })
})
