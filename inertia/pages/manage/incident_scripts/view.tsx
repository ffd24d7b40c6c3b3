import { ResourceView } from '~/components/resource'
import { RichTextView } from '~/components/rich_text/rich_text_view'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import { incidentScriptsResource } from '~/features/incident_scripts/incident_scripts_resource'
import type { IncidentScriptViewProps } from '~/features/incident_scripts/types'

export default function IncidentScriptsView({ record, can }: IncidentScriptViewProps) {
  return (
    <ResourceView
      resource={incidentScriptsResource}
      record={record}
      can={can}
      fields={[
        {
          fields: [
            { label: 'Incident type', value: record.incident_type, id: 'incident_type' },
            { label: 'Status', value: <EnabledBadge enabled={record.is_enabled} />, id: 'status' },
          ],
        },
        {
          title: 'Script',
          fields: [
            {
              // The form's wording, so the section title is not repeated as the label.
              label: 'What the agent says and asks',
              value: <RichTextView value={record.body} />,
              wide: true,
              id: 'body',
            },
          ],
        },
      ]}
    />
  )
}
