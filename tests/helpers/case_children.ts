import db from '@adonisjs/lucid/services/db'
import { insertChargeSlip } from '#tests/helpers/charge_slip_fixtures'
import { insertGop, parties } from '#tests/helpers/gop_fixtures'

/**
 * What a new record of each kind that lives under a case is posted as, keyed by the registered
 * resource's route names (app/resources/registry.ts `routes`), so a test can create one of every
 * kind the registry holds and fail on a kind registered without an entry here.
 */

/** The create request's body: a form, JSON, or uploaded files (multipart). */
export type ChildBody =
  | { form: Record<string, unknown> }
  | { json: Record<string, unknown> }
  | { files: { field: string; bytes: Buffer; name: string }[] }

export interface CaseChildKind {
  /**
   * A new one keeps its case from closing (PRODUCT.md: an open task, a pending GOP, a charge
   * slip not settled, an RFP not collected); force close closes over it.
   */
  blocksClose: boolean
  /** The body for a new one on this case (made first: what it needs on the case, if anything). */
  body: (caseId: number) => Promise<ChildBody>
}

const suffix = () => Math.random().toString(36).slice(2, 8)

/** By the registered resource's `routes`. */
export const CASE_CHILD_KINDS: Record<string, CaseChildKind> = {
  'navigate.cases.contacts': {
    blocksClose: false,
    body: async () => ({
      form: { name: 'Dr Anan Chaiyaporn', caller_type: 'provider', phone: '+66 81 234 5678' },
    }),
  },
  'navigate.cases.incidents': {
    blocksClose: false,
    body: async () => {
      const type: { id: number } = await db
        .from('incident_types')
        .whereNull('deleted_at')
        .orderBy('id')
        .firstOrFail()
      return { form: { incident_type_id: String(type.id), occurred_on: '2026-11-20' } }
    },
  },
  'navigate.cases.icd': {
    blocksClose: false,
    body: async () => {
      const icd: { id: number } = await db.from('icds').where('code', 'A09').firstOrFail()
      return { form: { icd_id: String(icd.id), diagnosed_on: '2026-11-20' } }
    },
  },
  'navigate.cases.feedbacks': {
    blocksClose: false,
    body: async () => ({
      form: {
        feedback_type: 'complaint',
        channel: 'phone',
        source: 'user',
        received_on: '2026-11-20',
        description: 'Waited on hold.',
      },
    }),
  },
  'navigate.cases.files': {
    blocksClose: false,
    body: async () => ({
      files: [
        {
          field: 'files[0]',
          bytes: Buffer.from('Member discharged at 14:00; flight booked for Friday.\n', 'utf8'),
          name: 'discharge.txt',
        },
      ],
    }),
  },
  'navigate.cases.notes': {
    blocksClose: false,
    body: async () => ({
      json: { body: JSON.stringify({ ops: [{ insert: 'Spoke to the ward about discharge.\n' }] }) },
    }),
  },
  'navigate.cases.calls': {
    blocksClose: false,
    body: async () => ({
      form: {
        called_on: '2026-11-20',
        called_hour: '9',
        called_minute: '30',
        time_zone: 'Asia/Kuala_Lumpur',
        direction: 'outbound',
        party: 'Ward clerk, Gleneagles',
        duration_minutes: '12',
        summary: 'Confirmed the admission; the report follows by email.',
      },
    }),
  },
  'navigate.cases.tasks': {
    blocksClose: true,
    body: async () => ({
      form: {
        title: 'Get the discharge summary',
        category: 'medical',
        priority: 'high',
        due_date: '2026-12-01',
        due_hour: '14',
        due_minute: '30',
        due_time_zone: 'Asia/Kuala_Lumpur',
      },
    }),
  },
  'navigate.cases.gops': {
    blocksClose: true,
    body: async () => {
      const { provider, entity, template } = await parties()
      return {
        form: {
          provider_id: String(provider.id),
          business_entity_id: String(entity.id),
          gop_template_id: String(template.id),
          currency_code: 'MYR',
          amount: '500',
          services_covered: 'Inpatient treatment',
          admission_date: '2026-11-20',
          valid_until: '2026-12-20',
        },
      }
    },
  },
  // An issued GOP of the case is withdrawn (an approved GOP does not keep the case open).
  'navigate.cases.withdrawals': {
    blocksClose: false,
    body: async (caseId) => ({
      form: {
        gop_id: String(await insertGop(caseId, 'approved')),
        reason: 'wrong-provider',
        remarks: 'Issued to the wrong hospital',
      },
    }),
  },
  'navigate.cases.charge_slips': {
    blocksClose: true,
    body: async () => {
      const { provider } = await parties()
      return {
        form: {
          provider_id: String(provider.id),
          invoice_number: `INV-CLOSE-${suffix()}`,
          invoice_date: '2026-11-02',
          currency_code: 'MYR',
          amount_billed: '500',
          payment_method: 'wire-transfer',
        },
      }
    },
  },
  // A paid slip billed (a paid slip does not keep the case open; the new RFP does).
  'navigate.cases.rfps': {
    blocksClose: true,
    body: async (caseId) => ({
      form: {
        'charge_slip_ids[]': [String(await insertChargeSlip(caseId, { status: 'paid' }))],
      },
    }),
  },
}
