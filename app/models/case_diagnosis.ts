import { CaseDiagnosisSchema } from '#database/schema'

/** A diagnosis on a case, an ICD-10 code (its "icd" tab). */
export default class CaseDiagnosis extends CaseDiagnosisSchema {
  // Not left to the naming strategy's plural of "diagnosis".
  static table = 'case_diagnoses'
}
