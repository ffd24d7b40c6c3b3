import type { Data } from '@generated/data'
import type { Lockable } from '#contracts/list'
import type { InferPageProps } from '#contracts/page_props'
import type { CaseTabPageProps } from '#resources/registry'
import type CasesController from '#controllers/navigate/cases_controller'
import type RfpsController from '#controllers/navigate/rfps_controller'

/**
 * The RFP pages' and tab's props, named from what the server sends: the list page's from its
 * controller, the case tab's from its resource's readers (`CaseTabPageProps`).
 */

/** A request for payment as every RFP table shows it (generated from its transformer). */
export type RfpRow = Data.Rfp & Lockable

/** The case's RFP tab: its rows with what the user may do to each now. */
export type RfpsTable = NonNullable<CaseTabPageProps['rfps']>

/** What the RFP dialog offers (server: app/resources/case_rfps.ts rfpFormOptions). */
export type RfpOptions = NonNullable<CaseTabPageProps['rfpOptions']>

/** navigate.request-for-payments.index (server: app/controllers/navigate/rfps_controller.ts). */
export type RfpsIndexProps = InferPageProps<typeof RfpsController, 'index'>

/**
 * What a case's RFPs add up to, for the case page's header (server: app/services/case_balance.ts
 * rfpBalance; null for who may not see the RFPs).
 */
export type RfpBalance = NonNullable<InferPageProps<typeof CasesController, 'show'>['rfpBalance']>
