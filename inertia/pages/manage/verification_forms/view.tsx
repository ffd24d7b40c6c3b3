import { ResourceView } from '~/components/resource'
import { verificationFormsResource } from '~/features/verification_forms/verification_forms_resource'
import type { VerificationFormViewProps } from '~/features/verification_forms/types'

/** An insurer's verification form: who is asked, where it goes, and what it asks, in order. */
export default function VerificationFormsView({ record, can }: VerificationFormViewProps) {
  return (
    <ResourceView
      resource={verificationFormsResource}
      record={record}
      can={can}
      fields={[
        { label: 'Insurer', value: record.name, id: 'name' },
        {
          label: 'Address',
          value: <span className="font-mono">/verify-policy/{record.slug}</span>,
          id: 'slug',
        },
        { label: 'Insurer as a client', value: record.client_name, id: 'client' },
        { label: 'Verification email group', value: record.email_group_name, id: 'email-group' },
        {
          label: 'Permission',
          value: <span className="font-mono">{record.permission}</span>,
          id: 'permission',
        },
        {
          label: 'Instructions',
          value: record.instructions ? (
            <span className="whitespace-pre-line">{record.instructions}</span>
          ) : null,
          id: 'instructions',
          wide: true,
        },
        {
          label: 'Fields',
          id: 'fields',
          wide: true,
          value: (
            <ol className="grid list-decimal gap-1 pl-5 text-sm">
              {record.fields.map((field) => (
                <li key={field.key}>
                  {field.shown}{' '}
                  <span className="text-muted-foreground">
                    {field.required ? '(required)' : '(optional)'}
                  </span>
                </li>
              ))}
            </ol>
          ),
        },
      ]}
    />
  )
}
