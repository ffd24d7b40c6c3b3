import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { whatsAppTemplateColumns } from '~/features/whats_app_templates/whats_app_templates_columns'
import { whatsAppTemplatesResource } from '~/features/whats_app_templates/whats_app_templates_resource'
import type { WhatsAppTemplateRow } from '~/features/whats_app_templates/types'

export default function WhatsAppTemplatesIndex(props: ResourceListProps<WhatsAppTemplateRow>) {
  return (
    <ResourceIndex
      resource={whatsAppTemplatesResource}
      columns={whatsAppTemplateColumns}
      page={props}
    />
  )
}
