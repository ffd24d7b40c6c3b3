import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DEFAULT_CASE_FORMS } from '#database/seeders/reference/case_forms'

/**
 * A starting taxonomy for an assistance company: type → category → service → items. Types
 * follow SPEC.md's task categories (Medical, Specialty, Security) plus Travel.
 */
type Tree = Record<string, Record<string, Record<string, string[]>>>

export const INCIDENT_TAXONOMY: Tree = {
  Medical: {
    'Inpatient': {
      'Hospital admission': ['Room and board', 'Doctor visits', 'Medication', 'Laboratory tests'],
      'Surgery': ['Surgeon fees', 'Anaesthesia', 'Operating theatre', 'Implants and devices'],
      'Intensive care': ['ICU room', 'Ventilation support', 'Specialist consultation'],
    },
    'Outpatient': {
      'Clinic consultation': ['General practitioner', 'Specialist', 'Prescribed medication'],
      'Emergency room': ['Emergency consultation', 'X-ray and imaging', 'Wound care'],
      'Dental emergency': ['Pain relief treatment', 'Extraction'],
    },
    'Medical evacuation': {
      'Air ambulance': ['Medical crew', 'Aircraft charter', 'Ground transfer to airfield'],
      'Commercial stretcher': ['Stretcher fare', 'Medical escort', 'Oxygen on board'],
      'Ground ambulance': ['Transfer between hospitals', 'Transfer to airport'],
    },
    'Repatriation': {
      'Repatriation of remains': [
        'Embalming and coffin',
        'Death certificate and permits',
        'Cargo flight',
      ],
      'Medical repatriation': ['Escort nurse', 'Economy seat with escort', 'Wheelchair assistance'],
    },
  },
  Travel: {
    'Lost documents': {
      'Passport replacement': ['Embassy appointment', 'Emergency travel document', 'Police report'],
      'Lost cards and cash': ['Card blocking', 'Emergency cash transfer'],
    },
    'Trip delay': {
      'Flight delay': ['Hotel accommodation', 'Meals', 'Rebooking'],
      'Missed connection': ['Rebooking', 'Transit hotel'],
    },
    'Baggage': {
      'Lost baggage': ['Essential purchases', 'Baggage tracing'],
    },
  },
  Security: {
    'Security incident': {
      'Evacuation for security': ['Security escort', 'Safe house', 'Charter flight'],
      'Civil unrest advice': ['Travel advisory', 'Check-in calls'],
    },
    'Natural disaster': {
      'Disaster evacuation': ['Ground transport', 'Temporary shelter'],
    },
  },
  Specialty: {
    'Second medical opinion': {
      'Case review': ['Specialist review', 'Records translation'],
    },
    'Family assistance': {
      'Compassionate visit': ['Return flight for a relative', 'Hotel for a relative'],
      'Minor children return': ['Escort for children', 'Flights for children'],
    },
  },
}

async function ensure(
  trx: TransactionClientContract,
  table: string,
  name: string,
  parent?: { column: string; id: number }
): Promise<number> {
  const query = trx.from(table).whereRaw('lower(name) = lower(?)', [name]).whereNull('deleted_at')
  if (parent) query.where(parent.column, parent.id)
  const existing: { id: number } | null = await query.select('id').first()
  if (existing) return existing.id
  const now = new Date()
  const [created]: { id: number }[] = await trx
    .insertQuery()
    .table(table)
    .insert({
      name,
      ...(parent ? { [parent.column]: parent.id } : {}),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  return created.id
}

/**
 * Loads the starting taxonomy into an empty one. Afterwards it belongs to the administrators:
 * a renamed or trashed entry is never brought back.
 */
export async function seedIncidentTaxonomy(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('incident_types').count('* as total')
  if (Number(total) > 0) return
  for (const [type, categories] of Object.entries(INCIDENT_TAXONOMY)) {
    const typeId = await ensure(trx, 'incident_types', type)
    const form = DEFAULT_CASE_FORMS[type]
    if (form) {
      await trx
        .from('incident_types')
        .where('id', typeId)
        .update({ form_sections: JSON.stringify(form) })
    }
    for (const [category, services] of Object.entries(categories)) {
      const categoryId = await ensure(trx, 'incident_categories', category, {
        column: 'incident_type_id',
        id: typeId,
      })
      for (const [service, items] of Object.entries(services)) {
        const serviceId = await ensure(trx, 'incident_services', service, {
          column: 'incident_category_id',
          id: categoryId,
        })
        for (const item of items) {
          await ensure(trx, 'incident_items', item, {
            column: 'incident_service_id',
            id: serviceId,
          })
        }
      }
    }
  }
}
