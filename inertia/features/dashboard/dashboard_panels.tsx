import {
  BriefcaseMedicalIcon,
  CheckIcon,
  ListChecksIcon,
  ReceiptTextIcon,
  RotateCcwIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react'
import { Link } from '@adonisjs/inertia/react'
import { router } from '@inertiajs/react'
import { useState, type ReactNode } from 'react'
import { offers } from '#contracts/row_actions'
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
import { moveTask, type TaskMove } from '~/features/tasks/task_moves'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { cn } from '~/lib/cn'

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
  /** Controls at the header's end (the recent cases' "All · Mine"). */
  aside?: ReactNode
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
  aside,
}: PanelProps) {
  const headingId = `panel-${slug}-title`
  return (
    <Card aria-labelledby={headingId} role="region" data-testid={`panel-${slug}`}>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <CardTitle id={headingId}>{title}</CardTitle>
          <CardDescription className="text-xs">{description}</CardDescription>
        </div>
        {aside}
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

type RecentCases = DashboardProps['recentCases']

/**
 * "All · Mine" on the recent cases panel (issue 29): the center's cases or only the user's, read
 * again alone (the other panels stay); the server keeps the choice for the session.
 */
function RecentCasesChoice({ mine }: { mine: boolean }) {
  const choose = (next: 'all' | 'mine') =>
    router.reload({ data: { recent_cases: next }, only: ['recentCases'], replace: true })
  const choices = [
    { value: 'all', label: 'All', pressed: !mine },
    { value: 'mine', label: 'Mine', pressed: mine },
  ] as const
  return (
    <div
      role="group"
      aria-label="Whose cases"
      className="inline-flex shrink-0 rounded-md border border-border bg-muted/40 p-0.5"
    >
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={choice.pressed}
          onClick={() => (choice.pressed ? undefined : choose(choice.value))}
          data-testid={`recent-cases-${choice.value}`}
          className={cn(
            'h-6 rounded-sm px-2.5 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
            choice.pressed
              ? 'bg-primary text-primary-foreground shadow-xs'
              : 'text-muted-foreground hover:text-foreground'
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  )
}

function RecentCasesPanel({ recentCases }: { recentCases: RecentCases }) {
  const { mine, rows } = recentCases
  return (
    <Panel
      slug="recent-cases"
      title={mine ? 'My recent cases' : 'Recent cases'}
      description={
        mine
          ? 'Your cases opened or updated most recently.'
          : 'Cases opened or updated most recently.'
      }
      icon={BriefcaseMedicalIcon}
      items={rows}
      emptyTitle={mine ? 'No cases of yours' : 'No recent cases'}
      emptyText={
        mine
          ? 'Cases you take or are handed appear here, newest first.'
          : 'Cases opened or updated in this center will be listed here, newest first.'
      }
      aside={<RecentCasesChoice mine={mine} />}
    >
      <ul className="divide-y divide-border" data-testid="recent-cases">
        {rows.map((item) => (
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
      {mine ? (
        <Link
          href={`${urlFor('navigate.cases.index')}?filters[mine]=yes`}
          className="mt-2 inline-block text-xs text-primary underline-offset-4 hover:underline"
        >
          All my cases
        </Link>
      ) : null}
    </Panel>
  )
}

type MyTask = DashboardProps['tasks'][number]

/**
 * The user's open tasks, each closed with one click (the task workflow, as on its case's tab).
 * A task closed here stays in the panel, struck through with "Reopen", until the page is left:
 * a click on the wrong row is undone where it was made.
 */
function MyTasksPanel({ tasks }: { tasks: MyTask[] }) {
  const [closedHere, setClosedHere] = useState<MyTask[]>([])
  const [moving, setMoving] = useState<number | null>(null)
  const open = new Set(tasks.map((task) => task.id))
  const shown = [
    ...tasks.map((task) => ({ task, closed: false })),
    // Closed here and not open again (a close the server refused leaves it among the open).
    ...closedHere.filter((task) => !open.has(task.id)).map((task) => ({ task, closed: true })),
  ]
  function move(task: MyTask, transition: TaskMove) {
    setMoving(task.id)
    if (transition === 'close') setClosedHere((current) => [...current, task])
    moveTask(task, transition, {
      only: ['tasks'],
      onFinish: () => {
        setMoving(null)
        if (transition === 'reopen') {
          setClosedHere((current) => current.filter((other) => other.id !== task.id))
        }
      },
    })
  }
  return (
    <Panel
      slug="tasks"
      title="Tasks"
      description="Open tasks assigned to you."
      icon={ListChecksIcon}
      items={shown}
      emptyTitle="No open tasks"
      emptyText="Tasks assigned to you on cases appear here, overdue ones first."
    >
      <ul className="divide-y divide-border" data-testid="my-tasks">
        {shown.map(({ task, closed }) => (
          <li
            key={task.id}
            className="flex items-start gap-3 py-2 text-sm"
            data-task-state={closed ? 'closed' : 'open'}
          >
            <div className="grid min-w-0 flex-1 gap-0.5">
              <Link
                href={`${urlFor('navigate.cases.view', { id: task.case_id })}?tab=${closed ? 'closed-tasks' : 'tasks'}`}
                className={cn(
                  'truncate font-medium text-primary underline-offset-4 hover:underline',
                  closed && 'text-muted-foreground line-through'
                )}
              >
                {task.title}
              </Link>
              <span className="font-mono text-xs text-muted-foreground">{task.case_number}</span>
            </div>
            <div className="text-right text-xs">
              {closed ? (
                <span className="text-muted-foreground">Closed</span>
              ) : (
                <TaskDue task={{ ...task, status: 'open' }} />
              )}
            </div>
            {closed ? (
              <Button
                variant="outline"
                size="sm"
                className="h-7 px-2 text-xs"
                disabled={moving !== null}
                onClick={() => move(task, 'reopen')}
                aria-label={`Reopen task ${task.title}`}
                data-testid="my-task-reopen"
              >
                <RotateCcwIcon aria-hidden="true" />
                Reopen
              </Button>
            ) : offers(task.actions, 'close') ? (
              <Button
                variant="outline"
                size="sm"
                className="h-7 px-2 text-xs"
                disabled={moving !== null || task.actions.close !== null}
                title={task.actions.close ?? undefined}
                onClick={() => move(task, 'close')}
                aria-label={`Close task ${task.title}`}
                data-testid="my-task-close"
              >
                <CheckIcon aria-hidden="true" />
                Close
              </Button>
            ) : null}
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
  )
}

/**
 * Each panel's view, by the key the server lists it under (its resource declares it:
 * app/resources/registry.ts); the server decides which panels there are and their order.
 */
export const DASHBOARD_PANEL_VIEWS: Record<string, (props: DashboardProps) => ReactNode> = {
  'recent-cases': ({ recentCases }) => <RecentCasesPanel recentCases={recentCases} />,
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
  'tasks': ({ tasks }) => <MyTasksPanel tasks={tasks} />,
}
