import type { ReportTotals as Totals } from '#contracts/report'
import { moneyText } from '#contracts/money'

/**
 * A report's totals over every filtered row (not the page): how many rows, and each money
 * measure in the center's currency with its parts per document currency underneath. The
 * amounts are the server's decimal strings, grouped for reading, never recomputed here.
 */
export function ReportTotals({ totals, noun }: { totals: Totals; noun: string }) {
  return (
    <section
      aria-label="Totals"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="report-totals"
    >
      <div className="rounded-lg border border-border bg-card p-3 shadow-xs">
        <div className="text-xs text-muted-foreground">{noun}</div>
        <div className="text-xl font-semibold tabular-nums" data-testid="report-total-rows">
          {totals.rows.toLocaleString('en')}
        </div>
      </div>
      {(totals.counts ?? []).map((count) => (
        <div
          key={count.key}
          className="rounded-lg border border-border bg-card p-3 shadow-xs"
          data-testid={`report-total-${count.key}`}
        >
          <div className="text-xs text-muted-foreground">{count.label}</div>
          <div className="text-xl font-semibold tabular-nums">
            {count.value.toLocaleString('en')}
          </div>
        </div>
      ))}
      {totals.money.map((measure) => (
        <div
          key={measure.key}
          className="rounded-lg border border-border bg-card p-3 shadow-xs"
          data-testid={`report-total-${measure.key}`}
        >
          <div className="text-xs text-muted-foreground">{measure.label}</div>
          <div className="text-xl font-semibold tabular-nums" data-testid="report-total-in-center">
            {measure.inCenter ? moneyText(measure.inCenter.currency, measure.inCenter.amount) : '—'}
          </div>
          {measure.perCurrency.length > 0 ? (
            <ul className="mt-1 grid gap-0.5 text-xs text-muted-foreground tabular-nums">
              {measure.perCurrency.map((part) => (
                <li key={part.currency} data-testid="report-total-part">
                  {moneyText(part.currency, part.amount)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-xs text-muted-foreground">None</p>
          )}
          {measure.note ? <p className="mt-1 text-xs text-warning-text">{measure.note}</p> : null}
        </div>
      ))}
    </section>
  )
}
