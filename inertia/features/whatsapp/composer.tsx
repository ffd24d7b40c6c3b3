import { router, useForm } from '@inertiajs/react'
import { HandIcon, LayoutTemplateIcon, SendIcon, XIcon } from 'lucide-react'
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/textarea'
import { TemplatePicker } from './template_picker'
import { composerBlock, type KnownValue } from './compose_rules'
import { inboxUrls, type ContactView, type PickerTemplate, type ThreadMessage } from './types'

/** WhatsApp's own limit on a text message. */
const MAX_TEXT = 4096

/**
 * Where the agent writes: a reply (quoting a message when chosen), sent with Enter (Shift+Enter
 * for a new line), or a template. Outside the 24-hour window free text is not offered at all (the
 * server refuses it too, with no call to the API); the template picker is.
 */
export function Composer({
  contact,
  userId,
  now,
  templates,
  knownValues,
  replyTo,
  onClearReply,
}: {
  contact: ContactView
  userId: number | null
  now: number
  templates: readonly PickerTemplate[]
  knownValues: readonly KnownValue[]
  replyTo: ThreadMessage | null
  onClearReply: () => void
}) {
  const [picking, setPicking] = useState(false)
  const form = useForm<{ body: string; reply_to: number | null }>({ body: '', reply_to: null })
  const block = composerBlock(contact, userId, now)

  function send(event?: FormEvent) {
    event?.preventDefault()
    if (form.processing || form.data.body.trim() === '') return
    form.transform((data) => ({ ...data, reply_to: replyTo?.id ?? null }))
    form.post(inboxUrls.action(contact.id, 'send-text'), {
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => {
        form.reset()
        onClearReply()
      },
    })
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event)
  }

  const picker = picking ? (
    <TemplatePicker
      contactId={contact.id}
      templates={templates}
      knownValues={knownValues}
      onClose={() => setPicking(false)}
    />
  ) : null

  if (block && block.kind !== 'window') {
    return (
      <div className="flex items-center justify-between gap-3 border-t bg-card px-3 py-3 text-sm">
        <p className="text-muted-foreground" data-testid="composer-blocked">
          {block.words}
        </p>
        {block.kind === 'queued' ? (
          <Button
            size="sm"
            onClick={() => router.post(inboxUrls.action(contact.id, 'take'))}
            data-testid="conversation-take"
          >
            <HandIcon aria-hidden="true" />
            Take
          </Button>
        ) : null}
      </div>
    )
  }

  if (block) {
    return (
      <div className="flex items-center justify-between gap-3 border-t bg-card px-3 py-3 text-sm">
        <p className="text-muted-foreground" data-testid="composer-window-closed">
          {block.words}
        </p>
        <Button size="sm" onClick={() => setPicking(true)} data-testid="composer-template">
          <LayoutTemplateIcon aria-hidden="true" />
          Send a template
        </Button>
        {picker}
      </div>
    )
  }

  // The picker is the form's sibling: a dialog's submit bubbles through React's tree, portal or
  // not, and must never reach this form's.
  return (
    <>
      <form onSubmit={send} noValidate className="grid gap-2 border-t bg-card px-3 py-3">
        {replyTo ? (
          <div className="flex items-start justify-between gap-2 border-l-2 border-primary/60 pl-2 text-xs">
            <span className="line-clamp-2 text-muted-foreground" data-testid="composer-reply-to">
              Replying to: {replyTo.body || 'a message'}
            </span>
            <Button
              variant="ghost"
              size="icon-sm"
              className="size-5"
              onClick={onClearReply}
              aria-label="Do not quote"
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        <div className="flex items-end gap-2">
          <Textarea
            name="body"
            rows={2}
            maxLength={MAX_TEXT}
            value={form.data.body}
            onChange={(event) => {
              form.setData('body', event.target.value)
              form.clearErrors('body')
            }}
            onKeyDown={onKeyDown}
            placeholder="Write a reply… (Enter sends, Shift+Enter for a new line)"
            aria-label="Reply"
            aria-invalid={form.errors.body ? true : undefined}
            className="max-h-48 min-h-10 resize-y"
            data-testid="composer-body"
          />
          <div className="flex shrink-0 flex-col gap-1">
            <Button
              type="submit"
              size="sm"
              disabled={form.processing || form.data.body.trim() === ''}
              data-testid="composer-send"
            >
              <SendIcon aria-hidden="true" />
              Send
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setPicking(true)}
              data-testid="composer-template"
            >
              <LayoutTemplateIcon aria-hidden="true" />
              Template
            </Button>
          </div>
        </div>
        {form.errors.body ? (
          <p className="text-xs text-destructive" role="alert" data-testid="error-body">
            {form.errors.body}
          </p>
        ) : null}
      </form>
      {picker}
    </>
  )
}
