import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type ClientsController from '#controllers/accounts/clients_controller'

/** A client as the list shows it (generated from its server transformer). */
export type ClientRow = Data.Client

/** A client as its view and edit pages receive it: general info and billing. */
export type ClientRecord = Data.Client.Variants['forDetail']

export type ClientTrashRow = ClientRow & { deleted_at: string }

/** The create page's props: the form's option lists (server: formProps). */
export type ClientFormProps = InferPageProps<typeof ClientsController, 'create'>

export type ClientEditProps = InferPageProps<typeof ClientsController, 'edit'>

/** The view page's props: the record, and its programs for users who may see programs. */
export type ClientViewProps = InferPageProps<typeof ClientsController, 'show'>

/** A client's programs for its Programs tab (server: clientPrograms), first 50 by name. */
export type ClientPrograms = NonNullable<ClientViewProps['programs']>
