import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import User from '#models/user'
import { copyOf } from '#services/session_user_provider'

/**
 * The signed-in user each request gets is a copy of the model built once from the cached row
 * (app/services/session_user_provider.ts): the same as hydrating the row again, and a request's
 * change to its copy never reaches the template or another request's copy.
 */
test.group('The cached user, copied per request', () => {
  const row = {
    id: 7,
    email: 'aisha@demo.test',
    first_name: 'Aisha',
    last_name: 'Rahman',
    password: 'hash',
    status: 'enabled',
    current_center_id: 2,
    created_at: new Date('2026-01-02T03:04:05.678Z'),
    updated_at: new Date('2026-11-20T10:00:00.000Z'),
    last_login_at: null,
    deleted_at: null,
    two_factor_confirmed_at: null,
    time_zone: 'Asia/Kuala_Lumpur',
  }

  test('a copy is what hydrating the row gives', ({ assert }) => {
    const template = User.$createFromAdapterResult({ ...row })!
    const copy = copyOf(template)
    const fresh = User.$createFromAdapterResult({ ...row })!
    assert.deepEqual(copy.serialize(), fresh.serialize())
    assert.deepEqual(copy.$attributes, fresh.$attributes)
    assert.deepEqual(copy.$original, fresh.$original)
    assert.isTrue(copy.$isPersisted)
    assert.isFalse(copy.$isLocal)
    assert.isFalse(copy.$isDirty)
    assert.equal(copy.fullName, 'Aisha Rahman')
    assert.isTrue(DateTime.isDateTime(copy.createdAt))
  })

  test("a change to one request's copy reaches neither the template nor the next copy", ({
    assert,
  }) => {
    const template = User.$createFromAdapterResult({ ...row })!
    const first = copyOf(template)
    first.firstName = 'Changed'
    first.merge({ timeZone: 'Europe/London' })
    assert.isTrue(first.$isDirty)
    const second = copyOf(template)
    assert.equal(template.firstName, 'Aisha')
    assert.equal(second.firstName, 'Aisha')
    assert.equal(second.timeZone, 'Asia/Kuala_Lumpur')
    assert.isFalse(second.$isDirty)
    assert.notStrictEqual(second.$attributes, template.$attributes)
    assert.notStrictEqual(second.$original, template.$original)
  })
})
