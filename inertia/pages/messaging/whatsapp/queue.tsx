import { useMemo } from 'react'
import { DataTable } from '~/components/data_table'
import { PageHeader } from '~/components/resource'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ConversationList } from '~/features/whatsapp/conversation_list'
import { queueColumns } from '~/features/whatsapp/queue_columns'
import type { QueuePageProps } from '~/features/whatsapp/types'
import { useInboxLive } from '~/features/whatsapp/use_inbox_live'
import { useServerNow } from '~/features/whatsapp/waiting_time'

/**
 * WhatsApp Queueing (SPEC §2 messaging.whatsapp.queue): the current center's waiting contacts,
 * longest-waiting first, live; Take assigns one to me (exactly one agent wins) and opens it.
 * Beside it, the conversations I already hold.
 */
export default function WhatsappQueue(page: QueuePageProps) {
  const now = useServerNow(page.now, 15_000)
  const columns = useMemo(() => queueColumns(now, page.selectedId), [now, page.selectedId])
  useInboxLive({ queueProps: ['rows', 'meta', 'query'], mineProps: ['mine'] })
  return (
    <>
      <PageHeader
        title="WhatsApp Queueing"
        breadcrumbs={[{ label: 'Messaging' }, { label: 'WhatsApp Queueing' }]}
        description={
          page.center
            ? `Members waiting for an answer at ${page.center.name}, longest-waiting first.`
            : 'Choose a center to work in to see its queue.'
        }
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <DataTable
          tableKey="whatsapp-queue"
          page={page}
          columns={columns}
          caption="Waiting contacts"
          rowLabel={(row) => row.name}
          searchPlaceholder="Search by name or number..."
          emptyHint="Nobody is waiting. New contacts appear here as they write."
        />
        <Card className="h-fit gap-0 py-0">
          <CardHeader className="border-b px-3 py-3">
            <CardTitle className="text-sm">Your conversations</CardTitle>
          </CardHeader>
          <CardContent className="px-0">
            <ConversationList conversations={page.mine} currentId={null} now={now} />
          </CardContent>
        </Card>
      </div>
    </>
  )
}
