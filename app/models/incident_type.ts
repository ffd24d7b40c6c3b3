import { column } from '@adonisjs/lucid/orm'
import { IncidentTypeSchema } from '#database/schema'
import type { CaseFormSection } from '#contracts/case_form_sections'

export default class IncidentType extends IncidentTypeSchema {
  /**
   * The sections the type adds to the case form (app/contracts/case_form_sections.ts). Written
   * as JSON text: the pg driver would send a JavaScript array as a PostgreSQL array.
   */
  @column({ prepare: (value: CaseFormSection[]) => JSON.stringify(value) })
  declare formSections: CaseFormSection[]
}
