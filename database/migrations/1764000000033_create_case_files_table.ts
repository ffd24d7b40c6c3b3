import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The documents attached to a case (SPEC.md §2 tab "files"): medical reports, invoices, GOP
 * letters, emails. The bytes live in Drive (storage/ on disk, or an S3 bucket) under a random
 * key the server makes; the row keeps what the user knows the file by (its original name,
 * cleaned), what its content was found to be, its size and digest, and who uploaded it. A file
 * belongs to its case, and through it to the case's center.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('case_files', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      // The name shown and given back on download: no path characters, no control characters.
      table.string('original_name', 255).notNullable()
      // `case-files/<uuid>`: never derived from anything the user sent.
      table.string('storage_key', 100).notNullable().unique()
      // Detected from the content (app/services/file_types.ts), never the browser's claim.
      table.string('mime_type', 100).notNullable()
      // Bytes; the site's limit is at most 1 GB (app/services/case_file_storage.ts), well inside.
      table.integer('size').notNullable()
      table.string('sha256', 64).notNullable()
      table
        .integer('uploaded_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // The tab's sorts and search, one case at a time (a long evacuation gathers hundreds).
    this.schema.raw(
      'CREATE INDEX case_files_created_at_index ON case_files (case_id, created_at, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX case_files_name_index ON case_files (case_id, original_name, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX case_files_size_index ON case_files (case_id, size, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX case_files_trashed_index ON case_files (case_id, deleted_at) WHERE deleted_at IS NOT NULL'
    )
    this.schema.raw('CREATE INDEX case_files_uploaded_by_id_index ON case_files (uploaded_by_id)')
    // Every file of a case, trashed too: the case's timeline reads their log entries through it
    // (app/services/case_timeline.ts).
    this.schema.raw('CREATE INDEX case_files_case_records_index ON case_files (case_id, id)')
  }

  async down() {
    this.schema.dropTable('case_files')
  }
}
