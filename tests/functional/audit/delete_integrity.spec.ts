import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { referrers, settingsReferrers, usageSubjects } from '#resources/registry'
import { isRowsUse, isSettingUse } from '#services/record_usage'
import { settingDefaults } from '#services/settings'
import type { RecordUsage } from '#contracts/record_usage'
import { countPhrase, resourcePath, usageContract } from '#tests/helpers/usage_contract'
import { makeAdministrator, makeUser } from '#tests/helpers/users'

/**
 * Deleting a record that live records use (issue 11, item 3). Every foreign key is declared by
 * the resource whose table holds it (`references`, app/resources/registry_references.ts; issue
 * 28), and every setting that holds records by its page; the first group fails when a foreign
 * key or a setting appears that nobody has decided about, the contracts prove each decision as
 * the target reads it, and the last groups walk the cases a user met.
 */

/**
 * Deletes of records nothing may point at, by route, with their table: a person's saved views of
 * a list (issue 29). They have no usage to ask about, so they are not registered resources.
 */
const UNREFERENCED: Record<string, string> = { 'ui.saved_views.destroy': 'saved_views' }

/** Every declared `target ← table.column`, refusing, warned about or kept, by who declares it. */
function declared() {
  const pairs = new Map<string, string>()
  for (const referrer of referrers()) {
    for (const reference of referrer.references) {
      const table = reference.table ?? referrer.table
      pairs.set(`${reference.target} ← ${table}.${reference.column}`, referrer.table)
    }
  }
  return pairs
}

test.group('Delete integrity: every reference has a decision', () => {
  test('every foreign key to a table with a trash is declared by its resource', async ({
    assert,
  }) => {
    const result: { rows: { target: string; source: string; column: string }[] } =
      await db.rawQuery(`
        SELECT target.relname AS target, source.relname AS source, attribute.attname AS column
        FROM pg_constraint constraint_row
        JOIN pg_class source ON source.oid = constraint_row.conrelid
        JOIN pg_class target ON target.oid = constraint_row.confrelid
        JOIN pg_namespace namespace ON namespace.oid = target.relnamespace
        JOIN pg_attribute attribute
          ON attribute.attrelid = constraint_row.conrelid
         AND attribute.attnum = constraint_row.conkey[1]
        WHERE constraint_row.contype = 'f'
          AND namespace.nspname = current_schema()
          AND EXISTS (
            SELECT 1 FROM information_schema.columns
            WHERE table_schema = current_schema()
              AND table_name = target.relname AND column_name = 'deleted_at'
          )
        ORDER BY 1, 2, 3`)
    assert.isAbove(result.rows.length, 20)
    const known = declared()
    const tables = new Set(usageSubjects().map((subject) => subject.table))
    const missing = result.rows
      .filter((row) => !known.has(`${row.target} ← ${row.source}.${row.column}`))
      .map((row) =>
        tables.has(row.target)
          ? `${row.target} ← ${row.source}.${row.column}: declare it in the references of the resource that writes ${row.source}`
          : `${row.target}: no registered resource (app/resources/registry.ts)`
      )
    assert.deepEqual(missing, [])
  })

  test('every currency code column is declared by currencies', async ({ assert }) => {
    const columns: { table_name: string; column_name: string }[] = await db
      .from('information_schema.columns')
      .whereRaw('table_schema = current_schema()')
      .whereLike('column_name', '%currency_code')
      .select('table_name', 'column_name')
    assert.isAbove(columns.length, 3)
    const known = declared()
    const missing = columns
      .map((column) => `currencies ← ${column.table_name}.${column.column_name}`)
      .filter((pair) => !known.has(pair))
    assert.deepEqual(missing, [])
  })

  test('every setting that holds record ids or codes is declared', async ({ assert }) => {
    // Named like an id (or a list of them) and holding numbers, not text (google_client_id),
    // or like a code (base_currency_code).
    const holding = Object.entries(settingDefaults)
      .filter(
        ([key, value]) => (/_ids?$/.test(key) && typeof value !== 'string') || /_code$/.test(key)
      )
      .map(([key]) => key)
    assert.include(holding, 'base_currency_code')
    const known = new Set(
      settingsReferrers().flatMap((page) => page.settings.map((use) => use.setting))
    )
    assert.deepEqual(
      holding.filter((key) => !known.has(key as keyof typeof settingDefaults)),
      []
    )
  })

  test('every declaration points at a registered resource, and is read by it', async ({
    assert,
  }) => {
    const tables = new Set(usageSubjects().map((subject) => subject.table))
    const targets = [
      ...referrers().flatMap((referrer) =>
        referrer.references.map((reference) => ({
          target: reference.target,
          at: `${reference.table ?? referrer.table}.${reference.column}`,
        }))
      ),
      ...settingsReferrers().flatMap((page) =>
        page.settings.map((use) => ({ target: use.target, at: `${page.page} ${use.setting}` }))
      ),
    ]
    assert.isAbove(targets.length, 100)
    assert.deepEqual(
      targets.filter(({ target }) => !tables.has(target)).map(({ at }) => at),
      []
    )
    // Each target reads exactly what points at it: nothing lost, nothing added on the way.
    const read = usageSubjects().reduce((count, subject) => count + subject.usedBy.length, 0)
    assert.equal(read, targets.length)
  })

  test('every declared column exists', async ({ assert }) => {
    const columns = new Set(
      (
        (await db
          .from('information_schema.columns')
          .whereRaw('table_schema = current_schema()')
          .select('table_name', 'column_name')) as { table_name: string; column_name: string }[]
      ).map((row) => `${row.table_name}.${row.column_name}`)
    )
    const wrong: string[] = []
    for (const subject of usageSubjects()) {
      for (const use of subject.usedBy) {
        if (isSettingUse(use)) continue
        if (!columns.has(`${use.table}.${use.column}`)) wrong.push(`${use.table}.${use.column}`)
        if (isRowsUse(use) && !columns.has(`${subject.table}.${use.key ?? 'id'}`)) {
          wrong.push(`${subject.table}.${use.key}`)
        }
        if (isRowsUse(use) && use.live === true && !columns.has(`${use.table}.deleted_at`)) {
          wrong.push(`${use.table}.deleted_at (live: true needs a trash)`)
        }
      }
    }
    assert.deepEqual(wrong, [])
  })

  test('every resource with a delete route is registered', async ({ assert }) => {
    const registered = new Set(usageSubjects().map((subject) => `${subject.routes}.destroy`))
    const routes = Object.values(router.toJSON())
      .flat()
      // A record's delete (my-account.email.destroy cancels the signed-in user's own request).
      .filter((route) => route.pattern.endsWith('/:id'))
      .map((route) => route.name ?? '')
      .filter((name) => name.endsWith('.destroy'))
    assert.isAbove(routes.length, 15)
    assert.deepEqual(
      routes.filter((name) => !registered.has(name) && !Object.hasOwn(UNREFERENCED, name)),
      []
    )
    // Such a delete needs no usage check only while nothing can point at its table.
    const pointed: { rows: { target: string }[] } = await db.rawQuery(
      `SELECT target.relname AS target FROM pg_constraint constraint_row
       JOIN pg_class target ON target.oid = constraint_row.confrelid
       WHERE constraint_row.contype = 'f' AND target.relname = ANY(?)`,
      [Object.values(UNREFERENCED)]
    )
    assert.deepEqual(pointed.rows, [])
  })
})

for (const subject of usageSubjects()) usageContract(subject)

test.group('Delete integrity: a client in use (the reported case)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('says beforehand and refuses: "N members and M programs use this client"', async ({
    client,
    assert,
  }) => {
    const admin = await makeAdministrator()
    const used: { id: number; name: string } = await db
      .from('clients')
      .whereNull('deleted_at')
      .whereExists((members) => {
        members
          .from('members')
          .whereColumn('members.client_id', 'clients.id')
          .whereNull('members.deleted_at')
      })
      .whereExists((programs) => {
        programs
          .from('programs')
          .whereColumn('programs.client_id', 'clients.id')
          .whereNull('programs.deleted_at')
      })
      .orderBy('id')
      .firstOrFail()
    // This is about members and programs: the client's cases go to the trash first.
    await db.from('cases').where('client_id', used.id).update({ deleted_at: new Date() })
    const count = async (table: string) => {
      const rows = await db.from(table).where('client_id', used.id).whereNull('deleted_at')
      return rows.length
    }
    const sentence = `${countPhrase(await count('members'), ['member', 'members'])} and ${countPhrase(await count('programs'), ['program', 'programs'])} use this client. Move them to another client or delete them first.`

    const usage = await client
      .get(`/accounts/clients/${used.id}/usage`)
      .loginAs(admin)
      .header('accept', 'application/json')
    assert.deepEqual(usage.body() as RecordUsage, { refusal: sentence, warnings: [] })

    const refused = await client
      .delete(`/accounts/clients/${used.id}`)
      .header('referer', '/accounts/clients')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(302)
    refused.assertHeader('location', '/accounts/clients')
    refused.assertFlashMessage('error', sentence)
    const row = await db.from('clients').where('id', used.id).firstOrFail()
    assert.isNull(row.deleted_at)
    // Nothing was written: no log row for a delete that did not happen.
    const logged = await db
      .from('activity_logs')
      .where({ action: 'delete', subject_type: 'client', subject_id: String(used.id) })
    assert.lengthOf(logged, 0)
  })

  test('an unused client is deleted as before, and its dialog has nothing to say', async ({
    client,
    assert,
  }) => {
    const admin = await makeAdministrator()
    const unused: { id: number } = await db
      .from('clients')
      .whereNull('deleted_at')
      .whereNotExists((members) => {
        members.from('members').whereColumn('members.client_id', 'clients.id')
      })
      .whereNotExists((programs) => {
        programs.from('programs').whereColumn('programs.client_id', 'clients.id')
      })
      .orderBy('id')
      .first()
      .then(async (row) => {
        if (row) return row
        // Every seeded client is in use: make one that is not.
        const country: { id: number } = await db.from('countries').orderBy('id').firstOrFail()
        const [made] = await db
          .insertQuery()
          .table('clients')
          .insert({
            code: 'UNUSED-1',
            name: 'Unused Client',
            client_type: 'insurer',
            country_id: country.id,
            billing_currency_code: 'USD',
            created_at: new Date(),
          })
          .returning('id')
        return made as { id: number }
      })
    const usage = await client
      .get(`/accounts/clients/${unused.id}/usage`)
      .loginAs(admin)
      .header('accept', 'application/json')
    assert.deepEqual(usage.body() as RecordUsage, { refusal: null, warnings: [] })
    const removed = await client
      .delete(`/accounts/clients/${unused.id}`)
      .header('referer', '/accounts/clients')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.match(String(removed.flashMessage('success')), /moved to the trash/)
  })

  test('a program whose client is in the trash cannot be restored until the client is', async ({
    client,
    assert,
  }) => {
    const admin = await makeAdministrator()
    const program: { id: number; client_id: number } = await db
      .from('programs')
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    const owner: { name: string } = await db.from('clients').where('id', program.client_id).first()
    const now = new Date()
    // The client's records go to the trash first (as the refusal asks), then the client.
    await db.from('cases').where('client_id', program.client_id).update({ deleted_at: now })
    await db.from('members').where('client_id', program.client_id).update({ deleted_at: now })
    await db.from('programs').where('client_id', program.client_id).update({ deleted_at: now })
    const removed = await client
      .delete(`/accounts/clients/${program.client_id}`)
      .header('referer', '/accounts/clients')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.match(String(removed.flashMessage('success')), /moved to the trash/)

    const refused = await client
      .post(`/manage/programs/${program.id}/restore`)
      .header('referer', '/manage/programs/trash')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    refused.assertHeader('location', '/manage/programs/trash')
    refused.assertFlashMessage(
      'error',
      `Client ${owner.name} is in the trash, and this program needs it. Restore the client first.`
    )
    const row = await db.from('programs').where('id', program.id).firstOrFail()
    assert.isNotNull(row.deleted_at)

    await client
      .post(`/accounts/clients/${program.client_id}/restore`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    const restored = await client
      .post(`/manage/programs/${program.id}/restore`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.match(String(restored.flashMessage('success')), /restored/)
  })
})

test.group('Delete integrity: the resources’ own refusals take the same path', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('one’s own account and the system role are refused in the dialog too', async ({
    client,
    assert,
  }) => {
    const admin = await makeAdministrator()
    const own = await client
      .get(`/accounts/users/${admin.id}/usage`)
      .loginAs(admin)
      .header('accept', 'application/json')
    assert.equal((own.body() as RecordUsage).refusal, 'You cannot delete your own account.')
    const system: { id: number; name: string } = await db
      .from('roles')
      .where('is_system', true)
      .firstOrFail()
    const role = await client
      .get(`/settings/roles/${system.id}/usage`)
      .loginAs(admin)
      .header('accept', 'application/json')
    assert.match(String((role.body() as RecordUsage).refusal), /is the system role/)
  })

  test('answers 404 for a record in the trash or out of sight, 403 without delete', async ({
    client,
  }) => {
    const admin = await makeAdministrator()
    const trashed: { id: number } = await db
      .from('countries')
      .whereNull('deleted_at')
      .whereNotExists((states) => {
        states.from('states').whereColumn('states.country_id', 'countries.id')
      })
      .orderBy('id')
      .firstOrFail()
    await db.from('countries').where('id', trashed.id).update({ deleted_at: new Date() })
    const gone = await client
      .get(`/manage/countries/${trashed.id}/usage`)
      .loginAs(admin)
      .header('accept', 'application/json')
    gone.assertStatus(404)

    // An MNL-only user is out of sight of a KUL supervisor: no usage either.
    const stranger = await makeUser({ centers: ['MNL'] })
    const supervisor = await makeUser({
      centers: ['KUL'],
      permissions: ['access-users', 'delete-user'],
    })
    const hidden = await client
      .get(`/accounts/users/${stranger.id}/usage`)
      .loginAs(supervisor)
      .header('accept', 'application/json')
    hidden.assertStatus(404)
    const reader = await makeUser({ permissions: ['access-users'] })
    const forbidden = await client
      .get(`/accounts/users/${stranger.id}/usage`)
      .loginAs(reader)
      .header('accept', 'application/json')
    forbidden.assertStatus(403)
  })
})

test.group(
  'Delete integrity: users keep working when a role or center they hold is trashed',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('their own account and others’ still save, and keep the link for a restore', async ({
      client,
      assert,
    }) => {
      const admin = await makeAdministrator({ centers: ['KUL', 'BKK'] })
      const [kul, bkk]: { id: number }[] = await Promise.all([
        db.from('centers').whereRaw('upper(code) = ?', ['KUL']).firstOrFail(),
        db.from('centers').whereRaw('upper(code) = ?', ['BKK']).firstOrFail(),
      ])
      const [role] = await db
        .insertQuery()
        .table('roles')
        .insert({ name: 'Short-lived role', created_at: new Date() })
        .returning('id')
      await db.insertQuery().table('role_user').insert({ user_id: admin.id, role_id: role.id })
      const worker = await makeUser({ centers: ['KUL', 'BKK'] })
      await db.insertQuery().table('role_user').insert({ user_id: worker.id, role_id: role.id })

      // The role may go: the dialog says who holds it and what happens.
      const usage = await client
        .get(`/settings/roles/${role.id}/usage`)
        .loginAs(admin)
        .header('accept', 'application/json')
      assert.deepEqual(usage.body() as RecordUsage, {
        refusal: null,
        warnings: [
          '2 users hold this role: they lose its permissions while it is in the trash, and get them back if it is restored.',
        ],
      })
      const roleRemoved = await client
        .delete(`/settings/roles/${role.id}`)
        .loginAs(admin)
        .withCsrfToken()
        .redirects(0)
      assert.match(String(roleRemoved.flashMessage('success')), /moved to the trash/)
      // BKK may go too once nobody works only there: these two work in KUL as well.
      await db
        .from('users')
        .whereIn('id', db.from('center_user').where('center_id', bkk.id).select('user_id'))
        .whereNotIn('id', [admin.id, worker.id])
        .update({ deleted_at: new Date() })
      await db.from('cases').where('center_id', bkk.id).update({ deleted_at: new Date() })
      const centerRemoved = await client
        .delete(`/manage/centers/${bkk.id}`)
        .loginAs(admin)
        .withCsrfToken()
        .redirects(0)
      assert.match(String(centerRemoved.flashMessage('success')), /moved to the trash/)

      // The edit forms read live roles and centers only…
      const form = await client.get(`/accounts/users/${admin.id}/edit`).loginAs(admin).withInertia()
      const record = form.body().props.record as { role_ids: number[]; center_ids: number[] }
      assert.notInclude(record.role_ids, role.id)
      assert.deepEqual(record.center_ids, [kul.id])

      // …so one's own account (roles and centers read-only, posted unchanged) still saves…
      const system: { id: number } = await db.from('roles').where('is_system', true).firstOrFail()
      const ownSave = await client
        .put(`/accounts/users/${admin.id}`)
        .loginAs(admin)
        .form({
          'first_name': 'Renamed',
          'last_name': admin.lastName,
          'email': admin.email,
          'status': 'enabled',
          'roles[]': record.role_ids.map(String),
          'centers[]': record.center_ids.map(String),
        })
        .withCsrfToken()
        .redirects(0)
      assert.match(String(ownSave.flashMessage('success')), /saved/)
      assert.include(record.role_ids, system.id)

      // …and so does another user's, keeping the trashed role and center for a restore.
      const otherSave = await client
        .put(`/accounts/users/${worker.id}`)
        .loginAs(admin)
        .form({
          'first_name': 'Also',
          'last_name': 'Renamed',
          'email': worker.email,
          'status': 'enabled',
          'centers[]': [String(kul.id)],
        })
        .withCsrfToken()
        .redirects(0)
      assert.match(String(otherSave.flashMessage('success')), /saved/)
      const links = await db.from('role_user').where({ user_id: worker.id, role_id: role.id })
      assert.lengthOf(links, 1)
      const centers = await db.from('center_user').where({ user_id: worker.id, center_id: bkk.id })
      assert.lengthOf(centers, 1)
    })

    test('a center is refused while a user works only there', async ({ client, assert }) => {
      const admin = await makeAdministrator({ centers: ['KUL', 'BKK', 'MNL'] })
      const mnl: { id: number } = await db
        .from('centers')
        .whereRaw('upper(code) = ?', ['MNL'])
        .firstOrFail()
      // Whoever else works only in MNL goes first, leaving exactly one such user.
      await db
        .from('users')
        .whereIn('id', db.from('center_user').where('center_id', mnl.id).select('user_id'))
        .whereNot('id', admin.id)
        .update({ deleted_at: new Date() })
      await db.from('cases').where('center_id', mnl.id).update({ deleted_at: new Date() })
      await makeUser({ centers: ['MNL'] })
      const usage = await client
        .get(`/manage/centers/${mnl.id}/usage`)
        .loginAs(admin)
        .header('accept', 'application/json')
      assert.equal(
        (usage.body() as RecordUsage).refusal,
        '1 user works only in this center. Give them another center first.'
      )
    })
  }
)

test.group('Delete integrity: paths', () => {
  test('the usage route sits beside each delete route', async ({ assert }) => {
    for (const subject of usageSubjects()) {
      const names = Object.values(router.toJSON())
        .flat()
        .filter((route) => route.pattern === `${resourcePath(subject.routes)}/:id/usage`)
        .map((route) => route.name)
      assert.deepEqual(names, [`${subject.routes}.usage`])
    }
  })
})
