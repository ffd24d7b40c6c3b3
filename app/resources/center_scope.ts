import db from '@adonisjs/lucid/services/db'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { FoundRecord } from '#services/record_store'
import { Exception } from '@adonisjs/core/exceptions'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Actor } from '#services/actor'

/**
 * What a center scope calls on a query: Lucid's model and plain query builders both have it,
 * with overloads TypeScript cannot match to one signature, so scopes take any query as unknown.
 */
type WhereIn = { whereIn(column: string, values: unknown): unknown }

/**
 * How a resource's records belong to a center (PRODUCT.md "Centers and data segregation"):
 * directly (`cases.center_id`) or through their parent (a task's case). A resource that declares
 * one gets the whole rule from the resource controller: its lists show the current center only;
 * every find, edit, write, restore and download of a record of a center the user does not belong
 * to answers 404; a record of another of their own centers answers the "switch center" page.
 */
export interface CenterScope {
  /** Keeps the rows of these centers only (an empty list keeps none). */
  narrow(query: unknown, centerIds: number[]): void
  /**
   * The center a record belongs to, a loaded model or a page's plain row (read through
   * `client`: a write's transaction).
   */
  centerOf(
    record: LucidRow | FoundRecord<LucidModel>,
    client?: QueryClientContract
  ): Promise<number>
}

function attribute(record: LucidRow | FoundRecord<LucidModel>, name: string): number {
  // A model holds its attributes; a found row its columns (and the model it would build).
  if ('$attributes' in record) return Number((record.$attributes as Record<string, unknown>)[name])
  return Number(record.row[record.kind.$getColumn(name)?.columnName ?? name])
}

/** Records that hold their center themselves: `column` qualified by the table (`cases.center_id`). */
export function ownCenter(column: string, attributeName = 'centerId'): CenterScope {
  return {
    narrow: (query, centerIds) => void (query as WhereIn).whereIn(column, centerIds),
    centerOf: async (record) => attribute(record, attributeName),
  }
}

/**
 * Records that belong to a center through their parent: `foreignKey` (qualified, `tasks.case_id`)
 * points at `parentTable`, whose `center_id` decides. The parent's own soft delete does not hide
 * its children here; the parent's routes decide that.
 */
export function throughParent(
  foreignKey: string,
  parentTable: string,
  attributeName: string
): CenterScope {
  return {
    narrow: (query, centerIds) =>
      void (query as WhereIn).whereIn(
        foreignKey,
        db.from(parentTable).whereIn('center_id', centerIds).select('id')
      ),
    centerOf: async (record, client = db.connection()) => {
      const parent: { center_id: number } | null = await client
        .from(parentTable)
        .where('id', attribute(record, attributeName))
        .select('center_id')
        .first()
      return parent?.center_id ?? 0
    },
  }
}

/** The centers whose rows a list shows: the current one only (none without a current center). */
export function listCenters(actor: Actor): number[] {
  return actor.center ? [actor.center.id] : []
}

/**
 * A record of another of the user's own centers: the page says which and offers to switch there
 * and open it (app/exceptions/handler.ts renders `errors/other_center`). 409: the request was
 * right, the session's center is not the record's.
 */
export class RecordInOtherCenter extends Exception {
  static status = 409
  static code = 'E_RECORD_IN_OTHER_CENTER'

  constructor(
    readonly center: { id: number; code: string; name: string },
    readonly noun: string,
    /** Where to go after switching: the record's page. */
    readonly returnTo: string
  ) {
    super(`This ${noun.toLowerCase()} belongs to center ${center.code}.`)
  }
}

/**
 * Refuses a found record that is not of the user's current center: 404 when the user does not
 * belong to its center (the find's scope already made that so; this is the second lock), the
 * switch page when they do.
 */
export async function guardCurrentCenter(
  scope: CenterScope,
  record: LucidRow | FoundRecord<LucidModel>,
  actor: Actor,
  noun: string,
  returnTo: string
) {
  const centerId = await scope.centerOf(record)
  if (actor.center?.id === centerId) return
  if (!actor.centerIds.includes(centerId)) {
    throw new Exception('Record not found', { status: 404, code: 'E_ROW_NOT_FOUND' })
  }
  const center: { id: number; code: string; name: string } = await db
    .from('centers')
    .where('id', centerId)
    .select('id', 'code', 'name')
    .firstOrFail()
  throw new RecordInOtherCenter(
    { id: center.id, code: center.code.toUpperCase(), name: center.name },
    noun,
    returnTo
  )
}
