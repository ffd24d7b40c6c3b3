import { Link } from '@adonisjs/inertia/react'
import { FileTextIcon, PlusIcon } from 'lucide-react'
import { EmptyState } from '~/components/empty_state'
import { resourceUrls } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { EnabledBadge } from '~/components/ui/enabled_badge'
import { gopTemplatesResource } from '~/features/gop_templates/gop_templates_resource'
import type { OwnedGopTemplates } from './types'

/**
 * The GOP templates tab of a party: its own letter templates (company-wide ones are listed
 * under Manage › GOP templates), a link to write a new one for it, and to the full list when
 * it has more than the first 50.
 */
export function GopTemplatesTab({
  templates,
  owner,
  canCreate,
}: {
  templates: OwnedGopTemplates
  /** The owner's create-form parameter and id, e.g. { param: 'business_entity_id', id: 3 }. */
  owner: { param: 'business_entity_id' | 'provider_id'; id: number }
  canCreate: boolean
}) {
  const urls = resourceUrls(gopTemplatesResource)
  const createHref = `${urls.create()}?${new URLSearchParams({ [owner.param]: String(owner.id) })}`
  // The owner filter's values (app/resources/gop_templates.ts): an entity's id, 'provider-<id>'.
  const filterValue = owner.param === 'provider_id' ? `provider-${owner.id}` : String(owner.id)
  const listHref = `${urls.index()}?${new URLSearchParams({ 'filters[owner]': filterValue })}`
  return (
    <Card className="grid gap-4 px-5 py-4" data-testid="gop-templates-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">Own GOP templates</h2>
          <p className="text-xs text-muted-foreground">
            Letters only this party uses; company-wide templates are available to every party.
          </p>
        </div>
        {canCreate ? (
          <Button asChild size="sm" variant="outline">
            <Link href={createHref} data-testid="gop-templates-new">
              <PlusIcon aria-hidden="true" />
              New template
            </Link>
          </Button>
        ) : null}
      </div>
      {templates.rows.length === 0 ? (
        <EmptyState icon={FileTextIcon} title="No own templates">
          GOPs of this party use its letter template from GOP settings, or the company default.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {templates.rows.map((template) => (
            <li
              key={template.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm"
            >
              <Link
                href={urls.view(template.id)}
                className="font-medium text-primary hover:underline"
              >
                {template.name}
              </Link>
              <span className="font-mono text-xs text-muted-foreground uppercase">
                {template.language}
              </span>
              <EnabledBadge enabled={template.is_enabled} />
              <DateTime
                value={template.updated_at}
                className="ml-auto text-xs text-muted-foreground"
              />
            </li>
          ))}
        </ul>
      )}
      {templates.total > templates.rows.length ? (
        <Link href={listHref} className="text-sm text-primary hover:underline">
          All {templates.total} templates
        </Link>
      ) : null}
    </Card>
  )
}
