import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type VerificationFormsController from '#controllers/manage/verification_forms_controller'

/** An insurer's verification form as the list shows it (its transformer's row). */
export type VerificationFormRow = Data.VerificationForm

/** As its view and edit pages receive it. */
export type VerificationFormRecord = Data.VerificationForm.Variants['forDetail']

export type VerificationFormTrashRow = VerificationFormRow & { deleted_at: string }

export type VerificationFormFormProps = InferPageProps<typeof VerificationFormsController, 'create'>

export type VerificationFormEditProps = InferPageProps<typeof VerificationFormsController, 'edit'>

export type VerificationFormViewProps = InferPageProps<typeof VerificationFormsController, 'show'>
