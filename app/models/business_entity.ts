import { BusinessEntitySchema } from '#database/schema'

export default class BusinessEntity extends BusinessEntitySchema {}
