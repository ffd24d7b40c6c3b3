import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type User from '#models/user'
import { usageSubjects, type RegisteredResource } from '#resources/registry'
import {
  isRowsUse,
  isSettingUse,
  USAGE_COUNT_CAP,
  type RowsUse,
  type SettingUse,
} from '#services/record_usage'
import { settingDefaults, writeSettings } from '#services/settings'
import type { RecordUsage } from '#contracts/record_usage'
import { makeAdministrator } from '#tests/helpers/users'

/**
 * Proves what a resource declares in `usedBy` (app/services/record_usage.ts), from the
 * declaration alone: for each relation it finds (or makes) a live record that uses a live
 * target in the seeded data, then checks the delete dialog's answer, the delete, and the
 * restore of what uses it. A resource declares its relations once; this proves all of them.
 */

type Key = string | number

/** `/accounts/clients` for 'accounts.clients': the resource's routes as the router has them. */
export function resourcePath(routes: string): string {
  for (const domainRoutes of Object.values(router.toJSON())) {
    for (const route of domainRoutes) {
      if (route.name === `${routes}.destroy`) return route.pattern.replace(/\/:id$/, '')
    }
  }
  throw new Error(`No delete route named ${routes}.destroy`)
}

/** The registered resource whose records live in `table`, if any. */
function ownerOf(table: string) {
  return usageSubjects().find((subject) => subject.table === table) ?? null
}

/** The rows of a relation that point at `value` and count, written here, not by the app. */
function holders(use: RowsUse, value: Key) {
  const query = db.from(use.table).where(`${use.table}.${use.column}`, value)
  const live = use.live
  if (live === true) query.whereNull(`${use.table}.deleted_at`)
  else {
    query.whereIn(
      `${use.table}.${live.column}`,
      db.from(live.table).whereNull('deleted_at').select('id')
    )
  }
  use.where?.(query as DatabaseQueryBuilderContract)
  return query
}

/** How many rows a query reads. */
async function countOf(query: PromiseLike<unknown[]>) {
  const rows = await query
  return rows.length
}

/** The number as the sentences write it: "1 member", "3 members", "1,000+ members". */
export function countPhrase(count: number, noun: readonly [string, string]) {
  if (count > USAGE_COUNT_CAP) return `${USAGE_COUNT_CAP.toLocaleString('en')}+ ${noun[1]}`
  return `${count.toLocaleString('en')} ${count === 1 ? noun[0] : noun[1]}`
}

/** The id of what holds the reference: the row's own id, or a pivot row's owner. */
function holderIdColumn(use: RowsUse) {
  return use.live === true ? `${use.table}.id` : `${use.table}.${use.live.column}`
}

/**
 * Live targets of `subject` that a counted row of `use` points at, a few of them: the seeded
 * data first; failing that, one live row of the relation's table is pointed at a live target.
 */
/**
 * Targets for tables the demo data leaves empty, made when a test needs one: a case file's row
 * (its bytes are never read by a delete or a restore).
 */
const TARGETS_WITHOUT_DEMO_ROWS: Record<string, () => Promise<void>> = {
  case_files: async () => {
    // On an open case: a closed one refuses every change to its files first.
    const owner: { id: number } = await db
      .from('cases')
      .whereNull('deleted_at')
      .whereNot('status', 'closed')
      .orderBy('id')
      .firstOrFail()
    await db.table('case_files').insert({
      case_id: owner.id,
      original_name: 'invoice.pdf',
      storage_key: `usage-contract/${owner.id}-${Date.now()}`,
      mime_type: 'application/pdf',
      size: 1,
      sha256: '0'.repeat(64),
      created_at: new Date(),
    })
  },
}

async function targetsInUse(subject: RegisteredResource, use: RowsUse) {
  const key = use.key ?? 'id'
  const find = () => {
    // The target aliased: a dependant's principal is a row of the same table.
    const query = db
      .from(use.table)
      .join(`${subject.table} as target`, `target.${key}`, `${use.table}.${use.column}`)
      .whereNull('target.deleted_at')
      .distinct('target.id')
      .limit(25)
    const live = use.live
    if (live === true) query.whereNull(`${use.table}.deleted_at`)
    else {
      query.whereIn(
        `${use.table}.${live.column}`,
        db.from(live.table).whereNull('deleted_at').select('id')
      )
    }
    use.where?.(query as DatabaseQueryBuilderContract)
    return query.then((rows: { id: number }[]) => rows.map((row) => row.id))
  }
  const found = await find()
  if (found.length > 0) return found
  await TARGETS_WITHOUT_DEMO_ROWS[subject.table]?.()
  const target: Record<string, Key> = await db
    .from(subject.table)
    .whereNull('deleted_at')
    .orderBy('id')
    .firstOrFail()
  if (use.live === true) {
    const holder: { id: number } = await db
      .from(use.table)
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    await db
      .from(use.table)
      .where('id', holder.id)
      .update({ [use.column]: target[key] })
  } else {
    const owner: { id: number } = await db
      .from(use.live.table)
      .whereNull('deleted_at')
      .orderBy('id')
      .firstOrFail()
    await db
      .insertQuery()
      .table(use.table)
      .insert({ [use.live.column]: owner.id, [use.column]: target[key] })
  }
  return find()
}

/** A target's row, by id. */
async function rowOf(subject: RegisteredResource, id: number): Promise<Record<string, Key>> {
  return db.from(subject.table).where('id', id).firstOrFail()
}

async function usageOf(client: ApiClient, user: User, subject: RegisteredResource, id: number) {
  await workIn(user, subject, id)
  const response = await client
    .get(`${await recordPath(subject, id)}/${id}/usage`)
    .loginAs(user)
    .header('accept', 'application/json')
  response.assertStatus(200)
  return response.body() as RecordUsage
}

/**
 * A center-owned record is acted on from its own center (another answers the switch page): the
 * user works in the record's center first, as they would after switching. A record under a
 * parent (a case's contact) is in its parent's center.
 */
async function workIn(user: User, subject: RegisteredResource, id: number) {
  if (!subject.centerOwned) return
  const row: Record<string, number> | null = await db.from(subject.table).where('id', id).first()
  if (!row) return
  const owner: { center_id?: number } | null = subject.parent
    ? await db.from(subject.parent.table).where('id', row[subject.parent.column]).first()
    : row
  if (!owner?.center_id) return
  await db.from('users').where('id', user.id).update({ current_center_id: owner.center_id })
  user.currentCenterId = owner.center_id
}

/**
 * What a parent row looks like when it takes writes under it, by table: a record under a case
 * is restored under a live, open case, so only the relation under test can refuse it (clearing
 * the way may have trashed its case, and a demo case may be closed).
 */
const OPEN_PARENT: Record<string, Record<string, unknown>> = {
  cases: { deleted_at: null, status: 'active', closed_at: null, outcome: null },
}

async function openParentOf(subject: RegisteredResource, id: number) {
  if (!subject.parent) return
  const row: Record<string, number> = await db.from(subject.table).where('id', id).firstOrFail()
  const open = OPEN_PARENT[subject.parent.table]
  if (!open) throw new Error(`No open state known for a ${subject.parent.table} parent`)
  await db.from(subject.parent.table).where('id', row[subject.parent.column]).update(open)
}

/** The record's path: the resource's, its parent's id filled in for a record under one. */
async function recordPath(subject: RegisteredResource, id: number) {
  const path = resourcePath(subject.routes)
  if (!subject.parent) return path
  const row: Record<string, number> = await db.from(subject.table).where('id', id).firstOrFail()
  return path.replace(`:${subject.parent.param}`, String(row[subject.parent.column]))
}

async function remove(client: ApiClient, user: User, subject: RegisteredResource, id: number) {
  const path = await recordPath(subject, id)
  await workIn(user, subject, id)
  return client
    .delete(`${path}/${id}`)
    .header('referer', path)
    .loginAs(user)
    .withCsrfToken()
    .redirects(0)
}

async function restore(client: ApiClient, user: User, subject: RegisteredResource, id: number) {
  const path = await recordPath(subject, id)
  await workIn(user, subject, id)
  return client
    .post(`${path}/${id}/restore`)
    .header('referer', `${path}/trash`)
    .loginAs(user)
    .withCsrfToken()
    .redirects(0)
}

/** Whether a center-owned record's center (its own, or its parent's) is in the trash. */
async function centerTrashed(subject: RegisteredResource, id: number) {
  if (!subject.centerOwned) return false
  const { parent } = subject
  const owner: { center_id: number } | null = parent
    ? await db
        .from(subject.table)
        .join(parent.table, `${parent.table}.id`, `${subject.table}.${parent.column}`)
        .where(`${subject.table}.id`, id)
        .select(`${parent.table}.center_id`)
        .first()
    : await db.from(subject.table).where('id', id).select('center_id').first()
  if (!owner) return false
  return isTrashed('centers', owner.center_id)
}

async function isTrashed(table: string, id: number) {
  const row: { deleted_at: Date | null } = await db.from(table).where('id', id).firstOrFail()
  return row.deleted_at !== null
}

/**
 * Clears a target of everything that refuses its delete, as a user would by moving or deleting
 * those records first: the counted rows of each 'refuse' relation go to the trash (a pivot's
 * owners do), and 'refuse' settings forget it.
 */
async function clearTheWay(
  subject: RegisteredResource,
  target: Record<string, Key>,
  except?: RowsUse
) {
  for (const use of subject.usedBy) {
    if (use === except) continue
    if (isRowsUse(use) && use.onDelete === 'refuse') {
      const value = target[use.key ?? 'id']
      if (value === null || value === undefined) continue
      const rows: { id: number }[] = await holders(use, value).select(
        `${holderIdColumn(use)} as id`
      )
      const ids = rows.map((row) => row.id)
      const table = use.live === true ? use.table : use.live.table
      if (ids.length > 0) await db.from(table).whereIn('id', ids).update({ deleted_at: new Date() })
    } else if (isSettingUse(use) && use.onDelete === 'refuse') {
      await writeSettings({ [use.setting]: settingDefaults[use.setting] })
    }
  }
}

/**
 * A live target whose delete nothing but `use` would refuse: no rule of the resource's own
 * refuses it (the system role, one's own account) once the way is cleared.
 */
async function freeTarget(
  client: ApiClient,
  user: User,
  subject: RegisteredResource,
  candidates: number[]
) {
  for (const id of candidates) {
    const target = await rowOf(subject, id)
    await clearTheWay(subject, target)
    const usage = await usageOf(client, user, subject, id)
    if (usage.refusal === null) return target
  }
  throw new Error(`No ${subject.noun} among ${candidates.join(', ')} can be deleted at all`)
}

/** A business number no demo or test maps: the row a list-of-rows setting holds the target in. */
const HELD_ROW_NAME = '109000000009999'

/**
 * `[id]` for a list setting, `id` for a single one (or the code it holds); for a list of rows
 * (`rows`), one row holding it, named by HELD_ROW_NAME.
 */
function holding(use: SettingUse, id: Key) {
  if (use.rows) return [{ [use.rows.names]: HELD_ROW_NAME, [use.rows.field]: id }]
  return Array.isArray(settingDefaults[use.setting]) ? [id] : id
}

/** How the refusal names the setting: "WhatsApp settings (business number 109…)". */
function settingNamed(use: SettingUse) {
  return use.rows ? `${use.page} (${use.as} ${HELD_ROW_NAME})` : `${use.page} (${use.as})`
}

async function settingValue(key: SettingUse['setting']): Promise<unknown> {
  const row: { value: unknown } | null = await db.from('settings').where('key', key).first()
  return row ? row.value : settingDefaults[key]
}

function title(use: RowsUse | SettingUse) {
  if (isSettingUse(use)) return `${use.page} (${use.as})`
  return `${use.table}.${use.column}`
}

async function proveRefusingRows(
  client: ApiClient,
  assert: Assert,
  subject: RegisteredResource,
  use: RowsUse
) {
  const user = await makeAdministrator()
  const candidates = await targetsInUse(subject, use)
  assert.isAbove(candidates.length, 0, `no live ${use.table} row points at a live ${subject.noun}`)
  // A target that only this relation refuses: everything else that holds it moves away first
  // (to the trash here), and no rule of the resource's own refuses it.
  let chosen: { id: number; value: Key; count: number; usage: RecordUsage } | null = null
  for (const id of candidates) {
    const target = await rowOf(subject, id)
    await clearTheWay(subject, target, use)
    const value = target[use.key ?? 'id']
    const count = await countOf(holders(use, value))
    if (count === 0) continue
    const usage = await usageOf(client, user, subject, id)
    if (usage.refusal?.includes(countPhrase(count, use.noun))) {
      chosen = { id, value, count, usage }
      break
    }
  }
  assert.exists(chosen, `no ${subject.noun} is refused for its ${use.noun[1]} alone`)
  const { id, value, usage } = chosen!
  const holder: { id: number } = await holders(use, value)
    .select(`${holderIdColumn(use)} as id`)
    .orderBy(holderIdColumn(use))
    .firstOrFail()

  // The dialog said so beforehand; the delete is refused with the same sentence.
  const refused = await remove(client, user, subject, id)
  refused.assertStatus(302)
  refused.assertFlashMessage('error', usage.refusal!)
  assert.isFalse(await isTrashed(subject.table, id), 'refused, yet trashed')

  // Once they have gone (to the trash here), the delete goes through.
  await clearTheWay(subject, await rowOf(subject, id))
  const removed = await remove(client, user, subject, id)
  removed.assertStatus(302)
  assert.isTrue(await isTrashed(subject.table, id), 'not trashed once nothing used it')

  // What used it cannot come back while it is in the trash; it can once it is restored.
  const holderTable = use.live === true ? use.table : use.live.table
  const holderSubject = ownerOf(holderTable)
  assert.exists(holderSubject, `${holderTable} rows cannot be restored by anyone`)
  const label = await subject.labelOf(use.key ?? 'id', value, db.connection())
  const named = `${subject.noun} ${label}`.toLowerCase()
  await openParentOf(holderSubject!, holder.id)
  const blocked = await restore(client, user, holderSubject!, holder.id)
  if (await centerTrashed(holderSubject!, holder.id)) {
    // A record of a center in the trash is out of everyone's reach, its restore included (its
    // center went there with what it used: the center itself, or one that used the same
    // currency).
    blocked.assertStatus(404)
  } else {
    blocked.assertStatus(302)
    const refusal = String(blocked.flashMessage('error') ?? '')
    assert.include(refusal.toLowerCase(), named)
    assert.match(refusal, / in the trash, and this .+ needs (it|them)\. Restore .+ first\.$/)
  }
  assert.isTrue(await isTrashed(holderTable, holder.id), 'restored while its target is trashed')
  const restored = await restore(client, user, subject, id)
  restored.assertStatus(302)
  if (await isTrashed(subject.table, id)) {
    // The target needs the holder in turn (a provider's own letter that it also sends with):
    // this test trashed the holder directly. A user never gets here, since neither can be
    // deleted while the other uses it; they choose another letter first.
    const holderName = inSentenceOf(holderSubject!.noun)
    assert.include(String(restored.flashMessage('error')).toLowerCase(), holderName.toLowerCase())
    return
  }
  const after = await restore(client, user, holderSubject!, holder.id)
  assert.notInclude(String(after.flashMessage('error') ?? '').toLowerCase(), named)
}

/** The same words the sentences use for a noun inside a sentence. */
function inSentenceOf(noun: string) {
  return noun
    .split(' ')
    .map((word) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ')
}

async function proveWarningRows(
  client: ApiClient,
  assert: Assert,
  subject: RegisteredResource,
  use: RowsUse
) {
  const user = await makeAdministrator()
  const candidates = await targetsInUse(subject, use)
  assert.isAbove(candidates.length, 0, `no live ${use.table} row points at a live ${subject.noun}`)
  const target = await freeTarget(client, user, subject, candidates)
  const id = Number(target.id)
  const value = target[use.key ?? 'id']
  const count = await countOf(holders(use, value))
  if (count === 0) {
    // Clearing the way for another relation took these too (a user of one center only): the
    // next candidate may keep some.
    assert.fail(`clearing ${subject.noun} #${id} left no ${use.noun[1]} to warn about`)
  }

  const usage = await usageOf(client, user, subject, id)
  assert.isNull(usage.refusal)
  const phrase = countPhrase(count, use.noun)
  const warning = usage.warnings.find((sentence) => sentence.includes(phrase))
  assert.exists(warning, `no warning about ${phrase} in ${JSON.stringify(usage.warnings)}`)
  if (use.advice) assert.include(warning!, use.advice)

  const removed = await remove(client, user, subject, id)
  removed.assertStatus(302)
  assert.isTrue(await isTrashed(subject.table, id))
  // Those records stay as they were, pointing at it, so restoring it gives it back to them.
  assert.lengthOf(await holders(use, value), count)
  const restored = await restore(client, user, subject, id)
  restored.assertStatus(302)
}

async function proveSetting(
  client: ApiClient,
  assert: Assert,
  subject: RegisteredResource,
  use: SettingUse
) {
  const user = await makeAdministrator()
  const live: { id: number }[] = await db
    .from(subject.table)
    .whereNull('deleted_at')
    .orderBy('id')
    .limit(25)
    .select('id')
  const target = await freeTarget(
    client,
    user,
    subject,
    live.map((row) => row.id)
  )
  const id = Number(target.id)
  await writeSettings({ [use.setting]: holding(use, target[use.key ?? 'id']) })

  const usage = await usageOf(client, user, subject, id)
  if (use.onDelete === 'refuse') {
    assert.isString(usage.refusal)
    assert.include(usage.refusal!, settingNamed(use))
    const refused = await remove(client, user, subject, id)
    refused.assertFlashMessage('error', usage.refusal!)
    assert.isFalse(await isTrashed(subject.table, id))
    await writeSettings({ [use.setting]: settingDefaults[use.setting] })
    const removed = await remove(client, user, subject, id)
    removed.assertStatus(302)
    assert.isTrue(await isTrashed(subject.table, id))
  } else {
    assert.isNull(usage.refusal)
    assert.include(usage.warnings, `It will be removed from ${settingNamed(use)}.`)
    const removed = await remove(client, user, subject, id)
    removed.assertStatus(302)
    assert.isTrue(await isTrashed(subject.table, id))
    const now = await settingValue(use.setting)
    assert.deepEqual(now, Array.isArray(now) ? [] : null)
    const log = await db
      .from('activity_logs')
      .where({ action: 'update', subject_type: use.subjectType })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepEqual(log.properties.before, { [use.setting]: holding(use, id) })
  }
}

/** The tests proving every `usedBy` entry of one resource. */
export function usageContract(subject: RegisteredResource) {
  const proven = subject.usedBy.filter(
    (use): use is RowsUse | SettingUse => isRowsUse(use) || isSettingUse(use)
  )
  if (proven.length === 0) return
  test.group(`${subject.noun}: what uses it`, (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    for (const use of proven) {
      if (isSettingUse(use)) {
        test(`${title(use)}: ${use.onDelete}`, async ({ client, assert }) => {
          await proveSetting(client, assert, subject, use)
        })
      } else if (use.onDelete === 'refuse') {
        test(`${title(use)}: refuses the delete, then the restore of what uses it`, async ({
          client,
          assert,
        }) => {
          await proveRefusingRows(client, assert, subject, use)
        })
      } else {
        test(`${title(use)}: warns, deletes, and leaves them pointing at it`, async ({
          client,
          assert,
        }) => {
          await proveWarningRows(client, assert, subject, use)
        })
      }
    }
  })
}
