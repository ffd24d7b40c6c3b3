import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('icds', (table) => {
      table.increments('id')
      table.string('code', 10).notNullable()
      table.string('title', 255).notNullable()
      table.smallint('chapter').notNullable()
      table.boolean('billable').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
    })
    this.schema.raw('CREATE UNIQUE INDEX icds_code_unique ON icds (code) WHERE deleted_at IS NULL')
    /*
     * Search over ~98k rows. `code_key` is the undotted upper-case code in C collation: it sorts
     * like the code and one index serves both a code-prefix match ("S72.0", "s720") and the
     * order. Title words match as prefixes ("pneum fract") through a full-text index. Live-row
     * partial indexes, because lists always filter on deleted_at.
     */
    this.schema.raw(`ALTER TABLE icds ADD COLUMN code_key varchar(10) COLLATE "C"
      GENERATED ALWAYS AS (upper(replace(code, '.', ''))) STORED`)
    this.schema.raw(`ALTER TABLE icds ADD COLUMN title_search tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', title)) STORED`)
    this.schema.raw(
      'CREATE INDEX icds_code_key_index ON icds (code_key, id) WHERE deleted_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX icds_title_search ON icds USING gin (title_search) WHERE deleted_at IS NULL'
    )
    // Every offered sort, alone and under the chapter filter.
    this.schema.raw('CREATE INDEX icds_title_index ON icds (title, id)')
    this.schema.raw('CREATE INDEX icds_updated_at_index ON icds (updated_at, id)')
    this.schema.raw('CREATE INDEX icds_chapter_code_key_index ON icds (chapter, code_key, id)')
    this.schema.raw('CREATE INDEX icds_chapter_title_index ON icds (chapter, title, id)')
    this.schema.raw('CREATE INDEX icds_chapter_updated_at_index ON icds (chapter, updated_at, id)')
    this.schema.raw(
      'CREATE INDEX icds_deleted_at_index ON icds (deleted_at) WHERE deleted_at IS NOT NULL'
    )
  }

  async down() {
    this.schema.dropTable('icds')
  }
}
