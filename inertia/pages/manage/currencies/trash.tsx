import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { currencyColumns } from '~/features/currencies/currencies_columns'
import { currenciesResource } from '~/features/currencies/currencies_resource'
import type { CurrencyTrashRow } from '~/features/currencies/types'

export default function CurrenciesTrash(props: ResourceListProps<CurrencyTrashRow>) {
  return <ResourceTrash resource={currenciesResource} columns={currencyColumns()} page={props} />
}
