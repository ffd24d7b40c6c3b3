import { formatAmount } from '~/features/gops/gop_status'
import { usePage } from '@inertiajs/react'
import { clientTypeLabel } from '#contracts/client_types'
import { ResourceView, type ViewTab } from '~/components/resource'
import { partyContactViewFields, partyIdentityViewFields } from '~/features/parties/party_fields'
import { ClientProgramsTab } from '~/features/clients/client_programs_tab'
import { clientsResource } from '~/features/clients/clients_resource'
import type { ClientViewProps } from '~/features/clients/types'

/** "30 days", "Due on receipt". */
function paymentTerms(days: number): string {
  if (days === 0) return 'Due on receipt'
  return days === 1 ? '1 day' : `${days} days`
}

export default function ClientsView({ record, can, programs }: ClientViewProps) {
  const permissions = usePage().props.user?.permission ?? []
  const tabs: ViewTab[] = [
    {
      value: 'general-info',
      label: 'General info',
      fields: [
        ...partyIdentityViewFields(record),
        { label: 'Type', value: clientTypeLabel(record.client_type), id: 'client_type' },
        { label: 'Contact person', value: record.contact_name, id: 'contact_name' },
        ...partyContactViewFields(record),
      ],
    },
    {
      value: 'billing',
      label: 'Billing',
      fields: [
        {
          label: 'Billing currency',
          value: <span className="font-mono">{record.billing_currency_code}</span>,
          id: 'billing_currency_code',
        },
        {
          label: 'Payment terms',
          value: paymentTerms(record.payment_terms_days),
          id: 'payment_terms_days',
        },
        {
          label: 'Service fee',
          value: record.service_fee
            ? formatAmount(record.service_fee, record.billing_currency_code)
            : null,
          id: 'service_fee',
        },
        {
          label: 'Billing email group',
          value: record.billing_email_group_name,
          id: 'billing_email_group',
        },
        {
          label: 'Report email group',
          value: record.report_email_group_name,
          id: 'report_email_group',
        },
      ],
    },
  ]
  // The server sends the programs only to users who may see programs.
  if (programs) {
    tabs.push({
      value: 'programs',
      label: `Programs (${programs.total})`,
      content: (
        <ClientProgramsTab
          programs={programs}
          clientId={record.id}
          canCreate={permissions.includes('create-program')}
        />
      ),
    })
  }
  return <ResourceView resource={clientsResource} record={record} can={can} tabs={tabs} />
}
