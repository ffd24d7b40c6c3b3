import { Link } from '@adonisjs/inertia/react'
import { ClipboardListIcon, PlusIcon } from 'lucide-react'
import { EmptyState } from '~/components/empty_state'
import { resourceUrls } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ProgramStatusBadge, Validity } from '~/features/programs/program_parts'
import { programsResource } from '~/features/programs/programs_resource'
import { clientsResource } from './clients_resource'
import type { ClientPrograms } from './types'

/**
 * The Programs tab of a client: its programs (the first 50 by name), a link to add one for this
 * client, and to the programs list filtered on it, where they can be sorted and searched.
 */
export function ClientProgramsTab({
  programs,
  clientId,
  canCreate,
}: {
  programs: ClientPrograms
  clientId: number
  canCreate: boolean
}) {
  const urls = resourceUrls(programsResource)
  // After saving (or cancelling) the new program, back to this tab.
  const createHref = `${urls.create()}?${new URLSearchParams({
    client_id: String(clientId),
    return_to: `${resourceUrls(clientsResource).view(clientId)}?tab=programs`,
  })}`
  const listHref = `${urls.index()}?${new URLSearchParams({ 'filters[client]': String(clientId) })}`
  return (
    <Card className="grid gap-4 px-5 py-4" data-testid="client-programs-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">Programs</h2>
          <p className="text-xs text-muted-foreground">
            What this client&apos;s members are covered by, and when.
          </p>
        </div>
        {canCreate ? (
          <Button asChild size="sm" variant="outline">
            <Link href={createHref} data-testid="client-programs-new">
              <PlusIcon aria-hidden="true" />
              New program
            </Link>
          </Button>
        ) : null}
      </div>
      {programs.rows.length === 0 ? (
        <EmptyState icon={ClipboardListIcon} title="No programs yet">
          A client needs a program before its members can be covered.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {programs.rows.map((program) => (
            <li
              key={program.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm"
              data-testid="client-program"
            >
              <div className="grid min-w-48 flex-1 gap-0.5">
                <Link
                  href={urls.view(program.id)}
                  className="font-medium text-primary hover:underline"
                >
                  {program.name}
                </Link>
                <span className="text-xs text-muted-foreground">
                  <span className="font-mono">{program.code}</span> · {program.program_type}
                </span>
              </div>
              <Validity from={program.valid_from} to={program.valid_to} />
              {/* A fixed slot, so the dates line up whatever the status's length. */}
              <span className="flex w-24 justify-end">
                <ProgramStatusBadge status={program.standing} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {programs.total > 0 ? (
        <Link
          href={listHref}
          className="text-sm text-primary hover:underline"
          data-testid="client-programs-all"
        >
          {programs.total > programs.rows.length
            ? `All ${programs.total} programs`
            : 'Open in the programs list'}
        </Link>
      ) : null}
    </Card>
  )
}
