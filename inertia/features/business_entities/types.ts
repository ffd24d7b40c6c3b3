import type { Option } from '#contracts/list'
import type { GopSettingOptions, OwnedGopTemplates, PartyDetail } from '~/features/parties/types'

/** A business entity as the list shows it (server: app/resources/business_entities.ts). */
export type BusinessEntityRow = {
  id: number
  code: string
  name: string
  country_id: number
  country: string
  city: string | null
  currency_code: string | null
  is_enabled: boolean
  updated_at: string | null
  deleted_at: string | null
}

/** An entity as its view and edit pages receive it: general info plus the party tabs. */
export type BusinessEntityRecord = BusinessEntityRow &
  PartyDetail & {
    created_at: string
    legal_name: string | null
    registration_number: string | null
    tax_number: string | null
    address: string | null
    phone: string | null
    email: string | null
    website: string | null
  }

export type BusinessEntityTrashRow = BusinessEntityRow & { deleted_at: string }

/** The create page's props (the server's formProps). */
export type BusinessEntityFormProps = GopSettingOptions & {
  countries: Option[]
  currencies: Option[]
}

export type BusinessEntityEditProps = BusinessEntityFormProps & { record: BusinessEntityRecord }

/** The view page's props: the record, abilities, and its own GOP templates. */
export type BusinessEntityViewProps = {
  record: BusinessEntityRecord
  gopTemplates: OwnedGopTemplates | null
}
