import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { gopTemplateColumns } from '~/features/gop_templates/gop_templates_columns'
import { gopTemplatesResource } from '~/features/gop_templates/gop_templates_resource'
import type { GopTemplateTrashRow } from '~/features/gop_templates/types'

export default function GopTemplatesTrash(props: ResourceListProps<GopTemplateTrashRow>) {
  return <ResourceTrash resource={gopTemplatesResource} columns={gopTemplateColumns} page={props} />
}
