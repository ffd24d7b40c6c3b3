import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type ProvidersController from '#controllers/accounts/providers_controller'

/** A provider as the list shows it (generated from its server transformer). */
export type ProviderRow = Data.Provider

/** One of a provider's contact people. */
export type ProviderContact = ProviderRecord['contacts'][number]

/** A provider as its view and edit pages receive it: general info, contacts, party tabs. */
export type ProviderRecord = Data.Provider.Variants['forDetail']

export type ProviderTrashRow = ProviderRow & { deleted_at: string }

/** The create page's props: the form's option lists and the GOP settings' (server: formProps). */
export type ProviderFormProps = InferPageProps<typeof ProvidersController, 'create'>

export type ProviderEditProps = InferPageProps<typeof ProvidersController, 'edit'>

/** The view page's props: the record, abilities, and its own GOP templates (server: viewProps). */
export type ProviderViewProps = InferPageProps<typeof ProvidersController, 'show'>
