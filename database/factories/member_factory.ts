import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Member from '#models/member'
import { ClientFactory } from '#factories/client_factory'
import { idOf } from '#factories/support'
import { uniqueSuffix } from '#factories/unique'

/**
 * A principal member (relationship "self"). A new client unless one is merged; the program is
 * whatever is merged (none by default: a member may have no program).
 */
export const MemberFactory = factory
  .define(Member, ({ faker }) => {
    const sex = faker.person.sex() as 'male' | 'female'
    const firstName = faker.person.firstName(sex)
    const lastName = faker.person.lastName()
    const suffix = uniqueSuffix()
    return {
      title: sex === 'male' ? 'mr' : 'ms',
      firstName,
      lastName,
      gender: sex,
      dateOfBirth: DateTime.fromJSDate(faker.date.birthdate({ mode: 'age', min: 1, max: 90 })),
      policyNumber: `POL-${suffix}`,
      relationship: 'self',
      phone: faker.phone.number({ style: 'international' }),
      email: `${firstName}.${lastName}.${suffix}@member.example`
        .toLowerCase()
        .replace(/[^a-z0-9.@-]/g, ''),
      preferredContactMethod: 'phone',
    }
  })
  .before('create', async (_builder, member, ctx) => {
    if (!member.clientId) member.clientId = await idOf(ClientFactory.useCtx(ctx).create())
  })
  .build()
