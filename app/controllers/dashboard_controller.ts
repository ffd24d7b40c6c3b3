import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { resourceRequest, type ResourceRequest } from '#resources/resource_request'
import { isoTimestamp } from '#contracts/iso_timestamp'
import type { CaseStatus } from '#contracts/case_options'
import { myOpenTasks } from '#resources/tasks'
import { chargeSlipsToHandle } from '#resources/charge_slips'
import { rfpsToHandle } from '#resources/rfps'

/** How many cases the recent-cases panel shows; the list has the rest. */
const RECENT_CASES = 8

/**
 * The current center's cases touched most recently (opened, edited or moved), for users who may
 * list cases. One index range: cases_updated_at_index (center_id, updated_at, id).
 */
async function recentCases(request: ResourceRequest) {
  if (!request.center || !request.actor.permissions.has('access-cases')) return []
  const rows: {
    id: number
    number: string
    status: CaseStatus
    priority: string
    updated_at: Date | null
    opened_at: Date
    first_name: string
    last_name: string
  }[] = await db
    .from('cases')
    .join('members', 'members.id', 'cases.member_id')
    .where('cases.center_id', request.center.id)
    .whereNull('cases.deleted_at')
    .whereNotNull('cases.updated_at')
    .orderBy('cases.updated_at', 'desc')
    .orderBy('cases.id', 'desc')
    .limit(RECENT_CASES)
    .select(
      'cases.id',
      'cases.number',
      'cases.status',
      'cases.priority',
      'cases.updated_at',
      'cases.opened_at',
      'members.first_name',
      'members.last_name'
    )
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    priority: row.priority,
    member: `${row.last_name}, ${row.first_name}`,
    updated_at: isoTimestamp(row.updated_at ?? row.opened_at),
  }))
}

/**
 * The four dashboard panels of the current center. Charge slips: the bills waiting for approval
 * or payment, and the requests for payment waiting for approval or collection, each what waits
 * for this user first. Tasks: the user's own open tasks, the soonest due
 * (the overdue) first.
 */
export default class DashboardController {
  async index(ctx: HttpContext) {
    const request = await resourceRequest(ctx)
    return ctx.inertia.render('dashboard/index', {
      recentCases: await recentCases(request),
      chargeSlips: await chargeSlipsToHandle(request),
      requestForPayments: await rfpsToHandle(request),
      tasks: await myOpenTasks(request),
    })
  }
}
