import { ProgramSchema } from '#database/schema'

export default class Program extends ProgramSchema {}
