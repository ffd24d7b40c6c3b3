import { ResourceCreatePage } from '~/components/resource'
import { WhatsAppTemplateForm } from '~/features/whats_app_templates/whats_app_templates_form'
import { whatsAppTemplatesResource } from '~/features/whats_app_templates/whats_app_templates_resource'
import type { WhatsAppTemplateFormProps } from '~/features/whats_app_templates/types'

export default function WhatsAppTemplatesCreate(props: WhatsAppTemplateFormProps) {
  return (
    <ResourceCreatePage resource={whatsAppTemplatesResource}>
      <WhatsAppTemplateForm {...props} />
    </ResourceCreatePage>
  )
}
