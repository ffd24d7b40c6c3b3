import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Program from '#models/program'
import { ClientFactory } from '#factories/client_factory'
import { firstLiveId, idOf, transactionOf } from '#factories/support'
import { uniqueSuffix } from '#factories/unique'

/** A client's program, valid this calendar year; a new client unless one is merged. */
export const ProgramFactory = factory
  .define(Program, ({ faker }) => {
    const code = `PR-${uniqueSuffix()}`
    const year = DateTime.now().year
    return {
      code,
      name: `${faker.commerce.productAdjective()} Travel Care ${code}`,
      validFrom: DateTime.fromObject({ year, month: 1, day: 1 }),
      validTo: DateTime.fromObject({ year, month: 12, day: 31 }),
      status: 'active',
    }
  })
  .before('create', async (_builder, program, ctx) => {
    const trx = transactionOf(ctx)
    if (!program.clientId) program.clientId = await idOf(ClientFactory.useCtx(ctx).create())
    if (!program.programTypeId) program.programTypeId = await firstLiveId(trx, 'program_types')
  })
  .build()
