import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { ResourceView, resourceUrls } from '~/components/resource'
import { CalendarDate } from '~/components/ui/date_time'
import { clientsResource } from '~/features/clients/clients_resource'
import { ProgramStatusBadge } from '~/features/programs/program_parts'
import { programsResource } from '~/features/programs/programs_resource'
import type { ProgramViewProps } from '~/features/programs/types'

export default function ProgramsView({ record, can }: ProgramViewProps) {
  // The client's name links to its page only for users who may open it.
  const permissions = usePage().props.user?.permission ?? []
  const clientLabel = `${record.client} (${record.client_code})`
  return (
    <ResourceView
      resource={programsResource}
      record={record}
      can={can}
      fields={[
        {
          title: 'Program',
          fields: [
            { label: 'Name', value: record.name, id: 'name' },
            { label: 'Code', value: <span className="font-mono">{record.code}</span>, id: 'code' },
            {
              label: 'Status',
              value: <ProgramStatusBadge status={record.standing} />,
              id: 'status',
            },
            {
              label: 'Client',
              value: permissions.includes('access-clients') ? (
                <Link
                  href={resourceUrls(clientsResource).view(record.client_id)}
                  className="text-primary hover:underline"
                >
                  {clientLabel}
                </Link>
              ) : (
                clientLabel
              ),
              id: 'client',
            },
            { label: 'Program type', value: record.program_type, id: 'program_type' },
            { label: 'Service fee', value: record.service_fee, id: 'service_fee' },
            {
              label: 'Coverage summary',
              value: record.coverage_summary ? (
                <span className="whitespace-pre-line">{record.coverage_summary}</span>
              ) : null,
              wide: true,
              id: 'coverage_summary',
            },
          ],
        },
        {
          title: 'Validity',
          fields: [
            {
              label: 'Valid from',
              value: <CalendarDate value={record.valid_from} />,
              id: 'valid_from',
            },
            {
              label: 'Valid to',
              value: record.valid_to ? (
                <CalendarDate value={record.valid_to} />
              ) : (
                <span className="text-muted-foreground">Until further notice</span>
              ),
              id: 'valid_to',
            },
          ],
        },
      ]}
    />
  )
}
