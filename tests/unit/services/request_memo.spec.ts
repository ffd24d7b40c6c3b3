import { test } from '@japa/runner'
import { HttpContextFactory } from '@adonisjs/core/factories/http'
import { RequestMemo } from '#services/request_memo'

test.group('A value kept for one request', () => {
  test('each request has its own value, and a new memo knows none', ({ assert }) => {
    const first = new HttpContextFactory().create()
    const second = new HttpContextFactory().create()
    const memo = new RequestMemo<{ seen: number }>('test memo')

    assert.isUndefined(memo.get(first))
    const kept = memo.set(first, { seen: 1 })
    assert.strictEqual(memo.get(first), kept)
    assert.isUndefined(memo.get(second))

    // Two memos never read each other's values, even with the same description.
    assert.isUndefined(new RequestMemo<{ seen: number }>('test memo').get(first))
  })

  test('the value stays off what the context lists or serialises', ({ assert }) => {
    const ctx = new HttpContextFactory().create()
    const keysBefore = Object.keys(ctx)
    new RequestMemo<string>('hidden').set(ctx, 'value')
    assert.deepEqual(Object.keys(ctx), keysBefore)
  })
})
