import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import { resourceRequest } from '#resources/resource_request'
import { caseGopsResource } from '#resources/case_gops'
import { caseGopWithdrawalsResource } from '#resources/case_gop_withdrawals'
import { caseRfpsResource } from '#resources/case_rfps'
import { findInScope } from '#resources/scope'
import {
  gopLetter,
  rfpLetter,
  withdrawalLetter,
  type DocumentLetter,
} from '#services/letters/document_letters'
import { letterHtml } from '#services/letters/letter_html'
import { NO_LETTER_TEMPLATE } from '#services/gop_letter'
import { recipientsOf, type Addressee } from '#services/transmissions'
import type { LetterPreview } from '#contracts/letter_delivery'
import { letterPdf } from '#services/letters/letter_pdf'
import { recordRead, type DocumentRead } from '#services/activity_log'
import { contentDisposition } from '#services/content_disposition'

const notFound = () => new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })

/** Whose letter it is, for the log of its reads: the GOP, withdrawal or RFP, and its case. */
type LetterOwner = Pick<DocumentRead, 'subjectType' | 'subjectId' | 'caseId'>

/** A document's letter (or why there is none), where a send would go, and whose it is. */
export interface FoundLetter<L extends DocumentLetter | string = DocumentLetter | string> {
  letter: L
  addressee: Addressee
  owner: LetterOwner
}

/** `?revision=2`: a revision number, or absent (the current one). Anything else names nothing. */
function revisionParam(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) throw notFound()
  const revision = Number(value)
  if (revision < 1 || revision > 32767) throw notFound()
  return revision
}

/**
 * The preview dialog's answer: the page to show in its frame and where a send would go now, or
 * why there is no letter. Showing the letter is a read of it, logged as a download is.
 */
export async function letterPreview(ctx: HttpContext, { letter, addressee, owner }: FoundLetter) {
  if (typeof letter === 'string') {
    return ctx.response.json({ refusal: letter } satisfies LetterPreview)
  }
  const { recipients, refusal } = await recipientsOf(db, addressee)
  await recordRead(ctx, { ...owner, as: 'preview', name: letter.filename })
  return ctx.response.json({
    title: letter.layout.title,
    html: letterHtml(letter.layout),
    filename: letter.filename,
    recipients,
    recipients_refusal: refusal,
  } satisfies LetterPreview)
}

/**
 * The PDF, downloaded (a PDF opened in a tab would meet the app's CSP, which forbids plugins),
 * and logged as read once it is made.
 */
export async function letterDownload(ctx: HttpContext, { letter, owner }: FoundLetter) {
  if (typeof letter === 'string') throw new Exception(letter, { status: 409, code: 'E_NO_LETTER' })
  const pdf = await letterPdf(letter.layout)
  await recordRead(ctx, { ...owner, as: 'download', name: letter.filename })
  ctx.response.header('Content-Type', 'application/pdf')
  ctx.response.header('Content-Disposition', contentDisposition('attachment', letter.filename))
  ctx.response.header('Cache-Control', 'private, no-store')
  return ctx.response.send(pdf)
}

/**
 * The letters of a case's GOPs, withdrawals (issue 15) and requests for payment (issue 16): the on-screen preview (JSON with the
 * letter as a page, for a sandboxed frame) and the PDF, both from the same layout. A GOP's letter
 * is its current revision's, or `?revision=N`'s, or while pending the draft it would be. Found
 * under the case in the user's scope (another center's: 404), for who may see the tab. Every
 * preview and PDF is logged as a read of the document (`recordRead`), as a case file's is.
 */
export default class LettersController {
  async #gop(ctx: HttpContext): Promise<FoundLetter> {
    const revision = revisionParam(ctx.request.qs().revision)
    const request = await resourceRequest(ctx)
    const gop = await findInScope(caseGopsResource, request, ctx.params.id)
    const letter = await gopLetter(
      db,
      {
        id: gop.id,
        number: gop.number,
        revision: gop.revision,
        gop_template_id: gop.gopTemplateId,
        provider_id: gop.providerId,
        business_entity_id: gop.businessEntityId,
      },
      request.user,
      revision
    )
    const addressee = { providerId: gop.providerId }
    const owner = { subjectType: 'gop', subjectId: gop.id, caseId: gop.caseId }
    if (letter) return { letter, addressee, owner }
    if (revision !== undefined) throw notFound()
    return { letter: NO_LETTER_TEMPLATE, addressee, owner }
  }

  async #withdrawal(ctx: HttpContext): Promise<FoundLetter<DocumentLetter>> {
    const request = await resourceRequest(ctx)
    const withdrawal = await findInScope(caseGopWithdrawalsResource, request, ctx.params.id)
    const letter = await withdrawalLetter(db, withdrawal.id)
    if (!letter) throw notFound()
    const gop: { provider_id: number } = await db
      .from('gops')
      .where('id', withdrawal.gopId)
      .select('provider_id')
      .firstOrFail()
    return {
      letter,
      addressee: { providerId: gop.provider_id },
      owner: { subjectType: 'gop_withdrawal', subjectId: withdrawal.id, caseId: withdrawal.caseId },
    }
  }

  async #rfp(ctx: HttpContext): Promise<FoundLetter<DocumentLetter>> {
    const request = await resourceRequest(ctx)
    const rfp = await findInScope(caseRfpsResource, request, ctx.params.id)
    const letter = await rfpLetter(db, rfp.id)
    if (!letter) throw notFound()
    return {
      letter,
      addressee: { clientId: rfp.clientId },
      owner: { subjectType: 'request_for_payment', subjectId: rfp.id, caseId: rfp.caseId },
    }
  }

  async gopPreview(ctx: HttpContext) {
    return letterPreview(ctx, await this.#gop(ctx))
  }

  async gopPdf(ctx: HttpContext) {
    return letterDownload(ctx, await this.#gop(ctx))
  }

  async withdrawalPreview(ctx: HttpContext) {
    return letterPreview(ctx, await this.#withdrawal(ctx))
  }

  async withdrawalPdf(ctx: HttpContext) {
    return letterDownload(ctx, await this.#withdrawal(ctx))
  }

  async rfpPreview(ctx: HttpContext) {
    return letterPreview(ctx, await this.#rfp(ctx))
  }

  async rfpPdf(ctx: HttpContext) {
    return letterDownload(ctx, await this.#rfp(ctx))
  }
}
