import type { ResourceRequest } from '#resources/resource_request'
import type { Json, UnionToIntersection } from '#contracts/page_props'

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

/**
 * The dashboard's props, typed from the panels declared (app/resources/registry.ts
 * `DashboardPanelProps`): each panel's prop holds what its `read` answers.
 */
export type PanelPageProps<Panel> = UnionToIntersection<
  Panel extends { prop: infer Prop extends string; read: (request: ResourceRequest) => infer Read }
    ? { [K in Prop]: Json<Awaited<Read>> }
    : never
>

/**
 * The panels' keys in order, and their props, each read only when the response carries it.
 * Inertia resolves a page's lazy props together; these are read one after another all the same,
 * as before they were lazy, so a dashboard holds one pooled connection at a time (and one
 * transaction's client is never asked two things at once).
 */
export function readDashboardPanels(panels: readonly DashboardPanel[], request: ResourceRequest) {
  const ordered = [...panels].sort((one, other) => one.order - other.order)
  let previous: Promise<unknown> = Promise.resolve()
  const inTurn = (panel: DashboardPanel) => () => {
    const read = previous.then(() => panel.read(request))
    // The next read waits for this one, whether it succeeded or not (its error is this prop's).
    previous = read.catch(() => undefined)
    return read
  }
  const props: Record<string, () => Promise<unknown>> = {}
  for (const panel of ordered) props[panel.prop] = inTurn(panel)
  // Typed for the page by the registry's `DashboardPanelProps`, which the page joins to its own.
  const sent: Record<never, never> = props
  return { dashboardPanels: ordered.map((panel) => panel.key), props: sent }
}
