import { ResourceTrash, type ResourceListProps } from '~/components/resource'
import { verificationFormColumns } from '~/features/verification_forms/verification_forms_columns'
import { verificationFormsResource } from '~/features/verification_forms/verification_forms_resource'
import type { VerificationFormTrashRow } from '~/features/verification_forms/types'

export default function VerificationFormsTrash(props: ResourceListProps<VerificationFormTrashRow>) {
  return (
    <ResourceTrash
      resource={verificationFormsResource}
      columns={verificationFormColumns}
      page={props}
    />
  )
}
