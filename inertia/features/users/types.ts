import type { Option } from '#contracts/list'

/** A user as the list shows it (server: app/resources/users.ts, toRow). */
export type UserRow = {
  id: number
  name: string
  first_name: string
  last_name: string
  email: string
  picture: string | null
  /** Role names, comma separated. */
  roles: string
  /** Center codes, comma separated. */
  centers: string
  status: string
  last_login_at: string | null
  updated_at: string | null
  deleted_at: string | null
}

export type UserRecord = UserRow & {
  created_at: string
  phone: string | null
  role_ids: number[]
  center_ids: number[]
  two_factor_enabled: boolean
  google_linked: boolean
}

export type UserTrashRow = UserRow & { deleted_at: string }

/**
 * The roles and centers the signed-in user may hand out; on their own account (`ownAccount`)
 * the access section is read-only.
 */
export type UserFormProps = { roles: Option[]; centers: Option[]; ownAccount: boolean }

export type UserEditProps = UserFormProps & { record: UserRecord }
