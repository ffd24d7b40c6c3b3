import { useState } from 'react'
import type { Option } from '#contracts/list'
import { SelectField } from '~/components/form'
import type { IncidentTaxonomyOptions, TaxonomyOption } from './types'

/** The taxonomy ids a case or an incident record holds (the same column names on both). */
export type TaxonomyIds = {
  incident_type_id: number | null
  incident_category_id: number | null
  incident_service_id: number | null
  incident_item_id: number | null
}

/** The options of one taxonomy level under the chosen level above it. */
function under(options: readonly TaxonomyOption[], parentId: string): Option[] {
  return parentId ? options.filter((option) => option.parent_id === parentId) : []
}

const idOrEmpty = (id: number | null | undefined) => (id ? String(id) : '')

/** Why a taxonomy level cannot be chosen yet, or that there is nothing under its parent. */
function levelReason(parentId: string, choose: string, none: string, count: number) {
  return !parentId ? choose : count === 0 ? none : null
}

/**
 * The chosen type, category and service, kept so each level below offers only the children of
 * the level above (the server checks the same with underTaxonomyParent). The type's field and
 * the other levels are separate components, so a form can place them apart (the case form puts
 * the type first, beside the priority).
 */
export function useIncidentTaxonomy(initial?: Partial<TaxonomyIds>) {
  const [typeId, setTypeId] = useState(idOrEmpty(initial?.incident_type_id))
  const [categoryId, setCategoryId] = useState(idOrEmpty(initial?.incident_category_id))
  const [serviceId, setServiceId] = useState(idOrEmpty(initial?.incident_service_id))
  return {
    initial,
    typeId,
    categoryId,
    serviceId,
    // A new parent empties the levels under it.
    chooseType: (value: string) => {
      setTypeId(value)
      setCategoryId('')
      setServiceId('')
    },
    chooseCategory: (value: string) => {
      setCategoryId(value)
      setServiceId('')
    },
    chooseService: setServiceId,
  }
}

export type IncidentTaxonomy = ReturnType<typeof useIncidentTaxonomy>

/** The incident type, required: what the levels below narrow from. */
export function IncidentTypeField({
  taxonomy,
  options,
  autoFocus,
  onChange,
}: {
  taxonomy: IncidentTaxonomy
  options: Pick<IncidentTaxonomyOptions, 'incidentTypes'>
  /** The form's first field: focused as its page opens (the case form). */
  autoFocus?: boolean
  /** Told each type chosen, after the levels below it are emptied. */
  onChange?: (typeId: string) => void
}) {
  return (
    <SelectField
      name="incident_type_id"
      label="Incident type"
      required
      options={options.incidentTypes}
      defaultValue={taxonomy.typeId || null}
      onChange={(value) => {
        taxonomy.chooseType(value)
        onChange?.(value)
      }}
      autoFocus={autoFocus}
    />
  )
}

/**
 * Category of the type, service of the category, item of the service: each remounted when its
 * parent changes (keyed by it), so a choice under another parent is never posted, and disabled
 * with the reason while its parent is not chosen or has nothing under it.
 */
export function IncidentLevelFields({
  taxonomy,
  options,
}: {
  taxonomy: IncidentTaxonomy
  options: Omit<IncidentTaxonomyOptions, 'incidentTypes'>
}) {
  const { typeId, categoryId, serviceId, initial } = taxonomy
  const categories = under(options.categories, typeId)
  const services = under(options.services, categoryId)
  const items = under(options.items, serviceId)
  return (
    <>
      <SelectField
        key={`category-${typeId}`}
        name="incident_category_id"
        label="Category"
        field="incident category"
        options={[{ value: '', label: 'No category' }, ...categories]}
        defaultValue={categoryId || null}
        onChange={taxonomy.chooseCategory}
        disabledReason={levelReason(
          typeId,
          'Choose the incident type first.',
          'This incident type has no categories.',
          categories.length
        )}
      />
      <SelectField
        key={`service-${categoryId}`}
        name="incident_service_id"
        label="Service"
        field="incident service"
        options={[{ value: '', label: 'No service' }, ...services]}
        defaultValue={serviceId || null}
        onChange={taxonomy.chooseService}
        disabledReason={levelReason(
          categoryId,
          'Choose the category first.',
          'This category has no services.',
          services.length
        )}
      />
      <SelectField
        key={`item-${serviceId}`}
        name="incident_item_id"
        label="Item"
        field="incident item"
        options={[{ value: '', label: 'No item' }, ...items]}
        defaultValue={
          serviceId && serviceId === idOrEmpty(initial?.incident_service_id)
            ? idOrEmpty(initial?.incident_item_id) || null
            : null
        }
        disabledReason={levelReason(
          serviceId,
          'Choose the service first.',
          'This service has no items.',
          items.length
        )}
      />
    </>
  )
}
