import { ResourceView } from '~/components/resource'
import { TemplateBody, TemplateStatusBadge } from '~/features/whats_app_templates/template_parts'
import { whatsAppTemplatesResource } from '~/features/whats_app_templates/whats_app_templates_resource'
import type { WhatsAppTemplateViewProps } from '~/features/whats_app_templates/types'

export default function WhatsAppTemplatesView({ record, can }: WhatsAppTemplateViewProps) {
  return (
    <ResourceView
      resource={whatsAppTemplatesResource}
      record={record}
      can={can}
      fields={[
        { label: 'Name', value: <span className="font-mono">{record.name}</span>, id: 'name' },
        { label: 'Status', value: <TemplateStatusBadge status={record.status} />, id: 'status' },
        { label: 'Language', value: record.language, id: 'language' },
        { label: 'Category', value: record.category, id: 'category' },
        { label: 'Placeholders', value: record.placeholders, id: 'placeholders' },
        { label: 'Body', value: <TemplateBody body={record.body} />, wide: true, id: 'body' },
      ]}
    />
  )
}
