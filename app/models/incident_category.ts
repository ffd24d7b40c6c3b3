import { IncidentCategorySchema } from '#database/schema'

export default class IncidentCategory extends IncidentCategorySchema {}
