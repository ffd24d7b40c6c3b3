import { ResourceEditPage } from '~/components/resource'
import { CountryForm } from '~/features/countries/countries_form'
import { countriesResource } from '~/features/countries/countries_resource'
import type { CountryRecord } from '~/features/countries/types'

export default function CountriesEdit({ record }: { record: CountryRecord }) {
  return (
    <ResourceEditPage resource={countriesResource} record={record}>
      <CountryForm record={record} />
    </ResourceEditPage>
  )
}
