/**
 * A tab of the case page as the server lists it for the signed-in user, in SPEC.md §2's order
 * (app/resources/registry_tabs.ts): only the tabs whose permission they hold.
 */
export type CaseTabShown = {
  key: string
  label: string
  /** What it holds now (live rows; open tasks), null for a tab that counts nothing. */
  count: number | null
  /**
   * How it follows live changes (issue 30): the resources whose `record.changed` it shows, and
   * the page props a partial reload asks for again when one of them changes on this case.
   */
  live: { resources: string[]; props: string[] }
}
