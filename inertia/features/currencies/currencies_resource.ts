import { crudRoutes, defineResource } from '~/components/resource/resource'
import type { CurrencyRow } from './types'

/**
 * Rates are "units of this currency per 1 base currency" (docs/decisions.md); the pages receive
 * the base currency of General settings as `baseCurrency` (the trash, without it, says so).
 */
export const ratePer = (baseCurrency?: string) => `Rate per ${baseCurrency ?? 'base currency unit'}`

export const currenciesResource = defineResource<CurrencyRow>({
  key: 'currencies',
  title: 'Currencies',
  singular: 'currency',
  section: 'Manage',
  routes: crudRoutes('manage.currencies'),
  label: (currency) => currency.code,
  searchPlaceholder: 'Search code or name...',
})
