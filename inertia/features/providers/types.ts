import type { Option } from '#contracts/list'
import type { GopSettingOptions, OwnedGopTemplates, PartyDetail } from '~/features/parties/types'

/** A provider as the list shows it (server: app/resources/providers.ts, toRow). */
export type ProviderRow = {
  id: number
  code: string
  name: string
  /** One of app/contracts/provider_options.ts PROVIDER_TYPES. */
  provider_type: string
  /** One of app/contracts/provider_options.ts PROVIDER_STATUSES. */
  status: string
  country_id: number
  country: string
  state: string | null
  city: string | null
  phone: string | null
  updated_at: string | null
  deleted_at: string | null
}

/** One of a provider's contact people (server: ProviderContact). */
export type ProviderContact = {
  id: number
  name: string
  position: string | null
  phone: string | null
  email: string | null
}

/** A provider as its view and edit pages receive it: general info, contacts, party tabs. */
export type ProviderRecord = ProviderRow &
  PartyDetail & {
    created_at: string
    state_id: number | null
    address: string | null
    email: string | null
    website: string | null
    tax_number: string | null
    currency_code: string | null
    /** One of app/contracts/payment_methods.ts. */
    payment_method: string | null
    notes: string | null
    contacts: ProviderContact[]
  }

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
