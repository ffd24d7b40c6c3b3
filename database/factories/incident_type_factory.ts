import factory from '@adonisjs/lucid/factories'
import IncidentType from '#models/incident_type'
import { uniqueSuffix } from '#factories/unique'

/** An incident type of its own, named uniquely (names are unique among live types). */
export const IncidentTypeFactory = factory
  .define(IncidentType, ({ faker }) => ({
    name: `${faker.helpers.arrayElement(['Medical', 'Travel', 'Security'])} ${uniqueSuffix()}`,
    description: 'Made by a test factory.',
  }))
  .build()
