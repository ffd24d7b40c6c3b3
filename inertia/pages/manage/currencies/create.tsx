import { ResourceCreatePage } from '~/components/resource'
import { CurrencyForm } from '~/features/currencies/currencies_form'
import { currenciesResource } from '~/features/currencies/currencies_resource'

export default function CurrenciesCreate() {
  return (
    <ResourceCreatePage resource={currenciesResource}>
      <CurrencyForm />
    </ResourceCreatePage>
  )
}
