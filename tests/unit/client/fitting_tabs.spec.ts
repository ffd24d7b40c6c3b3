import { test } from '@japa/runner'
import { fittingTabs, TAB_GAP } from '../../../inertia/components/ui/fitting_tabs.js'

test.group('A tab strip that fits (issue 29)', () => {
  // Five tabs of 100 px, a "More" button of 60 px.
  const widths = [100, 100, 100, 100, 100]
  const total = 5 * 100 + 4 * TAB_GAP

  test('shows every tab when they all fit', ({ assert }) => {
    assert.deepEqual(fittingTabs(widths, total, 60, 0), [0, 1, 2, 3, 4])
  })

  test('shows those that fit beside More, in order', ({ assert }) => {
    // 340 px: 340 - 60 - 4 = 276 for the tabs, two of them (204).
    assert.deepEqual(fittingTabs(widths, 340, 60, 0), [0, 1])
    // One pixel short of all five: four fit beside More (412 of 451).
    assert.deepEqual(fittingTabs(widths, total - 1, 60, 1), [0, 1, 2, 3])
  })

  test('keeps the open tab in the strip, in the place of the last that fit', ({ assert }) => {
    assert.deepEqual(fittingTabs(widths, 340, 60, 4), [0, 4])
    // A wide open tab takes the room of more than one.
    assert.deepEqual(fittingTabs([100, 100, 100, 100, 190], 340, 60, 4), [4])
    // One that fits already stays where it is.
    assert.deepEqual(fittingTabs(widths, 340, 60, 1), [0, 1])
  })

  test('an unknown open tab changes nothing', ({ assert }) => {
    assert.deepEqual(fittingTabs(widths, 340, 60, -1), [0, 1])
    assert.deepEqual(fittingTabs(widths, 340, 60, 9), [0, 1])
  })
})
