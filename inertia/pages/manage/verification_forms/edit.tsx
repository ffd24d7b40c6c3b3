import { ResourceEditPage } from '~/components/resource'
import { VerificationFormForm } from '~/features/verification_forms/verification_forms_form'
import { verificationFormsResource } from '~/features/verification_forms/verification_forms_resource'
import type { VerificationFormEditProps } from '~/features/verification_forms/types'

export default function VerificationFormsEdit(props: VerificationFormEditProps) {
  return (
    <ResourceEditPage resource={verificationFormsResource} record={props.record}>
      <VerificationFormForm {...props} />
    </ResourceEditPage>
  )
}
