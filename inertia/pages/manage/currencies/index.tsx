import { ResourceIndex } from '~/components/resource'
import { currencyColumns } from '~/features/currencies/currencies_columns'
import { currenciesResource } from '~/features/currencies/currencies_resource'
import type { CurrencyIndexProps } from '~/features/currencies/types'

export default function CurrenciesIndex(props: CurrencyIndexProps) {
  return (
    <ResourceIndex
      resource={currenciesResource}
      columns={currencyColumns(props.baseCurrency)}
      page={props}
    />
  )
}
