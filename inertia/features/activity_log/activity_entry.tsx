import type { ActivityRow } from './types'

/** A logged value or an entry's raw details, as the toggle shows them. */
function raw(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
}

/**
 * What an entry changed, in plain words: each field by its label with its value before and
 * after ("Billing currency: MYR → SGD"), or what was written on a create. The entry as it was
 * logged (column names, JSON) stays one click away, for an audit that needs the exact record.
 */
export function ActivityDetails({ row }: { row: ActivityRow }) {
  const hasRaw = row.properties !== null && Object.keys(row.properties).length > 0
  if (row.changes.length === 0 && !hasRaw) {
    return <span className="text-muted-foreground">—</span>
  }
  return (
    <div className="grid gap-1 text-xs">
      {row.changes.length > 0 ? (
        <dl className="grid gap-0.5" data-testid="activity-changes">
          {row.changes.slice(0, 8).map((change) => (
            <div key={change.field} className="flex flex-wrap gap-x-1">
              <dt className="font-medium">{change.label}:</dt>
              <dd className="break-words text-muted-foreground">
                {change.before !== undefined ? (
                  <>
                    <span className="line-through decoration-muted-foreground/60">
                      {change.before.slice(0, 120)}
                    </span>{' '}
                    →{' '}
                  </>
                ) : null}
                <span className="text-foreground">{(change.after ?? '—').slice(0, 120)}</span>
              </dd>
            </div>
          ))}
          {row.changes.length > 8 ? (
            <p className="text-muted-foreground">and {row.changes.length - 8} more fields</p>
          ) : null}
        </dl>
      ) : null}
      {hasRaw ? (
        <details>
          <summary className="cursor-pointer text-muted-foreground">Raw details</summary>
          {/* It grows with the page when opened: a box scrolling inside the list's page is a
              second scrollbar (tests/browser/list_layout.spec.ts), and long entries are common
              (a document's create logs every field). */}
          <pre className="mt-1 rounded bg-muted p-2 font-mono text-[0.6875rem] whitespace-pre-wrap break-all">
            {raw(row.properties)}
          </pre>
        </details>
      ) : null}
    </div>
  )
}
