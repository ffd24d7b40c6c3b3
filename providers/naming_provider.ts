import { BaseModel, CamelCaseNamingStrategy } from '@adonisjs/lucid/orm'
import type { LucidModel } from '@adonisjs/lucid/types/model'

/**
 * Columns are snake_case but digits stay attached to their word (`iso3`, `address_line1`), as the
 * generated database/schema.ts names them; the default strategy would look for `iso_3`.
 */
function snakeCase(name: string) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
}

class AppNamingStrategy extends CamelCaseNamingStrategy {
  columnName(_model: LucidModel, attributeName: string) {
    return snakeCase(attributeName)
  }

  serializedName(_model: LucidModel, attributeName: string) {
    return snakeCase(attributeName)
  }
}

/**
 * Set while providers register, before any of them boots: the queue provider loads app/jobs at
 * boot, and a model a job imports is set up with whatever strategy is in place at that moment.
 * (As a preload it ran too late for them: every column of such a model became `iso_3`-style.)
 */
export default class NamingProvider {
  register() {
    BaseModel.namingStrategy = new AppNamingStrategy()
  }
}
