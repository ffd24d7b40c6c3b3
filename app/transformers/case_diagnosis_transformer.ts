import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate } from '#contracts/iso_timestamp'
import { rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'

/** The plain row the icd tab's list reads (app/resources/case_diagnoses.ts `columns`). */
export type PlainCaseDiagnosis = {
  id: number
  case_id: number
  icd_id: number
  is_primary: boolean
  diagnosed_on: Date | null
  notes: string | null
  code: string
  title: string
} & PlainRecordTimestamps

/** A diagnosis of a case, a row of its icd tab (its dialogs edit the same row). */
export default class CaseDiagnosisTransformer extends BaseTransformer<PlainCaseDiagnosis> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      case_id: row.case_id,
      icd_id: row.icd_id,
      /** The ICD-10 code ("J18.9") and its title. */
      code: row.code,
      title: row.title,
      /** At most one per case: marking another demotes it. */
      is_primary: row.is_primary,
      /** YYYY-MM-DD. */
      diagnosed_on: row.diagnosed_on ? isoDate(row.diagnosed_on) : null,
      notes: row.notes,
      ...rowTimestamps(row),
    }
  }
}
