import { test } from '@japa/runner'
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { collectBootGarbage } from '#services/boot_garbage'

test.group('The boot garbage collection', () => {
  test('without --expose-gc the server starts as before', ({ assert }) => {
    assert.isFalse(collectBootGarbage(undefined))
  })

  test('with it, one full collection frees what nothing holds', ({ assert }) => {
    setFlagsFromString('--expose-gc')
    const collect = runInNewContext('gc') as NodeJS.GCFunction
    collect({ type: 'major', execution: 'sync' })
    // Garbage the size of a boot's: 20 MB of strings nothing keeps.
    let garbage: string[] | null = Array.from({ length: 20_000 }, (_, index) =>
      `${index}`.padEnd(1000, 'x')
    )
    const held = getHeapStatistics().used_heap_size
    garbage = null
    assert.isTrue(collectBootGarbage(collect))
    assert.isNull(garbage)
    assert.isBelow(getHeapStatistics().used_heap_size, held - 10 * 1024 * 1024)
  })
})
