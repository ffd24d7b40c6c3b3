import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#services/activity_log'
import CaseDiagnosis from '#models/case_diagnosis'
import CaseDiagnosisTransformer, {
  type PlainCaseDiagnosis,
} from '#transformers/case_diagnosis_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { caseDiagnosisValidator } from '#validators/case_tabs'
import { throughParent } from '#resources/center_scope'
import { caseTabPermissions, underCase } from '#resources/case_parent'
import type { CaseTab } from '#resources/registry_tabs'
import { kept, needs } from '#resources/registry_references'
import { icdSearchClause } from '#queries/icd_search'
import type { ResourceRequest } from '#resources/resource_request'
import { childListPage, parentIdOf } from '#resources/scope'
import type { TimelineEntryOf } from '#resources/registry_timeline'

export type CaseDiagnosisRow = ReturnType<CaseDiagnosisTransformer['toObject']>

type Input = Infer<(typeof caseDiagnosisValidator)['schema']>

/**
 * Marking one diagnosis primary demotes the case's others, in the same transaction as the write
 * (`decidedInside`), so the case never has two (a unique index holds it too).
 */
async function demoteOthers(request: ResourceRequest, trx: TransactionClientContract) {
  const caseId = parentIdOf(caseDiagnosesResource.parent, request)
  const demoted: { id: number }[] = await trx
    .from('case_diagnoses')
    .where('case_id', caseId)
    .where('is_primary', true)
    .whereNull('deleted_at')
    .update({ is_primary: false, updated_at: request.actor.clock.now() })
    .returning('id')
  if (demoted.length === 0) return
  // Logged under the case's center (the record's), not the one the user works in now.
  const { center_id: centerId }: { center_id: number } = await trx
    .from('cases')
    .where('id', caseId)
    .select('center_id')
    .firstOrFail()
  for (const { id } of demoted) {
    await recordActivity(
      {
        actor: request.actor,
        centerId,
        action: 'update',
        subjectType: 'case_diagnosis',
        subjectId: id,
        properties: { before: { is_primary: true }, after: { is_primary: false } },
      },
      trx
    )
  }
}

/** A case's diagnoses (ICD-10 codes, one primary): its "icd" tab (SPEC.md §2, `view-case`). */
export const caseDiagnosesResource = {
  pages: null,
  // The SPEC.md §2 tab's name: /navigate/cases/:caseId/icd.
  routes: 'navigate.cases.icd',
  noun: 'Diagnosis',
  permissions: caseTabPermissions('view-case'),
  list: {
    model: CaseDiagnosis,
    columns: [
      'case_diagnoses.id',
      'case_diagnoses.case_id',
      'case_diagnoses.icd_id',
      'case_diagnoses.is_primary',
      'case_diagnoses.diagnosed_on',
      'case_diagnoses.notes',
      'case_diagnoses.created_at',
      'case_diagnoses.updated_at',
      'case_diagnoses.deleted_at',
      'icds.code',
      'icds.title',
    ],
    scope: (query) => void query.join('icds', 'icds.id', 'case_diagnoses.icd_id'),
    sortable: {
      code: 'icds.code',
      updated_at: 'case_diagnoses.updated_at',
    },
    // By code; the primary one carries its badge in the table.
    defaultSort: 'code',
    search: (query, term) =>
      void query.where((inner) => {
        inner.whereILike('icds.code', `${term.trim()}%`).orWhereILike('icds.title', `%${term}%`)
      }),
    transformer: CaseDiagnosisTransformer,
  },
  store: { model: CaseDiagnosis, subjectType: 'case_diagnosis' },
  parent: underCase('case_diagnoses', 'icd', 'diagnoses'),
  centerScope: throughParent('case_diagnoses.case_id', 'cases', 'caseId'),
  validator: caseDiagnosisValidator,
  attributes: (input: Input) => ({
    icdId: input.icd_id,
    isPrimary: input.is_primary ?? false,
    diagnosedOn: input.diagnosed_on ? DateTime.fromJSDate(input.diagnosed_on) : null,
    notes: input.notes ?? null,
  }),
  decidedInside: async (input: Input, record: CaseDiagnosis | undefined, trx, request) => {
    if (input.is_primary && !record?.isPrimary) await demoteOthers(request, trx)
    return {}
  },
  toDetail: (diagnosis: CaseDiagnosis) => diagnosis.id,
  label: (diagnosis: CaseDiagnosis) => `#${diagnosis.id}`,
  references: [
    kept('case_id', 'cases', "the case's own diagnoses, kept with it"),
    needs('icd_id', 'icds', ['case diagnosis', 'case diagnoses']),
  ],
} satisfies ResourceDefinition<
  typeof CaseDiagnosis,
  CaseDiagnosisRow,
  number,
  (typeof caseDiagnosisValidator)['schema'],
  string,
  PlainCaseDiagnosis
>

/**
 * The ICD picker on the case's icd tab: up to 10 live codes whose code starts with the term or
 * whose title holds its words (the ICD list's own indexed search over 98k codes).
 */
export async function lookUpIcds(term: string) {
  const clause = icdSearchClause(term)
  if (!clause) return []
  const rows: { id: number; code: string; title: string }[] = await db
    .from('icds')
    .whereNull('deleted_at')
    .whereRaw(clause.sql, [clause.binding])
    .orderBy('code_key')
    .limit(10)
    .select('id', 'code', 'title')
  return rows.map((row) => ({ value: String(row.id), label: `${row.code} — ${row.title}` }))
}

/** The case page's icd tab (SPEC.md §2, `view-case`): the case's diagnoses. */
export const diagnosesCaseTab = {
  key: 'icd',
  label: 'ICD',
  order: 120,
  permission: caseDiagnosesResource.permissions.access,
  count: { table: 'case_diagnoses' },
  props: {
    diagnoses: ({ request, parent }) => childListPage(caseDiagnosesResource, request, parent),
  },
} satisfies CaseTab

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const diagnosesTimeline = {
  label: '(SELECT i.code FROM icds i WHERE i.id = r.icd_id)',
  kind: 'case',
} satisfies TimelineEntryOf
