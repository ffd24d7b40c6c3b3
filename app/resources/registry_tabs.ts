import db from '@adonisjs/lucid/services/db'
import type Case from '#models/case'
import type { PlainColumns } from '#resources/shared'
import type { Permission } from '#permissions/catalogue'
import type { ResourceRequest } from '#resources/resource_request'
import type { FoundParent } from '#resources/scope'
import { CLOSED_CASE_REFUSAL } from '#resources/case_parent'
import type { CaseTabShown } from '#contracts/case_tabs'
import type { Json, UnionToIntersection } from '#contracts/page_props'

/**
 * The case page's tabs, each declared by what it shows (issue 28, "registries instead of hubs"):
 * a case-bound resource says its tab's key, label, place, permission and the props it reads, and
 * the case page lists what the registry holds (app/resources/registry.ts `caseTabs`) instead of
 * naming every tab by hand.
 */

/** What a tab's props are read from: the case, who asks, and the case as a parent of records. */
export interface CaseTabScene {
  /** The case as its page found it: its plain row (no model is built for a tab's reload). */
  record: PlainColumns<typeof Case>
  request: ResourceRequest
  /** The case as its records' tables take it: its id, and why it refuses writes (closed). */
  parent: FoundParent
}

/** Reads one of a tab's props. */
export type CaseTabProp = (scene: CaseTabScene) => Promise<unknown>

export interface CaseTab {
  /** `?tab=<key>`: SPEC.md §2's value ('guarantee-of-payments'). */
  key: string
  /** What the tab says ('GOP'). */
  label: string
  /** Its place among the tabs, SPEC.md §2's order in steps of ten (a new one fits between). */
  order: number
  /** Who sees it (SPEC.md §2): the page sends null for each of its props to anyone else. */
  permission: Permission
  /**
   * What it shows, by page prop: read at once when the page opens on this tab, otherwise only
   * when the tab asks for them by a partial reload as it opens (Inertia's optional props), so a
   * case costs the same to open however much it holds. Tabs may share a prop (the task dialog's
   * lists serve the tasks and closed-tasks tabs): it is read when either is open.
   */
  props?: Record<string, CaseTabProp>
  /**
   * Props never read with the page, only when the tab asks for them (the notes' trash), each for
   * who also holds its own permission (null for everyone else).
   */
  askedProps?: Record<string, { permission: Permission; read: CaseTabProp }>
  /**
   * What the tab's label counts ("Tasks 2"): the live rows of its table under the case, narrowed
   * by `where` (the open tasks). Every shown tab's count is read in one statement
   * (`readTabCounts`); a tab without one shows no number (the general info, the member).
   */
  count?: TabCount
  /**
   * The resources (tables, as `record.changed` names them) whose live changes it shows: set by
   * the registry to the resource that declares the tab, unless the tab names others itself.
   */
  shows?: readonly string[]
}

/** Rows a tab counts: the live rows of `table` whose `case_id` is the case's, as `where` says. */
export interface TabCount {
  table: string
  where?: Record<string, string | number | boolean>
}

/** A prop's reader's value as the page receives it. */
type ReadValue<Read> = Read extends (scene: CaseTabScene) => Promise<infer Value>
  ? Json<Value>
  : never

/**
 * What the tabs declared add to the case page's props, typed from their readers (the client
 * reads it as `CaseTabPageProps`, app/resources/registry.ts): each may be absent (not asked for
 * yet) or null (the user may not open a tab that reads it).
 */
export type TabPageProps<Tab> = UnionToIntersection<
  Tab extends unknown ? ReadProps<Tab> & AskedProps<Tab> : never
>

/** No props: a tab that reads none (the general info shows the case's own). */
type NoTabProps = Record<never, never>

type ReadProps<Tab> = Tab extends { props: infer Props }
  ? { -readonly [K in keyof Props]?: ReadValue<Props[K]> | null }
  : never

type AskedProps<Tab> = Tab extends { askedProps: infer Asked }
  ? {
      -readonly [K in keyof Asked]?: ReadValue<
        Asked[K] extends { read: infer R } ? R : never
      > | null
    }
  : NoTabProps

/**
 * The tabs' props as the case page's own props carry them: typed by the registry's
 * `CaseTabPageProps` instead, which the page joins to its own, since the case resource cannot
 * name the registry's types without naming itself.
 */
export type CaseTabPropsSent = Record<never, never>

/** The case as a parent: a closed case refuses every write under it (SPEC.md §6). */
export function caseAsParent(
  record: Pick<PlainColumns<typeof Case>, 'id' | 'status'>
): FoundParent {
  return { id: record.id, refusal: record.status === 'closed' ? CLOSED_CASE_REFUSAL : null }
}

/** Inertia's prop types want JSON; a tab's props are (rows of strings, numbers and nulls). */
type OptionalProp = Parameters<ResourceRequest['ctx']['inertia']['optional']>[0]

/** The tabs in order, and each prop with its reader and the tabs that read it. */
type TabLayout = {
  ordered: CaseTab[]
  readers: Map<string, { read: CaseTabProp; tabs: CaseTab[] }>
}

/**
 * Worked out once per registry, not on every request: the registry is fixed once the app has
 * booted, and sorting it and grouping its readers was most of `readCaseTabs`'s own time.
 */
const layouts = new WeakMap<readonly CaseTab[], TabLayout>()

function tabLayout(tabs: readonly CaseTab[]): TabLayout {
  const known = layouts.get(tabs)
  if (known) return known
  const ordered = [...tabs].sort((one, other) => one.order - other.order)
  const readers: TabLayout['readers'] = new Map()
  for (const tab of ordered) {
    for (const [name, read] of Object.entries(tab.props ?? {})) {
      const shared = readers.get(name)
      if (shared) shared.tabs.push(tab)
      else readers.set(name, { read, tabs: [tab] })
    }
  }
  const layout = { ordered, readers }
  layouts.set(tabs, layout)
  return layout
}

/** How a prop goes out: null (no tab of this user reads it), with the page, or when asked. */
type PropPlan =
  { name: string; send: 'null' } | { name: string; send: 'now' | 'asked'; read: CaseTabProp }

/** The visible tabs and each prop's plan, for one set of permissions and one open tab. */
type TabPlan = { visible: CaseTab[]; props: PropPlan[] }

/**
 * Kept per registry, per permission set (the access cache's one object per user and version)
 * and per open tab: which tabs a user sees and how each prop goes out depend on nothing else,
 * and deciding them was most of `readCaseTabs`'s time on every request (bench/README.md).
 * Only a known tab key is a key here, so a made-up `?tab=` never grows the cache.
 */
const plans = new WeakMap<TabLayout, WeakMap<ReadonlySet<Permission>, Map<string, TabPlan>>>()

function tabPlan(
  layout: TabLayout,
  permissions: ReadonlySet<Permission>,
  tabAsked: string
): TabPlan {
  // Any other value opens no tab, as before; it is not kept as a key of its own.
  const open = layout.ordered.some((known) => known.key === tabAsked) ? tabAsked : ''
  let byPermissions = plans.get(layout)
  if (!byPermissions) plans.set(layout, (byPermissions = new WeakMap()))
  let byTab = byPermissions.get(permissions)
  if (!byTab) byPermissions.set(permissions, (byTab = new Map()))
  const known = byTab.get(open)
  if (known) return known
  const visible = layout.ordered.filter((tab) => permissions.has(tab.permission))
  const props: PropPlan[] = []
  for (const [name, { read, tabs: readingTabs }] of layout.readers) {
    const seen = readingTabs.filter((tab) => visible.includes(tab))
    if (seen.length === 0) props.push({ name, send: 'null' })
    // The open tab's: sent with the page, read only if the response carries it (a reload of
    // another prop skips it).
    else props.push({ name, read, send: seen.some((tab) => tab.key === open) ? 'now' : 'asked' })
  }
  for (const declared of layout.ordered) {
    for (const [name, asked] of Object.entries(declared.askedProps ?? {})) {
      const allowed = visible.includes(declared) && permissions.has(asked.permission)
      props.push(allowed ? { name, read: asked.read, send: 'asked' } : { name, send: 'null' })
    }
  }
  const plan = { visible, props }
  byTab.set(open, plan)
  return plan
}

/**
 * The tabs this user sees, in order, with their counts, and every declared prop: null where
 * they may not open any tab that reads it, sent with the page where it opens on such a tab, else
 * left for the tab to ask; each is read only when the response carries it.
 */
export function readCaseTabs(
  tabs: readonly CaseTab[],
  record: PlainColumns<typeof Case>,
  request: ResourceRequest
): { caseTabs: () => Promise<CaseTabShown[]>; props: CaseTabPropsSent } {
  const open = String(request.ctx.request.qs().tab ?? '')
  const { visible, props: planned } = tabPlan(tabLayout(tabs), request.actor.permissions, open)
  const scene: CaseTabScene = { record, request, parent: caseAsParent(record) }
  const props: Record<string, unknown> = {}
  for (const prop of planned) {
    if (prop.send === 'null') props[prop.name] = null
    else if (prop.send === 'now') props[prop.name] = () => prop.read(scene)
    else props[prop.name] = request.ctx.inertia.optional((() => prop.read(scene)) as OptionalProp)
  }
  return {
    // With the page and whenever asked for, not with a tab's reload of its own table.
    caseTabs: async (): Promise<CaseTabShown[]> => {
      const counts = await readTabCounts(visible, record.id)
      return visible.map((tab) => ({
        key: tab.key,
        label: tab.label,
        count: counts.get(tab.key) ?? null,
        live: {
          resources: [...(tab.shows ?? [])],
          props: [...Object.keys(tab.props ?? {}), ...Object.keys(tab.askedProps ?? {})],
        },
      }))
    },
    props,
  }
}

/**
 * The counts of the tabs given (the ones this user sees), by tab key, in ONE statement: a
 * scalar subquery per counting tab, each read along its table's `case_id` index. A tab the user
 * may not open is never given, so nothing is counted for it.
 */
export async function readTabCounts(
  tabs: readonly CaseTab[],
  caseId: number
): Promise<Map<string, number>> {
  const counted = tabs.filter((tab): tab is CaseTab & { count: TabCount } => !!tab.count)
  if (counted.length === 0) return new Map()
  const parts = counted.map(({ count }, index) => {
    const rows = db.from(count.table).where('case_id', caseId).whereNull('deleted_at')
    for (const [column, value] of Object.entries(count.where ?? {})) rows.where(column, value)
    const { sql, bindings } = rows.count('*').toSQL()
    return { sql: `(${sql}) AS "count_${index}"`, bindings: bindings as (string | number)[] }
  })
  const result: { rows: Record<string, string | number>[] } = await db.rawQuery(
    `SELECT ${parts.map((part) => part.sql).join(', ')}`,
    parts.flatMap((part) => part.bindings)
  )
  const [row] = result.rows
  return new Map(counted.map((tab, index) => [tab.key, Number(row[`count_${index}`] ?? 0)]))
}
