import factory from '@adonisjs/lucid/factories'
import type { FactoryContextContract } from '@adonisjs/lucid/types/factory'
import { DateTime } from 'luxon'
import Case from '#models/case'
import Member from '#models/member'
import { CASE_PRIORITY_VALUES, type CaseOutcome, type CaseStatus } from '#contracts/case_options'
import { allocateCaseNumber } from '#services/case_number'
import { CenterFactory } from '#factories/center_factory'
import { ClientFactory } from '#factories/client_factory'
import { IncidentTypeFactory } from '#factories/incident_type_factory'
import { MemberFactory } from '#factories/member_factory'
import { ProgramFactory } from '#factories/program_factory'
import { idOf, transactionOf } from '#factories/support'
import { UserFactory } from '#factories/user_factory'

/** Statuses in which an agent has taken the case (PRODUCT.md: activate sets the owner). */
const OWNED: readonly CaseStatus[] = ['active', 'billing', 'closed']

/**
 * The center, client, program and member of a case that `merge()` did not give, made so that
 * they agree with each other: the member's client is the case's client, and the case's program
 * is the member's unless one was merged.
 */
async function fillParties(row: Case, ctx: FactoryContextContract) {
  const trx = transactionOf(ctx)
  if (!row.centerId) row.centerId = await idOf(CenterFactory.useCtx(ctx).create())
  if (row.memberId) {
    const member = await Member.findOrFail(row.memberId, { client: trx })
    if (!row.clientId) row.clientId = member.clientId
    if (row.programId === undefined) row.programId = member.programId
  } else {
    if (!row.clientId) row.clientId = await idOf(ClientFactory.useCtx(ctx).create())
    if (row.programId === undefined) {
      const program = ProgramFactory.useCtx(ctx).merge({ clientId: row.clientId })
      row.programId = await idOf(program.create())
    }
    const member = await MemberFactory.useCtx(ctx)
      .merge({ clientId: row.clientId, programId: row.programId })
      .create()
    row.memberId = member.id
  }
  if (!row.incidentTypeId) row.incidentTypeId = await idOf(IncidentTypeFactory.useCtx(ctx).create())
}

/** An agent of the case's center, for the statuses that have an owner. */
async function fillOwner(row: Case, ctx: FactoryContextContract) {
  if (row.ownerId || !OWNED.includes(row.status as CaseStatus)) return
  const owner = await UserFactory.useCtx(ctx).merge({ currentCenterId: row.centerId }).create()
  await transactionOf(ctx)
    .insertQuery()
    .table('center_user')
    .insert({ user_id: owner.id, center_id: row.centerId })
  row.ownerId = owner.id
}

/**
 * A case. Without `merge()` it makes everything it points at (a center, a client with a
 * program, a member of that client, an incident type); merge `centerId`, `clientId`,
 * `programId`, `memberId`, `incidentTypeId` or `ownerId` to reuse rows. The number comes from
 * allocateCaseNumber in the factory's transaction, for the year the case was opened in its
 * center, exactly as the application numbers cases.
 *
 * States follow the status machine (PRODUCT.md "Cases"): `pending` (the default), `active` and
 * `billing` (with an owner), `closed` (with an owner, an outcome and closed_at). Values given
 * with `merge()` are kept by the states.
 */
export const CaseFactory = factory
  .define(Case, ({ faker }) => ({
    status: 'pending',
    priority: faker.helpers.arrayElement(CASE_PRIORITY_VALUES),
    callerName: faker.person.fullName(),
    callerType: 'first-caller',
    callerRelationship: 'self',
    callerPhone: faker.phone.number({ style: 'international' }),
    callerContactMethod: 'phone',
    incidentDate: DateTime.now().minus({ days: 1 }).startOf('day'),
    incidentCity: faker.location.city(),
    incidentTimeZone: 'Asia/Kuala_Lumpur',
    description: faker.lorem.sentences(2),
    symptoms: faker.lorem.sentence(),
    details: {},
    isEvacuation: false,
    // Opened within the last two months, to the second (PostgreSQL keeps microseconds).
    openedAt: DateTime.now()
      .minus({ minutes: faker.number.int({ min: 5, max: 60 * 24 * 60 }) })
      .startOf('second'),
    reopenedCount: 0,
  }))
  .state('pending', (row) => {
    row.status = 'pending'
  })
  .state('active', (row) => {
    row.status = 'active'
  })
  .state('billing', (row) => {
    row.status = 'billing'
  })
  .state('closed', (row, { faker }) => {
    row.status = 'closed'
    row.outcome ??= 'successful' satisfies CaseOutcome
    // Closed a few days after opening, never in the future and never before opening.
    const closed = DateTime.min(
      row.openedAt.plus({ hours: faker.number.int({ min: 2, max: 24 * 10 }) }),
      DateTime.now()
    )
    row.closedAt ??= DateTime.max(closed, row.openedAt)
  })
  .before('create', async (_builder, row, ctx) => {
    await fillParties(row, ctx)
    await fillOwner(row, ctx)
    row.number ??= await allocateCaseNumber(transactionOf(ctx), row.centerId, row.openedAt)
  })
  .build()
