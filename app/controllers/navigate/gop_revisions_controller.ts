import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { resourceRequest } from '#resources/resource_request'
import { caseGopsResource } from '#resources/case_gops'
import { findInScope } from '#resources/scope'
import { isoDate, isoTimestamp } from '#contracts/iso_timestamp'
import type { GopRevisionEntry, GopRevisions } from '#contracts/gop_revisions'

/**
 * A GOP's approved revisions, newest first, as JSON for its revisions dialog: every amount it
 * has guaranteed, when and by whom (issue 15: "the old revision kept readable"). The GOP is
 * found under its case in the user's scope (another center's: 404).
 */
export default class GopRevisionsController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    const gop = await findInScope(caseGopsResource, request, ctx.params.id)
    const rows: {
      revision: number
      currency_code: string
      amount: string
      center_currency_code: string
      amount_in_center: string
      valid_until: Date | null
      created_at: Date
      first_name: string | null
      last_name: string | null
    }[] = await db
      .from('gop_revisions')
      .leftJoin('users', 'users.id', 'gop_revisions.created_by_id')
      .where('gop_revisions.gop_id', gop.id)
      .orderBy('gop_revisions.revision', 'desc')
      .select(
        'gop_revisions.revision',
        'gop_revisions.currency_code',
        'gop_revisions.amount',
        'gop_revisions.center_currency_code',
        'gop_revisions.amount_in_center',
        'gop_revisions.valid_until',
        'gop_revisions.created_at',
        'users.first_name',
        'users.last_name'
      )
    const revisions: GopRevisionEntry[] = rows.map((row) => ({
      revision: row.revision,
      currency_code: row.currency_code,
      amount: row.amount,
      center_currency_code: row.center_currency_code,
      amount_in_center: row.amount_in_center,
      valid_until: row.valid_until === null ? null : isoDate(row.valid_until),
      created_at: isoTimestamp(row.created_at) ?? '',
      created_by:
        row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    }))
    return ctx.response.json({ number: gop.number, revisions } satisfies GopRevisions)
  }
}
