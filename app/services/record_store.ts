import db from '@adonisjs/lucid/services/db'
import type { LucidModel, LucidRow, ModelAttributes } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { recordActivity } from '#services/activity_log'
import { fieldError } from '#services/field_error'

/** What the store needs to know about a resource to write it and describe it in the log. */
export interface StoredResource<M extends LucidModel> {
  model: M
  /** The activity log's subject type, e.g. 'country'. */
  subjectType: string
  /** Field → label used in messages ("This code is already in use."). */
  labels?: Record<string, string>
  /** Narrows finds (center scoping, a parent record); another center's id then answers 404. */
  scope?: (query: ReturnType<M['query']>) => void
}

type Data<M extends LucidModel> = Partial<ModelAttributes<InstanceType<M>>>

function serialise(value: unknown): unknown {
  return value instanceof DateTime ? value.toISO() : value
}

/** The given attributes as `{ column_name: value }`, as the activity log records them. */
function pick(model: LucidModel, source: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(
    keys.map((key) => [model.$keys.attributesToColumns.get(key) ?? key, serialise(source[key])])
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
    const prefix = `${resource.model.table}_`
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

export async function findLive<M extends LucidModel>(resource: StoredResource<M>, id: unknown) {
  const table = resource.model.table
  const query = resource.model
    .query()
    .where(`${table}.id`, Number(id))
    .whereNull(`${table}.deleted_at`)
  resource.scope?.(query as ReturnType<M['query']>)
  return (await query.firstOrFail()) as InstanceType<M>
}

export async function findTrashed<M extends LucidModel>(resource: StoredResource<M>, id: unknown) {
  const table = resource.model.table
  const query = resource.model
    .query()
    .where(`${table}.id`, Number(id))
    .whereNotNull(`${table}.deleted_at`)
  resource.scope?.(query as ReturnType<M['query']>)
  return (await query.firstOrFail()) as InstanceType<M>
}

/** Creates a record and its 'create' log row in one transaction. */
export function createRecord<M extends LucidModel>(resource: StoredResource<M>, data: Data<M>) {
  return withUniqueFieldErrors(resource, () =>
    transaction(async (trx) => {
      const record = (await resource.model.create(data, { client: trx })) as InstanceType<M>
      const row = record as LucidRow
      await recordActivity(
        {
          action: 'create',
          subjectType: resource.subjectType,
          subjectId: row.$primaryKeyValue as number,
          properties: { after: pick(resource.model, row.$attributes, Object.keys(data)) },
        },
        trx
      )
      return record
    })
  )
}

/** Updates a record, logging only the fields that changed (before and after). */
export function updateRecord<M extends LucidModel>(
  resource: StoredResource<M>,
  record: InstanceType<M>,
  data: Data<M>
) {
  return withUniqueFieldErrors(resource, () =>
    transaction(async (trx) => {
      const row = record as LucidRow
      row.useTransaction(trx)
      row.merge(data)
      const changed = Object.keys(row.$dirty)
      if (changed.length === 0) return record
      const before = pick(resource.model, row.$original, changed)
      await row.save()
      await recordActivity(
        {
          action: 'update',
          subjectType: resource.subjectType,
          subjectId: row.$primaryKeyValue as number,
          properties: { before, after: pick(resource.model, row.$attributes, changed) },
        },
        trx
      )
      return record
    })
  )
}

async function setDeletedAt<M extends LucidModel>(
  resource: StoredResource<M>,
  record: InstanceType<M>,
  deletedAt: DateTime | null
) {
  return withUniqueFieldErrors(resource, () =>
    transaction(async (trx) => {
      const row = record as LucidRow
      row.useTransaction(trx)
      row.merge({ deletedAt })
      await row.save()
      await recordActivity(
        {
          action: deletedAt ? 'delete' : 'restore',
          subjectType: resource.subjectType,
          subjectId: row.$primaryKeyValue as number,
        },
        trx
      )
      return record
    })
  )
}

/** Moves a record to the trash (soft delete). */
export function trashRecord<M extends LucidModel>(
  resource: StoredResource<M>,
  record: InstanceType<M>
) {
  return setDeletedAt(resource, record, DateTime.now())
}

/**
 * Brings a record back from the trash. A live record that took its unique code meanwhile is
 * reported as a field error by the same mechanism as on create.
 */
export function restoreRecord<M extends LucidModel>(
  resource: StoredResource<M>,
  record: InstanceType<M>
) {
  return setDeletedAt(resource, record, null)
}
