import { ResourceCreatePage } from '~/components/resource'
import { CurrencyForm } from '~/features/currencies/currencies_form'
import { currenciesResource } from '~/features/currencies/currencies_resource'

export default function CurrenciesCreate({ baseCurrency }: { baseCurrency: string }) {
  return (
    <ResourceCreatePage resource={currenciesResource}>
      <CurrencyForm baseCurrency={baseCurrency} />
    </ResourceCreatePage>
  )
}
