import { urlFor } from '~/client'
import { FormSection, FormShell, TextField } from '~/components/form'
import { PageHeader } from '~/components/resource'
import { Card } from '~/components/ui/card'
import type { CapabilityEditProps } from '~/features/capabilities/types'

/** Rewords a capability's description; its name is a permission in the code and stays. */
export default function CapabilitiesEdit({ record, version }: CapabilityEditProps) {
  const index = urlFor('settings.capabilities.index')
  return (
    <>
      <PageHeader
        title={`Edit ${record.name}`}
        headTitle={`Edit ${record.name} · Capabilities`}
        breadcrumbs={[
          { label: 'Settings' },
          { label: 'Capabilities', href: index },
          { label: record.name },
        ]}
      />
      <Card className="max-w-4xl p-5">
        <FormShell
          action={urlFor('settings.capabilities.update', { id: record.id })}
          method="put"
          submitLabel="Save changes"
          cancelHref={index}
          data-testid="capability-form"
          version={version}
        >
          <FormSection title="Capability">
            <dl className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
              <div className="grid gap-1">
                <dt className="text-xs font-medium text-muted-foreground">Name</dt>
                <dd className="font-mono text-sm" data-testid="capability-name">
                  {record.name}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-xs font-medium text-muted-foreground">Group</dt>
                <dd className="text-sm">{record.group_label}</dd>
              </div>
              <div className="grid gap-1 sm:col-span-2">
                <dt className="text-xs font-medium text-muted-foreground">
                  Held by {record.roles.length === 1 ? '1 role' : `${record.roles.length} roles`}
                </dt>
                <dd className="text-sm" data-testid="capability-roles">
                  {record.roles.length > 0 ? (
                    record.roles.map((role) => role.name).join(', ')
                  ) : (
                    <span className="text-muted-foreground">No role grants it.</span>
                  )}
                </dd>
              </div>
            </dl>
            <TextField
              name="description"
              label="Description"
              defaultValue={record.description ?? ''}
              maxLength={200}
              autoComplete="off"
              autoFocus
              hint={`How the capability reads in role forms. Leave empty for the default: “${record.default_description}”.`}
              className="sm:col-span-2"
            />
          </FormSection>
        </FormShell>
      </Card>
    </>
  )
}
