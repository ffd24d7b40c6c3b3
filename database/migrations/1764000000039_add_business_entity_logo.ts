import { BaseSchema } from '@adonisjs/lucid/schema'
import { MAX_IMAGE_SOURCE_LENGTH } from '#rich_text/url_policy'

/**
 * A business entity's logo, printed at the head of the letters it issues (issue 15): a PNG or
 * JPEG as a data URL (at most MAX_IMAGE_FILE_BYTES before base64, as an image in a letter
 * template), so a letter is rendered from the database alone, with nothing fetched.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('business_entities', (table) => {
      table.text('logo').nullable()
    })
    this.schema.raw(
      `ALTER TABLE business_entities ADD CONSTRAINT business_entities_logo_image CHECK (
        logo IS NULL OR (
          (logo LIKE 'data:image/png;base64,%' OR logo LIKE 'data:image/jpeg;base64,%')
          AND length(logo) <= ${MAX_IMAGE_SOURCE_LENGTH}))`
    )
  }

  async down() {
    this.schema.alterTable('business_entities', (table) => {
      table.dropColumn('logo')
    })
  }
}
