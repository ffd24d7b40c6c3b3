import { Link } from '@adonisjs/inertia/react'
import { UsersIcon } from 'lucide-react'
import { urlFor } from '~/client'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { EmptyState } from '~/components/empty_state'
import { BirthDate } from './members_columns'
import type { MemberDependants } from './types'

/** A principal's dependants: the first of them by name, and how many in all. */
export function MemberDependantsCard({
  dependants,
  principalId,
  canCreate,
}: {
  dependants: MemberDependants
  principalId: number
  canCreate: boolean
}) {
  return (
    <Card data-testid="member-dependants">
      <CardHeader>
        <CardTitle>Dependants ({dependants.total})</CardTitle>
        {dependants.total > dependants.rows.length ? (
          <CardDescription>
            The first {dependants.rows.length} of {dependants.total}, by name.
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {dependants.rows.length === 0 ? (
          <EmptyState icon={UsersIcon} title="No dependants.">
            {canCreate
              ? 'Add one as a new member and choose this member as the principal.'
              : 'Dependants covered by this policy are listed here.'}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border" data-principal={principalId}>
            {dependants.rows.map((dependant) => (
              <li
                key={dependant.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-0.5 py-2 text-sm"
                data-testid="member-dependant"
              >
                <Link
                  href={urlFor('accounts.members.view', { id: dependant.id })}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {dependant.name}
                </Link>
                <span className="text-muted-foreground">{dependant.relationship}</span>
                <BirthDate value={dependant.date_of_birth} />
                <span className="font-mono text-xs text-muted-foreground">
                  {dependant.policy_number}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
