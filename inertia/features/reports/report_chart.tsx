import { useEffect, useId, useRef, useState } from 'react'
import type { ChartSeries, ReportChart as Chart } from '#contracts/report'
import { cn } from '~/lib/cn'

/**
 * Series colours in order, each readable on the card in both themes (literal classes, so
 * Tailwind keeps them): the fill of a bar's part and its legend swatch.
 */
const PALETTE = [
  { fill: 'fill-amber-500 dark:fill-amber-300', swatch: 'bg-amber-500 dark:bg-amber-300' },
  { fill: 'fill-blue-600 dark:fill-blue-400', swatch: 'bg-blue-600 dark:bg-blue-400' },
  { fill: 'fill-violet-600 dark:fill-violet-400', swatch: 'bg-violet-600 dark:bg-violet-400' },
  { fill: 'fill-slate-500 dark:fill-slate-400', swatch: 'bg-slate-500 dark:bg-slate-400' },
  { fill: 'fill-emerald-600 dark:fill-emerald-400', swatch: 'bg-emerald-600 dark:bg-emerald-400' },
  { fill: 'fill-rose-600 dark:fill-rose-400', swatch: 'bg-rose-600 dark:bg-rose-400' },
] as const

type Colour = { fill: string; swatch: string }

/** A series that says an outcome, in the colours the status badges give it (success, danger…). */
const TONES: Record<NonNullable<ChartSeries['tone']>, Colour> = {
  positive: { fill: 'fill-success', swatch: 'bg-success' },
  danger: { fill: 'fill-destructive', swatch: 'bg-destructive' },
  warning: { fill: 'fill-warning', swatch: 'bg-warning' },
  info: { fill: 'fill-primary', swatch: 'bg-primary' },
  inactive: {
    fill: 'fill-slate-400 dark:fill-slate-500',
    swatch: 'bg-slate-400 dark:bg-slate-500',
  },
}

/** A series' colour: its tone's, else the palette's for its place. */
function colourOf(series: ChartSeries | undefined, index: number): Colour {
  return series?.tone ? TONES[series.tone] : PALETTE[index % PALETTE.length]
}

/** The drawing's width before the card is measured (then its own, in CSS pixels). */
const WIDTH = 960
const HEIGHT = 200
/** The room a point's label ("07 Sep") needs; narrower slots label every other point or so. */
const LABEL_ROOM = 48
const AXIS = 28
const TOP = 8

/**
 * The value axis's numbers, short enough for its margin: an amount in thousands reads "20K",
 * not "20000" cut off at the edge (a money report's bars are whole units of a currency).
 */
const AXIS_NUMBER = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })

/** A round step for the value axis: 1, 2 or 5 × 10ⁿ, so about four lines fit. */
function niceStep(max: number): number {
  const rough = Math.max(max, 1) / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= rough)
  return Math.max(1, step ?? power * 10)
}

/**
 * The one chart of every report (issue 32): stacked bars drawn in SVG, no chart library. It has
 * a title and a description (its accessible name), each bar's numbers as its tooltip, and the
 * same numbers as a table a screen reader (or anyone, under "Show the numbers") can read.
 */
export function ReportChart({ chart }: { chart: Chart }) {
  const titleId = useId()
  const descriptionId = useId()
  const width = useWidth()
  const totals = chart.points.map((point) => point.values.reduce((sum, value) => sum + value, 0))
  const step = niceStep(Math.max(0, ...totals))
  const top = Math.max(step, Math.ceil(Math.max(0, ...totals) / step) * step)
  const plotHeight = HEIGHT - AXIS - TOP
  const slot = (width.value - AXIS) / Math.max(chart.points.length, 1)
  const labelEvery = Math.ceil(LABEL_ROOM / slot)
  const barWidth = Math.min(48, slot * 0.7)
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight
  const lines = Array.from({ length: Math.floor(top / step) + 1 }, (_, index) => index * step)

  return (
    <figure
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs"
      data-testid="report-chart"
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="grid gap-0.5">
          <span id={titleId} className="text-sm font-semibold">
            {chart.title}
          </span>
          <span id={descriptionId} className="text-xs text-muted-foreground">
            {chart.description}
          </span>
        </span>
        <ul className="flex flex-wrap gap-3 text-xs" aria-label="Legend">
          {chart.series.map((series, index) => (
            <li key={series.key} className="flex items-center gap-1.5">
              <span
                className={cn('size-2.5 rounded-sm', colourOf(series, index).swatch)}
                aria-hidden="true"
              />
              {series.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <div ref={width.ref}>
        <svg
          viewBox={`0 0 ${width.value} ${HEIGHT}`}
          width={width.value}
          height={HEIGHT}
          className="block max-w-full"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
        >
          {lines.map((value) => (
            <g key={value}>
              <line
                x1={AXIS}
                x2={width.value}
                y1={y(value)}
                y2={y(value)}
                className="stroke-border"
                strokeWidth={1}
              />
              <text
                x={AXIS - 6}
                y={y(value) + 4}
                textAnchor="end"
                className="fill-muted-foreground text-[11px]"
              >
                {AXIS_NUMBER.format(value)}
              </text>
            </g>
          ))}
          {chart.points.map((point, index) => {
            const x = AXIS + index * slot + (slot - barWidth) / 2
            let stacked = 0
            const tooltip = [
              `${chart.pointLabel} ${point.label}: ${totals[index]} ${chart.valueLabel.toLowerCase()}`,
              ...chart.series.map((series, part) => `${series.label}: ${point.values[part] ?? 0}`),
            ].join('\n')
            return (
              <g key={point.key} data-testid="report-chart-bar" data-total={totals[index]}>
                <title>{tooltip}</title>
                {/* The whole slot answers the pointer, so a short bar's tooltip is easy to reach. */}
                <rect
                  x={AXIS + index * slot}
                  y={TOP}
                  width={slot}
                  height={plotHeight}
                  fill="transparent"
                />
                {point.values.map((value, part) => {
                  if (value === 0) return null
                  const from = stacked
                  stacked += value
                  return (
                    <rect
                      key={chart.series[part]?.key ?? part}
                      x={x}
                      width={barWidth}
                      y={y(stacked)}
                      height={y(from) - y(stacked)}
                      className={colourOf(chart.series[part], part).fill}
                    />
                  )
                })}
                {index % labelEvery === 0 ? (
                  <text
                    x={AXIS + index * slot + slot / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    className="fill-muted-foreground text-[11px]"
                  >
                    {point.label}
                  </text>
                ) : null}
              </g>
            )
          })}
        </svg>
      </div>
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground">Show the numbers</summary>
        <table className="mt-2 w-full text-left tabular-nums" data-testid="report-chart-table">
          <caption className="sr-only">{chart.title}</caption>
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">
                {chart.pointLabel}
              </th>
              {chart.series.map((series) => (
                <th key={series.key} scope="col" className="py-1 pr-3 text-right font-medium">
                  {series.label}
                </th>
              ))}
              <th scope="col" className="py-1 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.points.map((point, index) => (
              <tr key={point.key} className="border-t border-border">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {point.label}
                </th>
                {point.values.map((value, part) => (
                  <td key={chart.series[part]?.key ?? part} className="py-1 pr-3 text-right">
                    {value}
                  </td>
                ))}
                <td className="py-1 text-right">{totals[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

/**
 * The width of the chart's frame in CSS pixels, followed as it changes: the drawing is made at
 * that width, so its labels keep their size on a phone instead of shrinking with a scaled
 * picture (at 390 px a 960-wide drawing drew 11 px labels at 4 px).
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [value, setValue] = useState(WIDTH)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width)
      if (measured > 0) setValue(measured)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, value }
}
