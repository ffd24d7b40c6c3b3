import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Saved views of a list (issue 29): a name for a list's filters, sort, search, page size and
 * visible columns, picked again from the list's header. A view is its owner's; one shared with a
 * center (`center_id`) is also seen by that center's members on the same list. `list_key` is the
 * table's key on the page (the DataTable's `tableKey`: 'cases', 'tasks', 'case-contacts').
 * `query` and `columns` are what the page asked for, replayed through the list's own parser when
 * applied, so a filter or column that no longer exists is dropped there, never an error.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('saved_views', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id')
      table.string('list_key', 64).notNullable()
      table.string('name', 80).notNullable()
      // Null: the owner's alone. Set: shared with that center's members.
      table.integer('center_id').unsigned().nullable().references('centers.id')
      table.jsonb('query').notNullable()
      table.jsonb('columns').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      "ALTER TABLE saved_views ADD CONSTRAINT saved_views_state_check CHECK (jsonb_typeof(query) = 'object' AND jsonb_typeof(columns) = 'object')"
    )
    // One name per owner and list, whatever its case (the record store turns a clash into the
    // message beside the name: <table>_<column>_unique).
    this.schema.raw(
      'CREATE UNIQUE INDEX saved_views_name_unique ON saved_views (user_id, list_key, lower(name)) WHERE deleted_at IS NULL'
    )
    // The menu's two reads: the owner's views of a list, and those shared with the center.
    this.schema.raw(
      'CREATE INDEX saved_views_owner_index ON saved_views (user_id, list_key, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX saved_views_center_index ON saved_views (center_id, list_key, id) WHERE deleted_at IS NULL AND center_id IS NOT NULL'
    )
  }

  async down() {
    this.schema.dropTable('saved_views')
  }
}
