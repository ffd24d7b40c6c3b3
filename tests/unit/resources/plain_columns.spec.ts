import { test } from '@japa/runner'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import * as schema from '#database/schema'
import Country from '#models/country'
import { plainRowOf, type PlainColumns } from '#resources/shared'

/** PlainColumns' rule for a column name: `_` before every capital, then lower case. */
const typedColumnName = (attribute: string) =>
  attribute.replace(/[A-Z]/g, (capital) => `_${capital.toLowerCase()}`)

test.group('PlainColumns', () => {
  test('names every column of every model as the naming strategy does', ({ assert }) => {
    const models = Object.values(schema) as unknown as (LucidModel & {
      $columns: readonly string[]
    })[]
    assert.isAbove(models.length, 30)
    for (const model of models) {
      model.boot()
      for (const attribute of model.$columns) {
        assert.equal(
          typedColumnName(attribute),
          model.$getColumn(attribute)?.columnName,
          `${model.name}.${attribute}`
        )
      }
    }
  })

  test('is what plainRowOf gives a detail transformer', ({ assert }) => {
    const country = new Country()
    country.merge({ code: 'MY', iso3: 'MYS', name: 'Malaysia', dialingCode: '+60' })
    const row: Partial<PlainColumns<Country>> = plainRowOf(country)
    assert.equal(row.dialing_code, '+60')
    assert.equal(row.iso3, 'MYS')
  })
})
