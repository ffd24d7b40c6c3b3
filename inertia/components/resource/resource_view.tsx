import { Link } from '@adonisjs/inertia/react'
import { LockIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { ResourceAbilities } from '#contracts/list'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { OverflowTabsList } from '~/components/ui/overflow_tabs'
import { Tabs, TabsContent } from '~/components/ui/tabs'
import { useTabParam } from '~/hooks/use_tab_param'
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

/** One tab of a record's page (`?tab=<value>`): its fields in a card, and/or other content. */
export interface ViewTab {
  value: string
  label: string
  /** What it holds, beside its label (a case's "Tasks 2"); none when null or 0. */
  count?: number | null
  fields?: ViewField[] | ViewSection[]
  content?: ReactNode
}

interface ResourceViewProps<Row extends { id: RecordId }> {
  resource: ResourceDefinition<Row>
  record: Row
  can: ResourceAbilities
  /** The record's fields, in sections or as one list (without tabs). */
  fields?: ViewField[] | ViewSection[]
  /** Tabs instead of one card (business entities, providers); the first shows the timestamps. */
  tabs?: ViewTab[]
  /** More content below the fields (related lists, tabs). */
  children?: ReactNode
  /** Extra header buttons, before Edit. */
  actions?: ReactNode
  /** What the record is at a glance, above its fields or tabs (a case's status, member, owner). */
  summary?: ReactNode
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

/** A card of field sections, with the record's creation and change times under them. */
function FieldsCard({
  fields,
  timestamps,
}: {
  fields: ViewField[] | ViewSection[]
  timestamps?: { createdAt: string | null; updatedAt: string | null }
}) {
  const sections: ViewSection[] = isSectionList(fields) ? fields : [{ fields }]
  return (
    <Card className="divide-y divide-border">
      {sections.map((section, index) => (
        <section key={section.title ?? index} className="grid gap-4 px-5 py-4">
          {section.title ? <h2 className="text-sm font-semibold">{section.title}</h2> : null}
          <FieldList fields={section.fields} />
        </section>
      ))}
      {timestamps && (timestamps.createdAt || timestamps.updatedAt) ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 px-5 py-3 text-xs text-muted-foreground">
          {timestamps.createdAt ? (
            <span>
              Created <DateTime value={timestamps.createdAt} />
            </span>
          ) : null}
          {timestamps.updatedAt ? (
            <span>
              Last changed <DateTime value={timestamps.updatedAt} />
            </span>
          ) : null}
        </p>
      ) : null}
    </Card>
  )
}

function ViewTabs({
  tabs,
  timestamps,
}: {
  tabs: ViewTab[]
  timestamps: { createdAt: string | null; updatedAt: string | null }
}) {
  const [tab, setTab] = useTabParam(tabs.map((item) => item.value))
  return (
    <Tabs value={tab} onValueChange={setTab}>
      {/* The tabs that fit, the open one always among them; the rest under "More". */}
      <OverflowTabsList tabs={tabs} value={tab} onSelect={setTab} label="Record sections" />
      {tabs.map((item, index) => (
        <TabsContent key={item.value} value={item.value} className="grid gap-4">
          {item.fields ? (
            <FieldsCard fields={item.fields} timestamps={index === 0 ? timestamps : undefined} />
          ) : null}
          {item.content}
        </TabsContent>
      ))}
    </Tabs>
  )
}

/**
 * A record's page: header with Edit and Delete (as `can` allows), its fields as a definition
 * list (or in tabs), and when it was created and last changed.
 */
export function ResourceView<Row extends { id: RecordId }>({
  resource,
  record,
  can,
  fields,
  tabs,
  children,
  actions,
  summary,
}: ResourceViewProps<Row>) {
  const [deleting, setDeleting] = useState<Row | null>(null)
  const urls = resourceUrls(resource)
  const label = resource.label(record)
  const timestamps = timestampsOf(record)

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
      {can.locked ? (
        <p
          className="mb-4 flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground"
          data-testid="resource-locked"
        >
          <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{can.locked}</span>
        </p>
      ) : null}
      {summary}
      {tabs ? (
        <ViewTabs tabs={tabs} timestamps={timestamps} />
      ) : fields ? (
        <FieldsCard fields={fields} timestamps={timestamps} />
      ) : null}
      {children}
      <DeleteRecordDialog resource={resource} record={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
