import { readFile } from 'node:fs/promises'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type db from '@adonisjs/lucid/services/db'
import { gopLetterTemplate, gopLetterValues } from '#services/gop_letter'
import { imageFilePath, isImageKey } from '#services/images'
import type { RichTextDelta } from '#rich_text/sanitize_delta'
import { DRAFT_MARKS, letterLayout, type LetterLayout } from './letter_layout.js'
import { WITHDRAWAL_LETTER, withdrawalValues } from './withdrawal_letter.js'
import { rfpLetterLayout } from './rfp_letter.js'

type Client = TransactionClientContract | typeof db

/**
 * The letters the company sends (issue 15): a GOP's, per revision, and a withdrawal's. Each is
 * read back from what was kept when it was issued — the revision's (or withdrawal's) template
 * and placeholder values — so one revision always gives the same letter. Only a GOP not yet
 * approved has no kept revision: its letter is a draft written from the GOP as it stands.
 */
export interface DocumentLetter {
  layout: LetterLayout
  /** "GOP-KUL-2026-000045-r2.pdf". */
  filename: string
  /** The e-mail's text, above the attached letter. */
  text: string
}

/** The kinds of document a transmission carries (transmissions.document_type). */
export type LetterDocumentType = 'gop' | 'gop_withdrawal' | 'rfp' | 'policy_verification'

/**
 * The issuer's logo (stored like the site logo: app/services/images.ts) as the data URL both
 * renderers embed; none when it has none or its file is gone.
 */
export async function entityLogo(client: Client, businessEntityId: number): Promise<string | null> {
  const entity: { logo: string | null } | null = await client
    .from('business_entities')
    .where('id', businessEntityId)
    .select('logo')
    .first()
  const key = entity?.logo
  if (!key || !isImageKey(key, 'logos')) return null
  const bytes = await readFile(imageFilePath(key)).catch(() => null)
  if (bytes === null) return null
  return `data:${key.endsWith('.png') ? 'image/png' : 'image/jpeg'};base64,${bytes.toString('base64')}`
}

function mailText(kind: string, values: Readonly<Record<string, string>>) {
  return [
    'Dear Sir or Madam,',
    '',
    `Please find attached our ${kind} ${values['gop.number']} for our case ${values['case.number']}.`,
    '',
    'Yours faithfully,',
    values['agent.full_name'],
    values['business_entity.name'],
  ].join('\n')
}

interface GopFacts {
  id: number
  number: string
  revision: number
  gop_template_id: number | null
  provider_id: number
  business_entity_id: number
}

/**
 * A GOP's letter: the named revision's, else the current revision's when it was approved, else
 * (pending or declined) the draft as the GOP would be approved by `agent`. Null when the named
 * revision does not exist, or a draft has no template to be written from.
 */
export async function gopLetter(
  client: Client,
  gop: GopFacts,
  agent: { firstName: string; lastName: string },
  revision?: number
): Promise<DocumentLetter | null> {
  const kept: {
    revision: number
    letter_template: RichTextDelta
    letter_values: Record<string, string>
    business_entity_id: number
    created_at: Date
  } | null = await client
    .from('gop_revisions')
    .where('gop_id', gop.id)
    .where('revision', revision ?? gop.revision)
    .select('revision', 'letter_template', 'letter_values', 'business_entity_id', 'created_at')
    .first()
  if (!kept && revision !== undefined) return null
  let source: {
    title: string
    template: RichTextDelta
    values: Record<string, string>
    entity: number
    issuedAt: Date
  }
  if (kept) {
    source = {
      title: `${gop.number} · revision ${kept.revision}`,
      template: kept.letter_template,
      values: kept.letter_values,
      entity: kept.business_entity_id,
      issuedAt: kept.created_at,
    }
  } else {
    const template = await gopLetterTemplate(client, gop)
    if (!template) return null
    source = {
      title: `${gop.number} · draft`,
      template: template.body,
      values: await gopLetterValues(client, gop.id, agent),
      entity: gop.business_entity_id,
      issuedAt: new Date(),
    }
  }
  const layout = letterLayout({
    title: source.title,
    template: source.template,
    values: source.values,
    logo: await entityLogo(client, source.entity),
    issuedAt: source.issuedAt,
    // Not approved: no revision kept, so it guarantees nothing yet (pending or declined).
    draft: kept ? null : DRAFT_MARKS.guarantee,
  })
  const revisionNumber = kept?.revision ?? gop.revision
  return {
    layout,
    filename: kept ? `${gop.number}-r${revisionNumber}.pdf` : `${gop.number}-draft.pdf`,
    text: mailText('guarantee of payment', source.values),
  }
}

/** A name on one line of a mail header (a stored name never carries a line break there). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The e-mail subjects of the letters (issue 29), kept on the transmission when it is queued: what
 * the document is, its number and the member it is about, as the provider's or client's staff
 * file it — "Guarantee of payment GOP-KUL-2026-000123 — Tan Wei Ming". A GOP's later revision
 * says which ("… (revision 2) — …"); the first is the GOP itself.
 */
export const letterSubject = {
  gop: (number: string, revision: number, member: string) =>
    `Guarantee of payment ${number}${revision > 1 ? ` (revision ${revision})` : ''} — ${oneLine(member)}`,
  withdrawal: (number: string, member: string) =>
    `Withdrawal of guarantee of payment ${number} — ${oneLine(member)}`,
  rfp: (number: string, member: string) => `Request for payment ${number} — ${oneLine(member)}`,
}

/** A request for payment's document (app/services/letters/rfp_letter.ts). */
export async function rfpLetter(client: Client, rfpId: number): Promise<DocumentLetter | null> {
  const written = await rfpLetterLayout(client, rfpId, (entity) => entityLogo(client, entity))
  if (!written) return null
  return {
    layout: written.layout,
    filename: written.draft ? `${written.number}-draft.pdf` : `${written.number}.pdf`,
    text: [
      'Dear Sir or Madam,',
      '',
      `Please find attached our request for payment ${written.number} for our case ${written.caseNumber}.`,
      '',
      'Yours faithfully,',
      ...[written.signer, written.issuer].filter((line) => line !== null),
    ].join('\n'),
  }
}

/** What a withdrawal keeps of its letter when it is made (gop_withdrawals.letter_*). */
export async function withdrawalLetterRecord(
  client: Client,
  withdrawal: { gopId: number; reason: string; remarks: string | null },
  agent: { firstName: string; lastName: string }
) {
  const gopValues = await gopLetterValues(client, withdrawal.gopId, agent)
  return {
    letterTemplate: WITHDRAWAL_LETTER,
    letterValues: withdrawalValues(withdrawal, gopValues),
  }
}

/** A withdrawal's letter, as it was written when the GOP was withdrawn. */
export async function withdrawalLetter(
  client: Client,
  withdrawalId: number
): Promise<DocumentLetter | null> {
  const row: {
    reason: string
    remarks: string | null
    letter_template: RichTextDelta | null
    letter_values: Record<string, string> | null
    created_at: Date
    gop_id: number
    gop_number: string
    business_entity_id: number
    first_name: string | null
    last_name: string | null
  } | null = await client
    .from('gop_withdrawals')
    .join('gops', 'gops.id', 'gop_withdrawals.gop_id')
    .leftJoin('users', 'users.id', 'gop_withdrawals.created_by_id')
    .where('gop_withdrawals.id', withdrawalId)
    .select(
      'gop_withdrawals.reason',
      'gop_withdrawals.remarks',
      'gop_withdrawals.letter_template',
      'gop_withdrawals.letter_values',
      'gop_withdrawals.created_at',
      'gops.id as gop_id',
      'gops.number as gop_number',
      'gops.business_entity_id',
      'users.first_name',
      'users.last_name'
    )
    .first()
  if (!row) return null
  // A withdrawal made before letters were kept is written from its GOP as it stands.
  const values =
    row.letter_values ??
    withdrawalValues(
      row,
      await gopLetterValues(
        client,
        row.gop_id,
        { firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
        row.created_at
      )
    )
  const layout = letterLayout({
    title: `Withdrawal of ${row.gop_number}`,
    template: row.letter_template ?? WITHDRAWAL_LETTER,
    values,
    logo: await entityLogo(client, row.business_entity_id),
    issuedAt: row.created_at,
  })
  return {
    layout,
    filename: `${row.gop_number}-withdrawal.pdf`,
    text: mailText('withdrawal of guarantee of payment', values),
  }
}
