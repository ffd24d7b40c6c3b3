import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A business entity's logo, printed at the head of the letters it issues (issue 15): an image
 * stored like the site logo and profile pictures (app/services/images.ts), by its key
 * `logos/<uuid>.png|jpg`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('business_entities', (table) => {
      table.string('logo', 60).nullable()
    })
  }

  async down() {
    this.schema.alterTable('business_entities', (table) => {
      table.dropColumn('logo')
    })
  }
}
