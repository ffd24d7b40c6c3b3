import factory from '@adonisjs/lucid/factories'
import Center from '#models/center'
import { uniqueSuffix } from '#factories/unique'

/** The zones of the region the demo centers serve (SPEC.md §3 quick time zones). */
const TIME_ZONES = [
  'Asia/Kuala_Lumpur',
  'Asia/Bangkok',
  'Asia/Manila',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
] as const

/**
 * An operations center. Its code is 'T' + a unique suffix (5 to 10 characters, the validator's
 * pattern), so it never meets the demo centers' three-letter codes, and case numbers built
 * from it never collide with theirs.
 */
export const CenterFactory = factory
  .define(Center, ({ faker }) => {
    const code = `T${uniqueSuffix()}`
    return {
      code,
      name: `${faker.location.city()} ${code}`,
      timeZone: faker.helpers.arrayElement(TIME_ZONES),
      currencyCode: 'MYR',
      isEnabled: true,
    }
  })
  .build()
