import { BaseTransformer } from '@adonisjs/core/transformers'
import { savedColumns, savedListQuery } from '#contracts/saved_views'

/** The plain row the Views menu reads (app/resources/saved_views.ts `savedViewsOf`). */
export type PlainSavedView = {
  id: number
  name: string
  /** The center it is shared with, its code; null for the owner's alone. */
  shared_with: string | null
  /** Whether the one asking saved it (only they rename, share or delete it). */
  mine: boolean
  /** Who saved it, "First Last". */
  owner: string
  query: unknown
  columns: unknown
}

/** A saved view as the Views menu lists it: its name, whose it is, and the state it applies. */
export default class SavedViewTransformer extends BaseTransformer<PlainSavedView> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      name: row.name,
      shared_with: row.shared_with,
      mine: row.mine,
      owner: row.owner,
      // Read back by their shape: a stored state nobody checked since (a hand-made row, an
      // older version's) reaches the page as a query a list can be asked, or as nothing.
      query: savedListQuery(row.query),
      columns: savedColumns(row.columns),
    }
  }
}
