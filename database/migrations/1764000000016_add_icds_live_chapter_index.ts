import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Page totals of the ICD list. Counting the live rows of a big chapter (injuries: 54k rows) or
 * of the whole table read the heap or the wide code index; this narrow partial index lets
 * PostgreSQL count them with an index-only scan (bench/icds_index.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX icds_live_chapter_index ON icds (chapter) WHERE deleted_at IS NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX icds_live_chapter_index')
  }
}
