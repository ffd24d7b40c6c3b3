import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'
import type { GopSettingOptions, OwnedGopTemplates } from '~/features/parties/types'

/** A provider as the list shows it (generated from its server transformer). */
export type ProviderRow = Data.Provider

/** One of a provider's contact people. */
export type ProviderContact = ProviderRecord['contacts'][number]

/** A provider as its view and edit pages receive it: general info, contacts, party tabs. */
export type ProviderRecord = Data.Provider.Variants['forDetail']

export type ProviderTrashRow = ProviderRow & { deleted_at: string }

/** The create page's props (the server's formProps). */
export type ProviderFormProps = GopSettingOptions & {
  options: {
    providerTypes: Option[]
    statuses: Option[]
    paymentMethods: Option[]
    countries: Option[]
    currencies: Option[]
  }
}

export type ProviderEditProps = ProviderFormProps & { record: ProviderRecord }

/** The view page's props: the record, abilities, and its own GOP templates. */
export type ProviderViewProps = {
  record: ProviderRecord
  gopTemplates: OwnedGopTemplates | null
}
