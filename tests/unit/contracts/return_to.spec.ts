import { test } from '@japa/runner'
import { safeReturnPath } from '#contracts/return_to'

test.group('Return paths', () => {
  test('only a path of this site is taken', ({ assert }) => {
    assert.equal(
      safeReturnPath('/accounts/clients/4?tab=programs'),
      '/accounts/clients/4?tab=programs'
    )
    assert.equal(safeReturnPath('/a/../b'), '/b')
    for (const hostile of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/x\u0000y',
      ' /x',
      '/x y',
      null,
      ['/x'],
      `/${'a'.repeat(3000)}`,
    ]) {
      assert.isNull(safeReturnPath(hostile), String(hostile))
    }
  })
})
