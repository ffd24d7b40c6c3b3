import { ResourceEditPage } from '~/components/resource'
import { WhatsAppTemplateForm } from '~/features/whats_app_templates/whats_app_templates_form'
import { whatsAppTemplatesResource } from '~/features/whats_app_templates/whats_app_templates_resource'
import type { WhatsAppTemplateEditProps } from '~/features/whats_app_templates/types'

export default function WhatsAppTemplatesEdit(props: WhatsAppTemplateEditProps) {
  return (
    <ResourceEditPage resource={whatsAppTemplatesResource} record={props.record}>
      <WhatsAppTemplateForm {...props} />
    </ResourceEditPage>
  )
}
