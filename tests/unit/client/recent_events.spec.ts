import { test } from '@japa/runner'
import { RecentEvents } from '../../../inertia/lib/recent_events.js'

test.group('Live events heard lately (a late listener hears them too)', () => {
  test('only the named event, within the asked time and the kept time, oldest first', ({
    assert,
  }) => {
    const recent = new RecentEvents(5_000, 100)
    recent.add('whatsapp.contact.new', { contactId: 1 }, 1_000)
    recent.add('whatsapp.thread', { contactId: 1 }, 2_000)
    recent.add('whatsapp.contact.new', { contactId: 2 }, 4_000)
    assert.deepEqual(recent.since('whatsapp.contact.new', 3_000, 5_000), [{ contactId: 2 }])
    assert.deepEqual(recent.since('whatsapp.contact.new', 10_000, 5_000), [
      { contactId: 1 },
      { contactId: 2 },
    ])
    // Asking further back than is kept reads only what is kept.
    assert.deepEqual(recent.since('whatsapp.contact.new', 60_000, 8_000), [{ contactId: 2 }])
    assert.deepEqual(recent.since('record.changes', 10_000, 5_000), [])
  })

  test('forgets what is older than it keeps, and beyond its count', ({ assert }) => {
    const recent = new RecentEvents(1_000, 3)
    for (let index = 0; index < 5; index++) recent.add('event', index, 10_000 + index)
    assert.deepEqual(recent.since('event', 1_000, 10_004), [2, 3, 4])
    recent.add('event', 'late', 20_000)
    assert.deepEqual(recent.since('event', 1_000, 20_000), ['late'])
  })
})
