import { DownloadIcon, FileTextIcon, SendIcon } from 'lucide-react'
import { router } from '@inertiajs/react'
import { useState, type ReactNode } from 'react'
import type { LetterDelivery, LetterPreview } from '#contracts/letter_delivery'
import type { FormInput } from '#contracts/page_props'
import type { gopTransitionValidator, gopWithdrawalTransitionValidator } from '#validators/gop'
import type { rfpTransitionValidator } from '#validators/rfp'
import { offers, refusalOf, type RowActions } from '#contracts/row_actions'
import { urlFor } from '~/client'
import type { RowAction } from '~/components/data_table'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { useFetchedJson } from '~/lib/use_fetched_json'

/** Which letter the dialog shows, and whether it offers to send it. */
export interface LetterShown {
  /** "GOP-KUL-2026-000045", "Withdrawal of GOP-KUL-2026-000045". */
  name: string
  previewUrl: string
  pdfUrl: string
  /** Offered with Send: its label ("Send", "Send again") and what it does. */
  send?: { label: string; run: (done: () => void) => void }
  /**
   * Asked rather than offered (a withdrawal just made): the title's question and why it
   * matters; "Not now" closes it, the letter stays on its row to send later.
   */
  ask?: { question: string; why: string }
}

/**
 * A letter as it is printed (issue 15): the server's page of it in a sandboxed frame (no
 * scripts; links open in a new tab), from the same layout as its PDF, with the PDF to download
 * and, when sending is offered, the recipients and the Send button — so what is sent is what
 * was read.
 */
export function LetterPreviewDialog({
  letter,
  onClose,
}: {
  letter: LetterShown | null
  onClose: () => void
}) {
  // Mounted afresh per opening (keyed by the caller); kept while it closes, so the text stays.
  const [shown] = useState(letter)
  const [sending, setSending] = useState(false)
  const fetched = useFetchedJson<LetterPreview>(shown?.previewUrl ?? null)
  const ready = fetched.state === 'ready' && !('refusal' in fetched.data) ? fetched.data : null
  const send = shown?.send
  return (
    <Dialog
      open={letter !== null}
      onOpenChange={(open) => (open || sending ? undefined : onClose())}
    >
      <DialogContent className="max-w-4xl" data-testid="letter-preview-dialog">
        <DialogHeader>
          <DialogTitle>
            {shown?.ask
              ? shown.ask.question
              : send
                ? `${send.label}: ${shown?.name}`
                : `Letter of ${shown?.name}`}
          </DialogTitle>
          <DialogDescription>
            {shown?.ask
              ? shown.ask.why
              : ready
                ? ready.title
                : 'The letter as the provider receives it, attached as a PDF.'}
          </DialogDescription>
        </DialogHeader>
        {fetched.state === 'loading' ? (
          <p className="text-sm text-muted-foreground" role="status">
            Writing the letter…
          </p>
        ) : fetched.state === 'failed' ? (
          <p className="text-sm text-destructive" role="alert">
            The letter could not be loaded.
          </p>
        ) : 'refusal' in fetched.data ? (
          <p className="text-sm text-destructive" role="alert" data-testid="letter-refusal">
            {fetched.data.refusal}
          </p>
        ) : (
          <iframe
            title={fetched.data.title}
            srcDoc={fetched.data.html}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            className="h-[55vh] w-full rounded-md border bg-white"
            data-testid="letter-frame"
          />
        )}
        {send && ready ? (
          <p className="text-sm" data-testid="letter-recipients">
            {ready.recipients ? (
              <>
                <span className="text-muted-foreground">To: </span>
                {ready.recipients.join(', ')}
              </>
            ) : (
              <span className="text-destructive">{ready.recipients_refusal}</span>
            )}
          </p>
        ) : null}
        <DialogFooter>
          {shown?.ask ? (
            <Button
              variant="ghost"
              disabled={sending}
              onClick={onClose}
              className="sm:mr-auto"
              data-testid="letter-not-now"
            >
              Not now
            </Button>
          ) : null}
          {ready ? (
            <Button variant="outline" asChild>
              <a href={shown?.pdfUrl} download={ready.filename} data-testid="letter-pdf">
                <DownloadIcon aria-hidden />
                Download PDF
              </a>
            </Button>
          ) : null}
          {send ? (
            <Button
              disabled={!ready?.recipients || sending}
              onClick={() => {
                setSending(true)
                send.run(() => {
                  setSending(false)
                  onClose()
                })
              }}
              data-testid="letter-send"
            >
              <SendIcon aria-hidden />
              {sending ? 'Sending…' : send.label}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/**
 * A tab's letter dialog: `open` shows a letter (mounting the dialog afresh), `dialog` is the
 * element to render once.
 */
export function useLetterPreview(): { open: (letter: LetterShown) => void; dialog: ReactNode } {
  const [letter, setLetter] = useState<LetterShown | null>(null)
  const [openings, setOpenings] = useState(0)
  return {
    open: (shown) => {
      setLetter(shown)
      setOpenings((count) => count + 1)
    },
    dialog: <LetterPreviewDialog key={openings} letter={letter} onClose={() => setLetter(null)} />,
  }
}

/** A case document whose letter is shown and sent (its routes name the letter routes). */
export interface LetterDocument {
  routes: 'navigate.cases.gops' | 'navigate.cases.withdrawals' | 'navigate.cases.rfps'
  caseId: number
  id: number
  /** "GOP-KUL-2026-000045", "Withdrawal of GOP-KUL-2026-000045". */
  name: string
  /** The last send the row shows ("Send again" posts it back), or null. */
  delivery: Pick<LetterDelivery, 'id' | 'status'> | null
}

/**
 * What a send posts: the last send its sender saw. Picked from every document's transition
 * validator, so a validator that no longer reads it fails here.
 */
type SendInput = Pick<
  | FormInput<typeof gopTransitionValidator>
  | FormInput<typeof gopWithdrawalTransitionValidator>
  | FormInput<typeof rfpTransitionValidator>,
  'last_transmission'
>

/**
 * The letter of a document as the dialog shows it; with `send`, offering that transition, which
 * posts the last send the row showed (the server refuses a second click or a send made
 * meanwhile).
 */
export function letterOf(document: LetterDocument, send?: 'send' | 'resend'): LetterShown {
  const params = { caseId: document.caseId, id: document.id }
  const url = urlFor(`${document.routes}.transition`, { ...params, transition: send ?? 'send' })
  return {
    name: document.name,
    previewUrl: urlFor(`${document.routes}.letter`, params),
    pdfUrl: urlFor(`${document.routes}.letter_pdf`, params),
    send: send
      ? {
          label: send === 'send' ? 'Send' : 'Send again',
          run: (done) => {
            const input: SendInput = { last_transmission: String(document.delivery?.id ?? 0) }
            router.post(url, input, { preserveScroll: true, onFinish: done })
          },
        }
      : undefined,
  }
}

/** Read a row's letter: a draft before approval (offered on a closed case too). */
export function readLetterAction(
  document: LetterDocument,
  draft: boolean,
  open: (letter: LetterShown) => void
): RowAction {
  return {
    label: draft ? 'Draft letter' : 'Letter',
    id: 'letter',
    icon: FileTextIcon,
    onSelect: () => open(letterOf(document)),
  }
}

/**
 * Send, or "Send again" once sent: whichever the server offers on the row now (the document's
 * send permission, a letter that may go, no send of it under way; app/resources/registry_actions.ts).
 */
export function sendLetterActions(
  document: LetterDocument,
  actions: RowActions,
  open: (letter: LetterShown) => void
): RowAction[] {
  const send = offers(actions, 'send') ? 'send' : offers(actions, 'resend') ? 'resend' : null
  if (send === null) return []
  return [
    {
      label: send === 'resend' ? 'Send again…' : 'Send…',
      id: 'send-letter',
      icon: SendIcon,
      disabledReason: refusalOf(actions, send),
      onSelect: () => open(letterOf(document, send)),
    },
  ]
}
