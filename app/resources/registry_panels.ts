import type { ResourceRequest } from '#resources/resource_request'

/**
 * The dashboard's panels, each declared by the resource it shows (issue 28, "registries instead
 * of hubs"; SPEC.md §2: recent cases, charge slips, request for payments, tasks). The dashboard
 * lists what the registry holds (app/resources/registry.ts `dashboardPanels`) in their order.
 */
export interface DashboardPanel {
  /** The panel's name on the page (`panel-<key>`), and the client's view of it. */
  key: string
  /** The page prop holding its content. */
  prop: string
  /** Its place on the dashboard, in steps of ten. */
  order: number
  /**
   * Its content for this user in their current center (empty, not absent, for who may not see
   * its records: the panel then says what it is for). Read only when the response carries it.
   */
  read: (request: ResourceRequest) => Promise<unknown>
}

/** The panels' keys in order, and their props, each read when the response carries it. */
export function readDashboardPanels(panels: readonly DashboardPanel[], request: ResourceRequest) {
  const ordered = [...panels].sort((one, other) => one.order - other.order)
  const props: Record<string, () => Promise<unknown>> = {}
  for (const panel of ordered) props[panel.prop] = () => panel.read(request)
  return { dashboardPanels: ordered.map((panel) => panel.key), props }
}
