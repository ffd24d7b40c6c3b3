import { inSentence } from '~/lib/in_sentence'
import { Link } from '@adonisjs/inertia/react'
import { EyeIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { ListPage, ResourceAbilities } from '#contracts/list'
import { DataTable, type DataTableColumn, type RowAction } from '~/components/data_table'
import { Button } from '~/components/ui/button'
import { PageHeader } from './page_header'
import { DeleteRecordDialog } from './record_dialogs'
import { lockedReason, resourceUrls, type RecordId, type ResourceDefinition } from './resource'

/** The props of every index and trash page (#contracts/list plus the user's abilities). */
export type ResourceListProps<Row> = ListPage<Row> & { can: ResourceAbilities }

interface ResourceIndexProps<Row extends { id: RecordId }> {
  resource: ResourceDefinition<Row>
  columns: readonly DataTableColumn<Row>[]
  /** The page's props, as they came. */
  page: ResourceListProps<Row>
  /** Extra entries for a row's menu, before Delete. */
  rowActions?: (row: Row) => RowAction[]
  /** Extra header buttons, before New. */
  actions?: ReactNode
  /** Whether a row may be deleted at all (the system role); the server refuses it anyway. */
  deletable?: (row: Row) => boolean
}

/**
 * A resource's list page: header with New and Trash, the DataTable with View / Edit / Delete per
 * row, and the delete confirmation. What the user may not do is not offered (`can`); the server
 * refuses it anyway.
 */
export function ResourceIndex<Row extends { id: RecordId }>({
  resource,
  columns,
  page,
  rowActions,
  actions,
  deletable = () => true,
}: ResourceIndexProps<Row>) {
  const [deleting, setDeleting] = useState<Row | null>(null)
  const urls = resourceUrls(resource)
  const { can } = page
  // A record's page with its own permission (a case's view-case) is not linked without it.
  const viewable = can.view !== false

  return (
    <>
      <PageHeader
        title={resource.title}
        breadcrumbs={[{ label: resource.section }, { label: resource.title }]}
        actions={
          <>
            {actions}
            {can.restore ? (
              <Button asChild variant="outline" size="sm">
                <Link href={urls.trash()} data-testid="resource-trash-link">
                  <Trash2Icon aria-hidden="true" />
                  Trash
                </Link>
              </Button>
            ) : null}
            {can.create ? (
              <Button asChild size="sm">
                <Link href={urls.create()} data-testid="resource-new">
                  <PlusIcon aria-hidden="true" />
                  New {resource.singular}
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <DataTable
        tableKey={resource.key}
        page={page}
        columns={columns}
        caption={resource.title}
        searchPlaceholder={resource.searchPlaceholder ?? `Search ${inSentence(resource.title)}...`}
        rowLabel={resource.label}
        rowHref={viewable ? (row) => urls.view(row.id) : undefined}
        rowActions={(row) => [
          ...(viewable ? [{ label: 'View', icon: EyeIcon, href: urls.view(row.id) }] : []),
          ...(can.update && !lockedReason(row)
            ? [{ label: 'Edit', icon: PencilIcon, href: urls.edit(row.id) }]
            : []),
          ...(rowActions?.(row) ?? []),
          ...(can.delete && deletable(row) && !lockedReason(row)
            ? [
                {
                  label: 'Delete',
                  icon: Trash2Icon,
                  destructive: true,
                  onSelect: () => setDeleting(row),
                },
              ]
            : []),
        ]}
        emptyHint={
          can.create
            ? `Add the first ${resource.singular} with “New ${resource.singular}”.`
            : `No ${inSentence(resource.title)} have been recorded yet.`
        }
      />
      <DeleteRecordDialog resource={resource} record={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
