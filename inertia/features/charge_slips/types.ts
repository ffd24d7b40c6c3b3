import type { Data } from '@generated/data'
import type { Lockable } from '#contracts/list'
import type { InferPageProps } from '#contracts/page_props'
import type { CaseTabPageProps } from '#resources/registry'
import type CasesController from '#controllers/navigate/cases_controller'
import type ChargeSlipsController from '#controllers/navigate/charge_slips_controller'

/**
 * The charge slip pages' and tab's props, named from what the server sends: the list page's
 * from its controller, the case tab's from its resource's readers (`CaseTabPageProps`).
 */

/** A charge slip as every charge slip table shows it (generated from its transformer). */
export type ChargeSlipRow = Data.ChargeSlip & Lockable

/** The case's charge-slips tab: its rows with what the user may do to each now. */
export type ChargeSlipsTable = NonNullable<CaseTabPageProps['chargeSlips']>

/** What the charge slip dialog offers (server: case_charge_slips.ts chargeSlipFormOptions). */
export type ChargeSlipOptions = NonNullable<CaseTabPageProps['chargeSlipOptions']>

/** navigate.charge-slips.index (server: app/controllers/navigate/charge_slips_controller.ts). */
export type ChargeSlipsIndexProps = InferPageProps<typeof ChargeSlipsController, 'index'>

/**
 * What a case's charge slips add up to, for the case page's header (server:
 * app/services/case_balance.ts chargeSlipBalance; null for who may not see the slips).
 */
export type ChargeSlipBalance = NonNullable<
  InferPageProps<typeof CasesController, 'show'>['chargeSlipBalance']
>
