import { ProviderSchema } from '#database/schema'

export default class Provider extends ProviderSchema {}
