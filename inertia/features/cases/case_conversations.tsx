import { Link } from '@adonisjs/inertia/react'
import { MessageCircleIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { StatusBadge } from '~/components/ui/status_badge'
import type { CaseConversationsProp } from './types'

type Conversation = CaseConversationsProp['conversations'][number]

/** Where the conversation stands, in the words of the queue: waiting, with whom, closed. */
function standing(conversation: Conversation): string {
  if (conversation.status === 'queued') return 'Waiting'
  if (conversation.status === 'assigned') return `With ${conversation.agent ?? 'an agent'}`
  return 'Closed'
}

/**
 * The WhatsApp conversations linked to the case (issue 31), under its header so they show
 * whatever tab is open: who wrote, where the conversation stands, the last message, and the
 * way to its thread. Nothing at all when none is linked, or for users without access-whatsapp
 * (the server sends null), so a case without WhatsApp looks as it always did.
 */
export function CaseConversations({ value }: { value: CaseConversationsProp | null | undefined }) {
  if (!value || value.conversations.length === 0) return null
  const { conversations, total } = value
  const headingId = 'case-conversations-title'
  return (
    <Card
      className="mb-4 px-5 py-3"
      role="region"
      aria-labelledby={headingId}
      data-testid="case-conversations"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <MessageCircleIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        WhatsApp conversations
        <span className="font-normal text-muted-foreground">
          {total > conversations.length ? `${conversations.length} of ${total}` : total}
        </span>
      </h2>
      {/*
        One grid for the list from 1024 px (each row a subgrid), so the standings, times and
        previews line up from one conversation to the next.
      */}
      <ul className="mt-2 divide-y divide-border lg:grid lg:grid-cols-[minmax(0,14rem)_auto_minmax(0,1fr)_auto] lg:gap-x-4">
        {conversations.map((conversation) => (
          <li
            key={conversation.id}
            // Name, standing and Open on a line, the last message below; one line from 1024 px.
            className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-4 gap-y-1 py-2 text-sm lg:col-span-4 lg:grid-cols-subgrid"
            data-testid={`case-conversation-${conversation.id}`}
          >
            <span className="grid min-w-0">
              <span className="truncate font-medium">
                {conversation.name ?? conversation.number}
              </span>
              {conversation.name ? (
                <span className="font-mono text-xs text-muted-foreground">
                  {conversation.number}
                </span>
              ) : null}
            </span>
            <StatusBadge
              status={conversation.status}
              className="justify-self-start"
              data-testid="case-conversation-status"
            >
              {standing(conversation)}
            </StatusBadge>
            <span className="col-span-3 flex min-w-0 items-baseline gap-2 lg:col-span-1">
              <DateTime
                value={conversation.lastMessageAt}
                className="shrink-0 text-xs text-muted-foreground"
              />
              <span className="truncate text-muted-foreground" title={conversation.preview ?? ''}>
                {conversation.preview ?? 'No message yet'}
              </span>
            </span>
            <Link
              href={conversation.link}
              className="col-start-3 row-start-1 justify-self-end font-medium text-primary underline-offset-4 hover:underline lg:col-start-auto lg:row-start-auto"
              data-testid="case-conversation-open"
            >
              Open
              <span className="sr-only">
                {' '}
                the conversation with {conversation.name ?? conversation.number}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  )
}
