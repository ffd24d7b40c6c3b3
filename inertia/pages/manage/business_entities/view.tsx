import { ResourceView } from '~/components/resource'
import { usePartyViewTabs } from '~/features/parties/party_view_tabs'
import { partyContactViewFields, partyIdentityViewFields } from '~/features/parties/party_fields'
import { businessEntitiesResource } from '~/features/business_entities/business_entities_resource'
import type { BusinessEntityViewProps } from '~/features/business_entities/types'

export default function BusinessEntitiesView({
  record,
  can,
  gopTemplates,
}: BusinessEntityViewProps) {
  const tabs = usePartyViewTabs({
    general: {
      value: 'general-info',
      label: 'General info',
      fields: [
        ...partyIdentityViewFields(record),
        { label: 'Legal name', value: record.legal_name, id: 'legal_name' },
        { label: 'Registration number', value: record.registration_number, id: 'registration' },
        { label: 'Tax number', value: record.tax_number, id: 'tax_number' },
        {
          label: 'Billing currency',
          value: record.currency_code ? (
            <span className="font-mono">{record.currency_code}</span>
          ) : null,
          id: 'currency_code',
        },
        ...partyContactViewFields(record),
        {
          label: 'Logo',
          value: record.logo_url ? (
            <img
              src={record.logo_url}
              alt={`${record.name} logo`}
              className="h-12 w-auto max-w-48 rounded border bg-white object-contain p-1"
            />
          ) : null,
          id: 'logo',
        },
      ],
    },
    record,
    gopTemplates,
    owner: { param: 'business_entity_id', id: record.id },
  })
  return <ResourceView resource={businessEntitiesResource} record={record} can={can} tabs={tabs} />
}
