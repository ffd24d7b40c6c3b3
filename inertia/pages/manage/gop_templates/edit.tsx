import { ResourceEditPage } from '~/components/resource'
import { GopTemplateForm } from '~/features/gop_templates/gop_templates_form'
import { gopTemplatesResource } from '~/features/gop_templates/gop_templates_resource'
import type { GopTemplateEditProps } from '~/features/gop_templates/types'

export default function GopTemplatesEdit(props: GopTemplateEditProps) {
  return (
    <ResourceEditPage resource={gopTemplatesResource} record={props.record}>
      <GopTemplateForm {...props} />
    </ResourceEditPage>
  )
}
