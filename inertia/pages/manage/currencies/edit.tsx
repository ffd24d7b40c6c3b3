import { ResourceEditPage } from '~/components/resource'
import { CurrencyForm } from '~/features/currencies/currencies_form'
import { currenciesResource } from '~/features/currencies/currencies_resource'
import type { CurrencyEditProps } from '~/features/currencies/types'

export default function CurrenciesEdit({ record, baseCurrency }: CurrencyEditProps) {
  return (
    <ResourceEditPage resource={currenciesResource} record={record}>
      <CurrencyForm record={record} baseCurrency={baseCurrency} />
    </ResourceEditPage>
  )
}
