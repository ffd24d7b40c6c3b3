import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import { uniqueSuffix } from '#factories/unique'

/**
 * A staff account with no password (it cannot sign in with one, like a Google-only account):
 * a case owner or an author. Tests that sign in use tests/helpers/users.ts, which grants
 * permissions and hashes a password.
 */
export const UserFactory = factory
  .define(User, ({ faker }) => {
    const firstName = faker.person.firstName()
    const lastName = faker.person.lastName()
    return {
      firstName,
      lastName,
      email: `agent.${uniqueSuffix()}@staff.example`.toLowerCase(),
      password: null,
      status: 'enabled',
    }
  })
  .build()
