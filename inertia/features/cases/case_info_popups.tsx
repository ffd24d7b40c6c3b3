import { CircleAlertIcon, InfoIcon, LoaderCircleIcon, OctagonAlertIcon } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { ClientInfo, ProgramInfo, ProviderInfo } from '#contracts/case_lookups'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { ProgramStatusBadge, Validity } from '~/features/programs/program_parts'
import { cityAndState, ProviderStatusBadge } from '~/features/providers/provider_parts'
import { cn } from '~/lib/cn'

/*
 * The case form's info popups (SPEC.md §2: client info, program type info, provider info). Each
 * is a small "i" button beside what it is about; it opens a popover that asks the server for the
 * record (GET navigate.cases.lookup_*) the first time it opens, so the form's page carries none
 * of it. Keyboard: the button takes Enter or Space, the popover takes the focus and Escape closes
 * it, back on the button.
 */

type Load<T> =
  { kind: 'loading' } | { kind: 'done'; url: string; data: T } | { kind: 'failed'; message: string }

/** What a refused or failed lookup says, in plain words. */
function failure(status: number, noun: string): string {
  if (status === 404) return `This ${noun} is no longer on file.`
  if (status === 403) return `You do not have permission to see this ${noun}.`
  return `The ${noun} could not be loaded. Please try again.`
}

/**
 * An id as the forms hold it (a select's string, a record's number) as a record id, or null: an
 * empty choice shows no button.
 */
function idOf(value: number | string | null | undefined): number | null {
  const id = typeof value === 'string' ? Number(value) : value
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

/**
 * The record behind `url`, asked for while `open`; kept once read (a popover opened again). Also
 * the case form's call-script panel's reading of the chosen type's scripts.
 */
export function useLookup<T>(url: string, open: boolean, noun: string) {
  const [load, setLoad] = useState<Load<T>>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const loadedUrl = useRef<string | null>(null)

  useEffect(() => {
    if (!open || loadedUrl.current === url) return
    const controller = new AbortController()
    setLoad({ kind: 'loading' })
    fetch(url, { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) {
          setLoad({ kind: 'failed', message: failure(response.status, noun) })
          return
        }
        const data = (await response.json()) as T
        loadedUrl.current = url
        setLoad({ kind: 'done', url, data })
      })
      .catch((error: unknown) => {
        // Closed (or another record chosen) before the answer came.
        if (error instanceof DOMException && error.name === 'AbortError') return
        setLoad({ kind: 'failed', message: failure(0, noun) })
      })
    return () => controller.abort()
  }, [url, open, noun, attempt])

  // Another record chosen since: what was read is not shown for it, even for one render.
  const current: Load<T> = load.kind === 'done' && load.url !== url ? { kind: 'loading' } : load
  return { load: current, retry: () => setAttempt((count) => count + 1) }
}

/** The "i" button and its popover; the content is read when it first opens. */
function InfoPopover<T>({
  label,
  url,
  noun,
  testId,
  beside,
  children,
}: {
  /** The button's accessible name and the popover's title: "Client info". */
  label: string
  url: string
  /** How the record is named in the loading and error texts: "client". */
  noun: string
  testId: string
  /** Beside a field's control: as tall as it, outlined (else a small icon in a line of text). */
  beside?: boolean
  children: (data: T) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const { load, retry } = useLookup<T>(url, open, noun)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={label}
          title={label}
          data-testid={testId}
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-md align-middle text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-accent data-[state=open]:text-foreground',
            beside ? 'size-9 border border-input bg-card shadow-xs' : 'size-6'
          )}
        >
          <InfoIcon className="size-4" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-80 p-0 sm:w-96"
        aria-label={label}
        data-testid={`${testId}-popover`}
      >
        <div className="border-b border-border px-4 py-2.5">
          <h2 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {label}
          </h2>
        </div>
        <div
          className="grid gap-3 px-4 py-3 text-sm"
          aria-live="polite"
          aria-busy={load.kind === 'loading'}
        >
          {load.kind === 'loading' ? (
            <p className="flex items-center gap-2 text-muted-foreground" data-testid="info-loading">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Loading the {noun}…
            </p>
          ) : load.kind === 'failed' ? (
            <div className="grid justify-items-start gap-2" data-testid="info-error">
              <p className="flex items-start gap-1.5 text-destructive">
                <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {load.message}
              </p>
              <Button variant="outline" size="sm" onClick={retry}>
                Try again
              </Button>
            </div>
          ) : (
            children(load.data)
          )}
        </div>
      </PopoverContent>
    </Popover>
  )
}

/** The popover's heading: the record's name, its code and its status. */
function Heading({ name, code, badge }: { name: string; code: string; badge: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <p className="leading-snug font-semibold">
        {name} <span className="font-normal text-muted-foreground">({code})</span>
      </p>
      {badge}
    </div>
  )
}

/** Label/value rows; a row without a value is left out rather than shown empty. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (shown.length === 0) return null
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const phoneLink = (phone: string | null) =>
  phone ? (
    <a className="text-primary underline-offset-4 hover:underline" href={`tel:${phone}`}>
      {phone}
    </a>
  ) : null

const emailLink = (email: string | null) =>
  email ? (
    <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${email}`}>
      {email}
    </a>
  ) : null

/** Only http(s) addresses become links; anything else is shown as text. */
const websiteLink = (website: string | null) =>
  website && /^https?:\/\//i.test(website) ? (
    <a
      className="text-primary underline-offset-4 hover:underline"
      href={website}
      target="_blank"
      rel="noreferrer noopener"
    >
      {website.replace(/^https?:\/\//i, '')}
    </a>
  ) : (
    website
  )

/** Client info: who the member's client is, how to reach them and how they are billed. */
export function ClientInfoButton({ clientId }: { clientId: number | string | null }) {
  const id = idOf(clientId)
  if (id === null) return null
  return (
    <InfoPopover<ClientInfo>
      label="Client info"
      noun="client"
      url={urlFor('navigate.cases.lookup_client', { clientId: id })}
      testId="client-info"
    >
      {(client) => (
        <>
          <Heading
            name={client.name}
            code={client.code}
            badge={<EnabledBadge enabled={client.status === 'enabled'} />}
          />
          <Facts
            rows={[
              ['Type', client.type],
              ['Contact', client.contact_name],
              ['Phone', phoneLink(client.phone)],
              ['Email', emailLink(client.email)],
              ['Website', websiteLink(client.website)],
              ['Location', [client.city, client.country].filter(Boolean).join(', ')],
              [
                'Billing',
                `${client.billing_currency}, payment in ${client.payment_terms_days} days`,
              ],
            ]}
          />
        </>
      )}
    </InfoPopover>
  )
}

/**
 * Program type info: the program's type and what it covers, then the program's own terms as the
 * data holds them (coverage summary, validity, status as it stands today).
 */
export function ProgramInfoButton({ programId }: { programId: number | string | null }) {
  const id = idOf(programId)
  if (id === null) return null
  return (
    <InfoPopover<ProgramInfo>
      label="Program type info"
      noun="program"
      url={urlFor('navigate.cases.lookup_program', { programId: id })}
      testId="program-info"
    >
      {(program) => (
        <>
          <div className="grid gap-1">
            <p className="font-semibold" data-testid="program-type-name">
              {program.type.name}
            </p>
            <p className="whitespace-pre-line text-muted-foreground">
              {program.type.description ?? 'This program type has no description yet.'}
            </p>
          </div>
          <div className="grid gap-2 border-t border-border pt-3">
            <Heading
              name={program.name}
              code={program.code}
              badge={<ProgramStatusBadge status={program.status} />}
            />
            <Facts
              rows={[
                ['Client', program.client],
                ['Valid', <Validity from={program.valid_from} to={program.valid_to} />],
                [
                  'Coverage',
                  program.coverage_summary ? (
                    <span className="whitespace-pre-line">{program.coverage_summary}</span>
                  ) : (
                    <span className="text-muted-foreground">No coverage summary on file.</span>
                  ),
                ],
              ]}
            />
          </div>
        </>
      )}
    </InfoPopover>
  )
}

/**
 * Provider info: its status first, loudly when it matters (black-listed in red: no GOP may be
 * issued to it; not validated yet in amber), then how to reach it and its contact people.
 * Placed beside any provider field: `providerId` as the field holds it.
 */
export function ProviderInfoButton({
  providerId,
  beside,
}: {
  providerId: number | string | null
  /** Beside the provider's select, after it in the tab order (ProviderField). */
  beside?: boolean
}) {
  const id = idOf(providerId)
  if (id === null) return null
  return (
    <InfoPopover<ProviderInfo>
      label="Provider info"
      noun="provider"
      url={urlFor('navigate.cases.lookup_provider', { providerId: id })}
      testId="provider-info"
      beside={beside}
    >
      {(provider) => (
        <>
          <Heading
            name={provider.name}
            code={provider.code}
            badge={<ProviderStatusBadge status={provider.status} />}
          />
          <ProviderStanding provider={provider} />
          <Facts
            rows={[
              ['Type', provider.type],
              ['Address', provider.address],
              [
                'Location',
                [cityAndState(provider.city, provider.state), provider.country]
                  .filter(Boolean)
                  .join(', '),
              ],
              ['Phone', phoneLink(provider.phone)],
              ['Email', emailLink(provider.email)],
              ['Website', websiteLink(provider.website)],
            ]}
          />
          {provider.contacts.length > 0 ? (
            <div className="grid gap-1.5 border-t border-border pt-3">
              <p className="text-xs font-medium text-muted-foreground">Contacts</p>
              <ul className="grid gap-1.5" data-testid="provider-info-contacts">
                {provider.contacts.map((contact, index) => (
                  <li key={index}>
                    <span className="font-medium">{contact.name}</span>
                    {contact.position ? (
                      <span className="text-muted-foreground"> · {contact.position}</span>
                    ) : null}
                    {contact.phone || contact.email ? (
                      <span className="block text-xs">
                        {phoneLink(contact.phone)}
                        {contact.phone && contact.email ? ' · ' : null}
                        {emailLink(contact.email)}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </InfoPopover>
  )
}

/**
 * The provider's status said in words where it should stop the agent: black-listed (red, with
 * the provider's notes, where staff write why) or not validated yet (amber). Nothing for the others.
 */
function ProviderStanding({ provider }: { provider: ProviderInfo }) {
  return (
    <ProviderStatusWarning status={provider.status} testId="provider-info">
      {provider.notes ? (
        <p className="pl-5.5 whitespace-pre-line">
          <span className="font-medium">Notes on file: </span>
          {provider.notes}
        </p>
      ) : null}
    </ProviderStatusWarning>
  )
}

/**
 * What a provider's status means for the member, where it matters: black-listed (red: do not
 * send the member, no GOP) or not validated yet (amber); nothing for the statuses the company
 * gave after checking it. Said in the provider info popup and under a provider field the moment
 * one is chosen (`testId`: `<testId>-black-listed`, `<testId>-not-validated`).
 */
export function ProviderStatusWarning({
  status,
  testId,
  children,
}: {
  status: string
  testId: string
  /** More under a black-listing (the notes on file). */
  children?: ReactNode
}) {
  if (status === 'black-listed') {
    return (
      <div
        role="alert"
        className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        data-testid={`${testId}-black-listed`}
      >
        <p className="flex items-start gap-1.5 font-semibold">
          <OctagonAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Black-listed: do not send the member here. No GOP can be issued to this provider.
        </p>
        {children}
      </div>
    )
  }
  if (status === 'pending') {
    return (
      <p
        role="status"
        className="flex items-start gap-1.5 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm font-medium text-warning-text"
        data-testid={`${testId}-not-validated`}
      >
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Not validated yet: check with a supervisor before sending a member here.
      </p>
    )
  }
  return null
}
