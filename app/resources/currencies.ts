import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import Currency from '#models/currency'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { currencyValidator } from '#validators/reference'
import { ilikeAny, plainRowOf } from '#resources/shared'
import { readSettings } from '#services/settings'
import CurrencyTransformer, { type PlainCurrency } from '#transformers/currency_transformer'

export type CurrencyRow = ReturnType<CurrencyTransformer['toObject']>

async function baseCurrencyProp() {
  const { base_currency_code: baseCurrency } = await readSettings(['base_currency_code'])
  return { baseCurrency }
}

export const currenciesResource = {
  pages: 'manage/currencies' as const,
  routes: 'manage.currencies',
  noun: 'Currency',
  permissions: permissionSet('currencies', 'currency'),
  list: {
    model: Currency,
    columns: [
      'id',
      'code',
      'name',
      'symbol',
      'decimals',
      'rate_to_base',
      'rate_date',
      'created_at',
      'updated_at',
      'deleted_at',
    ],
    sortable: { code: 'code', name: 'name', rate_date: 'rate_date', updated_at: 'updated_at' },
    defaultSort: 'code',
    search: (query, term) => query.where(ilikeAny(['code', 'name'], term)),
    filters: {
      rate: {
        options: () => [
          { label: 'Has a rate', value: 'set' },
          { label: 'No rate yet', value: 'missing' },
        ],
        apply: (query, values) => {
          if (values.length !== 1) return
          if (values[0] === 'set') query.whereNotNull('rate_to_base')
          else query.whereNull('rate_to_base')
        },
      },
    },
    transformer: CurrencyTransformer,
  },
  store: { model: Currency, subjectType: 'currency', labels: { code: 'currency code' } },
  validator: currencyValidator,
  attributes: (input: Infer<(typeof currencyValidator)['schema']>) => ({
    code: input.code,
    name: input.name,
    symbol: input.symbol ?? null,
    decimals: input.decimals,
    rateToBase: input.rate_to_base ?? null,
    rateDate: input.rate_date ? DateTime.fromJSDate(input.rate_date) : null,
  }),
  // The rates are per one unit of the base currency (General settings): the pages name it.
  indexProps: async () => baseCurrencyProp(),
  formProps: async () => baseCurrencyProp(),
  viewProps: async () => baseCurrencyProp(),
  toDetail: (currency: Currency) =>
    new CurrencyTransformer(plainRowOf<PlainCurrency>(currency)).forDetail(),
  label: (currency: Currency) => currency.code,
  // Held by code, not id (no foreign key can see these): each is a record's working currency,
  // which its form must still offer.
} satisfies ResourceDefinition<
  typeof Currency,
  CurrencyRow,
  CurrencyRow & { created_at: string },
  (typeof currencyValidator)['schema'],
  'manage/currencies',
  PlainCurrency
>
