import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { gopTemplateColumns } from '~/features/gop_templates/gop_templates_columns'
import { gopTemplatesResource } from '~/features/gop_templates/gop_templates_resource'
import type { GopTemplateRow } from '~/features/gop_templates/types'

export default function GopTemplatesIndex(props: ResourceListProps<GopTemplateRow>) {
  return <ResourceIndex resource={gopTemplatesResource} columns={gopTemplateColumns} page={props} />
}
