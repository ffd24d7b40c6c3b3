import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { errors as vineErrors } from '@vinejs/vine'
import { appValidators, fieldsOf, type FieldShape } from '#tests/helpers/route_fuzz'
import { deriveLabel, fieldLabel } from '#validators/field_labels'
import { memberValidator } from '#validators/member'
import { clientValidator } from '#validators/client'
import { userValidator } from '#validators/user'
import { securitySettingsValidator } from '#validators/site_settings'
import { providerValidator } from '#validators/provider'
import { businessEntityValidator } from '#validators/business_entity'

type Reported = { field: string; message: string; rule: string }

/** The field errors a validator reports for `data` (none when it passes). */
async function reported(
  validator: { validate(data: unknown, options?: { meta?: object }): Promise<unknown> },
  data: unknown
): Promise<Reported[]> {
  try {
    await validator.validate(data, { meta: { today: '2026-11-28' } })
    return []
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) return error.messages as Reported[]
    throw error
  }
}

/** Wrong values for a field of each shape: each one of them breaks some rule. */
function wrongValuesFor(shape: FieldShape): unknown[] {
  const text = ['', '   ', 'x', 'abc', 'not an email', 'a'.repeat(70_000), '2026-02-30', '12.5']
  const numbers = ['abc', '-1', '0', '1.5', '2147483648', '99999999999', '1e3']
  switch (shape.kind) {
    case 'array':
      return [
        'x',
        [],
        ['x'],
        ['1', '1'],
        ['2147483647'],
        Array.from({ length: 300 }, (_, index) => String(index + 1)),
        ...wrongValuesFor(shape.each).map((value) => [value]),
      ]
    case 'object':
      return [
        'x',
        ...wrongValuesFor({ kind: 'string' }).map((value) =>
          Object.fromEntries(Object.keys(shape.fields).map((name) => [name, value]))
        ),
      ]
    case 'number':
      return [...numbers, ...text]
    case 'boolean':
      return ['maybe', '2', ['1']]
    case 'date':
      return ['2026-02-30', 'yesterday', '0000-01-01', '9999-99-99', '']
    default:
      return [...text, ...numbers, ['x'], { a: 1 }]
  }
}

/** Every field name of a validator, nested ones (`contacts.*.phone` → phone) included. */
function namesIn(fields: Record<string, FieldShape>): string[] {
  return Object.entries(fields).flatMap(([name, shape]) => {
    if (shape.kind === 'object') return [name, ...namesIn(shape.fields)]
    if (shape.kind === 'array' && shape.each.kind === 'object') {
      return [name, ...namesIn(shape.each.fields)]
    }
    return [name]
  })
}

/**
 * Issue 11 §4: messages name fields by their labels, never by their keys. Every validator the
 * app defines (app/validators/** and those a resource builds, found as the route fuzz finds
 * them) is given an empty body and every field a series of wrong values; no message may show a
 * snake_case key, and none may be one of VineJS's own English defaults ("The x field must…").
 */
test.group('Validation messages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no message of any validator shows a field key or a VineJS default', async ({ assert }) => {
    const validators = await appValidators()
    assert.isAbove(validators.length, 30, 'the validators are found')
    const offending: string[] = []
    let seen = 0
    for (const { name, validator } of validators) {
      const fields = fieldsOf(validator)
      const keys = namesIn(fields).filter((key) => key.includes('_'))
      const shapes = Object.values(fields)
      const rounds = Math.max(...shapes.map((shape) => wrongValuesFor(shape).length), 0)
      const bodies: Record<string, unknown>[] = [{}]
      for (let round = 0; round < rounds; round++) {
        bodies.push(
          Object.fromEntries(
            Object.entries(fields).map(([key, shape]) => {
              const values = wrongValuesFor(shape)
              return [key, values[round % values.length]]
            })
          )
        )
      }
      for (const body of bodies) {
        for (const { field, message } of await reported(validator, body)) {
          seen++
          // Placeholder examples ({{member.full_name}}) are what a template must contain.
          const prose = message.replace(/{{[^}]*}}/g, '')
          const key = keys.find((candidate) => new RegExp(`\\b${candidate}\\b`).test(prose))
          if (key || /[a-z0-9]_[a-z0-9]/i.test(prose) || /\bfield\b|must be defined/.test(prose)) {
            offending.push(`${name} › ${field}: ${message}`)
          }
        }
      }
    }
    assert.isAbove(seen, 1000, 'the wrong values reach the rules')
    assert.deepEqual([...new Set(offending)], [])
  })

  test('a choice says "Please choose", a typed field "Please enter", by its label', async ({
    assert,
  }) => {
    const member = await reported(memberValidator, {})
    const byField = (list: Reported[]) =>
      Object.fromEntries(list.map((entry) => [entry.field, entry.message]))
    assert.containsSubset(byField(member), {
      first_name: 'Please enter the first name.',
      last_name: 'Please enter the last name.',
      gender: 'Please choose the gender.',
      date_of_birth: 'Please enter the date of birth.',
      client_id: 'Please choose the client.',
      relationship: 'Please choose the relationship.',
      policy_number: 'Please enter the policy number.',
    })
    assert.containsSubset(byField(await reported(clientValidator, {})), {
      client_type: 'Please choose the client type.',
      billing_currency_code: 'Please choose the billing currency.',
      is_enabled: 'Please choose the status.',
      country_id: 'Please choose the country.',
    })
    assert.containsSubset(byField(await reported(userValidator, { centers: [] })), {
      centers: 'Please choose at least one of the centers.',
      status: 'Please choose the status.',
      first_name: 'Please enter the first name.',
    })
    assert.containsSubset(
      byField(await reported(userValidator, { roles: ['2147483647'], centers: ['abc'] })),
      { 'roles.0': 'Please choose roles from the list.' }
    )
  })

  test('the examples of the issue read in words', async ({ assert }) => {
    const security = await reported(securitySettingsValidator, { password_min_length: '4' })
    assert.include(
      security.map((entry) => entry.message),
      'The minimum password length must be at least 8.'
    )
    const entity = await reported(businessEntityValidator, {
      bank_iban: 'nope',
      bank_swift: 'x',
    })
    assert.includeMembers(
      entity.map((entry) => entry.message),
      ['The IBAN format is not valid.', 'The SWIFT/BIC code format is not valid.']
    )
    const provider = await reported(providerValidator, {
      contacts: [{ name: '   ', phone: 'abc' }],
    })
    assert.includeMembers(
      provider.map((entry) => `${entry.field}: ${entry.message}`),
      [
        'contacts.0.name: Please enter the contact’s name.',
        'contacts.0.phone: Enter the phone number with digits, spaces, ( ) or -, and + before the country code.',
      ]
    )
  })

  test('every phone field refuses letters with one message', async ({ assert }) => {
    const message =
      'Enter the phone number with digits, spaces, ( ) or -, and + before the country code.'
    for (const validator of [memberValidator, userValidator, clientValidator, providerValidator]) {
      const errors = await reported(validator, { phone: 'abc' })
      assert.equal(errors.find((entry) => entry.field === 'phone')?.message, message)
    }
    const short = await reported(memberValidator, { phone: '(((((( ' })
    assert.equal(short.find((entry) => entry.field === 'phone')?.message, message)
    const fine = await reported(memberValidator, { phone: '+60 3-2181 4000' })
    assert.isUndefined(fine.find((entry) => entry.field === 'phone'))
  })

  test('labels are derived from keys, acronyms kept', ({ assert }) => {
    assert.equal(deriveLabel('first_name'), 'first name')
    assert.equal(deriveLabel('client_id'), 'client')
    assert.equal(deriveLabel('role_ids'), 'roles')
    assert.equal(deriveLabel('icd_code'), 'ICD code')
    assert.equal(deriveLabel('smtp_host'), 'SMTP host')
    assert.equal(fieldLabel('bank_iban'), 'IBAN')
    assert.equal(fieldLabel('contacts.*.phone'), 'contact’s phone')
    assert.equal(fieldLabel('roles.*'), 'roles')
    assert.equal(fieldLabel('principal_member_id'), 'principal member')
  })
})
