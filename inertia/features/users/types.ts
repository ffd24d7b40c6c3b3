import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'

/** A user as the list shows it (generated from its server transformer). */
export type UserRow = Data.User

export type UserRecord = Data.User.Variants['forDetail']

export type UserTrashRow = UserRow & { deleted_at: string }

/**
 * The roles and centers the signed-in user may hand out; on their own account (`ownAccount`)
 * the access section is read-only.
 */
export type UserFormProps = { roles: Option[]; centers: Option[]; ownAccount: boolean }

export type UserEditProps = UserFormProps & { record: UserRecord }
