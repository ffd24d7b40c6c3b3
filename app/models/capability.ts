import { CapabilitySchema } from '#database/schema'

export default class Capability extends CapabilitySchema {}
