import { ResourceCreatePage } from '~/components/resource'
import { VerificationFormForm } from '~/features/verification_forms/verification_forms_form'
import { verificationFormsResource } from '~/features/verification_forms/verification_forms_resource'
import type { VerificationFormFormProps } from '~/features/verification_forms/types'

export default function VerificationFormsCreate(props: VerificationFormFormProps) {
  return (
    <ResourceCreatePage resource={verificationFormsResource}>
      <VerificationFormForm {...props} />
    </ResourceCreatePage>
  )
}
