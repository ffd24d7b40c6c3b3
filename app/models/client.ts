import { ClientSchema } from '#database/schema'

export default class Client extends ClientSchema {}
