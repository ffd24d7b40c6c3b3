import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type BusinessEntitiesController from '#controllers/manage/business_entities_controller'

/** A business entity as the list shows it (generated from its server transformer). */
export type BusinessEntityRow = Data.BusinessEntity

/** An entity as its view and edit pages receive it: general info plus the party tabs. */
export type BusinessEntityRecord = Data.BusinessEntity.Variants['forDetail']

export type BusinessEntityTrashRow = BusinessEntityRow & { deleted_at: string }

/** The create page's props: the form's dropdowns (countries, currencies, GOP settings). */
export type BusinessEntityFormProps = InferPageProps<typeof BusinessEntitiesController, 'create'>

export type BusinessEntityEditProps = InferPageProps<typeof BusinessEntitiesController, 'edit'>

/** The view page's props: the record, abilities, and its own GOP templates. */
export type BusinessEntityViewProps = InferPageProps<typeof BusinessEntitiesController, 'show'>
