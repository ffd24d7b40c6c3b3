import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { ReactNode } from 'react'
import { CALLER_CONTACT_METHODS, CALLER_RELATIONSHIPS, CALLER_TYPES } from '#contracts/case_options'
import type { Option } from '#contracts/list'
import { urlFor } from '~/client'
import type { ViewField, ViewSection } from '~/components/resource'
import { Card } from '~/components/ui/card'
import { CalendarDate, DateTime } from '~/components/ui/date_time'
import { cn } from '~/lib/cn'
import { formatCaseAge } from './case_age'
import { CasePriority } from './case_priority'
import { CaseStatusBadge } from './case_status_badge'
import { EvacuationMark } from './cases_columns'
import type { CaseRecord } from './types'
import { GopAmount, formatAmount } from '~/features/gops/gop_status'
import type { ChargeSlipBalance } from '~/features/charge_slips/types'
import type { RfpBalance } from '~/features/rfps/types'
import type { GopBalance } from '~/features/gops/types'
import type { CaseDetailAnswer, CaseDetailsView } from '#contracts/case_form_sections'
import { Badge } from '~/components/ui/badge'
import { ProviderInfoButton } from './case_info_popups'

/**
 * The label of a stored option value; null stays null (shown as a dash), and an unknown value
 * shows as stored rather than vanish.
 */
export function labelIn(options: readonly Option[], value: string | null): string | null {
  if (value === null) return null
  return options.find((option) => option.value === value)?.label ?? value
}

function SummaryItem({
  label,
  children,
  id,
  className,
}: {
  label: string
  children: ReactNode
  id: string
  className?: string
}) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1', className)} data-testid={`case-${id}`}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      {/*
        Everything in it wraps (a date or an amount that elsewhere keeps to one line too), and
        anywhere: a long name or policy number with no space breaks inside its own column.
      */}
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere] [&_*]:whitespace-normal">
        {children}
      </dd>
    </div>
  )
}

/**
 * What an agent reads first on a case, whatever tab is open: its status, the member (a link to
 * them for users who may see members), client and program, who owns it, how long it has been
 * open, its priority. The case header: its columns share the width evenly and a long name wraps
 * inside its own column, never into its neighbour's.
 */
export function CaseSummary({
  record,
  gopBalance = null,
  chargeSlipBalance = null,
  rfpBalance = null,
}: {
  record: CaseRecord
  /** Shown to who may see the case's GOPs (null: no column). */
  gopBalance?: GopBalance | null
  /** Shown to who may see the case's charge slips (null: no column). */
  chargeSlipBalance?: ChargeSlipBalance | null
  /** Shown to who may see the case's requests for payment (null: no column). */
  rfpBalance?: RfpBalance | null
}) {
  const permissions = usePage().props.user?.permission ?? []
  const age = formatCaseAge(record.opened_at, record.closed_at)
  return (
    <Card className="mb-4 px-5 py-4" data-testid="case-summary">
      {/*
        Columns of one width, each wrapping its own text (issue 29): two, three, then five a row,
        and from 1280 px every item in one row, however many balances the user may see.
      */}
      <dl
        className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-5 xl:grid-flow-col xl:auto-cols-fr xl:grid-cols-none xl:gap-x-4"
        data-testid="case-summary-columns"
      >
        <SummaryItem label="Status" id="summary-status">
          <CaseStatusBadge status={record.status} />
        </SummaryItem>
        <SummaryItem label="Member" id="summary-member">
          <span className="grid">
            {permissions.includes('access-members') ? (
              <Link
                href={urlFor('accounts.members.view', { id: record.member_id })}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {record.member}
              </Link>
            ) : (
              <span className="font-medium">{record.member}</span>
            )}
            <span className="font-mono text-xs text-muted-foreground">{record.policy_number}</span>
          </span>
        </SummaryItem>
        <SummaryItem label="Client / program" id="summary-client">
          <span className="grid">
            <span>{record.client}</span>
            <span className="text-xs text-muted-foreground">{record.program ?? 'No program'}</span>
          </span>
        </SummaryItem>
        <SummaryItem label="Owner" id="summary-owner">
          {record.owner ?? <span className="text-muted-foreground">Not taken yet</span>}
        </SummaryItem>
        <SummaryItem label={record.closed_at ? 'Was open for' : 'Open for'} id="summary-age">
          <span className="grid">
            <span>{age}</span>
            <span className="text-xs text-muted-foreground">
              since <DateTime value={record.opened_at} />
            </span>
          </span>
        </SummaryItem>
        {gopBalance ? (
          <SummaryItem label="Guaranteed" id="summary-guaranteed">
            <span className="grid">
              <GopAmount amount={gopBalance.guaranteed} currency={gopBalance.currency} />
              <span className="text-xs text-muted-foreground">{gopBalanceNote(gopBalance)}</span>
            </span>
          </SummaryItem>
        ) : null}
        {chargeSlipBalance ? (
          <SummaryItem label="Billed" id="summary-billed">
            <span className="grid">
              <GopAmount amount={chargeSlipBalance.billed} currency={chargeSlipBalance.currency} />
              <span className="text-xs text-muted-foreground">
                {chargeSlipBalanceNote(chargeSlipBalance)}
              </span>
            </span>
          </SummaryItem>
        ) : null}
        {rfpBalance ? (
          <SummaryItem label="Invoiced" id="summary-invoiced">
            <span className="grid">
              <GopAmount amount={rfpBalance.invoiced} currency={rfpBalance.currency} />
              <span className="text-xs text-muted-foreground">
                {rfpBalance.rfps === 0
                  ? 'No requests for payment'
                  : `Collected ${formatAmount(rfpBalance.collected, rfpBalance.currency)}`}
              </span>
            </span>
          </SummaryItem>
        ) : null}
        <SummaryItem label="Priority" id="summary-priority">
          <span className="grid justify-items-start gap-1">
            <CasePriority priority={record.priority} />
            {record.is_evacuation ? <EvacuationMark /> : null}
          </span>
        </SummaryItem>
      </dl>
    </Card>
  )
}

/** "2 GOPs · 1 pending": how many guarantees the amount adds up, and how many wait. */
function gopBalanceNote(balance: GopBalance): string {
  const issued = balance.issued === 1 ? '1 GOP' : `${balance.issued} GOPs`
  return balance.pending > 0 ? `${issued} · ${balance.pending} pending` : issued
}

/**
 * "Approved MYR 9,000.00 · paid MYR 4,000.00 · 1 pending": what became of the bills, each in the
 * center's currency.
 */
function chargeSlipBalanceNote(balance: ChargeSlipBalance): string {
  if (balance.slips === 0) return 'No charge slips'
  const parts = [
    `approved ${formatAmount(balance.approved, balance.currency)}`,
    `paid ${formatAmount(balance.paid, balance.currency)}`,
  ]
  if (balance.pending > 0) parts.push(`${balance.pending} pending`)
  if (balance.unpriced > 0) parts.push(`${balance.unpriced} without a rate`)
  const text = parts.join(' · ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** One answer to the type's sections: dates in the site's format, a provider flagged. */
function answerValue(answer: CaseDetailAnswer): ReactNode {
  if (answer.kind === 'date') return <CalendarDate value={answer.value} />
  if (answer.kind === 'long_text')
    return <span className="whitespace-pre-line">{answer.value}</span>
  if (answer.provider_id !== null) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        {answer.value}
        <ProviderInfoButton providerId={answer.provider_id} />
        {answer.flag === null ? null : answer.flag === 'Black-listed' ? (
          <Badge variant="destructive">{answer.flag}</Badge>
        ) : (
          <Badge variant="outline" className="text-warning-text">
            {answer.flag}
          </Badge>
        )}
      </span>
    )
  }
  return answer.value
}

/**
 * The incident type's sections as answered (Manage › Incident types › Case form), and the
 * answers to fields the form no longer has, kept under "Earlier answers".
 */
function detailSections(details: CaseDetailsView): ViewSection[] {
  const toField = (answer: CaseDetailAnswer): ViewField => ({
    label: answer.label,
    value: answerValue(answer),
    id: `details-${answer.key}`,
    wide: answer.kind === 'long_text',
  })
  return [
    ...details.sections.map((section) => ({
      title: section.title,
      fields: section.answers.map(toField),
    })),
    ...(details.earlier.length > 0
      ? [
          {
            // Fields the incident type's form no longer has (or another type's): kept.
            title: 'Earlier answers',
            fields: details.earlier.map(toField),
          },
        ]
      : []),
  ]
}

/** The General info tab's fields (SPEC.md §2 general-info): caller, incident, the story. */
export function caseGeneralInfo(
  record: CaseRecord,
  outcomes: Option[],
  details: CaseDetailsView
): ViewSection[] {
  const closing: ViewField[] = [
    { label: 'Outcome', value: labelIn(outcomes, record.outcome), id: 'outcome' },
    {
      label: 'Closed',
      value: record.closed_at ? <DateTime value={record.closed_at} /> : null,
      id: 'closed_at',
    },
    { label: 'Reopened', value: reopenedText(record.reopened_count), id: 'reopened_count' },
  ]
  return [
    {
      title: 'Caller',
      fields: [
        { label: 'Name', value: record.caller_name, id: 'caller_name' },
        {
          label: 'Caller type',
          value: labelIn(CALLER_TYPES, record.caller_type),
          id: 'caller_type',
        },
        {
          label: 'Relationship to member',
          value: labelIn(CALLER_RELATIONSHIPS, record.caller_relationship),
          id: 'caller_relationship',
        },
        { label: 'Phone', value: record.caller_phone, id: 'caller_phone' },
        { label: 'Email', value: record.caller_email, id: 'caller_email' },
        {
          label: 'Preferred contact method',
          value: labelIn(CALLER_CONTACT_METHODS, record.caller_contact_method),
          id: 'caller_contact_method',
        },
      ],
    },
    {
      title: 'Incident',
      fields: [
        {
          label: 'Incident',
          // Type › category › service › item, as far as the agent classified it.
          value: [
            record.incident_type,
            record.incident_category,
            record.incident_service,
            record.incident_item,
          ]
            .filter(Boolean)
            .join(' › '),
          id: 'incident_type',
        },
        {
          label: 'Incident date',
          value: record.incident_date ? <CalendarDate value={record.incident_date} /> : null,
          id: 'incident_date',
        },
        { label: 'Country', value: record.incident_country, id: 'incident_country' },
        { label: 'City', value: record.incident_city, id: 'incident_city' },
        {
          label: 'Time zone',
          value: record.incident_time_zone?.replaceAll('_', ' '),
          id: 'incident_time_zone',
        },
        {
          label: 'Evacuation or repatriation',
          value: record.is_evacuation ? 'Yes' : 'No',
          id: 'is_evacuation',
        },
      ],
    },
    ...detailSections(details),
    {
      title: 'What happened',
      fields: [
        {
          label: 'Description',
          value: record.description ? (
            <span className="whitespace-pre-line">{record.description}</span>
          ) : null,
          id: 'description',
          wide: true,
        },
        {
          label: 'Symptoms',
          value: record.symptoms ? (
            <span className="whitespace-pre-line">{record.symptoms}</span>
          ) : null,
          id: 'symptoms',
          wide: true,
        },
      ],
    },
    {
      title: 'Case',
      fields: [
        { label: 'Center', value: record.center, id: 'center' },
        {
          label: 'Opened',
          value: <DateTime value={record.opened_at} />,
          id: 'opened_at',
        },
        ...closing,
      ],
    },
  ]
}

function reopenedText(count: number): string {
  if (count === 0) return 'Never'
  return count === 1 ? 'Once' : `${count} times`
}
