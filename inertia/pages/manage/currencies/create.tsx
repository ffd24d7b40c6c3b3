import { ResourceCreatePage } from '~/components/resource'
import { CurrencyForm } from '~/features/currencies/currencies_form'
import { currenciesResource } from '~/features/currencies/currencies_resource'
import type { CurrencyFormProps } from '~/features/currencies/types'

export default function CurrenciesCreate({ baseCurrency }: CurrencyFormProps) {
  return (
    <ResourceCreatePage resource={currenciesResource}>
      <CurrencyForm baseCurrency={baseCurrency} />
    </ResourceCreatePage>
  )
}
