import { test } from '@japa/runner'
import type { ContactView } from '../../../inertia/features/whatsapp/types.js'
import {
  composerBlock,
  filledText,
  prefilledParameters,
  type KnownValue,
} from '../../../inertia/features/whatsapp/compose_rules.js'
import { forMyCenters, isMyQueueMove } from '../../../inertia/features/whatsapp/inbox_events.js'
import { mergeMessages } from '../../../inertia/features/whatsapp/thread_merge.js'
import { countdownText, durationText } from '../../../inertia/features/whatsapp/waiting_time.js'

const NOW = Date.parse('2026-11-28T12:00:00.000Z')

function contact(overrides: Partial<ContactView> = {}): ContactView {
  return {
    id: 7,
    center_id: 1,
    name: 'Siti',
    profile_name: 'Siti',
    wa_id: '60123456789',
    status: 'assigned',
    agent: { id: 3, name: 'Nadia Agent' },
    assigned_at: null,
    reply_due_at: null,
    queued_at: null,
    last_inbound_at: new Date(NOW - 60_000).toISOString(),
    window_ends_at: new Date(NOW + 24 * 3600_000 - 60_000).toISOString(),
    closed_at: null,
    member: null,
    case: null,
    ...overrides,
  }
}

test.group('WhatsApp inbox: the composer’s rules', () => {
  test('free text only for the holder inside the window; otherwise why not', ({ assert }) => {
    assert.isNull(composerBlock(contact(), 3, NOW))
    assert.equal(composerBlock(contact(), 4, NOW)?.kind, 'not-mine')
    assert.include(composerBlock(contact(), 4, NOW)?.words, 'Nadia Agent holds')
    assert.equal(composerBlock(contact({ status: 'queued', agent: null }), 3, NOW)?.kind, 'queued')
    assert.equal(composerBlock(contact({ status: 'closed' }), 3, NOW)?.kind, 'closed')
    const closedWindow = contact({ window_ends_at: new Date(NOW - 2 * 3600_000).toISOString() })
    const block = composerBlock(closedWindow, 3, NOW)
    assert.equal(block?.kind, 'window')
    assert.include(block?.words, 'closed 2 h ago')
    assert.equal(composerBlock(contact({ window_ends_at: null }), 3, NOW)?.kind, 'window')
    // The very instant it ends, it is closed.
    const endsNow = contact({ window_ends_at: new Date(NOW).toISOString() })
    assert.equal(composerBlock(endsNow, 3, NOW)?.kind, 'window')
  })

  test('template parameters open with what the conversation knows', ({ assert }) => {
    const known: KnownValue[] = [
      { label: 'Name', value: 'Siti Rahman', keys: ['name'] },
      { label: 'First name', value: 'Siti', keys: ['first_name'] },
      { label: 'Case number', value: 'KUL-26-00042', keys: ['case_number'] },
    ]
    assert.deepEqual(prefilledParameters(['1', '2'], known), ['Siti Rahman', ''])
    assert.deepEqual(prefilledParameters(['first_name', 'case_number', 'x'], known), [
      'Siti',
      'KUL-26-00042',
      '',
    ])
    assert.deepEqual(prefilledParameters(['1'], []), [''])
    assert.equal(
      filledText('Dear {{1}}, case {{ 2 }} is open. {{1}}', ['1', '2'], ['Siti', '']),
      'Dear Siti, case {{ 2 }} is open. Siti'
    )
  })
})

test.group('WhatsApp inbox: times, events and the thread', () => {
  test('durations and countdowns in a switchboard’s words', ({ assert }) => {
    assert.equal(durationText(-5000), 'just now')
    assert.equal(durationText(59_000), 'just now')
    assert.equal(durationText(4 * 60_000), '4 min')
    assert.equal(durationText(60 * 60_000), '1 h')
    assert.equal(durationText(80 * 60_000), '1 h 20 min')
    assert.equal(durationText(51 * 3600_000), '2 d 3 h')
    assert.equal(countdownText(245_000), '4:05')
    assert.equal(countdownText(-1), '0:00')
    assert.equal(countdownText(3 * 3600_000 + 120_000), '3 h 2 min')
  })

  test('SPEC §6 in the browser: other centers dropped, my own queue move is private', ({
    assert,
  }) => {
    assert.isTrue(forMyCenters({ clientCenter: 2 }, [1, 2]))
    assert.isFalse(forMyCenters({ clientCenter: 9 }, [1, 2]))
    assert.isTrue(isMyQueueMove({ contactId: 1, agentId: 3, clientCenter: 1 }, 3))
    assert.isFalse(isMyQueueMove({ contactId: 1, agentId: 4, clientCenter: 1 }, 3))
    assert.isFalse(isMyQueueMove({ contactId: 1, agentId: 4, clientCenter: 1 }, null))
  })

  test('pages of a thread merge by id, oldest first, the newest copy winning', ({ assert }) => {
    const held = [
      { id: 5, status: 'sent' },
      { id: 9, status: 'received' },
    ]
    const merged = mergeMessages(held, [
      { id: 5, status: 'read' },
      { id: 12, status: 'received' },
      { id: 2, status: 'received' },
    ])
    assert.deepEqual(merged, [
      { id: 2, status: 'received' },
      { id: 5, status: 'read' },
      { id: 9, status: 'received' },
      { id: 12, status: 'received' },
    ])
    assert.strictEqual(mergeMessages(held, []), held)
  })
})
