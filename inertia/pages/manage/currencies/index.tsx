import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { currencyColumns } from '~/features/currencies/currencies_columns'
import { currenciesResource } from '~/features/currencies/currencies_resource'
import type { CurrencyRow } from '~/features/currencies/types'

export default function CurrenciesIndex(
  props: ResourceListProps<CurrencyRow> & { baseCurrency: string }
) {
  return (
    <ResourceIndex
      resource={currenciesResource}
      columns={currencyColumns(props.baseCurrency)}
      page={props}
    />
  )
}
