import { Link } from '@adonisjs/inertia/react'
import { cn } from '~/lib/cn'
import { inboxUrls, type Conversation } from './types'
import { countdownText, durationText } from './waiting_time'

/**
 * The conversations an agent holds, most recent first: who, their last words, and (until the
 * agent answers) how long before the contact goes back to the queue.
 */
export function ConversationList({
  conversations,
  currentId,
  now,
}: {
  conversations: readonly Conversation[]
  currentId: number | null
  now: number
}) {
  if (conversations.length === 0) {
    return (
      <p className="px-3 py-4 text-sm text-muted-foreground" data-testid="conversations-empty">
        You hold no conversations. Take one from the queue.
      </p>
    )
  }
  return (
    <ul className="divide-y" data-testid="conversations">
      {conversations.map((conversation) => {
        const due = conversation.reply_due_at ? Date.parse(conversation.reply_due_at) - now : null
        return (
          <li key={conversation.id}>
            <Link
              href={inboxUrls.messages(conversation.id)}
              className={cn(
                'grid gap-0.5 px-3 py-2 text-sm hover:bg-accent',
                conversation.id === currentId && 'bg-accent'
              )}
              aria-current={conversation.id === currentId ? 'page' : undefined}
              data-testid="conversation-link"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{conversation.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {conversation.last_message_at
                    ? durationText(now - Date.parse(conversation.last_message_at))
                    : ''}
                </span>
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {conversation.last_message_preview}
              </span>
              {due !== null ? (
                <span className="text-xs text-warning-text" data-testid="conversation-reply-due">
                  Answer within {countdownText(due)} or it goes back to the queue
                </span>
              ) : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
