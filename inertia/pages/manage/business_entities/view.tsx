import { usePage } from '@inertiajs/react'
import type { ResourceAbilities } from '#contracts/list'
import { ResourceView, type ViewTab } from '~/components/resource'
import { partyContactViewFields, partyIdentityViewFields } from '~/features/parties/party_fields'
import { businessEntitiesResource } from '~/features/business_entities/business_entities_resource'
import type { BusinessEntityViewProps } from '~/features/business_entities/types'
import { bankDetailViewFields } from '~/features/parties/bank_details'
import { gopSettingViewFields } from '~/features/parties/gop_settings'
import { GopTemplatesTab } from '~/features/parties/gop_templates_tab'

export default function BusinessEntitiesView({
  record,
  can,
  gopTemplates,
}: BusinessEntityViewProps & { can: ResourceAbilities }) {
  const permissions = usePage().props.user?.permission ?? []
  const tabs: ViewTab[] = [
    {
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
      ],
    },
    { value: 'bank-details', label: 'Bank details', fields: bankDetailViewFields(record) },
    { value: 'gop-settings', label: 'GOP settings', fields: gopSettingViewFields(record) },
  ]
  // The server sends the templates only to users who may see GOP templates.
  if (gopTemplates) {
    tabs.push({
      value: 'gop-templates',
      label: 'GOP templates',
      content: (
        <GopTemplatesTab
          templates={gopTemplates}
          owner={{ param: 'business_entity_id', id: record.id }}
          canCreate={permissions.includes('create-gop-template')}
        />
      ),
    })
  }
  return <ResourceView resource={businessEntitiesResource} record={record} can={can} tabs={tabs} />
}
