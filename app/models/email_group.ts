import { EmailGroupSchema } from '#database/schema'

export default class EmailGroup extends EmailGroupSchema {
  /** A PostgreSQL varchar[]; the generator cannot type arrays. */
  declare addresses: string[]
}
