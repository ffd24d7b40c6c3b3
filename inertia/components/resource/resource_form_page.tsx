import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'
import { PageHeader } from './page_header'
import { resourceUrls, type RecordId, type ResourceDefinition } from './resource'

/** The create page of a resource: header and a card around the resource's form. */
export function ResourceCreatePage<Row extends { id: RecordId }>({
  resource,
  children,
}: {
  resource: ResourceDefinition<Row>
  children: ReactNode
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
      <Card className="max-w-4xl p-5">{children}</Card>
    </>
  )
}

/** The edit page of a resource: header and a card around the resource's form. */
export function ResourceEditPage<Row extends { id: RecordId }>({
  resource,
  record,
  children,
}: {
  resource: ResourceDefinition<Row>
  record: Row
  children: ReactNode
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
      <Card className="max-w-4xl p-5">{children}</Card>
    </>
  )
}
