import factory from '@adonisjs/lucid/factories'
import Client from '#models/client'
import { firstLiveId, transactionOf } from '#factories/support'
import { uniqueSuffix } from '#factories/unique'

/** An insurer buying assistance; its country is a seeded one unless merged. */
export const ClientFactory = factory
  .define(Client, ({ faker }) => {
    const code = `CL-${uniqueSuffix()}`
    return {
      code,
      name: `${faker.company.name()} Assurance ${code}`,
      clientType: 'insurer',
      email: faker.internet.email({ provider: 'client.example' }).toLowerCase(),
      billingCurrencyCode: 'MYR',
      paymentTermsDays: 30,
      isEnabled: true,
    }
  })
  .before('create', async (_builder, client, ctx) => {
    if (!client.countryId) client.countryId = await firstLiveId(transactionOf(ctx), 'countries')
  })
  .build()
