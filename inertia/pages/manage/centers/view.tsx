import { ResourceView } from '~/components/resource'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import { timeZoneLabel } from '~/features/centers/center_display'
import { centersResource } from '~/features/centers/centers_resource'
import type { CenterViewProps } from '~/features/centers/types'

export default function CentersView({ record, can }: CenterViewProps) {
  return (
    <ResourceView
      resource={centersResource}
      record={record}
      can={can}
      fields={[
        { label: 'Name', value: record.name, id: 'name' },
        {
          label: 'Code',
          value: <span className="font-mono">{record.code.toUpperCase()}</span>,
          id: 'code',
        },
        {
          label: 'Status',
          value: <EnabledBadge enabled={record.is_enabled} />,
          id: 'is_enabled',
        },
        { label: 'Time zone', value: timeZoneLabel(record.time_zone), id: 'time_zone' },
        {
          label: 'Currency',
          value: record.currency_code ? (
            <span className="font-mono">{record.currency_code}</span>
          ) : null,
          id: 'currency_code',
        },
        {
          label: 'Operations email',
          value: record.operations_email,
          id: 'operations_email',
        },
        {
          label: 'Address',
          value: record.address ? (
            <span className="whitespace-pre-line">{record.address}</span>
          ) : null,
          wide: true,
          id: 'address',
        },
      ]}
    />
  )
}
