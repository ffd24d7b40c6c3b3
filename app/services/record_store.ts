import db from '@adonisjs/lucid/services/db'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { LucidModel, LucidRow, ModelAttributes } from '@adonisjs/lucid/types/model'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { recordActivity } from '#services/activity_log'
import { fieldError } from '#services/field_error'
import { isRecordId } from '#validators/rules/record_id'
import { readRows } from '#queries/read_rows'
import type { Actor } from '#services/actor'

/** What the store needs to know about a resource to write it and describe it in the log. */
export interface StoredResource<M extends LucidModel> {
  model: M
  /** The activity log's subject type, e.g. 'country'. */
  subjectType: string
  /** Field → label used in messages ("This code is already in use."). */
  labels?: Record<string, string>
  /** Columns the log records only as changed, never their value (a password hash). */
  redact?: string[]
  /** Narrows finds (center scoping, a parent record); another center's id then answers 404. */
  scope?: (query: ReturnType<M['query']>) => void
  /**
   * The center a written record belongs to, read through the write's transaction: the log
   * records the record's center, not the one its writer happens to work in. Set from the
   * resource's center scope (app/resources/scope.ts `scopedStore`); without it, the actor's.
   */
  centerOf?: (record: InstanceType<M>, trx: TransactionClientContract) => Promise<number | null>
  /**
   * Many-to-many links written with the record, by name: a role's capabilities, a user's roles
   * and centers. Each is a pivot table with the record's key and the other side's key.
   */
  links?: Record<string, LinkTable>
  /**
   * Rows that belong to the record and are edited with it, by name: a provider's contacts. Each
   * list is written in the record's transaction and logged with it.
   */
  children?: Record<string, ChildTable>
  /**
   * False for a table without soft deletes (the capabilities, which the catalogue in code
   * defines): every row is live, none is ever in the trash.
   */
  softDeletes?: false
}

export interface LinkTable {
  table: string
  /** The pivot column holding this record's id ('role_id'). */
  ownerKey: string
  /** The pivot column holding the linked id ('capability_id'). */
  otherKey: string
}

/** Linked ids to write, by link name; a link left out is not touched. */
export type LinkIds = Record<string, number[]>

/**
 * A table of rows owned by the record (provider_contacts). Its rows carry `id`, the owner key,
 * the order key, `created_at` and `updated_at` besides the `columns` the form edits.
 */
export interface ChildTable {
  table: string
  /** The column holding the record's id ('provider_id'). */
  ownerKey: string
  /** The column keeping the rows in the order the form listed them ('sort_order'). */
  orderKey: string
  /** The columns the form edits, as the activity log records them. */
  columns: string[]
}

type ChildValue = string | number | boolean | null

/** One child row to write: its columns, and the id of the existing row it edits, if any. */
export type ChildRow = { id?: number } & Record<string, ChildValue | undefined>

/** The complete list of child rows to keep, by child name; a list left out is not touched. */
export type ChildRows = Record<string, ChildRow[]>

const sortedUnique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b)

/** The linked ids of one record, by link name (sorted, for comparing and logging). */
export async function readLinks(
  resource: StoredResource<LucidModel>,
  id: number,
  names: string[],
  client: QueryClientContract = db.connection()
): Promise<LinkIds> {
  const result: LinkIds = {}
  for (const name of names) {
    const link = resource.links?.[name]
    if (!link) throw new Error(`Unknown link "${name}" of ${resource.subjectType}`)
    const rows: Record<string, number>[] = await client
      .from(link.table)
      .where(link.ownerKey, id)
      .select(link.otherKey)
    result[name] = sortedUnique(rows.map((row) => Number(row[link.otherKey])))
  }
  return result
}

/**
 * Makes each named link hold exactly the given ids, in the caller's transaction. Returns the
 * links that changed with their ids before and after, for the activity log.
 */
async function writeLinks(
  resource: StoredResource<LucidModel>,
  id: number,
  wanted: LinkIds,
  trx: TransactionClientContract
) {
  const before = await readLinks(resource, id, Object.keys(wanted), trx)
  const changed: { before: LinkIds; after: LinkIds } = { before: {}, after: {} }
  for (const [name, ids] of Object.entries(wanted)) {
    const link = resource.links![name]
    const next = sortedUnique(ids)
    const previous = before[name]
    if (JSON.stringify(previous) === JSON.stringify(next)) continue
    const removed = previous.filter((other) => !next.includes(other))
    const added = next.filter((other) => !previous.includes(other))
    if (removed.length > 0) {
      await trx.from(link.table).where(link.ownerKey, id).whereIn(link.otherKey, removed).delete()
    }
    if (added.length > 0) {
      await trx
        .insertQuery()
        .table(link.table)
        .multiInsert(added.map((other) => ({ [link.ownerKey]: id, [link.otherKey]: other })))
    }
    changed.before[name] = previous
    changed.after[name] = next
  }
  return changed
}

type StoredChild = { id: number } & Record<string, ChildValue>

/** A child row's edited columns only, in the table's column order (compared and logged). */
function childValues(child: ChildTable, row: Record<string, ChildValue | undefined>) {
  return Object.fromEntries(child.columns.map((column) => [column, row[column] ?? null]))
}

/**
 * Makes each named child list hold exactly the given rows, in that order, in the caller's
 * transaction. A row whose `id` is one of this record's rows updates it in place (ids stay
 * stable for whatever refers to them); any other id is ignored and the row is inserted, so a
 * crafted id can never reach another record's rows. Rows no longer listed are deleted. Returns
 * the lists that changed, before and after, for the activity log.
 */
async function writeChildren(
  resource: StoredResource<LucidModel>,
  id: number,
  wanted: ChildRows,
  trx: TransactionClientContract
) {
  const changed: { before: Record<string, unknown[]>; after: Record<string, unknown[]> } = {
    before: {},
    after: {},
  }
  const now = new Date()
  for (const [name, rows] of Object.entries(wanted)) {
    const child = resource.children?.[name]
    if (!child) throw new Error(`Unknown child list "${name}" of ${resource.subjectType}`)
    const existing: StoredChild[] = await trx
      .from(child.table)
      .where(child.ownerKey, id)
      .orderBy(child.orderKey)
      .orderBy('id')
      .select('id', ...child.columns)
    const before = existing.map((row) => childValues(child, row))
    const after = rows.map((row) => childValues(child, row))
    if (JSON.stringify(before) === JSON.stringify(after)) continue

    const own = new Set(existing.map((row) => row.id))
    const kept = new Set<number>()
    const plan = rows.map((row) => {
      const storedId = row.id !== undefined && own.has(row.id) && !kept.has(row.id) ? row.id : null
      if (storedId !== null) kept.add(storedId)
      return { id: storedId, values: childValues(child, row) }
    })
    const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id)
    if (removed.length > 0) await trx.from(child.table).whereIn('id', removed).delete()
    for (const [order, row] of plan.entries()) {
      const values = { ...row.values, [child.orderKey]: order, updated_at: now }
      if (row.id !== null) {
        await trx.from(child.table).where('id', row.id).update(values)
      } else {
        await trx
          .insertQuery()
          .table(child.table)
          .insert({ ...values, [child.ownerKey]: id, created_at: now })
      }
    }
    changed.before[name] = before
    changed.after[name] = after
  }
  return changed
}

type Data<M extends LucidModel> = Partial<ModelAttributes<InstanceType<M>>>

function serialise(value: unknown): unknown {
  return value instanceof DateTime ? value.toISO() : value
}

/** The given attributes as `{ column_name: value }`, as the activity log records them. */
function pick(
  resource: StoredResource<LucidModel>,
  source: Record<string, unknown>,
  keys: string[]
) {
  return Object.fromEntries(
    keys.map((key) => {
      const column = resource.model.$keys.attributesToColumns.get(key) ?? key
      const hidden = resource.redact?.includes(column)
      return [column, hidden ? '[redacted]' : serialise(source[key])]
    })
  )
}

/**
 * A PostgreSQL unique violation becomes a message beside the field, not a 500. Unique indexes
 * are named `<table>_<column>_unique`, which is how the column is found.
 */
async function withUniqueFieldErrors<T>(
  resource: StoredResource<LucidModel>,
  work: () => Promise<T>
) {
  try {
    return await work()
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string }
    const prefix = `${tableOf(resource.model)}_`
    if (code === '23505' && constraint?.startsWith(prefix) && constraint.endsWith('_unique')) {
      const column = constraint.slice(prefix.length, -'_unique'.length)
      const label = resource.labels?.[column] ?? column.replaceAll('_', ' ')
      fieldError(column, `This ${label} is already in use.`)
    }
    throw error
  }
}

function transaction<T>(work: (trx: TransactionClientContract) => Promise<T>) {
  return db.transaction(work)
}

/**
 * The model's table. `table` is set when the model boots, which a model only read through its
 * store (a record page opened first after a restart) has not done yet.
 */
function tableOf(model: LucidModel) {
  model.boot()
  return model.table
}

/**
 * The id as a number the id column can hold, or the same 404 as an unknown id. Route params are
 * already matched (app/routing/route_params.ts); this keeps any other caller from sending
 * PostgreSQL an id it would refuse with an error rather than "no row".
 */
function idToFind(model: LucidModel, id: unknown): number {
  const number = typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : id
  if (!isRecordId(number)) throw new lucidErrors.E_ROW_NOT_FOUND(model)
  return number
}

/**
 * A record found for a page, as the plain row its statement read (column names, timestamps as
 * Dates: what a list row holds), with the model built from that row only when something asks
 * for it. A page that shows the record needs the model for its detail and its checks; a tab's
 * reload of its own table needs the record's id and a column or two, and hydrating its 36
 * columns into luxon values and a deep copy of the originals was the largest cost of a case
 * tab's reload the framework added (bench/README.md "request_cost.ts").
 */
export class FoundRecord<M extends LucidModel> {
  #model: InstanceType<M> | undefined

  constructor(
    readonly kind: M,
    readonly row: Readonly<Record<string, unknown>>,
    /** The client the row was read through, kept by the model as `firstOrFail` keeps it. */
    private readonly client?: QueryClientContract
  ) {}

  get id(): number {
    return this.row.id as number
  }

  /** The record as a model (the same one `firstOrFail` makes of this row), built once. */
  get model(): InstanceType<M> {
    this.#model ??= this.kind.$createFromAdapterResult(
      { ...this.row },
      undefined,
      this.client ? { client: this.client } : undefined
    ) as InstanceType<M>
    return this.#model
  }
}

function findQuery<M extends LucidModel>(
  resource: StoredResource<M>,
  id: unknown,
  state: 'live' | 'trashed'
) {
  const table = tableOf(resource.model)
  const query = resource.model.query().where(`${table}.id`, idToFind(resource.model, id))
  // Without soft deletes nothing is ever trashed: not found, like an unknown id.
  if (state === 'trashed' && resource.softDeletes === false) query.whereRaw('false')
  else if (resource.softDeletes !== false) {
    if (state === 'live') query.whereNull(`${table}.deleted_at`)
    else query.whereNotNull(`${table}.deleted_at`)
  }
  resource.scope?.(query as ReturnType<M['query']>)
  return query
}

/** One live (or trashed) record as its plain row; the same 404 as `findLive` when there is none. */
export async function findRow<M extends LucidModel>(
  resource: StoredResource<M>,
  id: unknown,
  state: 'live' | 'trashed' = 'live'
): Promise<FoundRecord<M>> {
  const query = findQuery(resource, id, state)
  const [row] = await readRows<Record<string, unknown>>(query.client, query.limit(1))
  if (!row) throw new lucidErrors.E_ROW_NOT_FOUND(resource.model)
  return new FoundRecord(resource.model, row, query.client)
}

export async function findLive<M extends LucidModel>(resource: StoredResource<M>, id: unknown) {
  return (await findQuery(resource, id, 'live').firstOrFail()) as InstanceType<M>
}

export async function findTrashed<M extends LucidModel>(resource: StoredResource<M>, id: unknown) {
  return (await findQuery(resource, id, 'trashed').firstOrFail()) as InstanceType<M>
}

/** What a write needs besides the record: who writes it (and when, by their clock). */
export interface WriteBy {
  actor: Actor
}

/**
 * A write refused inside its transaction, after what its refusal reads was locked (the record
 * approved, trashed or its case closed meanwhile): the words the user reads, nothing changed.
 */
export class WriteRefused extends Error {}

/** The record was moved to the trash (or is gone) between the page and the write. */
export class RecordGone extends WriteRefused {
  constructor() {
    super('It was moved to the trash meanwhile; nothing was changed.')
  }
}

/**
 * Work inside a write's transaction before anything changes, once the record's row is locked
 * (given as it is now; undefined on create): refuses by throwing WriteRefused. What a refusal
 * reads is locked and read here, never before the transaction, so a race ends in one success
 * and one refusal.
 */
export type WriteGuard<M extends LucidModel> = (
  trx: TransactionClientContract,
  current: InstanceType<M> | undefined
) => Promise<void>

/**
 * The `updated_at` the save wrote, for the log row's time (undefined for a table without it,
 * whose row is logged at the actor's now).
 */
function savedAt(row: LucidRow): Date | undefined {
  const value: unknown = row.$attributes.updatedAt
  return value instanceof DateTime ? value.toJSDate() : undefined
}

/**
 * The record's row, locked for the rest of the transaction and read as it is now: a transition,
 * an edit, a trash or a restore of it waits for this one, and this one sees what they did. An
 * edit takes NO KEY UPDATE, which a row added elsewhere that points here (its foreign-key check)
 * does not wait for; a trash or restore takes UPDATE, which it does (the usage check counts them).
 */
async function lockedRecord<M extends LucidModel>(
  resource: StoredResource<M>,
  id: number,
  trx: TransactionClientContract,
  strength: 'update' | 'no key update'
): Promise<InstanceType<M>> {
  const query = resource.model.query({ client: trx }).where('id', id)
  if (strength === 'update') query.forUpdate()
  else query.knexQuery.forNoKeyUpdate()
  const current = await query.first()
  if (!current) throw new RecordGone()
  return current as InstanceType<M>
}

/**
 * What must commit with a write because it concerns someone else (a notification to the one a
 * task is given to), run in the write's transaction once the row is written, before its log row:
 * `before` is the locked row's attributes as they were (undefined on create). Never work after
 * the commit: what throws here rolls the write back with it.
 */
export type WriteFollower<M extends LucidModel> = (
  trx: TransactionClientContract,
  written: { record: InstanceType<M>; before: Record<string, unknown> | undefined }
) => Promise<void>

/** A new record: its attributes and what is written with it. */
export interface NewRecord<M extends LucidModel> extends WriteBy {
  data: Data<M>
  links?: LinkIds
  children?: ChildRows
  /** Attributes decided inside the transaction (a case's number from its counter row). */
  decidedInside?: (trx: TransactionClientContract) => Promise<Data<M>>
  /**
   * Rows the new record writes in its transaction once it has its id (an RFP's lines), answered
   * as the activity row records them.
   */
  within?: (trx: TransactionClientContract, id: number) => Promise<Record<string, unknown>>
  /** Refuses inside the transaction, first (its parent case closed meanwhile). */
  guard?: WriteGuard<M>
  /** What must commit with it (WriteFollower). */
  follows?: WriteFollower<M>
}

/** The record's center for its log row: the resource's rule, else where the actor works. */
async function centerFor<M extends LucidModel>(
  resource: StoredResource<M>,
  record: InstanceType<M>,
  actor: Actor,
  trx: TransactionClientContract
) {
  if (resource.centerOf) return resource.centerOf(record, trx)
  return actor.center?.id ?? null
}

/** Creates a record, its links, its child rows and its 'create' log row in one transaction. */
export function createRecord<M extends LucidModel>(
  resource: StoredResource<M>,
  write: NewRecord<M>
) {
  const { actor, decidedInside, within, guard, follows } = write
  return withUniqueFieldErrors(resource, () =>
    transaction(async (trx) => {
      await guard?.(trx, undefined)
      const data = { ...write.data, ...(decidedInside ? await decidedInside(trx) : {}) }
      const record = (await resource.model.create(data, { client: trx })) as InstanceType<M>
      const row = record as LucidRow
      const id = row.$primaryKeyValue as number
      const linked = await writeLinks(resource, id, write.links ?? {}, trx)
      const written = await writeChildren(resource, id, write.children ?? {}, trx)
      const alongside = within ? await within(trx, id) : {}
      await follows?.(trx, { record, before: undefined })
      await recordActivity(
        {
          actor,
          centerId: await centerFor(resource, record, actor, trx),
          action: 'create',
          subjectType: resource.subjectType,
          subjectId: id,
          properties: {
            after: {
              ...pick(resource, row.$attributes, Object.keys(data)),
              ...linked.after,
              ...written.after,
              ...alongside,
            },
          },
        },
        trx
      )
      return record
    })
  )
}

/** An edit: the attributes to change and what is written with them. */
export interface RecordChanges<M extends LucidModel> extends WriteBy {
  data: Data<M>
  links?: LinkIds
  children?: ChildRows
  /** Attributes decided inside the transaction (and what must change first, in it). */
  decidedInside?: (trx: TransactionClientContract) => Promise<Data<M>>
  /** Refuses inside the transaction, the row locked (approved or trashed meanwhile). */
  guard?: WriteGuard<M>
  /**
   * Runs first in the transaction, before the record's row is locked: the parent's lock and
   * refusal (its case closed meanwhile). Locks are always taken parent first, so a write under a
   * case and a new RFP on that case never wait on each other in a circle.
   */
  before?: (trx: TransactionClientContract) => Promise<void>
  /** What must commit with it (WriteFollower); not called when nothing changed. */
  follows?: WriteFollower<M>
}

/**
 * Updates a record, its links and child rows, logging only what changed (before and after).
 * The row is locked and read again first: the guard decides on it as it is now, and the log's
 * "before" is what was there, not what the page showed. Answers the record as saved.
 */
export function updateRecord<M extends LucidModel>(
  resource: StoredResource<M>,
  record: InstanceType<M>,
  write: RecordChanges<M>
): Promise<InstanceType<M>> {
  const { actor, decidedInside, guard, follows } = write
  return withUniqueFieldErrors(resource, () =>
    transaction(async (trx) => {
      const id = (record as LucidRow).$primaryKeyValue as number
      await write.before?.(trx)
      const current = await lockedRecord(resource, id, trx, 'no key update')
      const row = current as LucidRow
      if (resource.softDeletes !== false && row.$attributes.deletedAt) throw new RecordGone()
      await guard?.(trx, current)
      const data = { ...write.data, ...(decidedInside ? await decidedInside(trx) : {}) }
      const original = { ...row.$original }
      row.useTransaction(trx)
      row.merge(data)
      const changed = Object.keys(row.$dirty)
      const before = pick(resource, row.$original, changed)
      if (changed.length > 0) await row.save()
      const linked = await writeLinks(resource, id, write.links ?? {}, trx)
      const written = await writeChildren(resource, id, write.children ?? {}, trx)
      const others = { ...linked.after, ...written.after }
      if (changed.length === 0 && Object.keys(others).length === 0) return current
      await follows?.(trx, { record: current, before: original })
      await recordActivity(
        {
          actor,
          // Only a saved row has a new updated_at; a change of links or child rows alone is
          // logged at the actor's now.
          at: changed.length > 0 ? savedAt(row) : undefined,
          centerId: await centerFor(resource, current, actor, trx),
          action: 'update',
          subjectType: resource.subjectType,
          subjectId: id,
          properties: {
            before: { ...before, ...linked.before, ...written.before },
            after: { ...pick(resource, row.$attributes, changed), ...others },
          },
        },
        trx
      )
      return current
    })
  )
}

/**
 * A trash or a restore: who does it, and what may refuse it inside its transaction once the row
 * is locked (the record approved meanwhile, a usage check of app/services/record_usage.ts,
 * settings to clear with it).
 */
export interface TrashWrite<M extends LucidModel> extends WriteBy {
  guard?: WriteGuard<M>
  /** Runs first, before the row is locked (the parent's lock: see RecordChanges). */
  before?: (trx: TransactionClientContract) => Promise<void>
  /** What must commit with it (WriteFollower). */
  follows?: WriteFollower<M>
}

async function setDeletedAt<M extends LucidModel>(
  resource: StoredResource<M>,
  record: InstanceType<M>,
  trash: boolean,
  { actor, guard, before, follows }: TrashWrite<M>
): Promise<InstanceType<M>> {
  const deletedAt = trash ? DateTime.fromJSDate(actor.clock.now()) : null
  return withUniqueFieldErrors(resource, () =>
    transaction(async (trx) => {
      // Locked first: a row inserted meanwhile that points here (its foreign key check shares
      // this row) waits until the guard has counted and this transaction has ended; a
      // transition of the record waits too, and sees it in the trash.
      await before?.(trx)
      const current = await lockedRecord(
        resource,
        (record as LucidRow).$primaryKeyValue as number,
        trx,
        'update'
      )
      const row = current as LucidRow
      // Trashed or restored by someone else meanwhile: nothing to do twice.
      if (resource.softDeletes !== false && Boolean(row.$attributes.deletedAt) === trash) {
        throw new WriteRefused(
          trash
            ? 'It was moved to the trash meanwhile.'
            : 'It was restored meanwhile; nothing was changed.'
        )
      }
      await guard?.(trx, current)
      const original = { ...row.$original }
      row.useTransaction(trx)
      row.merge({ deletedAt })
      await row.save()
      await follows?.(trx, { record: current, before: original })
      await recordActivity(
        {
          actor,
          at: savedAt(row),
          centerId: await centerFor(resource, current, actor, trx),
          action: deletedAt ? 'delete' : 'restore',
          subjectType: resource.subjectType,
          subjectId: row.$primaryKeyValue as number,
        },
        trx
      )
      return current
    })
  )
}

/**
 * Moves a record to the trash (soft delete). The guard may refuse it (records use it) or do
 * more in the same transaction.
 */
export function trashRecord<M extends LucidModel>(
  resource: StoredResource<M>,
  record: InstanceType<M>,
  write: TrashWrite<M>
) {
  return setDeletedAt(resource, record, true, write)
}

/**
 * Brings a record back from the trash. A live record that took its unique code meanwhile is
 * reported as a field error by the same mechanism as on create; the guard may refuse it (a
 * record it needs is in the trash).
 */
export function restoreRecord<M extends LucidModel>(
  resource: StoredResource<M>,
  record: InstanceType<M>,
  write: TrashWrite<M>
) {
  return setDeletedAt(resource, record, false, write)
}
