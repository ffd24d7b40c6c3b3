import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type { CaseTabPageProps } from '#resources/registry'
import type MembersController from '#controllers/accounts/members_controller'

/** A member as the list shows it (generated from its server transformer). */
export type MemberRow = Data.Member

/** A member as the view and edit pages receive it. */
export type MemberRecord = Data.Member.Variants['forDetail']

export type MemberTrashRow = MemberRow & { deleted_at: string }

/** The form's option lists (server: formProps); a program knows its client. */
export type MemberFormProps = InferPageProps<typeof MembersController, 'create'>

export type MemberEditProps = InferPageProps<typeof MembersController, 'edit'>

/** The member edited in place on a case's member-details tab (its record and the form's lists). */
export type CaseMemberDetails = NonNullable<CaseTabPageProps['memberDetails']>

export type MemberViewProps = InferPageProps<typeof MembersController, 'show'>

/** A principal's dependants, first 50 by name, and how many. */
export type MemberDependants = NonNullable<MemberViewProps['dependants']>
