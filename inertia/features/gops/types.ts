import type { ChildTable } from '#contracts/row_actions'
import type { Data } from '@generated/data'
import type { ListPage, Lockable, Option, ResourceAbilities } from '#contracts/list'
import type { ProviderPick } from '#contracts/provider_options'

/** A GOP as every GOP table shows it (generated from app/transformers/gop_transformer.ts). */
export type GopRow = Data.Gop & Lockable

export type GopsPage = ListPage<GopRow>

/** The case's GOP tab: its rows with what the user may do to each now. */
export type GopsTable = ChildTable<GopRow>

/** What the GOP dialog offers (server: case_gops.ts gopFormOptions). */
export type GopOptions = {
  businessEntities: Option[]
  currencies: Option[]
  statuses: Option[]
  /** Manage › GOP settings' default issuer, the first choice of a new GOP. */
  defaultBusinessEntityId: string | null
  /** The case center's currency, the first choice of a new GOP. */
  defaultCurrency: string | null
  /** Enabled letters; a party's own carries its id (offered with that provider or entity). */
  templates: (Option & { provider_id: string | null; business_entity_id: string | null })[]
  /**
   * Where the case says the member is treated (its form's first provider answer and the day
   * answered beside it): a new GOP's provider and admission date (server: caseTreatment).
   */
  treatment: { provider: ProviderPick | null; admission_date: string | null }
}

/** navigate.guarantee-of-payments.index (server: app/controllers/navigate/gops_controller.ts). */
export type GopsIndexProps = GopsPage & { can: ResourceAbilities }

/** What a case's GOPs add up to in its center's currency (server: app/services/case_balance.ts). */
export type GopBalance = {
  currency: string | null
  /** Issued (approved or sent) and not withdrawn, at each GOP's fixed rate: "18802.82". */
  guaranteed: string
  issued: number
  pending: number
}

/** A withdrawal of a GOP, a row of the case's WGOP tab (generated from its transformer). */
export type GopWithdrawalRow = Data.GopWithdrawal & Lockable

export type GopWithdrawalsPage = ChildTable<GopWithdrawalRow>

/** What the WGOP dialog offers (server: withdrawalFormOptions). */
export type WithdrawalOptions = {
  reasons: Option[]
  /** The case's issued GOPs not withdrawn yet. */
  gops: Option[]
}
