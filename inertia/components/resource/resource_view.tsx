import { Link } from '@adonisjs/inertia/react'
import { PencilIcon, Trash2Icon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { ResourceAbilities } from '#contracts/list'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { cn } from '~/lib/cn'
import { PageHeader } from './page_header'
import { DeleteRecordDialog } from './record_dialogs'
import { resourceUrls, type RecordId, type ResourceDefinition } from './resource'

export interface ViewField {
  label: string
  /** Empty values (null, undefined, '') show as a muted dash. */
  value: ReactNode
  /** Spans the whole width (long text). */
  wide?: boolean
  /** Stable id for tests: `view-<id>`. */
  id?: string
}

export interface ViewSection {
  title?: string
  fields: ViewField[]
}

interface ResourceViewProps<Row extends { id: RecordId }> {
  resource: ResourceDefinition<Row>
  record: Row
  can: ResourceAbilities
  /** The record's fields, in sections or as one list. */
  fields: ViewField[] | ViewSection[]
  /** More content below the fields (related lists, tabs). */
  children?: ReactNode
  /** Extra header buttons, before Edit. */
  actions?: ReactNode
}

function isSectionList(fields: ViewField[] | ViewSection[]): fields is ViewSection[] {
  return fields.length > 0 && 'fields' in fields[0]
}

/** The record's creation and change times, when it has them (most do). */
function timestampsOf(record: object): { createdAt: string | null; updatedAt: string | null } {
  const createdAt =
    'created_at' in record && typeof record.created_at === 'string' ? record.created_at : null
  const updatedAt =
    'updated_at' in record && typeof record.updated_at === 'string' ? record.updated_at : null
  return { createdAt, updatedAt }
}

function FieldList({ fields }: { fields: ViewField[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map((field) => {
        const empty = field.value === null || field.value === undefined || field.value === ''
        return (
          <div
            key={field.id ?? field.label}
            className={cn('grid min-w-0 gap-1', field.wide && 'sm:col-span-2 lg:col-span-3')}
            data-testid={`view-${field.id ?? field.label.toLowerCase().replace(/\W+/g, '-')}`}
          >
            <dt className="text-xs font-medium text-muted-foreground">{field.label}</dt>
            <dd className="text-sm break-words">
              {empty ? <span className="text-muted-foreground">—</span> : field.value}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

/**
 * A record's page: header with Edit and Delete (as `can` allows), its fields as a definition
 * list, and when it was created and last changed.
 */
export function ResourceView<Row extends { id: RecordId }>({
  resource,
  record,
  can,
  fields,
  children,
  actions,
}: ResourceViewProps<Row>) {
  const [deleting, setDeleting] = useState<Row | null>(null)
  const urls = resourceUrls(resource)
  const label = resource.label(record)
  const sections: ViewSection[] = isSectionList(fields) ? fields : [{ fields }]
  const { createdAt, updatedAt } = timestampsOf(record)

  return (
    <>
      <PageHeader
        title={label}
        headTitle={`${label} · ${resource.title}`}
        breadcrumbs={[
          { label: resource.section },
          { label: resource.title, href: urls.index() },
          { label },
        ]}
        actions={
          <>
            {actions}
            {can.update ? (
              <Button asChild variant="outline" size="sm">
                <Link href={urls.edit(record.id)} data-testid="resource-edit">
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Link>
              </Button>
            ) : null}
            {can.delete ? (
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => setDeleting(record)}
                data-testid="resource-delete"
              >
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      <Card className="divide-y divide-border">
        {sections.map((section, index) => (
          <section key={section.title ?? index} className="grid gap-4 px-5 py-4">
            {section.title ? <h2 className="text-sm font-semibold">{section.title}</h2> : null}
            <FieldList fields={section.fields} />
          </section>
        ))}
        {createdAt || updatedAt ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 px-5 py-3 text-xs text-muted-foreground">
            {createdAt ? (
              <span>
                Created <DateTime value={createdAt} />
              </span>
            ) : null}
            {updatedAt ? (
              <span>
                Last changed <DateTime value={updatedAt} />
              </span>
            ) : null}
          </p>
        ) : null}
      </Card>
      {children}
      <DeleteRecordDialog resource={resource} record={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
