import { LoaderCircleIcon, MailIcon, PaperclipIcon } from 'lucide-react'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import type { SentMail, SentMailOutcome, SentMailPage } from '#contracts/sent_mail'
import { urlFor } from '~/client'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { DateTime } from '~/components/ui/date_time'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { STATUS_TONES, type StatusTone } from '~/components/ui/status_tones'
import { cn } from '~/lib/cn'
import { useLetterPreview, type LetterShown } from '~/features/gops/letter_preview_dialog'

/** Each outcome's words and its one colour (a send on its way waits; a refusal is red). */
const OUTCOMES: Record<SentMailOutcome, { label: string; tone: StatusTone }> = {
  sending: { label: 'Sending', tone: 'waiting' },
  retrying: { label: 'Retrying', tone: 'waiting' },
  delivered: { label: 'Delivered', tone: 'done' },
  failed: { label: 'Not delivered', tone: 'refused' },
}

/** The letter routes of each kind of document (the preview dialog and the PDF). */
const LETTER_ROUTES = {
  gop: 'navigate.cases.gops',
  gop_withdrawal: 'navigate.cases.withdrawals',
  rfp: 'navigate.cases.rfps',
} as const

/** A sent letter as the preview dialog shows it: a GOP's at the revision that was sent. */
function attachedLetter(caseId: number, mail: SentMail): LetterShown {
  // A verification request's letter is its own page's (it may be on no case: issue 33).
  if (mail.document.type === 'policy_verification') {
    const params = { id: mail.document.id }
    return {
      name: mail.document.label,
      previewUrl: urlFor('verify-policy.requests.letter', params),
      pdfUrl: urlFor('verify-policy.requests.letter_pdf', params),
    }
  }
  const routes = LETTER_ROUTES[mail.document.type]
  const params = { caseId, id: mail.document.id }
  const query = mail.document.revision === null ? '' : `?revision=${mail.document.revision}`
  return {
    name: mail.document.label,
    previewUrl: `${urlFor(`${routes}.letter`, params)}${query}`,
    pdfUrl: `${urlFor(`${routes}.letter_pdf`, params)}${query}`,
  }
}

function Header({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  )
}

/** One send: its outcome, the headers it went with, its text and its attachment. */
function SentMailCard({
  caseId,
  mail,
  openLetter,
}: {
  caseId: number
  mail: SentMail
  openLetter: (letter: LetterShown) => void
}) {
  const outcome = OUTCOMES[mail.outcome]
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="sent-mail">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <span className="flex min-w-0 items-start gap-2">
          <Badge
            variant="outline"
            className={cn('shrink-0 font-medium', STATUS_TONES[outcome.tone])}
            data-testid="sent-mail-outcome"
          >
            {outcome.label}
          </Badge>
          <span className="min-w-0 font-medium break-words" data-testid="sent-mail-subject">
            {mail.subject}
          </span>
        </span>
        <span className="text-xs text-muted-foreground">
          <DateTime value={mail.sent_at ?? mail.queued_at} />
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {mail.document.label}
        {mail.document.revision !== null ? ` · revision ${mail.document.revision}` : ''}
        {mail.sent_by ? ` · sent by ${mail.sent_by}` : ''}
        {mail.attempts > 1 ? ` · ${mail.attempts} attempts` : ''}
      </p>
      {mail.outcome === 'failed' || mail.outcome === 'retrying' ? (
        <p
          className={cn(
            'text-sm',
            mail.outcome === 'failed' ? 'text-destructive' : 'text-muted-foreground'
          )}
          data-testid="sent-mail-error"
        >
          {mail.outcome === 'failed'
            ? `Not delivered: ${mail.error ?? 'no reason was given.'} Send it again from its tab.`
            : `Tried ${mail.attempts} ${mail.attempts === 1 ? 'time' : 'times'}, trying again: ${mail.error ?? ''}`}
        </p>
      ) : null}
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <Header label="From">{mail.from ?? <Unrecorded mail={mail} />}</Header>
        <Header label="Reply-To">
          {mail.reply_to ?? (
            <span className="text-muted-foreground">
              {mail.from ? 'None: replies go to the sender' : <Unrecorded mail={mail} />}
            </span>
          )}
        </Header>
        <Header label="To">{mail.to.join(', ')}</Header>
        {mail.cc.length > 0 ? <Header label="Cc">{mail.cc.join(', ')}</Header> : null}
        <Header label="Attached">
          {mail.attachments.length > 0 ? (
            <span className="flex flex-wrap gap-1">
              {mail.attachments.map((name) => (
                <Button
                  key={name}
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => openLetter(attachedLetter(caseId, mail))}
                  data-testid="sent-mail-attachment"
                >
                  <PaperclipIcon aria-hidden />
                  {name}
                </Button>
              ))}
            </span>
          ) : (
            <Unrecorded mail={mail} />
          )}
        </Header>
      </dl>
      {mail.body ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground select-none hover:text-foreground">
            Message
          </summary>
          <pre
            className="mt-1 rounded-md bg-muted p-2 font-sans text-sm whitespace-pre-wrap"
            data-testid="sent-mail-body"
          >
            {mail.body}
          </pre>
        </details>
      ) : null}
    </li>
  )
}

/** What a send shows for a part its message did not record (not tried yet, or sent before). */
function Unrecorded({ mail }: { mail: SentMail }) {
  return (
    <span className="text-muted-foreground">
      {mail.outcome === 'sending' ? 'Written when it is sent' : 'Not recorded for this send'}
    </span>
  )
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; mails: SentMail[]; next: number | null; more: boolean }

/**
 * The case's "Sent mail" (issue 29): every send of the case's letters the reader may see,
 * newest first, with its recipients, when, how it went (delivered; not delivered with the mail
 * server's answer in plain words; being tried again) and the message as it went out — subject,
 * sender, Reply-To, text and the attached letter, which opens in the letter preview. Read when
 * the dialog opens (GET /navigate/cases/:id/sent-mail), older sends on "Load older".
 */
function SentMailDialog({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const letters = useLetterPreview()
  const read = useCallback(
    async (before: number | null) => {
      const url = urlFor('navigate.cases.sent_mail', { id: caseId })
      const response = await fetch(before === null ? url : `${url}?before=${before}`, {
        headers: { accept: 'application/json' },
      })
      if (!response.ok) throw new Error(String(response.status))
      return (await response.json()) as SentMailPage
    },
    [caseId]
  )
  useEffect(() => {
    let current = true
    read(null)
      .then((page) => current && setLoaded({ state: 'ready', ...page, more: false }))
      .catch(() => current && setLoaded({ state: 'failed' }))
    return () => {
      current = false
    }
  }, [read])

  function loadOlder() {
    if (loaded.state !== 'ready' || loaded.next === null) return
    setLoaded({ ...loaded, more: true })
    read(loaded.next)
      .then((page) =>
        setLoaded({
          state: 'ready',
          mails: [...loaded.mails, ...page.mails],
          next: page.next,
          more: false,
        })
      )
      .catch(() => setLoaded({ ...loaded, more: false }))
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[90vh] max-w-3xl overflow-y-auto"
        data-testid="sent-mail-dialog"
      >
        <DialogHeader>
          <DialogTitle>Sent mail</DialogTitle>
          <DialogDescription>
            The letters of this case as they were mailed, newest first: to whom, from which address,
            where replies go, and how each send went.
          </DialogDescription>
        </DialogHeader>
        {loaded.state === 'loading' ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading sent mail…
          </p>
        ) : loaded.state === 'failed' ? (
          <p className="text-sm text-destructive" role="alert">
            The sent mail could not be loaded.
          </p>
        ) : loaded.mails.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="sent-mail-empty">
            No letter of this case has been mailed yet. A GOP, a withdrawal or a request for payment
            is mailed with Send on its tab.
          </p>
        ) : (
          <ul className="grid gap-3" data-testid="sent-mail-list">
            {loaded.mails.map((mail) => (
              <SentMailCard key={mail.id} caseId={caseId} mail={mail} openLetter={letters.open} />
            ))}
          </ul>
        )}
        {loaded.state === 'ready' && loaded.next !== null ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-center"
            disabled={loaded.more}
            onClick={loadOlder}
            data-testid="sent-mail-older"
          >
            {loaded.more ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
            Load older
          </Button>
        ) : null}
        {letters.dialog}
      </DialogContent>
    </Dialog>
  )
}

/** The case header's "Sent mail" button and its dialog (read only while it is open). */
export function SentMailButton({ caseId }: { caseId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="case-sent-mail"
      >
        <MailIcon aria-hidden />
        Sent mail
      </Button>
      {open ? <SentMailDialog caseId={caseId} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
