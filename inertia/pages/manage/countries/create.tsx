import { ResourceCreatePage } from '~/components/resource'
import { CountryForm } from '~/features/countries/countries_form'
import { countriesResource } from '~/features/countries/countries_resource'

export default function CountriesCreate() {
  return (
    <ResourceCreatePage resource={countriesResource}>
      <CountryForm />
    </ResourceCreatePage>
  )
}
