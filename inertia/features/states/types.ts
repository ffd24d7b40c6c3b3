import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type StatesController from '#controllers/manage/states_controller'

/** A state as the list shows it (generated from app/transformers/state_transformer.ts). */
export type StateRow = Data.State

/** A state as its view and edit pages receive it. */
export type StateRecord = Data.State.Variants['forDetail']

/** A row of the trash list. */
export type StateTrashRow = StateRow & { deleted_at: string }

/** The create and edit pages' dropdown options: live countries, the value is the id as text. */
export type StateFormOptions = InferPageProps<typeof StatesController, 'create'>

export type StateEditProps = InferPageProps<typeof StatesController, 'edit'>

export type StateViewProps = InferPageProps<typeof StatesController, 'show'>
