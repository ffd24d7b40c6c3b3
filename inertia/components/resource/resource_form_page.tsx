import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'
import { PageHeader } from './page_header'
import { resourceUrls, type RecordId, type ResourceDefinition } from './resource'

/**
 * The card around a form, and what the page shows beside it (`aside`: the case form's call
 * script), to its right from 1280 px on and under it below; after it in the tab order.
 */
export function FormCard({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  if (!aside) return <Card className="max-w-4xl p-5">{children}</Card>
  return (
    <div className="grid max-w-4xl items-start gap-5 xl:max-w-none xl:grid-cols-[minmax(0,56rem)_minmax(18rem,24rem)]">
      <Card className="min-w-0 p-5">{children}</Card>
      {aside}
    </div>
  )
}

/** The create page of a resource: header and a card around the resource's form. */
export function ResourceCreatePage<Row extends { id: RecordId }>({
  resource,
  children,
  aside,
}: {
  resource: ResourceDefinition<Row>
  children: ReactNode
  /** Beside the form (FormCard). */
  aside?: ReactNode
}) {
  const urls = resourceUrls(resource)
  return (
    <>
      <PageHeader
        title={`New ${resource.singular}`}
        breadcrumbs={[
          { label: resource.section },
          { label: resource.title, href: urls.index() },
          { label: 'New' },
        ]}
      />
      <FormCard aside={aside}>{children}</FormCard>
    </>
  )
}

/** The edit page of a resource: header and a card around the resource's form. */
export function ResourceEditPage<Row extends { id: RecordId }>({
  resource,
  record,
  children,
  aside,
}: {
  resource: ResourceDefinition<Row>
  record: Row
  children: ReactNode
  /** Beside the form (FormCard). */
  aside?: ReactNode
}) {
  const urls = resourceUrls(resource)
  const label = resource.label(record)
  return (
    <>
      <PageHeader
        title={`Edit ${label}`}
        headTitle={`Edit ${label} · ${resource.title}`}
        breadcrumbs={[
          { label: resource.section },
          { label: resource.title, href: urls.index() },
          { label, href: urls.view(record.id) },
          { label: 'Edit' },
        ]}
      />
      <FormCard aside={aside}>{children}</FormCard>
    </>
  )
}
