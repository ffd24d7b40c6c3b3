import { PencilIcon } from 'lucide-react'
import { urlFor } from '~/client'
import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import { capabilityColumns } from '~/features/capabilities/capabilities_columns'
import type { CapabilitiesIndexProps, CapabilityRow } from '~/features/capabilities/types'

/**
 * Settings › Capabilities: the permission catalogue. Its names are code and cannot change;
 * holders of update-capability may reword a description.
 */
export default function CapabilitiesIndex(page: CapabilitiesIndexProps) {
  const editUrl = (row: CapabilityRow) => urlFor('settings.capabilities.edit', { id: row.id })
  return (
    <>
      <PageHeader
        title="Capabilities"
        breadcrumbs={[{ label: 'Settings' }, { label: 'Capabilities' }]}
        description="Every permission the application checks. Roles grant them; only their descriptions can be changed here."
      />
      <DataTable
        tableKey="capabilities"
        page={page}
        columns={capabilityColumns}
        caption="Capabilities"
        searchPlaceholder="Search name or description..."
        rowLabel={(row) => row.name}
        rowHref={page.can.update ? editUrl : undefined}
        rowActions={(row) =>
          page.can.update ? [{ label: 'Edit', icon: PencilIcon, href: editUrl(row) }] : []
        }
        emptyHint="No capability matches. The list is the permission catalogue in the code."
      />
    </>
  )
}
