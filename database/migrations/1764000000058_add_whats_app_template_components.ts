import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A template's components as the Cloud API lists them (issue 31, app/services/whatsapp/
 * template_sync.ts): header, body, footer and buttons with their formats and examples. `body`
 * keeps only the body's text; sending a template with a header or a button parameter needs the
 * rest. Null for a template written by hand on the Manage page and never synced.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('whats_app_templates', (table) => {
      table.jsonb('components').nullable()
    })
  }

  async down() {
    this.schema.alterTable('whats_app_templates', (table) => {
      table.dropColumn('components')
    })
  }
}
