import { useState } from 'react'
import type { GopRevisions } from '#contracts/gop_revisions'
import { urlFor } from '~/client'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { CalendarDate, DateTime } from '~/components/ui/date_time'
import { FileTextIcon } from 'lucide-react'
import { useFetchedJson } from '~/lib/use_fetched_json'
import { Button } from '~/components/ui/button'
import { useLetterPreview, type LetterShown } from './letter_preview_dialog'
import { GopAmount } from './gop_status'
import type { GopRow } from './types'

/**
 * Every approved revision of a GOP, newest first (issue 15: the old revision stays readable):
 * what each guaranteed, in its currency and the center's at the rate fixed on approval, until
 * when, and who issued it. Read when the dialog opens (GET …/:id/revisions).
 */
export function GopRevisionsDialog({
  caseId,
  gop,
  onClose,
}: {
  caseId: number
  gop: GopRow | null
  onClose: () => void
}) {
  const [shown] = useState(gop)
  const fetched = useFetchedJson<GopRevisions>(
    shown ? urlFor('navigate.cases.gops.revisions', { caseId, id: shown.id }) : null
  )
  // Each revision's letter as it was issued (the old ones stay readable and printable).
  const letters = useLetterPreview()
  const revisionLetter = (revision: number): LetterShown => {
    const params = { caseId, id: shown?.id ?? 0 }
    const query = `?revision=${revision}`
    return {
      name: `${shown?.number ?? ''}, revision ${revision}`,
      previewUrl: `${urlFor('navigate.cases.gops.letter', params)}${query}`,
      pdfUrl: `${urlFor('navigate.cases.gops.letter_pdf', params)}${query}`,
    }
  }
  const loaded =
    fetched.state === 'ready'
      ? { state: 'ready' as const, revisions: fetched.data.revisions }
      : fetched
  return (
    <Dialog open={gop !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl" data-testid="gop-revisions-dialog">
        <DialogHeader>
          <DialogTitle>Revisions of {shown?.number}</DialogTitle>
          <DialogDescription>
            Every amount this guarantee has promised, newest first. The rate to the center’s
            currency was fixed when it was approved.
          </DialogDescription>
        </DialogHeader>
        {loaded.state === 'loading' ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading revisions…
          </p>
        ) : loaded.state === 'failed' ? (
          <p className="text-sm text-destructive" role="alert">
            The revisions could not be loaded.
          </p>
        ) : loaded.revisions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not approved yet: no revision was issued.</p>
        ) : (
          <table className="w-full text-sm" data-testid="gop-revisions">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">Revision</th>
                <th className="py-1 pr-3 text-right font-medium">Amount</th>
                <th className="py-1 pr-3 font-medium">Valid until</th>
                <th className="py-1 pr-3 font-medium">Issued</th>
                <th className="py-1 font-medium">
                  <span className="sr-only">Letter</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.revisions.map((entry) => (
                <tr key={entry.revision} className="border-t align-top">
                  <td className="py-2 pr-3 font-medium">{entry.revision}</td>
                  <td className="py-2 pr-3 text-right">
                    <span className="grid">
                      <GopAmount amount={entry.amount} currency={entry.currency_code} />
                      {entry.center_currency_code !== entry.currency_code ? (
                        <span className="text-xs text-muted-foreground">
                          <GopAmount
                            amount={entry.amount_in_center}
                            currency={entry.center_currency_code}
                          />
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td className="py-2 pr-3">
                    {entry.valid_until ? <CalendarDate value={entry.valid_until} /> : '—'}
                  </td>
                  <td className="py-2 pr-3">
                    <span className="grid">
                      <DateTime value={entry.created_at} />
                      <span className="text-xs text-muted-foreground">{entry.created_by}</span>
                    </span>
                  </td>
                  <td className="py-1 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => letters.open(revisionLetter(entry.revision))}
                      data-testid="gop-revision-letter"
                    >
                      <FileTextIcon aria-hidden />
                      Letter
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {letters.dialog}
      </DialogContent>
    </Dialog>
  )
}
