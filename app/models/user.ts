import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { belongsTo, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { UserSchema } from '#database/schema'
import Center from '#models/center'
import Role from '#models/role'
import { isPermission, type Permission } from '#permissions/catalogue'

export const userStatuses = ['enabled', 'disabled'] as const
export type UserStatus = (typeof userStatuses)[number]

const AuthFinder = withAuthFinder(hash, { uids: ['email'], passwordColumnName: 'password' })

export default class User extends compose(UserSchema, AuthFinder) {
  @manyToMany(() => Center, { pivotTable: 'center_user' })
  declare centers: ManyToMany<typeof Center>

  @manyToMany(() => Role, { pivotTable: 'role_user' })
  declare roles: ManyToMany<typeof Role>

  @belongsTo(() => Center, { foreignKey: 'currentCenterId' })
  declare currentCenter: BelongsTo<typeof Center>

  /** The sign-in lookup: emails match case-insensitively and trashed users are not found. */
  static findByLogin(email: string) {
    return this.query()
      .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
      .whereNull('deleted_at')
      .first()
  }

  get isEnabled() {
    return this.status === 'enabled'
  }

  get fullName() {
    return `${this.firstName} ${this.lastName}`.trim()
  }

  get initials() {
    return `${this.firstName.charAt(0)}${this.lastName.charAt(0)}`.toUpperCase()
  }

  /** Effective permissions: the union of the capabilities of the user's roles, in one query. */
  async permissions(): Promise<Permission[]> {
    const rows: { name: string }[] = await db
      .from('capabilities')
      .distinct('capabilities.name')
      .join('capability_role', 'capability_role.capability_id', 'capabilities.id')
      .join('role_user', 'role_user.role_id', 'capability_role.role_id')
      .join('roles', 'roles.id', 'role_user.role_id')
      .where('role_user.user_id', this.id)
      .whereNull('roles.deleted_at')
      .orderBy('capabilities.name')
    return rows.map((row) => row.name).filter(isPermission)
  }

  /** The user's live centers, ordered by code (for the Change Center options). */
  async memberCenters() {
    return Center.query()
      .join('center_user', 'center_user.center_id', 'centers.id')
      .where('center_user.user_id', this.id)
      .whereNull('centers.deleted_at')
      .where('centers.is_enabled', true)
      .orderBy('centers.code')
      .select('centers.*')
  }

  async belongsToCenter(centerId: number) {
    const row = await db
      .from('center_user')
      .join('centers', 'centers.id', 'center_user.center_id')
      .where({ 'center_user.user_id': this.id, 'center_user.center_id': centerId })
      .whereNull('centers.deleted_at')
      .where('centers.is_enabled', true)
      .first()
    return Boolean(row)
  }
}
