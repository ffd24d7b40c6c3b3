import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { CaseSchema } from '#database/schema'
import Center from '#models/center'
import Client from '#models/client'
import IncidentType from '#models/incident_type'
import Member from '#models/member'
import Program from '#models/program'
import User from '#models/user'

/**
 * A case (PRODUCT.md "Cases"). Its number comes from app/services/case_number.ts inside the
 * creating transaction; every read of cases is scoped to the user's center by the caller.
 */
export default class Case extends CaseSchema {
  @belongsTo(() => Center)
  declare center: BelongsTo<typeof Center>

  @belongsTo(() => Client)
  declare client: BelongsTo<typeof Client>

  @belongsTo(() => Program)
  declare program: BelongsTo<typeof Program>

  @belongsTo(() => Member)
  declare member: BelongsTo<typeof Member>

  /** The agent handling the case (set when it is activated). */
  @belongsTo(() => User, { foreignKey: 'ownerId' })
  declare owner: BelongsTo<typeof User>

  @belongsTo(() => IncidentType)
  declare incidentType: BelongsTo<typeof IncidentType>
}
