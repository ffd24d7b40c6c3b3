import { Head, usePage } from '@inertiajs/react'
import { Fragment } from 'react'
import { DASHBOARD_PANEL_VIEWS, type DashboardProps } from '~/features/dashboard/dashboard_panels'

/**
 * The dashboard (SPEC.md §2): the current center's panels, as the server lists them (each
 * declared by its resource), drawn by their views.
 */
export default function Dashboard(props: DashboardProps) {
  const { user } = usePage().props
  const center = user?.center ? `${user.center_code?.toUpperCase()} · ${user.center}` : null
  return (
    <>
      <Head title="Dashboard" />
      <div className="mb-5 flex flex-col gap-1">
        <h1 className="text-lg font-semibold tracking-tight">Dashboard</h1>
        <p className="text-sm text-muted-foreground" data-testid="dashboard-center">
          {center
            ? `Working in ${center}. Every list shows this center's records.`
            : 'No center selected. Choose one with the center button in the top bar.'}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {props.dashboardPanels.map((key) => (
          <Fragment key={key}>{DASHBOARD_PANEL_VIEWS[key]?.(props) ?? null}</Fragment>
        ))}
      </div>
    </>
  )
}
