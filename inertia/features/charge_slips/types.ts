import type { ChildTable } from '#contracts/row_actions'
import type { Data } from '@generated/data'
import type { ListPage, Lockable, Option, ResourceAbilities } from '#contracts/list'

/** A charge slip as every charge slip table shows it (generated from its transformer). */
export type ChargeSlipRow = Data.ChargeSlip & Lockable

export type ChargeSlipsPage = ListPage<ChargeSlipRow>

/** The case's charge-slips tab: its rows with what the user may do to each now. */
export type ChargeSlipsTable = ChildTable<ChargeSlipRow>

/** What the charge slip dialog offers (server: case_charge_slips.ts chargeSlipFormOptions). */
export type ChargeSlipOptions = {
  currencies: Option[]
  paymentMethods: Option[]
  statuses: Option[]
  /** The case center's currency, the first choice of a new slip. */
  defaultCurrency: string | null
  /** The case's issued GOPs, each with its provider (offered with that provider only). */
  gops: (Option & { provider_id: string })[]
  /** The case's files: the invoice is one of them. */
  files: Option[]
}

/** navigate.charge-slips.index (server: app/controllers/navigate/charge_slips_controller.ts). */
export type ChargeSlipsIndexProps = ChargeSlipsPage & { can: ResourceAbilities }

/** What a case's charge slips add up to (server: app/services/case_balance.ts). */
export type ChargeSlipBalance = {
  currency: string | null
  /** Decimal strings in the center's currency. */
  billed: string
  approved: string
  paid: string
  slips: number
  pending: number
  /** Pending slips in a currency without a rate: not in `billed`. */
  unpriced: number
}
