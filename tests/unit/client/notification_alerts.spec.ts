import { test } from '@japa/runner'
import type { NotificationPush } from '#contracts/live_events'
import {
  ALERTS_AT_ONCE,
  isAppPage,
  isDownloadLink,
  mergeArrivals,
  summaryText,
} from '../../../inertia/lib/alerts/catch_up.js'
import { leaderOf, STALE_AFTER_MS } from '../../../inertia/lib/alerts/tab_leader.js'

const push = (id: number): NotificationPush => ({
  id,
  kind: 'task.assigned',
  title: `Task ${id}`,
  body: 'Body',
  link: '/navigate/tasks',
  sound: null,
  createdAt: '2026-11-28T10:00:00.000+00:00',
})

test.group('Notification alerts: what arrived', () => {
  test('the first answer sets where the tab stands and alerts nothing', ({ assert }) => {
    const arrival = mergeArrivals(null, [push(4), push(7)])
    assert.equal(arrival.lastSeenId, 7)
    assert.isNull(arrival.alert)
  })

  test('only rows after the last seen, each once, oldest first', ({ assert }) => {
    const arrival = mergeArrivals(5, [push(9), push(3), push(5), push(7), push(9)])
    assert.deepEqual(
      arrival.fresh.map((row) => row.id),
      [7, 9]
    )
    assert.equal(arrival.lastSeenId, 9)
    assert.deepEqual(arrival.alert, { kind: 'each', rows: arrival.fresh })
  })

  test('nothing new: no alert and the tab stays where it was', ({ assert }) => {
    const arrival = mergeArrivals(9, [push(8), push(9)])
    assert.lengthOf(arrival.fresh, 0)
    assert.equal(arrival.lastSeenId, 9)
    assert.isNull(arrival.alert)
  })

  test('many at once, or more than the answer holds: one summary', ({ assert }) => {
    const many = Array.from({ length: ALERTS_AT_ONCE + 1 }, (_, index) => push(10 + index))
    assert.deepEqual(mergeArrivals(9, many).alert, { kind: 'summary', count: many.length })
    assert.deepEqual(mergeArrivals(9, [push(10)], true).alert, { kind: 'summary', count: 1 })
    assert.equal(summaryText(4, false), '4 new notifications')
    assert.equal(summaryText(1, false), '1 new notification')
    assert.equal(summaryText(100, true), '100+ new notifications')
  })

  test('links: pages of the app are visited, files downloaded', ({ assert }) => {
    assert.isTrue(isAppPage('/navigate/cases/12'))
    assert.isFalse(isAppPage('//evil.example/x'))
    assert.isFalse(isAppPage('https://example.com/'))
    assert.isTrue(isDownloadLink('/reports/7/download'))
    assert.isTrue(isDownloadLink('/exports/cases.xlsx?x=1'))
    assert.isFalse(isDownloadLink('/navigate/cases/12'))
    assert.isFalse(isAppPage('/reports/7/download'))
  })
})

test.group('Notification alerts: one tab leads', () => {
  const now = 100_000
  const tab = (id: string, openedAt: number, heardAt = now) => ({ id, openedAt, heardAt })

  test('the tab opened first leads, and every tab agrees', ({ assert }) => {
    const a = tab('a', 10)
    const b = tab('b', 20)
    const c = tab('c', 30)
    assert.equal(leaderOf(a, [b, c], now), 'a')
    assert.equal(leaderOf(b, [a, c], now), 'a')
    assert.equal(leaderOf(c, [b, a], now), 'a')
  })

  test('a leader not heard from is replaced; ties go by id', ({ assert }) => {
    const gone = tab('a', 10, now - STALE_AFTER_MS - 1)
    assert.equal(leaderOf(tab('c', 30), [gone, tab('b', 20)], now), 'b')
    assert.equal(leaderOf(tab('y', 5), [tab('x', 5)], now), 'x')
    assert.equal(leaderOf(tab('alone', 50), [], now), 'alone')
  })
})
