import { router, useForm } from '@inertiajs/react'
import {
  FileIcon,
  HandIcon,
  LayoutTemplateIcon,
  PaperclipIcon,
  SendIcon,
  XIcon,
} from 'lucide-react'
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { OUTBOUND_MEDIA_MAX_BYTES } from '#contracts/whatsapp'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/textarea'
import { formatFileSize } from '~/lib/file_size'
import { TemplatePicker } from './template_picker'
import { composerBlock, type KnownValue } from './compose_rules'
import { inboxUrls, type ContactView, type PickerTemplate, type ThreadMessage } from './types'

/** WhatsApp's own limit on a text message. */
const MAX_TEXT = 4096
/** And on a file's caption. */
const MAX_CAPTION = 1024
/**
 * What the file picker offers: the formats WhatsApp carries (the server finds the type from the
 * bytes and refuses anything else; this only narrows the dialog).
 */
const ACCEPTED_FILES =
  '.jpg,.jpeg,.png,.pdf,.doc,.docx,.xls,.xlsx,.txt,.aac,.amr,.mp3,.m4a,.ogg,.opus,.mp4,.3gp,image/jpeg,image/png,audio/*,video/mp4,video/3gpp'

/**
 * A file to send, with its caption: the bar above the reply box while a file is attached. Sent
 * as multipart (forceFormData); a refusal is shown beside it (`file`, `caption`).
 */
function Attachment({
  contactId,
  file,
  onDone,
}: {
  contactId: number
  file: File
  onDone: () => void
}) {
  const form = useForm<{ file: File; caption: string }>({ file, caption: '' })
  // WhatsApp carries no caption on audio; the server refuses one too.
  const captioned = !file.type.startsWith('audio/')
  const tooLarge = file.size > OUTBOUND_MEDIA_MAX_BYTES

  function send(event?: FormEvent) {
    event?.preventDefault()
    if (form.processing || tooLarge) return
    form.post(inboxUrls.action(contactId, 'send-media'), {
      forceFormData: true,
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => onDone(),
    })
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event)
  }

  const fileError = tooLarge
    ? `A file sent on WhatsApp is at most ${formatFileSize(OUTBOUND_MEDIA_MAX_BYTES)}.`
    : form.errors.file
  return (
    <form
      onSubmit={send}
      noValidate
      className="grid gap-2 rounded-md border bg-muted/40 p-2"
      data-testid="composer-attachment"
    >
      <div className="flex items-center gap-2 text-sm">
        <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 truncate font-medium" data-testid="composer-file-name">
          {file.name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
        <Button
          variant="ghost"
          size="icon-sm"
          className="ml-auto size-6"
          onClick={onDone}
          disabled={form.processing}
          aria-label="Remove the file"
          data-testid="composer-file-remove"
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {fileError ? (
        <p className="text-xs text-destructive" role="alert" data-testid="error-file">
          {fileError}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        {captioned ? (
          <Textarea
            name="caption"
            rows={1}
            maxLength={MAX_CAPTION}
            value={form.data.caption}
            onChange={(event) => {
              form.setData('caption', event.target.value)
              form.clearErrors('caption')
            }}
            onKeyDown={onKeyDown}
            placeholder="Add a caption (optional)"
            aria-label="Caption"
            aria-invalid={form.errors.caption ? true : undefined}
            className="max-h-32 min-h-9 resize-y bg-background"
            data-testid="composer-caption"
          />
        ) : (
          <p className="flex-1 text-xs text-muted-foreground">
            An audio message goes without a caption.
          </p>
        )}
        <Button
          type="submit"
          size="sm"
          disabled={form.processing || tooLarge}
          data-testid="composer-send-file"
        >
          <SendIcon aria-hidden="true" />
          {form.processing && form.progress
            ? `${Math.round(form.progress.percentage ?? 0)}%`
            : 'Send file'}
        </Button>
      </div>
      {form.errors.caption ? (
        <p className="text-xs text-destructive" role="alert" data-testid="error-caption">
          {form.errors.caption}
        </p>
      ) : null}
    </form>
  )
}

/**
 * Where the agent writes: a reply (quoting a message when chosen), sent with Enter (Shift+Enter
 * for a new line), a file (the paperclip: a photo, document, audio or video, with a caption), or a
 * template. Outside the 24-hour window free text and files are not offered at all (the server
 * refuses them too, with no call to the API); the template picker is.
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
  const [attached, setAttached] = useState<File | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
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
  // The attachment is its own form beside the reply's: forms cannot nest.
  return (
    <>
      {attached ? (
        <div className="border-t bg-card px-3 pt-3">
          <Attachment
            key={`${attached.name}-${attached.size}-${attached.lastModified}`}
            contactId={contact.id}
            file={attached}
            onDone={() => setAttached(null)}
          />
        </div>
      ) : null}
      <form
        onSubmit={send}
        noValidate
        className={`grid gap-2 bg-card px-3 py-3 ${attached ? '' : 'border-t'}`}
      >
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
            <div className="flex gap-1">
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => fileInput.current?.click()}
                aria-label="Attach a file"
                title="Attach a photo, document, audio or video"
                data-testid="composer-attach"
              >
                <PaperclipIcon aria-hidden="true" />
              </Button>
              <Button
                type="submit"
                size="sm"
                className="flex-1"
                disabled={form.processing || form.data.body.trim() === ''}
                data-testid="composer-send"
              >
                <SendIcon aria-hidden="true" />
                Send
              </Button>
            </div>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPTED_FILES}
              className="hidden"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null
                if (chosen) setAttached(chosen)
                // Choosing the same file again after removing it must still fire a change.
                event.target.value = ''
              }}
              data-testid="composer-file"
            />
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
