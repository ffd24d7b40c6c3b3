import vine from '@vinejs/vine'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import { isRecordId, recordIdField } from '#validators/rules/record_id'

/**
 * Every posted id must be a capability. Checked once for the whole list (one query, not one per
 * checkbox: a role may hold all of the catalogue), and reported beside the checklist rather than
 * on an item the form does not show. It runs before the items are read as numbers, so it only
 * reads them as the item rule will (Number) and looks at those that can be ids (never
 * 2147483648, which PostgreSQL would refuse); the item rule reports the others.
 */
const knownCapabilities = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (!Array.isArray(value)) return
    const ids = value.map(Number).filter(isRecordId)
    if (ids.length === 0) return
    const found: { id: number }[] = await db.from('capabilities').whereIn('id', ids).select('id')
    const known = new Set(found.map((row) => row.id))
    if (ids.some((id) => !known.has(id))) {
      field.report('Please choose capabilities from the list.', 'knownCapabilities', field)
    }
  },
  { isAsync: true }
)

/**
 * The system role keeps its name: the access seeder finds it by name on every start and would
 * otherwise create a second "Administrator".
 */
const systemRoleKeepsName = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    const { recordId } = field.meta as { recordId?: number }
    if (recordId === undefined || typeof value !== 'string') return
    const role: { name: string; is_system: boolean } | null = await db
      .from('roles')
      .where('id', recordId)
      .select('name', 'is_system')
      .first()
    if (role?.is_system && role.name !== value) {
      field.report(`The system role is always called ${role.name}.`, 'systemRoleName', field)
    }
  },
  { isAsync: true }
)

export const roleValidator = vine.create({
  // Unique among live roles whatever the case (roles_name_unique).
  name: vine
    .string()
    .trim()
    .minLength(2)
    .maxLength(80)
    .use(systemRoleKeepsName())
    .use(
      uniqueAmongLive({ table: 'roles', column: 'name', caseInsensitive: true, label: 'role name' })
    ),
  description: vine.string().trim().maxLength(500).optional(),
  // A checklist posts `capabilities[]` once per checked box; none checked posts nothing (none).
  capabilities: vine.array(recordIdField()).use(knownCapabilities()).distinct().optional(),
})
