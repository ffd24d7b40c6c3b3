import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type UsersController from '#controllers/accounts/users_controller'

/** A user as the list shows it (generated from its server transformer). */
export type UserRow = Data.User

export type UserRecord = Data.User.Variants['forDetail']

export type UserTrashRow = UserRow & { deleted_at: string }

/**
 * The roles and centers the signed-in user may hand out; on their own account (`ownAccount`)
 * the access section is read-only (server: users.ts accessFormProps).
 */
export type UserFormProps = InferPageProps<typeof UsersController, 'create'>

export type UserEditProps = InferPageProps<typeof UsersController, 'edit'>

export type UserViewProps = InferPageProps<typeof UsersController, 'show'>
