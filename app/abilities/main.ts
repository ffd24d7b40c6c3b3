import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'
import { userCan } from '#services/access'
import type { Permission } from '#permissions/catalogue'

/** The generic ability behind every policy: does the user hold this named permission? */
export const hasPermission = Bouncer.ability((user: User, permission: Permission) =>
  userCan(user, permission)
)
