import { ResourceCreatePage } from '~/components/resource'
import { GopTemplateForm } from '~/features/gop_templates/gop_templates_form'
import { gopTemplatesResource } from '~/features/gop_templates/gop_templates_resource'
import type { GopTemplateFormProps } from '~/features/gop_templates/types'

export default function GopTemplatesCreate(props: GopTemplateFormProps) {
  return (
    <ResourceCreatePage resource={gopTemplatesResource}>
      <GopTemplateForm {...props} />
    </ResourceCreatePage>
  )
}
