import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { countryColumns } from '~/features/countries/countries_columns'
import { countriesResource } from '~/features/countries/countries_resource'
import type { CountryRow } from '~/features/countries/types'

export default function CountriesIndex(props: ResourceListProps<CountryRow>) {
  return <ResourceIndex resource={countriesResource} columns={countryColumns} page={props} />
}
