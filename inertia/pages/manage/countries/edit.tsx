import { ResourceEditPage } from '~/components/resource'
import { CountryForm } from '~/features/countries/countries_form'
import { countriesResource } from '~/features/countries/countries_resource'
import type { CountryEditProps } from '~/features/countries/types'

export default function CountriesEdit({ record }: CountryEditProps) {
  return (
    <ResourceEditPage resource={countriesResource} record={record}>
      <CountryForm record={record} />
    </ResourceEditPage>
  )
}
