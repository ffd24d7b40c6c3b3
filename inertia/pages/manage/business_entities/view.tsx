import { usePage } from '@inertiajs/react'
import type { ResourceAbilities } from '#contracts/list'
import { ResourceView, type ViewTab } from '~/components/resource'
import { EnabledBadge } from '~/components/ui/enabled_badge'
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
        { label: 'Name', value: record.name, id: 'name' },
        { label: 'Code', value: <span className="font-mono">{record.code}</span>, id: 'code' },
        { label: 'Status', value: <EnabledBadge enabled={record.is_enabled} />, id: 'status' },
        { label: 'Legal name', value: record.legal_name, id: 'legal_name' },
        { label: 'Registration number', value: record.registration_number, id: 'registration' },
        { label: 'Tax number', value: record.tax_number, id: 'tax_number' },
        { label: 'Country', value: record.country, id: 'country' },
        { label: 'City', value: record.city, id: 'city' },
        {
          label: 'Billing currency',
          value: record.currency_code ? (
            <span className="font-mono">{record.currency_code}</span>
          ) : null,
          id: 'currency_code',
        },
        { label: 'Phone', value: record.phone, id: 'phone' },
        {
          label: 'Email',
          value: record.email ? (
            <a href={`mailto:${record.email}`} className="text-primary hover:underline">
              {record.email}
            </a>
          ) : null,
          id: 'email',
        },
        {
          label: 'Website',
          value: record.website ? (
            <a
              href={record.website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary hover:underline"
            >
              {record.website}
            </a>
          ) : null,
          id: 'website',
        },
        {
          label: 'Address',
          value: record.address ? (
            <span className="whitespace-pre-line">{record.address}</span>
          ) : null,
          wide: true,
          id: 'address',
        },
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
