import { ProgramTypeSchema } from '#database/schema'

export default class ProgramType extends ProgramTypeSchema {}
