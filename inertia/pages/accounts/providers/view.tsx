import { paymentMethodLabel } from '#contracts/payment_methods'
import { ResourceView } from '~/components/resource'
import { usePartyViewTabs } from '~/features/parties/party_view_tabs'
import { partyContactViewFields } from '~/features/parties/party_fields'
import { ProviderContactsCard } from '~/features/providers/provider_contacts'
import { ProviderStatusBadge, ProviderTypeText } from '~/features/providers/provider_parts'
import { providersResource } from '~/features/providers/providers_resource'
import type { ProviderViewProps } from '~/features/providers/types'

/** SPEC.md §2: a provider's page has the tabs general-info, bank-details, gop-settings, gop-templates. */
export default function ProvidersView({ record, can, gopTemplates }: ProviderViewProps) {
  const tabs = usePartyViewTabs({
    general: {
      value: 'general-info',
      label: 'General info',
      fields: [
        {
          fields: [
            { label: 'Name', value: record.name, id: 'name' },
            { label: 'Code', value: <span className="font-mono">{record.code}</span>, id: 'code' },
            { label: 'Type', value: <ProviderTypeText type={record.provider_type} />, id: 'type' },
            {
              label: 'Status',
              value: <ProviderStatusBadge status={record.status} />,
              id: 'status',
            },
            { label: 'Tax number', value: record.tax_number, id: 'tax_number' },
            {
              label: 'Currency',
              value: record.currency_code ? (
                <span className="font-mono">{record.currency_code}</span>
              ) : null,
              id: 'currency_code',
            },
            {
              label: 'Default payment method',
              value: paymentMethodLabel(record.payment_method),
              id: 'payment_method',
            },
          ],
        },
        {
          title: 'Address and contact details',
          fields: [
            ...partyContactViewFields(record).filter((field) => field.id !== 'address'),
            { label: 'State', value: record.state, id: 'state' },
            {
              label: 'Address',
              value: record.address ? (
                <span className="whitespace-pre-line">{record.address}</span>
              ) : null,
              wide: true,
              id: 'address',
            },
            {
              label: 'Notes',
              value: record.notes ? (
                <span className="whitespace-pre-line">{record.notes}</span>
              ) : null,
              wide: true,
              id: 'notes',
            },
          ],
        },
      ],
      content: <ProviderContactsCard contacts={record.contacts} />,
    },
    record,
    gopTemplates,
    owner: { param: 'provider_id', id: record.id },
  })
  return <ResourceView resource={providersResource} record={record} can={can} tabs={tabs} />
}
