import { Link } from '@adonisjs/inertia/react'
import { router, usePage } from '@inertiajs/react'
import { FolderPlusIcon, ListRestartIcon, MessageSquareIcon, XCircleIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { PageHeader } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { StatusBadge } from '~/components/ui/status_badge'
import { Composer } from '~/features/whatsapp/composer'
import { ConversationList } from '~/features/whatsapp/conversation_list'
import type { KnownValue } from '~/features/whatsapp/compose_rules'
import { LinkButton } from '~/features/whatsapp/link_dialog'
import { Thread } from '~/features/whatsapp/thread'
import {
  inboxUrls,
  type ContactView,
  type MessagesPageProps,
  type ThreadMessage,
} from '~/features/whatsapp/types'
import { useInboxLive, useInboxUser } from '~/features/whatsapp/use_inbox_live'
import { countdownText, useServerNow } from '~/features/whatsapp/waiting_time'

const STATUS_WORDS: Record<string, string> = {
  queued: 'Waiting in the queue',
  assigned: 'Assigned',
  closed: 'Closed',
}

/** What the conversation knows that a template may need, best first. */
function knownValuesOf(contact: ContactView, agentName: string | null): KnownValue[] {
  const values: KnownValue[] = []
  const name = contact.member?.name ?? contact.profile_name
  if (name) {
    values.push({ label: 'Name', value: name, keys: ['name', 'full_name', 'member_name'] })
    const first = name.split(/\s+/)[0]
    if (first) values.push({ label: 'First name', value: first, keys: ['first_name'] })
  }
  if (contact.case?.number) {
    values.push({ label: 'Case number', value: contact.case.number, keys: ['case_number', 'case'] })
  }
  if (contact.member?.policy_number) {
    values.push({
      label: 'Policy number',
      value: contact.member.policy_number,
      keys: ['policy_number', 'policy'],
    })
  }
  if (agentName)
    values.push({ label: 'Your name', value: agentName, keys: ['agent_name', 'agent'] })
  return values
}

/** The 24-hour window, counting down from the member's last message (SPEC's WhatsApp rule). */
function WindowCountdown({ contact, now }: { contact: ContactView; now: number }) {
  if (!contact.window_ends_at) return null
  const left = Date.parse(contact.window_ends_at) - now
  return (
    <span
      className={left > 0 ? 'text-muted-foreground' : 'text-destructive'}
      data-testid="window-countdown"
      title="WhatsApp lets free text reach a member for 24 hours after their last message."
    >
      {left > 0 ? `Window open for ${countdownText(left)}` : 'Window closed: templates only'}
    </span>
  )
}

function ConversationHeader({
  contact,
  now,
  userId,
}: {
  contact: ContactView
  now: number
  userId: number | null
}) {
  const mine = contact.status === 'assigned' && contact.agent?.id === userId
  const due = contact.reply_due_at ? Date.parse(contact.reply_due_at) - now : null
  const post = (action: 'release' | 'close') =>
    router.post(inboxUrls.action(contact.id, action), {}, { preserveScroll: true })
  return (
    <div className="grid gap-2 border-b bg-card px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 className="text-base font-semibold" data-testid="conversation-name">
            {contact.name}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span className="tabular-nums">+{contact.wa_id}</span>
            <StatusBadge status={contact.status} data-testid="conversation-status">
              {STATUS_WORDS[contact.status] ?? contact.status}
            </StatusBadge>
            {contact.agent ? <span>with {mine ? 'you' : contact.agent.name}</span> : null}
            <WindowCountdown contact={contact} now={now} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <LinkButton contact={contact} />
          <Button asChild size="sm" variant="outline">
            <Link
              href={`/navigate/cases/create?whatsapp_contact=${contact.id}`}
              data-testid="conversation-open-case"
            >
              <FolderPlusIcon aria-hidden="true" />
              Open a case
            </Link>
          </Button>
          {mine ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => post('release')}
              data-testid="conversation-release"
            >
              <ListRestartIcon aria-hidden="true" />
              Give back
            </Button>
          ) : null}
          {contact.status !== 'closed' && (mine || contact.status === 'queued') ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => post('close')}
              data-testid="conversation-close"
            >
              <XCircleIcon aria-hidden="true" />
              Close
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        <span data-testid="conversation-member">
          Member:{' '}
          {contact.member ? (
            <Link
              href={`/accounts/members/${contact.member.id}`}
              className="underline underline-offset-2"
            >
              {contact.member.name ?? `#${contact.member.id}`}
              {contact.member.deleted ? ' (deleted)' : ''}
            </Link>
          ) : (
            <span className="text-muted-foreground">not linked</span>
          )}
        </span>
        <span data-testid="conversation-case">
          Case:{' '}
          {contact.case ? (
            <Link
              href={`/navigate/cases/${contact.case.id}`}
              className="underline underline-offset-2"
            >
              {contact.case.number ?? `#${contact.case.id}`}
              {contact.case.deleted ? ' (deleted)' : ''}
            </Link>
          ) : (
            <span className="text-muted-foreground">not linked</span>
          )}
        </span>
        {mine && due !== null ? (
          <span className="text-warning-text" data-testid="conversation-reply-due">
            Answer within {countdownText(due)} or it goes back to the queue
          </span>
        ) : null}
      </div>
    </div>
  )
}

/**
 * WhatsApp Messages (SPEC §2 messaging.whatsapp.messages, with a contact id): the agent's
 * conversations beside one thread, its delivery ticks and media, the composer inside the 24-hour
 * window and the template picker outside it; give back, close, open a case.
 */
export default function WhatsappMessages(page: MessagesPageProps) {
  const now = useServerNow(page.now, 1_000)
  const { userId } = useInboxUser()
  const user = usePage().props.user
  const agentName = user ? `${user.first_name} ${user.last_name}`.trim() || null : null
  const [replyTo, setReplyTo] = useState<ThreadMessage | null>(null)
  useInboxLive({ queueProps: [], mineProps: ['mine', 'contact'] })
  const contact = page.contact
  const knownValues = useMemo(
    () => (contact ? knownValuesOf(contact, agentName) : []),
    [contact, agentName]
  )
  const canReply = contact?.status === 'assigned' && contact.agent?.id === userId
  return (
    <>
      <PageHeader
        title="WhatsApp Messages"
        headTitle={contact ? `${contact.name} · WhatsApp` : 'WhatsApp Messages'}
        breadcrumbs={[
          { label: 'Messaging' },
          { label: 'WhatsApp Queueing', href: inboxUrls.queue() },
          { label: 'WhatsApp Messages' },
        ]}
      />
      <div className="grid h-[calc(100dvh-11rem)] min-h-[28rem] overflow-hidden rounded-lg border md:grid-cols-[18rem_minmax(0,1fr)]">
        <aside
          className="hidden min-h-0 overflow-y-auto border-r md:block"
          aria-label="Your conversations"
        >
          <h2 className="border-b px-3 py-2 text-sm font-medium">Your conversations</h2>
          <ConversationList conversations={page.mine} currentId={contact?.id ?? null} now={now} />
        </aside>
        {contact && page.thread ? (
          <section
            className="flex min-h-0 flex-col"
            aria-label={`Conversation with ${contact.name}`}
          >
            <ConversationHeader contact={contact} now={now} userId={userId} />
            <Thread
              key={contact.id}
              contactId={contact.id}
              initial={page.thread}
              onReply={canReply ? setReplyTo : null}
              marksRead={canReply}
            />
            <Composer
              contact={contact}
              userId={userId}
              now={now}
              templates={page.templates}
              knownValues={knownValues}
              replyTo={replyTo}
              onClearReply={() => setReplyTo(null)}
            />
          </section>
        ) : (
          <div className="grid place-content-center justify-items-center gap-2 p-8 text-center text-sm text-muted-foreground">
            <MessageSquareIcon className="size-8" aria-hidden="true" />
            <p>Choose a conversation, or take one from the queue.</p>
            <Button asChild size="sm" variant="outline">
              <Link href={inboxUrls.queue()}>Open the queue</Link>
            </Button>
          </div>
        )}
      </div>
    </>
  )
}
