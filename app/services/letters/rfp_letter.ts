import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type db from '@adonisjs/lucid/services/db'
import {
  bullet,
  document,
  heading,
  strong,
  type Line,
  type Run,
} from '#database/seeders/reference/delta_builder'
import { moneyText } from '#contracts/money'
import { documentDay } from '#contracts/date_text'
import { DRAFT_MARKS, letterLayout, type LetterLayout } from './letter_layout.js'

type Client = TransactionClientContract | typeof db

/**
 * The business entity that issues a case's RFPs (docs/decisions.md, issue 27): the one that
 * issued the case's first approved guarantee — it guaranteed, and pays, the providers, so it
 * bills the client — else Manage › GOP settings' default business entity. SQL over the RFP row
 * `rfps`: the case's few GOPs by its (case_id, …) index, then one settings row.
 */
export const RFP_ISSUER_ID = `coalesce(
  (SELECT g.business_entity_id FROM gops g
    WHERE g.case_id = rfps.case_id AND g.deleted_at IS NULL AND g.approved_at IS NOT NULL
    ORDER BY g.approved_at, g.id LIMIT 1),
  (SELECT (value #>> '{}')::int FROM settings
    WHERE key = 'gop_default_business_entity_id' AND jsonb_typeof(value) = 'number'))`

interface RfpFacts {
  number: string
  status: string
  currency_code: string
  service_fee: string
  amount: string
  issue_date: Date
  due_date: Date
  remarks: string | null
  approved_at: Date | null
  created_at: Date
  client_name: string
  client_address: string | null
  client_city: string | null
  case_number: string
  first_name: string
  last_name: string
  policy_number: string
  signer_first_name: string | null
  signer_last_name: string | null
  entity_id: number | null
  entity_name: string | null
  entity_legal_name: string | null
  entity_registration_number: string | null
  entity_tax_number: string | null
  entity_address: string | null
  entity_city: string | null
  entity_phone: string | null
  entity_email: string | null
  entity_website: string | null
  bank_name: string | null
  bank_account_name: string | null
  bank_account_number: string | null
  bank_swift: string | null
  bank_iban: string | null
  bank_address: string | null
}

/** A stored multi-line text (an address) on one line of the letter. */
const oneLine = (text: string | null) => (text ?? '').trim().replaceAll(/\s*\n\s*/g, ', ')
const joined = (separator: string, ...parts: (string | null)[]) =>
  parts
    .map(oneLine)
    .filter((part) => part !== '')
    .join(separator)

/** Who bills: the entity's name, legal identity, address and how to reach it. */
function letterhead(rfp: RfpFacts): Line[] {
  if (!rfp.entity_name) return []
  const identity = joined(
    ' · ',
    rfp.entity_legal_name,
    rfp.entity_registration_number ? `Registration no. ${rfp.entity_registration_number}` : null,
    rfp.entity_tax_number ? `Tax no. ${rfp.entity_tax_number}` : null
  )
  const lines: Line[] = [heading(rfp.entity_name, 2)]
  for (const text of [
    identity,
    joined(', ', rfp.entity_address, rfp.entity_city),
    joined(' · ', rfp.entity_phone, rfp.entity_email, rfp.entity_website),
  ]) {
    if (text) lines.push([[text]])
  }
  return lines
}

/** Where the client pays: the issuer's bank account, or whom to ask for it. */
function paymentDetails(rfp: RfpFacts): Line[] {
  if (!rfp.entity_name) return []
  const fields: [string, string | null][] = [
    ['Bank: ', joined(', ', rfp.bank_name, rfp.bank_address)],
    ['Account name: ', rfp.bank_account_name],
    ['Account number: ', rfp.bank_account_number],
    ['SWIFT/BIC: ', rfp.bank_swift],
    ['IBAN: ', rfp.bank_iban],
  ]
  const given = fields.filter(([, value]) => value !== null && value.trim() !== '')
  const ask: Run[] = rfp.entity_email
    ? ['Please ask us at ', strong(rfp.entity_email), ' for our bank details.']
    : ['Please ask us for our bank details.']
  return [
    heading('Payment details', 3),
    ...(given.length > 0
      ? given.map(([label, value]): Line => [[strong(label), oneLine(value)]])
      : [[ask] satisfies Line]),
    [['Please quote ', strong(rfp.number), ' with your payment.']],
  ]
}

/** Who signs: whoever approved it. A draft is not signed yet. */
function signerOf(rfp: RfpFacts): string | null {
  if (rfp.status === 'pending' || !rfp.signer_first_name) return null
  return `${rfp.signer_first_name} ${rfp.signer_last_name ?? ''}`.trim()
}

/** Yours faithfully, the signer, for the issuer. */
function signature(rfp: RfpFacts): Line[] {
  const signer = signerOf(rfp)
  return [
    [['Yours faithfully,']],
    [[]],
    ...(signer ? ([[[signer]]] satisfies Line[]) : []),
    ...(rfp.entity_name
      ? ([[[`For and on behalf of ${rfp.entity_legal_name || rfp.entity_name}`]]] satisfies Line[])
      : []),
  ]
}

/**
 * A request for payment's document (issue 16), written by the same layout and renderers as the
 * GOP letters: who bills on their letterhead (RFP_ISSUER_ID), the client, the case and patient,
 * one line per charge slip billed (as kept on the RFP's lines, at the rate they entered it), the
 * fee, the total and the due date, where to pay (the issuer's bank account), and who approved
 * it. Its amounts and lines are stored on the RFP, so one RFP always bills the same; the issuer's
 * details are read as they are now, as a GOP letter's logo is. Until approved it is a draft,
 * marked on every page (PRODUCT.md: DRAFT — NOT AN INVOICE).
 */
export async function rfpLetterLayout(
  client: Client,
  rfpId: number,
  logoOf: (entityId: number) => Promise<string | null>
): Promise<{
  layout: LetterLayout
  number: string
  caseNumber: string
  draft: boolean
  signer: string | null
  issuer: string | null
} | null> {
  const rfp: RfpFacts | null = await client
    .from('request_for_payments as rfps')
    .join('clients', 'clients.id', 'rfps.client_id')
    .join('cases', 'cases.id', 'rfps.case_id')
    .join('members', 'members.id', 'cases.member_id')
    .leftJoin('users as signer', 'signer.id', 'rfps.approved_by_id')
    .joinRaw(`LEFT JOIN business_entities AS entity ON entity.id = ${RFP_ISSUER_ID}`)
    .where('rfps.id', rfpId)
    .select(
      'rfps.number',
      'rfps.status',
      'rfps.currency_code',
      'rfps.service_fee',
      'rfps.amount',
      'rfps.issue_date',
      'rfps.due_date',
      'rfps.remarks',
      'rfps.approved_at',
      'rfps.created_at',
      'clients.name as client_name',
      'clients.address as client_address',
      'clients.city as client_city',
      'cases.number as case_number',
      'members.first_name',
      'members.last_name',
      'members.policy_number',
      'signer.first_name as signer_first_name',
      'signer.last_name as signer_last_name',
      'entity.id as entity_id',
      'entity.name as entity_name',
      'entity.legal_name as entity_legal_name',
      'entity.registration_number as entity_registration_number',
      'entity.tax_number as entity_tax_number',
      'entity.address as entity_address',
      'entity.city as entity_city',
      'entity.phone as entity_phone',
      'entity.email as entity_email',
      'entity.website as entity_website',
      'entity.bank_name',
      'entity.bank_account_name',
      'entity.bank_account_number',
      'entity.bank_swift',
      'entity.bank_iban',
      'entity.bank_address'
    )
    .first()
  if (!rfp) return null
  const lines: {
    invoice_number: string
    invoice_date: Date
    provider_name: string
    currency_code: string
    amount: string
    amount_in_rfp: string
  }[] = await client
    .from('request_for_payment_lines as lines')
    .join('charge_slips', 'charge_slips.id', 'lines.charge_slip_id')
    .join('providers', 'providers.id', 'charge_slips.provider_id')
    .where('lines.request_for_payment_id', rfpId)
    .orderBy('lines.id')
    .select(
      'charge_slips.invoice_number',
      'charge_slips.invoice_date',
      'providers.name as provider_name',
      'lines.currency_code',
      'lines.amount',
      'lines.amount_in_rfp'
    )
  const money = (amount: string) => moneyText(rfp.currency_code, amount)
  const body: Line[] = [
    ...letterhead(rfp),
    [[]],
    [['REQUEST FOR PAYMENT'], { header: 1, align: 'center' }],
    [[strong('Number: '), rfp.number]],
    [[strong('Date: '), documentDay(rfp.issue_date)]],
    [[strong('To: '), joined(', ', rfp.client_name, rfp.client_address, rfp.client_city)]],
    [[strong('Our case: '), rfp.case_number]],
    [[strong('Patient: '), `${rfp.first_name} ${rfp.last_name}`, ', policy ', rfp.policy_number]],
    [[]],
    [['We request payment of the following for the assistance given on this case:']],
    ...lines.map((line) =>
      bullet(
        `Invoice ${line.invoice_number} of ${documentDay(line.invoice_date)}, ${line.provider_name}: `,
        strong(money(line.amount_in_rfp)),
        line.currency_code === rfp.currency_code
          ? ''
          : ` (${moneyText(line.currency_code, line.amount)})`
      )
    ),
    bullet('Service fee: ', strong(money(rfp.service_fee))),
    [[]],
    [[strong(`Total due: ${money(rfp.amount)}`)]],
    [[strong('Due date: '), documentDay(rfp.due_date)]],
    ...(rfp.remarks ? ([[[strong('Remarks: '), rfp.remarks]]] satisfies Line[]) : []),
    [[]],
    ...paymentDetails(rfp),
    [[]],
    ...signature(rfp),
  ]
  const draft = rfp.status === 'pending'
  const layout = letterLayout({
    title: draft ? `${rfp.number} · draft` : rfp.number,
    template: document(body),
    values: {},
    logo: rfp.entity_id === null ? null : await logoOf(rfp.entity_id),
    issuedAt: rfp.approved_at ?? rfp.created_at,
    draft: draft ? DRAFT_MARKS.invoice : null,
  })
  return {
    layout,
    number: rfp.number,
    caseNumber: rfp.case_number,
    draft,
    signer: signerOf(rfp),
    issuer: rfp.entity_legal_name || rfp.entity_name,
  }
}
