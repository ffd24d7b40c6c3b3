import { test } from '@japa/runner'
import type { RecordChanged, RecordChanges } from '#contracts/live_events'
import {
  caseReloadProps,
  changeBurst,
  changedByText,
  listConcerned,
  othersChanges,
  touchedBy,
  type LiveTab,
} from '../../../inertia/lib/live_changes.js'

const change = (overrides: Partial<RecordChanged> = {}): RecordChanged => ({
  centerId: 1,
  resource: 'tasks',
  recordId: 7,
  caseId: 41,
  action: 'created',
  by: { id: 2, name: 'Sam Supervisor' },
  at: '2026-03-01T08:00:00.000Z',
  ...overrides,
})

const RELOAD = {
  anything: ['caseTabs', 'gopBalance'],
  caseItself: ['record', 'transitions'],
}

const tasksTab: LiveTab = {
  key: 'tasks',
  live: { resources: ['tasks'], props: ['tasks', 'taskOptions'] },
}
const gopsTab: LiveTab = {
  key: 'guarantee-of-payments',
  live: { resources: ['gops'], props: ['gops'] },
}
const generalTab: LiveTab = { key: 'general-info', live: { resources: ['cases'], props: [] } }

test.group('Live pages: which changes concern what is on screen', () => {
  test('a change names every record it wrote, its own first', ({ assert }) => {
    const withdrawal = change({
      resource: 'gop_withdrawals',
      recordId: 3,
      also: [{ resource: 'gops', recordId: 9, caseId: 41, action: 'updated' }],
    })
    assert.deepEqual(
      touchedBy(withdrawal).map((one) => `${one.resource}:${one.recordId}`),
      ['gop_withdrawals:3', 'gops:9']
    )
  })

  test('a list follows the resources its server names, the records a change also wrote too', ({
    assert,
  }) => {
    assert.isTrue(listConcerned(['tasks'], change()))
    assert.isFalse(listConcerned(['gops'], change()))
    assert.isTrue(
      listConcerned(
        ['gops'],
        change({
          resource: 'gop_withdrawals',
          also: [{ resource: 'gops', recordId: 9, caseId: 41, action: 'updated' }],
        })
      )
    )
  })

  test('the case page reloads the open tab only when it shows what changed', ({ assert }) => {
    assert.sameMembers(caseReloadProps(change(), 41, tasksTab, RELOAD), [
      'caseTabs',
      'gopBalance',
      'tasks',
      'taskOptions',
    ])
    // Another tab's record: the counts and balances, not the open tab's table.
    assert.sameMembers(caseReloadProps(change(), 41, gopsTab, RELOAD), ['caseTabs', 'gopBalance'])
    // The case itself: its record and moves too.
    assert.sameMembers(
      caseReloadProps(change({ resource: 'cases', recordId: 41 }), 41, generalTab, RELOAD),
      ['caseTabs', 'gopBalance', 'record', 'transitions']
    )
  })

  test('another case’s change reloads nothing', ({ assert }) => {
    assert.deepEqual(caseReloadProps(change({ caseId: 42 }), 41, tasksTab, RELOAD), [])
    assert.deepEqual(caseReloadProps(change({ caseId: null }), 41, tasksTab, RELOAD), [])
  })

  test('who changed it, said once however many changes a burst held', ({ assert }) => {
    assert.equal(changedByText(['Sam Supervisor']), 'Changed by Sam Supervisor just now')
    assert.equal(
      changedByText(['Sam Supervisor', 'Sam Supervisor', 'Ann Agent']),
      'Changed by Sam Supervisor and Ann Agent just now'
    )
    assert.equal(changedByText(['A', 'B', 'C']), 'Changed by A and 2 others just now')
  })
})

test.group('Live pages: a burst of changes is one reload', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  test('changes close together reload once, with every prop they made stale', async ({
    assert,
  }) => {
    const flushed: { props: string[]; names: string[] }[] = []
    const burst = changeBurst((props, names) => flushed.push({ props, names }), {
      quietMs: 30,
      maxWaitMs: 1_000,
    })
    burst.add(['rows', 'meta'], 'Sam')
    await wait(10)
    burst.add(['rows'], 'Ann')
    await wait(10)
    burst.add(['meta', 'query'], 'Sam')
    assert.lengthOf(flushed, 0)
    await wait(60)
    assert.deepEqual(flushed, [{ props: ['rows', 'meta', 'query'], names: ['Sam', 'Ann', 'Sam'] }])
  })

  test('a steady stream still reloads by the longest wait', async ({ assert }) => {
    const flushed: string[][] = []
    const burst = changeBurst((props) => flushed.push(props), { quietMs: 40, maxWaitMs: 80 })
    for (let index = 0; index < 8; index++) {
      burst.add([`p${index}`], 'Sam')
      await wait(20)
    }
    assert.isAtLeast(flushed.length, 1)
    burst.cancel()
  })

  test('a cancelled burst reloads nothing', async ({ assert }) => {
    const flushed: string[][] = []
    const burst = changeBurst((props) => flushed.push(props), { quietMs: 10, maxWaitMs: 50 })
    burst.add(['rows'], 'Sam')
    burst.cancel()
    await wait(40)
    assert.lengthOf(flushed, 0)
  })
})

test.group('Live pages: a packet of gathered changes', () => {
  test('every change of the packet counts, in order, except the user’s own', ({ assert }) => {
    const packet = {
      changes: [
        change({ recordId: 1, by: { id: 2, name: 'Sam Supervisor' } }),
        change({ recordId: 2, by: { id: 9, name: 'Me' } }),
        change({ recordId: 3, by: { id: 3, name: 'Ann Agent' } }),
      ],
    }
    assert.deepEqual(
      othersChanges(packet, 9).map((one) => one.recordId),
      [1, 3]
    )
    assert.lengthOf(othersChanges(packet, null), 3, 'signed out of nothing: all of them')
  })

  test('a packet without its list of changes says nothing', ({ assert }) => {
    assert.deepEqual(othersChanges({} as unknown as RecordChanges, 9), [])
  })
})
