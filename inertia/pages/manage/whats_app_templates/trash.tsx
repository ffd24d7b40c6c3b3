import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { whatsAppTemplateColumns } from '~/features/whats_app_templates/whats_app_templates_columns'
import { whatsAppTemplatesResource } from '~/features/whats_app_templates/whats_app_templates_resource'
import type { WhatsAppTemplateTrashRow } from '~/features/whats_app_templates/types'

export default function WhatsAppTemplatesTrash(props: ResourceListProps<WhatsAppTemplateTrashRow>) {
  return (
    <ResourceTrash
      resource={whatsAppTemplatesResource}
      columns={whatsAppTemplateColumns}
      page={props}
    />
  )
}
