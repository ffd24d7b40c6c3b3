import { ResourceView } from '~/components/resource'
import { emailGroupsResource } from '~/features/email_groups/email_groups_resource'
import type { EmailGroupViewProps } from '~/features/email_groups/types'

export default function EmailGroupsView({ record, can }: EmailGroupViewProps) {
  return (
    <ResourceView
      resource={emailGroupsResource}
      record={record}
      can={can}
      fields={[
        { label: 'Name', value: record.name },
        { label: 'Number of addresses', value: record.address_count, id: 'address-count' },
        {
          label: 'Addresses',
          id: 'addresses',
          wide: true,
          value: (
            <ul className="grid gap-x-6 gap-y-1 font-mono text-[0.8125rem] sm:grid-cols-2 lg:grid-cols-3">
              {record.addresses.map((address) => (
                <li key={address} className="truncate" title={address}>
                  {address}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  )
}
