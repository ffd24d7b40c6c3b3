import {
  BriefcaseMedicalIcon,
  ListChecksIcon,
  ReceiptTextIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react'
import { Link } from '@adonisjs/inertia/react'
import type { ReactNode } from 'react'
import type { InferPageProps } from '#contracts/page_props'
import type { DashboardPanelProps } from '#resources/registry'
import type DashboardController from '#controllers/dashboard_controller'
import { urlFor } from '~/client'
import { EmptyState } from '~/components/empty_state'
import { CalendarDate, DateTime } from '~/components/ui/date_time'
import { chargeSlipTabOf } from '~/features/charge_slips/charge_slip_columns'
import { ChargeSlipFlags } from '~/features/charge_slips/charge_slip_flags'
import { ChargeSlipStatusBadge } from '~/features/charge_slips/charge_slip_status'
import { rfpTabOf } from '~/features/rfps/rfp_columns'
import { RfpStatusBadge } from '~/features/rfps/rfp_status'
import { GopAmount } from '~/features/gops/gop_status'
import { CasePriority } from '~/features/cases/case_priority'
import { CaseStatusBadge } from '~/features/cases/case_status_badge'
import { TaskDue } from '~/features/tasks/task_due'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'

/**
 * The dashboard's props: the panels the server lists, in order (its controller's), and each
 * panel's content, typed from the reader its resource declares (app/resources/registry.ts).
 */
export type DashboardProps = InferPageProps<typeof DashboardController, 'index'> &
  DashboardPanelProps

interface PanelProps {
  slug: string
  title: string
  description: string
  icon: LucideIcon
  items: unknown[]
  emptyTitle: string
  emptyText: string
  /** The panel's rows, when it has a row shape of its own (recent cases). */
  children?: ReactNode
}

function Panel({
  slug,
  title,
  description,
  icon: Icon,
  items,
  emptyTitle,
  emptyText,
  children,
}: PanelProps) {
  const headingId = `panel-${slug}-title`
  return (
    <Card aria-labelledby={headingId} role="region" data-testid={`panel-${slug}`}>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="grid gap-0.5">
          <CardTitle id={headingId}>{title}</CardTitle>
          <CardDescription className="text-xs">{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        {items.length === 0 ? (
          <EmptyState icon={Icon} title={emptyTitle} className="h-full">
            {emptyText}
          </EmptyState>
        ) : (
          (children ?? <p className="text-sm">{items.length} records</p>)
        )}
      </CardContent>
    </Card>
  )
}

/** "3 waiting for approval · 2 to pay", or what the panel is for when nothing waits. */
function waitingDescription(
  panel: { pending: number; approved: number },
  then: 'to pay' | 'to collect'
): string {
  if (panel.pending === 0 && panel.approved === 0) {
    return then === 'to pay'
      ? 'Provider bills waiting for approval or payment.'
      : 'Client bills waiting for approval or collection.'
  }
  return `${panel.pending} waiting for approval · ${panel.approved} ${then}`
}

/**
 * Each panel's view, by the key the server lists it under (its resource declares it:
 * app/resources/registry.ts); the server decides which panels there are and their order.
 */
export const DASHBOARD_PANEL_VIEWS: Record<string, (props: DashboardProps) => ReactNode> = {
  'recent-cases': ({ recentCases }) => (
    <Panel
      slug="recent-cases"
      title="Recent cases"
      description="Cases opened or updated most recently."
      icon={BriefcaseMedicalIcon}
      items={recentCases}
      emptyTitle="No recent cases"
      emptyText="Cases opened or updated in this center will be listed here, newest first."
    >
      <ul className="divide-y divide-border" data-testid="recent-cases">
        {recentCases.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-2 text-sm">
            <Link
              href={urlFor('navigate.cases.view', { id: item.id })}
              className="font-mono text-xs font-medium text-primary underline-offset-4 hover:underline"
            >
              {item.number}
            </Link>
            <span className="min-w-0 flex-1 truncate">{item.member}</span>
            <CasePriority priority={item.priority} />
            <CaseStatusBadge status={item.status} />
            <span className="hidden text-xs text-muted-foreground sm:inline">
              <DateTime value={item.updated_at} />
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  ),
  'charge-slips': ({ chargeSlips }) => (
    <Panel
      slug="charge-slips"
      title="Charge slips"
      description={waitingDescription(chargeSlips, 'to pay')}
      icon={ReceiptTextIcon}
      items={chargeSlips.rows}
      emptyTitle="No charge slips to handle"
      emptyText="When a provider's bill is recorded on a case, it appears here until it is paid."
    >
      <ul className="divide-y divide-border" data-testid="charge-slips-to-handle">
        {chargeSlips.rows.map((slip) => (
          <li key={slip.id} className="flex items-start gap-3 py-2 text-sm">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <Link
                href={chargeSlipTabOf(slip)}
                className="truncate font-medium text-primary underline-offset-4 hover:underline"
              >
                {slip.provider_name} · {slip.invoice_number}
              </Link>
              <span className="text-xs text-muted-foreground">
                <span className="font-mono">{slip.case_number}</span> · invoiced{' '}
                <CalendarDate value={slip.invoice_date} />
              </span>
              <ChargeSlipFlags slip={slip} />
            </div>
            <div className="grid justify-items-end gap-1 text-xs">
              <GopAmount
                amount={slip.amount_approved ?? slip.amount_billed}
                currency={slip.currency_code}
              />
              <ChargeSlipStatusBadge status={slip.status} />
            </div>
          </li>
        ))}
      </ul>
      <Link
        href={`${urlFor('navigate.charge-slips.index')}?filters[status]=pending&filters[status]=approved`}
        className="mt-2 inline-block text-xs text-primary underline-offset-4 hover:underline"
      >
        All charge slips to handle
      </Link>
    </Panel>
  ),
  'request-for-payments': ({ requestForPayments }) => (
    <Panel
      slug="request-for-payments"
      title="Request for payments"
      description={waitingDescription(requestForPayments, 'to collect')}
      icon={WalletIcon}
      items={requestForPayments.rows}
      emptyTitle="No requests for payment"
      emptyText="Requests for payment sent to clients appear here until they are collected."
    >
      <ul className="divide-y divide-border" data-testid="rfps-to-handle">
        {requestForPayments.rows.map((rfp) => (
          <li key={rfp.id} className="flex items-start gap-3 py-2 text-sm">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <Link
                href={rfpTabOf(rfp)}
                className="truncate font-medium text-primary underline-offset-4 hover:underline"
              >
                {rfp.client_name} · {rfp.number}
              </Link>
              <span className="text-xs text-muted-foreground">
                <span className="font-mono">{rfp.case_number}</span> · due{' '}
                <CalendarDate value={rfp.due_date} />
              </span>
            </div>
            <div className="grid justify-items-end gap-1 text-xs">
              <GopAmount amount={rfp.amount} currency={rfp.currency_code} />
              <RfpStatusBadge status={rfp.status} />
            </div>
          </li>
        ))}
      </ul>
      <Link
        href={`${urlFor('navigate.request-for-payments.index')}?filters[status]=pending&filters[status]=approved`}
        className="mt-2 inline-block text-xs text-primary underline-offset-4 hover:underline"
      >
        All requests for payment to handle
      </Link>
    </Panel>
  ),
  'tasks': ({ tasks }) => (
    <Panel
      slug="tasks"
      title="Tasks"
      description="Open tasks assigned to you."
      icon={ListChecksIcon}
      items={tasks}
      emptyTitle="No open tasks"
      emptyText="Tasks assigned to you on cases appear here, overdue ones first."
    >
      <ul className="divide-y divide-border" data-testid="my-tasks">
        {tasks.map((task) => (
          <li key={task.id} className="flex items-start gap-3 py-2 text-sm">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <Link
                href={`${urlFor('navigate.cases.view', { id: task.case_id })}?tab=tasks`}
                className="truncate font-medium text-primary underline-offset-4 hover:underline"
              >
                {task.title}
              </Link>
              <span className="font-mono text-xs text-muted-foreground">{task.case_number}</span>
            </div>
            <div className="text-right text-xs">
              <TaskDue task={{ ...task, status: 'open' }} />
            </div>
          </li>
        ))}
      </ul>
      <Link
        href={`${urlFor('navigate.tasks.index')}?filters[mine]=yes&filters[status]=open`}
        className="mt-2 inline-block text-xs text-primary underline-offset-4 hover:underline"
      >
        All my open tasks
      </Link>
    </Panel>
  ),
}
