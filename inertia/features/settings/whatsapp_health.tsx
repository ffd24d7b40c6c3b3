import { usePage } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import {
  CircleAlertIcon,
  CircleCheckIcon,
  InboxIcon,
  KeyRoundIcon,
  RotateCcwIcon,
  WebhookIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import {
  FAILED_EVENTS_SHOWN,
  HEALTH_COUNT_CAP,
  type HeldWebhookEvent,
  type WhatsappHealth,
} from '#contracts/whatsapp_settings'
import { EmptyState } from '~/components/empty_state'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { STATUS_TONES } from '~/components/ui/status_tones'
import { cn } from '~/lib/cn'

/** The health panel's forms stay where they are and leave the settings form's typing alone. */
const STAY = { preserveScroll: true, preserveState: true } as const

/** "3", "10,000+" (counts stop at the cap). */
function countText(count: number) {
  return count > HEALTH_COUNT_CAP
    ? `${HEALTH_COUNT_CAP.toLocaleString('en')}+`
    : count.toLocaleString('en')
}

function PanelSection({
  icon: Icon,
  title,
  aside,
  children,
  testId,
}: {
  icon: typeof WebhookIcon
  title: string
  aside?: ReactNode
  children: ReactNode
  testId: string
}) {
  return (
    <section className="grid gap-2 border-t border-border pt-4" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold">
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** The webhook's address for Meta, and when it last heard from it. */
function Webhook({ health }: { health: WhatsappHealth }) {
  const quiet = health.lastReceivedAt !== null && health.receivedLastDay === 0
  return (
    <PanelSection icon={WebhookIcon} title="Webhook" testId="whatsapp-webhook-health">
      <div className="grid gap-1 text-xs">
        <span className="text-muted-foreground">Callback URL for Meta</span>
        <code className="rounded bg-muted px-2 py-1 font-mono text-[0.75rem] break-all select-all">
          {health.callbackUrl}
        </code>
        <span className="text-muted-foreground">
          With the verify token saved here, subscribed to the “messages” field.
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Last received</dt>
        <dd data-testid="whatsapp-last-webhook">
          {health.lastReceivedAt ? (
            <DateTime value={health.lastReceivedAt} />
          ) : (
            <span className="text-muted-foreground">Never</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Last 24 hours</dt>
        <dd className="tabular-nums" data-testid="whatsapp-webhooks-last-day">
          {countText(health.receivedLastDay)} received
        </dd>
      </dl>
      {quiet ? (
        <p className="text-xs text-muted-foreground">
          Nothing in the last day: if members wrote in, check the app’s subscription in Meta’s
          dashboard.
        </p>
      ) : null}
    </PanelSection>
  )
}

/** Tries the saved token against the Graph API; its answer stays beside the button. */
function TokenCheck({ health }: { health: WhatsappHealth }) {
  const { flash } = usePage()
  return (
    <PanelSection icon={KeyRoundIcon} title="Access token" testId="whatsapp-token-check">
      <p className="text-xs text-muted-foreground">
        Asks WhatsApp with the saved token and business account. Save your changes first.
      </p>
      {health.tokenUnreadable ? (
        <p className="text-xs text-destructive">
          The saved token can no longer be read (the app key changed): enter it again.
        </p>
      ) : null}
      <Form
        route="settings.whatsapp.check-token"
        options={STAY}
        className="grid gap-2"
        data-testid="whatsapp-token-check-form"
      >
        {({ errors, processing, wasSuccessful }) => {
          // The verdict arrives as `token_check`, a key the form does not post.
          const fieldErrors: Partial<Record<string, string>> = errors
          const refused = fieldErrors.token_check
          return (
            <>
              <Button
                type="submit"
                variant="outline"
                size="sm"
                disabled={processing}
                className="justify-self-start"
                data-testid="whatsapp-check-token"
              >
                <KeyRoundIcon aria-hidden="true" />
                {processing ? 'Checking…' : 'Check the token'}
              </Button>
              {refused ? (
                <Verdict ok={false}>{refused}</Verdict>
              ) : wasSuccessful && flash.success ? (
                <Verdict ok>{flash.success}</Verdict>
              ) : null}
            </>
          )
        }}
      </Form>
    </PanelSection>
  )
}

function Verdict({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheckIcon : CircleAlertIcon
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={cn(
        'flex items-start gap-2 rounded-md border p-2.5 text-sm',
        ok ? STATUS_TONES.done : STATUS_TONES.refused
      )}
      data-testid={ok ? 'whatsapp-token-ok' : 'whatsapp-token-error'}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="break-words">{children}</p>
    </div>
  )
}

/** One held event: when it came, how often it was tried, why it failed, and its Replay. */
function HeldEvent({ event }: { event: HeldWebhookEvent }) {
  return (
    <li className="grid gap-1 px-3 py-2.5" data-testid="whatsapp-failed-event">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium tabular-nums">Event #{event.id}</p>
          <p className="text-xs text-muted-foreground">
            <DateTime value={event.received_at} /> · {event.attempts}{' '}
            {event.attempts === 1 ? 'attempt' : 'attempts'}
          </p>
        </div>
        <Form route="settings.whatsapp.replay" routeParams={{ eventId: event.id }} options={STAY}>
          {({ processing }) => (
            <Button
              type="submit"
              variant="outline"
              size="sm"
              disabled={processing}
              aria-label={`Replay event ${event.id}`}
              data-testid="whatsapp-replay"
            >
              <RotateCcwIcon aria-hidden="true" />
              {processing ? 'Replaying…' : 'Replay'}
            </Button>
          )}
        </Form>
      </div>
      {event.last_error ? (
        <p
          className="line-clamp-3 font-mono text-xs break-words text-destructive"
          title={event.last_error}
        >
          {event.last_error}
        </p>
      ) : null}
    </li>
  )
}

/** The dead-letter list: events whose processing kept failing, each with its Replay. */
function HeldEvents({ health }: { health: WhatsappHealth }) {
  const count = health.failedCount
  return (
    <PanelSection
      icon={InboxIcon}
      title="Held for replay"
      testId="whatsapp-failed-events"
      aside={
        count > 0 ? (
          <Badge className={STATUS_TONES.refused} data-testid="whatsapp-failed-count">
            {countText(count)} failed
          </Badge>
        ) : null
      }
    >
      {count === 0 ? (
        <EmptyState icon={CircleCheckIcon} title="No failed events">
          Every webhook received so far was processed.
        </EmptyState>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">
            Processing kept failing for these, so they wait here. A replay processes the event
            again; one processed meanwhile is left as it is.
            {count > health.failed.length ? ` The newest ${FAILED_EVENTS_SHOWN} are listed.` : null}
          </p>
          <Form route="settings.whatsapp.replay-all" options={STAY} className="justify-self-start">
            {({ processing }) => (
              <Button
                type="submit"
                size="sm"
                disabled={processing}
                data-testid="whatsapp-replay-all"
              >
                <RotateCcwIcon aria-hidden="true" />
                {processing ? 'Replaying…' : 'Replay all'}
              </Button>
            )}
          </Form>
          <ol className="divide-y divide-border rounded-md border border-border">
            {health.failed.map((event) => (
              <HeldEvent key={event.id} event={event} />
            ))}
          </ol>
        </>
      )}
    </PanelSection>
  )
}

/** Settings › WhatsApp's health panel, beside the form. */
export function WhatsappHealthPanel({ health }: { health: WhatsappHealth }) {
  return (
    <Card className="grid min-w-0 gap-4 p-5" data-testid="whatsapp-health">
      <h2 className="text-base font-semibold">Health</h2>
      <Webhook health={health} />
      <TokenCheck health={health} />
      <HeldEvents health={health} />
    </Card>
  )
}
