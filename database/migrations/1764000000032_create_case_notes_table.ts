import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A case's notes (SPEC.md §2 tab "notes", PRODUCT.md: rich text as a Quill Delta), and what the
 * case's timeline reads: the activity log of the case and of every record under it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('case_notes', (table) => {
      table.increments('id')
      table.integer('case_id').unsigned().notNullable().references('cases.id')
      // The sanitised Delta (app/services/rich_text/sanitize_delta.ts), never what was posted.
      table.jsonb('body').notNullable()
      // Its plain text, written with it: the tab's preview and the search read this, never the
      // document (an embedded image can be hundreds of kilobytes).
      table.text('body_text').notNullable()
      table.boolean('is_pinned').notNullable().defaultTo(false)
      table.integer('author_id').unsigned().notNullable().references('users.id')
      // When its text was last corrected (pinning changes updated_at, not this).
      table.timestamp('edited_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    // Words of the text, matched as prefixes ("fract" finds "fracture"), in any script.
    this.schema.raw(`ALTER TABLE case_notes ADD COLUMN body_search tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', body_text)) STORED`)

    const live = 'WHERE deleted_at IS NULL'
    // The tab's order, one case at a time: pinned first, then newest first (ids grow as notes are
    // written, so the id orders them as their time does); and its other sorts.
    this.schema.raw(
      `CREATE INDEX case_notes_pinned_index ON case_notes (case_id, is_pinned, id) ${live}`
    )
    this.schema.raw(
      `CREATE INDEX case_notes_created_at_index ON case_notes (case_id, created_at, id) ${live}`
    )
    this.schema.raw(
      `CREATE INDEX case_notes_updated_at_index ON case_notes (case_id, updated_at, id) ${live}`
    )
    this.schema.raw(
      `CREATE INDEX case_notes_search_index ON case_notes USING gin (body_search) ${live}`
    )
    this.schema.raw(
      'CREATE INDEX case_notes_trashed_index ON case_notes (case_id, deleted_at) WHERE deleted_at IS NOT NULL'
    )
    // What a user's delete asks ("do records point at this account?").
    this.schema.raw('CREATE INDEX case_notes_author_reference_index ON case_notes (author_id)')

    /*
     * The case's timeline reads the log entries of the case and of each record under it, live
     * or trashed: every id of a case's records (not only the live ones the tabs' partial indexes
     * hold), then each record's entries newest first. Both are index reads; with the log's
     * (subject, created_at, id) index a page of the timeline is read from the index alone.
     */
    for (const table of [
      'case_notes',
      'case_contacts',
      'case_incidents',
      'case_diagnoses',
      'case_feedbacks',
      // Migration 031: a case's tasks, trashed ones too.
      'tasks',
    ]) {
      this.schema.raw(`CREATE INDEX ${table}_case_records_index ON ${table} (case_id, id)`)
    }
    this.schema.raw(
      'CREATE INDEX activity_logs_subject_timeline_index ON activity_logs (subject_type, subject_id, created_at DESC, id DESC)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS activity_logs_subject_timeline_index')
    for (const table of [
      'case_contacts',
      'case_incidents',
      'case_diagnoses',
      'case_feedbacks',
      'tasks',
    ]) {
      this.schema.raw(`DROP INDEX IF EXISTS ${table}_case_records_index`)
    }
    this.schema.dropTable('case_notes')
  }
}
