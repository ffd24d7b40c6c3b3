import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('activity_logs', (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().nullable().references('users.id')
      table.integer('center_id').unsigned().nullable().references('centers.id')
      table.string('action', 40).notNullable()
      table.string('subject_type', 60).nullable()
      table.string('subject_id', 40).nullable()
      table.text('description').nullable()
      table.jsonb('properties').nullable()
      table.string('ip', 64).nullable()
      table.string('user_agent', 512).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['created_at'])
      table.index(['user_id', 'created_at'])
      table.index(['subject_type', 'subject_id'])
      table.index(['action', 'created_at'])
    })
    // Append-only is enforced by the database itself, not just by the absence of code paths.
    this.schema.raw(`
      CREATE FUNCTION activity_logs_append_only() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION 'activity_logs is append-only';
      END;
      $$ LANGUAGE plpgsql
    `)
    this.schema.raw(`
      CREATE TRIGGER activity_logs_no_change BEFORE UPDATE OR DELETE ON activity_logs
      FOR EACH ROW EXECUTE FUNCTION activity_logs_append_only()
    `)
  }

  async down() {
    this.schema.dropTable('activity_logs')
    this.schema.raw('DROP FUNCTION IF EXISTS activity_logs_append_only()')
  }
}
