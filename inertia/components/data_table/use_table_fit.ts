import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/**
 * How a list fits its card, and the header copy that keeps the column names in view when it
 * does not.
 *
 * The page is the only thing that scrolls down (one scrollbar). While the table fits its card,
 * the real header row is `position: sticky` against the page. A table wider than its card (the
 * user showed more columns, or a phone) scrolls sideways inside the card instead, and a box
 * that scrolls sideways is a scroll container on both axes: a sticky header inside it would stick
 * to the card, which never scrolls down, so it would scroll away with the page. In that case the
 * DataTable shows a copy of the header row outside the sideways scroller, sticky against the page
 * (the compositor moves it, so it never lags behind the page), with its column widths and
 * sideways offset copied from the real table here. The real header stays the accessible one; the
 * copy is aria-hidden and out of the tab order.
 */
export function useTableFit() {
  const scrollerRef = useRef<HTMLDivElement>(null)
  const tableRef = useRef<HTMLTableElement>(null)
  /** The sticky box that holds the copy; its height is the header row's. */
  const copyRef = useRef<HTMLDivElement>(null)
  /** The copy's own sideways viewport, scrolled with the table. */
  const copyViewportRef = useRef<HTMLDivElement>(null)
  const [wide, setWide] = useState(false)
  const wideRef = useRef(false)

  const followScroll = useCallback(() => {
    const scroller = scrollerRef.current
    const viewport = copyViewportRef.current
    if (scroller && viewport) viewport.scrollLeft = scroller.scrollLeft
  }, [])

  const measure = useCallback(() => {
    const scroller = scrollerRef.current
    const table = tableRef.current
    if (!scroller || !table) return
    // A table that fits is exactly as wide as its card (w-full); a wider one is pushed out by
    // its columns' content.
    const isWide = table.offsetWidth > scroller.clientWidth + 1
    // Only a change re-renders: this runs after every render of the table.
    if (isWide !== wideRef.current) {
      wideRef.current = isWide
      setWide(isWide)
    }

    const copy = copyRef.current
    const head = table.tHead?.rows[0]
    if (!copy || !head) return
    const copyTable = copy.querySelector('table')
    const columns = copy.querySelectorAll('col')
    if (!copyTable) return
    copyTable.style.width = `${table.offsetWidth}px`
    for (const [index, cell] of [...head.cells].entries()) {
      const column = columns[index]
      if (column) column.style.width = `${cell.getBoundingClientRect().width}px`
    }
    const height = `${head.getBoundingClientRect().height}px`
    copy.style.height = height
    // The box takes no room in the page: it lies over the real header until that one scrolls
    // away under the top bar, then stays.
    copy.style.marginBottom = `-${height}`
    followScroll()
  }, [followScroll])

  // After every render: rows, columns or sorting may have changed the columns' widths.
  useLayoutEffect(measure)

  useEffect(() => {
    const scroller = scrollerRef.current
    const table = tableRef.current
    if (!scroller || !table) return
    const observer = new ResizeObserver(measure)
    observer.observe(scroller)
    observer.observe(table)
    return () => observer.disconnect()
  }, [measure])

  return { wide, scrollerRef, tableRef, copyRef, copyViewportRef, onScroll: followScroll }
}
