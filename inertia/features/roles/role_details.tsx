import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { KeyRoundIcon, UsersIcon } from 'lucide-react'
import { urlFor } from '~/client'
import { EmptyState } from '~/components/empty_state'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { UserStatusBadge } from '~/features/users/user_parts'
import type { CapabilityGroup, RoleHolder } from './types'

/** What a role allows, by menu area, each capability by its readable text and its name. */
export function RoleCapabilities({
  groups,
  system,
}: {
  groups: CapabilityGroup[]
  system: boolean
}) {
  const count = groups.reduce((sum, group) => sum + group.capabilities.length, 0)
  return (
    <Card data-testid="role-capabilities">
      <CardHeader>
        <CardTitle>Capabilities ({count})</CardTitle>
        <CardDescription>
          {system
            ? 'The system role holds every capability, always.'
            : 'What holders of this role may do, by menu area.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {groups.length === 0 ? (
          <EmptyState icon={KeyRoundIcon} title="This role grants nothing yet.">
            Edit the role to choose its capabilities.
          </EmptyState>
        ) : (
          groups.map((group) => (
            <section
              key={group.key}
              className="grid gap-2"
              aria-labelledby={`role-group-${group.key}`}
              data-testid={`role-capability-group-${group.key}`}
            >
              <h3
                id={`role-group-${group.key}`}
                className="flex items-baseline gap-2 border-b border-border pb-1 text-sm font-semibold"
              >
                {group.label}
                <span className="text-xs font-normal text-muted-foreground tabular-nums">
                  {group.capabilities.length}
                </span>
              </h3>
              <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
                {group.capabilities.map((capability) => (
                  <li
                    key={capability.id}
                    className="grid min-w-0 gap-0.5 text-sm leading-snug"
                    data-testid="role-capability"
                    data-name={capability.name}
                  >
                    <span>{capability.label}</span>
                    <span className="font-mono text-[0.6875rem] break-all text-muted-foreground">
                      {capability.name}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </CardContent>
    </Card>
  )
}

/** Who holds the role: the first of them by name, and how many in all. */
export function RoleUsers({ users }: { users: { rows: RoleHolder[]; total: number } }) {
  // The user pages are for those who may open them; everyone else sees names and emails.
  const canOpen = (usePage().props.user?.permission ?? []).includes('access-users')
  return (
    <Card data-testid="role-users">
      <CardHeader>
        <CardTitle>Users ({users.total})</CardTitle>
        {users.total > users.rows.length ? (
          <CardDescription>
            The first {users.rows.length} of {users.total}, by last name.
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {users.rows.length === 0 ? (
          <EmptyState icon={UsersIcon} title="Nobody holds this role.">
            Give it to a user from their account in Accounts › Users.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {users.rows.map((user) => (
              <li
                key={user.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-0.5 py-2 text-sm"
                data-testid="role-user"
              >
                {canOpen ? (
                  <Link
                    href={urlFor('accounts.users.view', { id: user.id })}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {user.name}
                  </Link>
                ) : (
                  <span className="font-medium">{user.name}</span>
                )}
                <span className="min-w-0 break-all text-muted-foreground">{user.email}</span>
                {user.status === 'enabled' ? null : <UserStatusBadge status={user.status} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
