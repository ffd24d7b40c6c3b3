import { ResourceView } from '~/components/resource'
import { RichTextView } from '~/components/rich_text/rich_text_view'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import { gopTemplatesResource } from '~/features/gop_templates/gop_templates_resource'
import { OwnerText, TemplatePreview } from '~/features/gop_templates/template_parts'
import type { GopTemplateViewProps } from '~/features/gop_templates/types'

export default function GopTemplatesView({ record, can }: GopTemplateViewProps) {
  const details = [
    { label: 'Name', value: record.name, id: 'name' },
    { label: 'Owner', value: <OwnerText owner={record.owner} />, id: 'owner' },
    { label: 'Language', value: record.language.toUpperCase(), id: 'language' },
    { label: 'Status', value: <EnabledBadge enabled={record.is_enabled} />, id: 'status' },
    {
      label: 'Description',
      value: record.description ? (
        <span className="whitespace-pre-line">{record.description}</span>
      ) : null,
      wide: true,
      id: 'description',
    },
  ]
  return (
    <ResourceView
      resource={gopTemplatesResource}
      record={record}
      can={can}
      tabs={[
        {
          value: 'template',
          label: 'Template',
          fields: [
            { fields: details },
            {
              title: 'Letter',
              fields: [
                {
                  label: 'Body',
                  value: <RichTextView value={record.body} />,
                  wide: true,
                  id: 'body',
                },
              ],
            },
          ],
        },
        {
          value: 'preview',
          label: 'Preview',
          content: <TemplatePreview body={record.body} />,
        },
      ]}
    />
  )
}
