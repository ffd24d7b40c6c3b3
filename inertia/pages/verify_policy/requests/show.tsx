import { Link } from '@adonisjs/inertia/react'
import { usePoll } from '@inertiajs/react'
import { useEffect, type ReactNode } from 'react'
import { urlFor } from '~/client'
import { PageHeader } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { CalendarDate, DateTime } from '~/components/ui/date_time'
import { caseTabOf } from '~/features/cases/case_tab_link'
import { cn } from '~/lib/cn'
import { DeliveryNote } from '~/features/gops/delivery_note'
import { formatAmount } from '~/features/gops/gop_status'
import { useVerificationActions } from '~/features/policy_verifications/verification_actions'
import { VerificationStatusBadge } from '~/features/policy_verifications/verification_status'
import type { VerificationRow, VerificationShowProps } from '~/features/policy_verifications/types'

/** One asked field's answer as sent, in the page's formats; null when it was left empty. */
function answerOf(record: VerificationRow, key: string): ReactNode {
  switch (key) {
    case 'date_of_birth':
    case 'admission_date':
      return record[key] ? <CalendarDate value={record[key]} /> : null
    case 'provider':
      return record.provider_name
    case 'diagnosis':
      return record.diagnosis
    case 'estimated_cost':
      return record.estimated_cost
        ? formatAmount(record.estimated_cost, record.currency_code)
        : null
    case 'policy_number':
    case 'member_reference':
    case 'member_name':
    case 'remarks':
      return record[key]
    default:
      return null
  }
}

type Fact = { label: string; value: ReactNode; id: string; wide?: boolean }

function Facts({ items, narrow = false }: { items: Fact[]; narrow?: boolean }) {
  return (
    <dl
      className={cn(
        'grid gap-x-6 gap-y-4',
        narrow ? 'grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'
      )}
    >
      {items.map((item) => (
        <div
          key={item.id}
          className={cn('grid min-w-0 gap-1', item.wide && 'col-span-full')}
          data-testid={`view-${item.id}`}
        >
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd className="text-sm break-words whitespace-pre-line">
            {item.value === null || item.value === undefined || item.value === '' ? (
              <span className="text-muted-foreground">—</span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * verify-policy.requests.view (issue 33): a verification request as it was asked of the insurer,
 * its letter (read it, send it, send it again), how the send went, and the insurer's answer with
 * who recorded it and when. Every button is one the server offers now.
 */
export default function VerificationRequestShow({ record, actions }: VerificationShowProps) {
  const { actionsOf, dialogs } = useVerificationActions()
  // While its letter is on its way, the page follows the send (and what it then offers).
  const sending = record.delivery?.status === 'queued'
  const { start, stop } = usePoll(5000, { only: ['record', 'actions'] }, { autoStart: false })
  useEffect(() => {
    if (!sending) return
    start()
    return stop
  }, [sending, start, stop])
  const buttons = actionsOf(record, actions)
  return (
    <>
      <PageHeader
        title={record.number}
        breadcrumbs={[
          { label: 'Verify Policy' },
          { label: 'Verification requests', href: urlFor('verify-policy.requests.index') },
          { label: record.number },
        ]}
        description={`Asked of ${record.insurer} for ${record.member}.`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {buttons.map((action) => (
              <Button
                key={action.id}
                size="sm"
                variant={
                  action.destructive
                    ? 'destructive'
                    : action.id === 'letter'
                      ? 'outline'
                      : 'default'
                }
                disabled={Boolean(action.disabledReason)}
                title={action.disabledReason}
                onClick={action.onSelect}
                data-testid={`verification-action-${action.id}`}
              >
                {action.icon ? <action.icon aria-hidden="true" /> : null}
                {action.label}
              </Button>
            ))}
          </div>
        }
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="grid gap-4 px-5 py-4" data-testid="verification-asked">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-sm font-semibold">What {record.insurer} was asked</h2>
            <VerificationStatusBadge status={record.status} />
            <DeliveryNote delivery={record.delivery} />
          </div>
          <Facts
            items={[
              {
                label: 'Member',
                id: 'member',
                value: record.member,
              },
              {
                label: 'Case',
                id: 'case',
                value:
                  record.case_id && record.case_number ? (
                    <Link
                      href={caseTabOf(record.case_id, 'verifications')}
                      className="font-mono text-primary underline-offset-4 hover:underline"
                    >
                      {record.case_number}
                    </Link>
                  ) : null,
              },
              ...record.asked.map((field) => ({
                label: field.label,
                id: field.key,
                value: answerOf(record, field.key),
              })),
            ]}
          />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span>
              Asked <DateTime value={record.created_at} />
              {record.requested_by ? ` by ${record.requested_by}` : ''}
            </span>
            {record.sent_at ? (
              <span>
                Sent <DateTime value={record.sent_at} />
              </span>
            ) : null}
            {record.reminded_at ? (
              <span>
                Reminder given <DateTime value={record.reminded_at} />
              </span>
            ) : null}
          </p>
        </Card>
        <Card className="grid content-start gap-4 px-5 py-4" data-testid="verification-answer">
          <h2 className="text-sm font-semibold">The insurer’s answer</h2>
          {record.status === 'pending' ? (
            <p className="text-sm text-muted-foreground">
              No answer recorded yet. Once {record.insurer} answers, record it with “Verified” or
              “Not covered”.
            </p>
          ) : (
            <Facts
              narrow
              items={[
                {
                  label: 'Answer',
                  id: 'answer',
                  value: <VerificationStatusBadge status={record.status} />,
                },
                {
                  label: 'Insurer’s reference',
                  id: 'insurer-reference',
                  value: record.insurer_reference,
                },
                {
                  label: 'Recorded',
                  id: 'answered',
                  wide: true,
                  value: record.answered_at ? (
                    <span>
                      <DateTime value={record.answered_at} />
                      {record.answered_by ? ` by ${record.answered_by}` : ''}
                    </span>
                  ) : null,
                },
                {
                  label: 'Remarks',
                  id: 'answer-remarks',
                  value: record.answer_remarks,
                  wide: true,
                },
              ]}
            />
          )}
        </Card>
      </div>
      {dialogs}
    </>
  )
}
