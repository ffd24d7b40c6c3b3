import { inSentence } from '~/lib/in_sentence'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeftIcon, ArchiveRestoreIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { columnHelper, DataTable, type DataTableColumn } from '~/components/data_table'
import { Button } from '~/components/ui/button'
import { DateTime } from '~/components/ui/date_time'
import { PageHeader } from './page_header'
import { RestoreRecordDialog } from './record_dialogs'
import { lockedReason, resourceUrls, type RecordId, type ResourceDefinition } from './resource'
import type { ResourceListProps } from './resource_index'

/** A trashed row also says when it was deleted. */
export type Trashed<Row> = Row & { deleted_at: string | null }

/** The deletion time of a row that has one (every trash row does). */
function deletedAtOf(row: object): string | null {
  return 'deleted_at' in row && typeof row.deleted_at === 'string' ? row.deleted_at : null
}

interface ResourceTrashProps<Row extends { id: RecordId }> {
  resource: ResourceDefinition<Row>
  /** The same columns as the index; a "Deleted" column is added. */
  columns: readonly DataTableColumn<Row>[]
  page: ResourceListProps<Trashed<Row>>
}

/**
 * A resource's trash: the same DataTable over soft-deleted rows, with Restore per row. Its column
 * choice is stored apart from the index's ('<key>-trash-columns').
 */
export function ResourceTrash<Row extends { id: RecordId }>({
  resource,
  columns,
  page,
}: ResourceTrashProps<Row>) {
  const [restoring, setRestoring] = useState<Row | null>(null)
  const urls = resourceUrls(resource)
  const trashColumns = useMemo(() => {
    const column = columnHelper<Row>()
    return [
      // "Deleted" is the time that matters here: "Updated" is offered in Columns, hidden at first
      // so the trash is no wider than the list it comes from.
      ...columns.map((item) =>
        item.id === 'updated_at' || ('accessorKey' in item && item.accessorKey === 'updated_at')
          ? { ...item, meta: { ...item.meta, defaultHidden: true } }
          : item
      ),
      column.display({
        id: 'deleted_at',
        header: 'Deleted',
        cell: ({ row }) => <DateTime value={deletedAtOf(row.original)} />,
      }),
    ]
  }, [columns])

  return (
    <>
      <PageHeader
        title={`Deleted ${inSentence(resource.title)}`}
        breadcrumbs={[
          { label: resource.section },
          { label: resource.title, href: urls.index() },
          { label: 'Trash' },
        ]}
        description={`Deleted ${inSentence(resource.title)} are kept here. Restore one to use it again.`}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link href={urls.index()} data-testid="resource-back">
              <ArrowLeftIcon aria-hidden="true" />
              Back to {inSentence(resource.title)}
            </Link>
          </Button>
        }
      />
      <DataTable<Row>
        tableKey={`${resource.key}-trash`}
        // A trashed row is a Row with one more field: the table reads it as a Row.
        page={page}
        columns={trashColumns}
        caption={`Deleted ${inSentence(resource.title)}`}
        searchPlaceholder={resource.searchPlaceholder ?? `Search ${inSentence(resource.title)}...`}
        rowLabel={resource.label}
        rowActions={(row) =>
          page.can.restore && !lockedReason(row)
            ? [{ label: 'Restore', icon: ArchiveRestoreIcon, onSelect: () => setRestoring(row) }]
            : []
        }
        emptyHint={`The trash is empty. Deleted ${inSentence(resource.title)} appear here.`}
      />
      <RestoreRecordDialog
        resource={resource}
        record={restoring}
        onClose={() => setRestoring(null)}
      />
    </>
  )
}
