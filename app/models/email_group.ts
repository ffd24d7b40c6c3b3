import { EmailGroupSchema } from '#database/schema'

export default class EmailGroup extends EmailGroupSchema {}
