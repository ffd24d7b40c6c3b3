import { ResourceView } from '~/components/resource'
import { BillableBadge } from '~/features/icds/billable_badge'
import { chapterLabel } from '#contracts/icd_chapters'
import { icdsResource } from '~/features/icds/icds_resource'
import type { IcdViewProps } from '~/features/icds/types'

export default function IcdsView({ record, can }: IcdViewProps) {
  return (
    <ResourceView
      resource={icdsResource}
      record={record}
      can={can}
      fields={[
        { label: 'Code', value: <span className="font-mono">{record.code}</span>, id: 'code' },
        { label: 'Chapter', value: chapterLabel(record.chapter), id: 'chapter' },
        { label: 'Billable', value: <BillableBadge billable={record.billable} />, id: 'billable' },
        { label: 'Title', value: record.title, wide: true, id: 'title' },
      ]}
    />
  )
}
