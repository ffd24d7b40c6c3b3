import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import { activityColumns } from '~/features/activity_log/activity_columns'
import type { ActivityLogProps } from '~/features/activity_log/types'

/** Settings › Activity log: every change and sign-in event, newest first. Read-only. */
export default function ActivityLog(page: ActivityLogProps) {
  return (
    <>
      <PageHeader
        title="Activity log"
        breadcrumbs={[{ label: 'Settings' }, { label: 'Activity log' }]}
        description="Who changed what, and when. Entries cannot be edited or deleted."
      />
      <DataTable
        tableKey="activity-log"
        page={page}
        columns={activityColumns}
        caption="Activity log"
        emptyHint="Nothing has been logged for these filters."
      />
    </>
  )
}
