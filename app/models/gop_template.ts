import { GopTemplateSchema } from '#database/schema'

export default class GopTemplate extends GopTemplateSchema {}
