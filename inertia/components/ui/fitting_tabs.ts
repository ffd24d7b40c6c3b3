/** The gap between a tab strip's triggers (Tailwind's gap-1). */
export const TAB_GAP = 4

/**
 * Which tabs a strip shows, by index: all when they fit; else as many as fit in order beside the
 * "More" button, and the open one always (in the place of the last that fit, when it would not
 * fit after them). Pure, from the widths the strip measured.
 */
export function fittingTabs(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  active: number
): number[] {
  const all = widths.reduce((sum, width) => sum + width, 0) + TAB_GAP * (widths.length - 1)
  if (all <= available) return widths.map((_, index) => index)
  const budget = available - moreWidth - TAB_GAP
  const shown: number[] = []
  let used = 0
  for (const [index, width] of widths.entries()) {
    const next = used + (shown.length > 0 ? TAB_GAP : 0) + width
    if (next > budget) break
    shown.push(index)
    used = next
  }
  if (active >= 0 && active < widths.length && !shown.includes(active)) {
    const need = () => used + (shown.length > 0 ? TAB_GAP : 0) + widths[active]
    while (shown.length > 0 && need() > budget) {
      const last = shown.pop()!
      used -= widths[last] + (shown.length > 0 ? TAB_GAP : 0)
    }
    shown.push(active)
  }
  return shown
}
