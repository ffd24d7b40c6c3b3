import { test } from '@japa/runner'
import { serializeJSON } from '#services/response_json'

test.group('Response JSON', () => {
  test('plain props are V8’s own JSON, toJSON included', ({ assert }) => {
    const value = { a: [1, 'two', null], when: new Date(Date.UTC(2026, 0, 2)), nested: { b: true } }
    assert.equal(serializeJSON(value), JSON.stringify(value))
  })

  test('what JSON.stringify refuses takes the safe path instead of failing the response', ({
    assert,
  }) => {
    assert.equal(serializeJSON({ id: 12n }), '{"id":"12"}')
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    assert.equal(serializeJSON(cyclic), '{"name":"loop"}')
  })
})
