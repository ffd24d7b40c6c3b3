import { ResourceView } from '~/components/resource'
import { countriesResource } from '~/features/countries/countries_resource'
import type { CountryViewProps } from '~/features/countries/types'

export default function CountriesView({ record, can }: CountryViewProps) {
  return (
    <ResourceView
      resource={countriesResource}
      record={record}
      can={can}
      fields={[
        { label: 'Name', value: record.name },
        { label: 'Code (ISO alpha-2)', value: record.code, id: 'code' },
        { label: 'ISO alpha-3', value: record.iso3, id: 'iso3' },
        { label: 'Dialing code', value: record.dialing_code },
        { label: 'Nationality', value: record.nationality },
        { label: 'Region', value: record.region },
      ]}
    />
  )
}
