import { Link } from '@adonisjs/inertia/react'
import { resourceUrls, ResourceView } from '~/components/resource'
import { countriesResource } from '~/features/countries/countries_resource'
import { statesResource } from '~/features/states/states_resource'
import type { StateViewProps } from '~/features/states/types'

export default function StatesView({ record, can }: StateViewProps) {
  return (
    <ResourceView
      resource={statesResource}
      record={record}
      can={can}
      fields={[
        { label: 'Name', value: record.name, id: 'name' },
        { label: 'Code', value: <span className="font-mono">{record.code}</span>, id: 'code' },
        {
          label: 'Country',
          value: record.country ? (
            <Link
              href={resourceUrls(countriesResource).view(record.country_id)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {record.country}
            </Link>
          ) : null,
          id: 'country',
        },
      ]}
    />
  )
}
