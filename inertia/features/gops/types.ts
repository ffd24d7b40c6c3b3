import type { Data } from '@generated/data'
import type { Lockable } from '#contracts/list'
import type { InferPageProps } from '#contracts/page_props'
import type { CaseTabPageProps } from '#resources/registry'
import type CasesController from '#controllers/navigate/cases_controller'
import type GopsController from '#controllers/navigate/gops_controller'

/**
 * The GOP pages' and tabs' props, each named from what the server sends (issue 28: typed from
 * the server, never restated): the list page's from its controller, the case tabs' from the
 * readers their resources declare (app/resources/registry.ts `CaseTabPageProps`).
 */

/** A GOP as every GOP table shows it (generated from app/transformers/gop_transformer.ts). */
export type GopRow = Data.Gop & Lockable

/** The case's GOP tab: its rows with what the user may do to each now. */
export type GopsTable = NonNullable<CaseTabPageProps['gops']>

/** What the GOP dialog offers (server: case_gops.ts gopFormOptions and caseTreatment). */
export type GopOptions = NonNullable<CaseTabPageProps['gopOptions']>

/** navigate.guarantee-of-payments.index (server: app/controllers/navigate/gops_controller.ts). */
export type GopsIndexProps = InferPageProps<typeof GopsController, 'index'>

/**
 * What a case's GOPs add up to in its center's currency, for the case page's header (server:
 * app/services/case_balance.ts gopBalance; null for who may not see the GOPs).
 */
export type GopBalance = NonNullable<InferPageProps<typeof CasesController, 'show'>['gopBalance']>

/** A withdrawal of a GOP, a row of the case's WGOP tab (generated from its transformer). */
export type GopWithdrawalRow = Data.GopWithdrawal & Lockable

export type GopWithdrawalsPage = NonNullable<CaseTabPageProps['withdrawals']>

/** What the WGOP dialog offers (server: withdrawalFormOptions): reasons, the issued GOPs. */
export type WithdrawalOptions = NonNullable<CaseTabPageProps['withdrawalOptions']>
