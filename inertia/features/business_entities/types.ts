import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'
import type { GopSettingOptions, OwnedGopTemplates } from '~/features/parties/types'

/** A business entity as the list shows it (generated from its server transformer). */
export type BusinessEntityRow = Data.BusinessEntity

/** An entity as its view and edit pages receive it: general info plus the party tabs. */
export type BusinessEntityRecord = Data.BusinessEntity.Variants['forDetail']

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
