import { test } from '@japa/runner'
import { getHeapStatistics } from 'node:v8'
import { collectBootGarbage } from '#services/boot_garbage'
import { fullGc } from '#tests/helpers/full_gc'

/**
 * Garbage the size of a boot's, 20 MB of strings nothing keeps, and the heap's size with it
 * (built over many scavenges, the strings are in the old generation: only a full one frees them).
 */
function leaveGarbage(): number {
  Array.from({ length: 20_000 }, (_, index) => `${index}`.padEnd(1000, 'x'))
  return getHeapStatistics().used_heap_size
}

test.group('The boot garbage collection', () => {
  test('without --expose-gc the server starts as before', ({ assert }) => {
    assert.isFalse(collectBootGarbage(undefined))
  })

  test('with it, one full collection frees what nothing holds', ({ assert }) => {
    const collect = fullGc()
    collect({ type: 'major', execution: 'sync' })
    const held = leaveGarbage()
    assert.isTrue(collectBootGarbage(collect))
    assert.isBelow(getHeapStatistics().used_heap_size, held - 10 * 1024 * 1024)
  })
})
