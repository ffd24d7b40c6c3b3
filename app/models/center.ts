import { CenterSchema } from '#database/schema'

export default class Center extends CenterSchema {
  /** Codes are shown uppercase everywhere (SPEC.md §2 center badge). */
  get displayCode() {
    return this.code.toUpperCase()
  }
}
