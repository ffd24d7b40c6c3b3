import { ResourceEditPage } from '~/components/resource'
import { CurrencyForm } from '~/features/currencies/currencies_form'
import { currenciesResource } from '~/features/currencies/currencies_resource'
import type { CurrencyRecord } from '~/features/currencies/types'

export default function CurrenciesEdit({
  record,
  baseCurrency,
}: {
  record: CurrencyRecord
  baseCurrency: string
}) {
  return (
    <ResourceEditPage resource={currenciesResource} record={record}>
      <CurrencyForm record={record} baseCurrency={baseCurrency} />
    </ResourceEditPage>
  )
}
