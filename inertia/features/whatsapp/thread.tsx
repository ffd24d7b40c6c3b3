import { useVirtualizer } from '@tanstack/react-virtual'
import {
  AlertCircleIcon,
  CheckCheckIcon,
  CheckIcon,
  ClockIcon,
  FileIcon,
  MapPinIcon,
  ReplyIcon,
} from 'lucide-react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { DateTime } from '~/components/ui/date_time'
import { formatFileSize } from '~/lib/file_size'
import { cn } from '~/lib/cn'
import { useLiveConnection, useLiveEvent, watchRecord } from '~/lib/live_socket'
import { postJson } from '~/lib/post_json'
import { inboxUrls, type ThreadMessage } from './types'
import { mergeMessages } from './thread_merge'

type ThreadAnswer = { messages: ThreadMessage[]; more: boolean }

async function fetchThread(contactId: number, query: string): Promise<ThreadAnswer> {
  const response = await fetch(`${inboxUrls.thread(contactId)}?${query}`, {
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`thread: ${response.status}`)
  return (await response.json()) as ThreadAnswer
}

/** The delivery ticks of an outbound message, with the API's refusal in words when it failed. */
function DeliveryState({ message }: { message: ThreadMessage }) {
  const label =
    message.status === 'pending'
      ? 'Sending'
      : message.status === 'sent'
        ? 'Sent'
        : message.status === 'delivered'
          ? 'Delivered'
          : message.status === 'read'
            ? 'Read'
            : 'Not delivered'
  const icon =
    message.status === 'pending' ? (
      <ClockIcon className="size-3.5" aria-hidden="true" />
    ) : message.status === 'sent' ? (
      <CheckIcon className="size-3.5" aria-hidden="true" />
    ) : message.status === 'failed' ? (
      <AlertCircleIcon className="size-3.5" aria-hidden="true" />
    ) : (
      <CheckCheckIcon
        className={cn('size-3.5', message.status === 'read' && 'text-sky-500')}
        aria-hidden="true"
      />
    )
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5',
        message.status === 'failed' && 'text-destructive'
      )}
      title={label}
      data-testid="message-status"
      data-status={message.status}
    >
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** A photo, voice note, video or document inline, once the worker has kept it. */
function MessageMedia({ message }: { message: ThreadMessage }) {
  const media = message.media
  if (!media) return null
  if (media.status === 'pending') {
    return <p className="text-xs text-muted-foreground italic">Fetching the file…</p>
  }
  if (media.status === 'failed' || !media.url) {
    return (
      <p className="text-xs text-destructive" data-testid="message-media-failed">
        {message.error ?? 'The file could not be fetched from WhatsApp.'}
      </p>
    )
  }
  const mime = media.mime ?? ''
  if (mime.startsWith('image/') && mime !== 'image/svg+xml') {
    return (
      <a href={media.url} target="_blank" rel="noopener">
        <img
          src={media.url}
          alt={message.body || 'Photo'}
          loading="lazy"
          className="max-h-64 max-w-full rounded-md"
          data-testid="message-image"
        />
      </a>
    )
  }
  if (mime.startsWith('audio/')) return <audio controls src={media.url} className="max-w-full" />
  if (mime.startsWith('video/')) {
    return <video controls src={media.url} className="max-h-64 max-w-full rounded-md" />
  }
  return (
    <a
      href={media.url}
      className="inline-flex items-center gap-1 text-sm underline underline-offset-2"
      data-testid="message-document"
    >
      <FileIcon className="size-4" aria-hidden="true" />
      Download{media.size ? ` (${formatFileSize(media.size)})` : ''}
    </a>
  )
}

/** A shared location as a link to a map. */
function MessageLocation({ message }: { message: ThreadMessage }) {
  const latitude = message.content.latitude
  const longitude = message.content.longitude
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null
  return (
    <a
      href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-xs underline underline-offset-2"
    >
      <MapPinIcon className="size-3.5" aria-hidden="true" />
      Open the map
    </a>
  )
}

function Bubble({
  message,
  quoted,
  onReply,
}: {
  message: ThreadMessage
  quoted: ThreadMessage | null | undefined
  onReply: ((message: ThreadMessage) => void) | null
}) {
  const showsBody = message.body !== '' && !(message.media?.url && message.body === 'Photo')
  return (
    <div
      className={cn('group flex px-3 py-1', message.inbound ? 'justify-start' : 'justify-end')}
      data-testid="thread-message"
      data-direction={message.inbound ? 'inbound' : 'outbound'}
      data-message-id={message.id}
    >
      <div
        className={cn(
          'grid max-w-[75%] gap-1 rounded-lg px-3 py-2 text-sm shadow-xs',
          message.inbound ? 'bg-card border' : 'bg-primary/10',
          message.status === 'failed' && 'border border-destructive/50'
        )}
      >
        {message.reply_to_wamid ? (
          <div className="border-l-2 border-primary/50 pl-2 text-xs text-muted-foreground">
            {quoted ? quoted.body || 'A message' : 'Replying to an earlier message'}
          </div>
        ) : null}
        <MessageMedia message={message} />
        {message.type === 'location' ? <MessageLocation message={message} /> : null}
        {showsBody ? (
          <p className="break-words whitespace-pre-wrap" data-testid="message-body">
            {message.body}
          </p>
        ) : null}
        {message.status === 'failed' && message.error ? (
          <p className="text-xs text-destructive" data-testid="message-error">
            {message.error}
          </p>
        ) : null}
        <div className="flex items-center justify-end gap-1.5 text-[11px] text-muted-foreground">
          {message.sent_by ? <span>{message.sent_by}</span> : null}
          <DateTime value={message.sent_at} className="text-[11px]" />
          {message.inbound ? null : <DeliveryState message={message} />}
          {onReply && message.inbound && message.wamid ? (
            <Button
              variant="ghost"
              size="icon-sm"
              className="size-5 opacity-0 group-hover:opacity-100 focus-visible:opacity-100"
              onClick={() => onReply(message)}
              aria-label="Reply to this message"
              data-testid="message-reply"
            >
              <ReplyIcon aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}

/**
 * Tells the server the holder has read up to the newest inbound message on screen, once per
 * message and only while the tab is visible (a thread open in a tab behind others is not read);
 * the server decides again and tells WhatsApp once (app/services/whatsapp/read_marks.ts).
 */
function useReadMarks(contactId: number, messages: readonly ThreadMessage[], enabled: boolean) {
  const told = useRef(0)
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible')
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible')
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
  const newest = messages.findLast((message) => message.inbound && message.wamid)?.id ?? 0
  useEffect(() => {
    if (!enabled || !visible || newest <= told.current) return
    told.current = newest
    postJson(inboxUrls.read(contactId), { message_id: newest }).catch((error: unknown) =>
      console.warn('read mark failed', error)
    )
  }, [contactId, enabled, visible, newest])
}

/**
 * A conversation's thread, virtualised: only the messages on screen are drawn, so 10,000 of them
 * scroll as lightly as ten. It opens on the newest page (from the page's props), reads older
 * pages as the agent scrolls up, and follows the conversation's room: a `whatsapp.thread` event
 * names a new message or one whose status moved, and the thread reads from that message on and
 * merges it by id. Scrolled to the bottom, it stays there as messages arrive.
 */
export function Thread({
  contactId,
  initial,
  onReply,
  marksRead,
}: {
  contactId: number
  initial: ThreadAnswer
  onReply: ((message: ThreadMessage) => void) | null
  /** The holder is reading: the member is shown their messages read, up to the newest. */
  marksRead: boolean
}) {
  const [messages, setMessages] = useState(initial.messages)
  const [more, setMore] = useState(initial.more)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const prepended = useRef(0)

  // A page reload (after a send, a take) brings the newest page again: merged, never replacing
  // the older pages already read.
  useEffect(() => {
    setMessages((current) => mergeMessages(current, initial.messages))
  }, [initial.messages])

  useEffect(() => watchRecord('contact', contactId), [contactId])
  const refreshFrom = useCallback(
    (messageId: number) => {
      fetchThread(contactId, `from=${messageId}`)
        .then((answer) => setMessages((current) => mergeMessages(current, answer.messages)))
        .catch((error: unknown) => console.warn('thread refresh failed', error))
    },
    [contactId]
  )
  useLiveEvent('whatsapp.thread', (event) => {
    if (event.contactId === contactId) refreshFrom(event.messageId)
  })
  // After a reconnect, whatever moved meanwhile: from the oldest message held, at most a page.
  useLiveConnection((reconnected) => {
    if (reconnected && messages.length > 0) {
      refreshFrom(messages[Math.max(0, messages.length - 50)].id)
    }
  })

  useReadMarks(contactId, messages, marksRead)

  const byWamid = useRef(new Map<string, ThreadMessage>())
  byWamid.current = new Map(
    messages.filter((message) => message.wamid).map((message) => [message.wamid!, message])
  )

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    overscan: 8,
    getItemKey: (index) => messages[index].id,
  })

  // Older messages put above keep the one the agent was reading where it was.
  useLayoutEffect(() => {
    if (prepended.current > 0) {
      virtualizer.scrollToIndex(prepended.current, { align: 'start' })
      prepended.current = 0
    } else if (atBottom.current && messages.length > 0) {
      virtualizer.scrollToIndex(messages.length - 1, { align: 'end' })
    }
  }, [messages, virtualizer])

  const loadOlder = useCallback(() => {
    if (!more || loadingOlder || messages.length === 0) return
    setLoadingOlder(true)
    fetchThread(contactId, `before=${messages[0].id}`)
      .then((answer) => {
        prepended.current = answer.messages.length
        setMessages((current) => mergeMessages(answer.messages, current))
        setMore(answer.more)
      })
      .catch((error: unknown) => console.warn('older messages failed', error))
      .finally(() => setLoadingOlder(false))
  }, [contactId, more, loadingOlder, messages])

  const onScroll = () => {
    const element = scroller.current
    if (!element) return
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48
    if (element.scrollTop < 200) loadOlder()
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto bg-muted/30 py-2"
      data-testid="thread"
      role="log"
      aria-label="Messages"
      aria-live="polite"
    >
      {more ? (
        <p className="py-1 text-center text-xs text-muted-foreground">
          {loadingOlder ? 'Loading earlier messages…' : 'Scroll up for earlier messages'}
        </p>
      ) : messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No messages yet.</p>
      ) : (
        <p className="py-1 text-center text-xs text-muted-foreground">Start of the conversation</p>
      )}
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const message = messages[item.index]
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <Bubble
                message={message}
                quoted={message.reply_to_wamid ? byWamid.current.get(message.reply_to_wamid) : null}
                onReply={onReply}
              />
            </div>
          )
        })}
      </div>
    </div>
  )
}
