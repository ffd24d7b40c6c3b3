import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { verificationFormColumns } from '~/features/verification_forms/verification_forms_columns'
import { verificationFormsResource } from '~/features/verification_forms/verification_forms_resource'
import type { VerificationFormRow } from '~/features/verification_forms/types'

export default function VerificationFormsIndex(props: ResourceListProps<VerificationFormRow>) {
  return (
    <ResourceIndex
      resource={verificationFormsResource}
      columns={verificationFormColumns}
      page={props}
    />
  )
}
