import { StateSchema } from '#database/schema'

export default class State extends StateSchema {}
