import { usePage } from '@inertiajs/react'
import { ResourceView } from '~/components/resource'
import { MemberDependantsCard } from '~/features/members/member_dependants'
import { BirthDate } from '~/features/members/members_columns'
import { membersResource } from '~/features/members/members_resource'
import type { MemberViewProps } from '~/features/members/types'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { CalendarDate } from '~/components/ui/date_time'

export default function MembersView({ record, can, dependants, labels }: MemberViewProps) {
  const permissions = usePage().props.user?.permission ?? []
  return (
    <ResourceView
      resource={membersResource}
      record={record}
      can={can}
      fields={[
        {
          title: 'Member',
          fields: [
            {
              label: 'Name',
              value: [labels.title, record.first_name, record.last_name].filter(Boolean).join(' '),
              id: 'name',
            },
            { label: 'Gender', value: labels.gender, id: 'gender' },
            {
              label: 'Date of birth',
              value: <BirthDate value={record.date_of_birth} />,
              id: 'date_of_birth',
            },
            { label: 'Nationality', value: record.nationality, id: 'nationality' },
            { label: 'ID / passport number', value: record.id_number, id: 'id_number' },
          ],
        },
        {
          title: 'Policy',
          fields: [
            { label: 'Client', value: record.client, id: 'client' },
            { label: 'Program', value: record.program, id: 'program' },
            {
              label: 'Policy number',
              value: <span className="font-mono">{record.policy_number}</span>,
              id: 'policy_number',
            },
            {
              label: 'Validity',
              value:
                record.policy_valid_from || record.policy_valid_to ? (
                  <span>
                    <CalendarDate value={record.policy_valid_from} />
                    <span className="text-muted-foreground"> – </span>
                    <CalendarDate value={record.policy_valid_to} />
                  </span>
                ) : null,
              id: 'validity',
            },
            {
              label: 'Principal member',
              value: record.principal ? (
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <Link
                    href={urlFor('accounts.members.view', { id: record.principal.id })}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    data-testid="principal-link"
                  >
                    {record.principal.name}
                  </Link>
                  <span className="font-mono text-xs text-muted-foreground">
                    {record.principal.policy_number}
                  </span>
                  <BirthDate value={record.principal.date_of_birth} />
                </span>
              ) : (
                'This member is the principal'
              ),
              id: 'principal',
            },
            { label: 'Relationship to member', value: labels.relationship, id: 'relationship' },
          ],
        },
        {
          title: 'Contact',
          fields: [
            { label: 'Phone', value: record.phone, id: 'phone' },
            { label: 'Email', value: record.email, id: 'email' },
            {
              label: 'Preferred contact method',
              value: labels.preferred_contact_method,
              id: 'preferred_contact_method',
            },
            { label: 'Country of residence', value: record.country, id: 'country' },
            { label: 'City', value: record.city, id: 'city' },
            { label: 'Address', value: record.address, id: 'address' },
            { label: 'Notes', value: record.notes, id: 'notes', wide: true },
          ],
        },
      ]}
    >
      {dependants ? (
        <div className="mt-4">
          <MemberDependantsCard
            dependants={dependants}
            principalId={record.id}
            canCreate={permissions.includes('create-member')}
          />
        </div>
      ) : null}
    </ResourceView>
  )
}
