import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type db from '@adonisjs/lucid/services/db'
import { bullet, document, strong, type Line } from '#database/seeders/reference/delta_builder'
import { moneyText } from '#contracts/money'
import { letterDay } from '#services/gop_letter'
import { letterLayout, type LetterLayout } from './letter_layout.js'

type Client = TransactionClientContract | typeof db

/**
 * A request for payment's document (issue 16), written by the same layout and renderers as the
 * GOP letters: who bills (Manage › GOP settings' default business entity, the company's issuer),
 * the client, the case and patient, one line per charge slip billed (as kept on the RFP's lines,
 * at the rate they entered it), the fee, the total and the due date. Everything it prints is
 * stored on the RFP, its lines and the records they name, so one RFP always reads the same.
 */
export async function rfpLetterLayout(
  client: Client,
  rfpId: number,
  logoOf: (entityId: number) => Promise<string | null>
): Promise<{ layout: LetterLayout; number: string; caseNumber: string } | null> {
  const rfp: {
    number: string
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
    entity_id: number | null
    entity_name: string | null
    entity_address: string | null
    entity_email: string | null
  } | null = await client
    .from('request_for_payments as rfps')
    .join('clients', 'clients.id', 'rfps.client_id')
    .join('cases', 'cases.id', 'rfps.case_id')
    .join('members', 'members.id', 'cases.member_id')
    .joinRaw(
      `LEFT JOIN business_entities AS entity ON entity.id = (SELECT (value #>> '{}')::int
         FROM settings WHERE key = 'gop_default_business_entity_id' AND jsonb_typeof(value) = 'number')`
    )
    .where('rfps.id', rfpId)
    .select(
      'rfps.number',
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
      'entity.id as entity_id',
      'entity.name as entity_name',
      'entity.address as entity_address',
      'entity.email as entity_email'
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
  const oneLine = (text: string | null) => (text ?? '').replaceAll(/\s*\n\s*/g, ', ')
  const body: Line[] = [
    ...(rfp.entity_name
      ? ([
          [[rfp.entity_name], { header: 2 }],
          [[[oneLine(rfp.entity_address), rfp.entity_email].filter(Boolean).join(' · ')]],
        ] satisfies Line[])
      : []),
    [[]],
    [['REQUEST FOR PAYMENT'], { header: 1, align: 'center' }],
    [[strong('Number: '), rfp.number]],
    [[strong('Date: '), letterDay(rfp.issue_date)]],
    [
      [
        strong('To: '),
        [rfp.client_name, oneLine(rfp.client_address), rfp.client_city].filter(Boolean).join(', '),
      ],
    ],
    [[strong('Our case: '), rfp.case_number]],
    [[strong('Patient: '), `${rfp.first_name} ${rfp.last_name}`, ', policy ', rfp.policy_number]],
    [[]],
    [['We request payment of the following for the assistance given on this case:']],
    ...lines.map((line) =>
      bullet(
        `Invoice ${line.invoice_number} of ${letterDay(line.invoice_date)}, ${line.provider_name}: `,
        strong(money(line.amount_in_rfp)),
        line.currency_code === rfp.currency_code
          ? ''
          : ` (${moneyText(line.currency_code, line.amount)})`
      )
    ),
    bullet('Service fee: ', strong(money(rfp.service_fee))),
    [[]],
    [[strong(`Total due: ${money(rfp.amount)}`)]],
    [[strong('Due date: '), letterDay(rfp.due_date)]],
    ...(rfp.remarks ? ([[[strong('Remarks: '), rfp.remarks]]] satisfies Line[]) : []),
    [[]],
    [['Please quote the number above with your payment.']],
    [[]],
    [['Yours faithfully,']],
    ...(rfp.entity_name ? ([[[`For and on behalf of ${rfp.entity_name}`]]] satisfies Line[]) : []),
  ]
  const layout = letterLayout({
    title: rfp.number,
    template: document(body),
    values: {},
    logo: rfp.entity_id === null ? null : await logoOf(rfp.entity_id),
    issuedAt: rfp.approved_at ?? rfp.created_at,
  })
  return { layout, number: rfp.number, caseNumber: rfp.case_number }
}
