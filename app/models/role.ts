import { manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { RoleSchema } from '#database/schema'
import Capability from '#models/capability'

export default class Role extends RoleSchema {
  @manyToMany(() => Capability, { pivotTable: 'capability_role' })
  declare capabilities: ManyToMany<typeof Capability>
}
