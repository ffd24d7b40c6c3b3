import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { countryColumns } from '~/features/countries/countries_columns'
import { countriesResource } from '~/features/countries/countries_resource'
import type { CountryTrashRow } from '~/features/countries/types'

export default function CountriesTrash(props: ResourceListProps<CountryTrashRow>) {
  return <ResourceTrash resource={countriesResource} columns={countryColumns} page={props} />
}
