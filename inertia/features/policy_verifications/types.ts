import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type { WithActions } from '#contracts/row_actions'
import type { CaseTabPageProps } from '#resources/registry'
import type PolicyVerificationsController from '#controllers/verify_policy/policy_verifications_controller'

/**
 * Verify Policy's pages and the case's tab, named from what the server sends: each page's props
 * from its controller method, the tab's from its resource's readers, a row from its transformer.
 */

/** A verification request as every table and its page show it (generated from its transformer). */
export type VerificationRow = Data.PolicyVerification

/** A row with what the user may do to it now (the server's `actions`). */
export type VerificationActionRow = VerificationRow & WithActions

/** An insurer's form page (verify-policy.{insurer}.form). */
export type VerificationFormPageProps = InferPageProps<typeof PolicyVerificationsController, 'form'>

/** One field as the form page draws it. */
export type VerificationPageField = VerificationFormPageProps['form']['fields'][number]

/** verify-policy.requests.index. */
export type VerificationsIndexProps = InferPageProps<typeof PolicyVerificationsController, 'list'>

/** verify-policy.requests.view. */
export type VerificationShowProps = InferPageProps<typeof PolicyVerificationsController, 'page'>

/** The case's Verifications tab: its table, and the insurers the user may ask. */
export type VerificationsTable = NonNullable<CaseTabPageProps['verifications']>

export type VerificationFormChoices = NonNullable<CaseTabPageProps['verificationForms']>
