import type { ChildTable } from '#contracts/row_actions'
import type { Data } from '@generated/data'
import type { ListPage, Lockable, Option, ResourceAbilities } from '#contracts/list'

/** A request for payment as every RFP table shows it (generated from its transformer). */
export type RfpRow = Data.Rfp & Lockable

export type RfpsPage = ListPage<RfpRow>

/** The case's RFP tab: its rows with what the user may do to each now. */
export type RfpsTable = ChildTable<RfpRow>

/** What the RFP dialog offers (server: app/resources/case_rfps.ts rfpFormOptions). */
export type RfpOptions = {
  /** The client's billing currency, the RFP's. */
  currency: string
  paymentTermsDays: number
  /** The program's fee, else the client's, else "0.00". */
  defaultFee: string
  statuses: Option[]
  /** The case's approved charge slips not billed yet (their labels give the amounts). */
  slips: Option[]
}

/** navigate.request-for-payments.index (server: app/controllers/navigate/rfps_controller.ts). */
export type RfpsIndexProps = RfpsPage & { can: ResourceAbilities }

/** What a case's RFPs add up to (server: app/services/case_balance.ts rfpBalance). */
export type RfpBalance = {
  currency: string | null
  invoiced: string
  collected: string
  rfps: number
  pending: number
}
