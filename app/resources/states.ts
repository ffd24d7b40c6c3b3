import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import State from '#models/state'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { stateValidator } from '#validators/reference'
import { countryOptions, ilikeAny, plainRowOf } from '#resources/shared'
import StateTransformer, { type PlainState } from '#transformers/state_transformer'
import { needs } from '#resources/registry_references'

export type StateRow = ReturnType<StateTransformer['toObject']>

async function findWithCountry(state: State) {
  const country = await db.from('countries').where('id', state.countryId).select('name').first()
  state.$extras.country_name = country?.name ?? ''
  return state
}

export const statesResource = {
  pages: 'manage/states' as const,
  routes: 'manage.states',
  noun: 'State',
  permissions: permissionSet('states', 'state'),
  list: {
    model: State,
    columns: [
      'states.id',
      'states.country_id',
      'states.code',
      'states.name',
      'states.created_at',
      'states.updated_at',
      'states.deleted_at',
      'countries.name as country_name',
    ],
    scope: (query) => {
      query.join('countries', 'countries.id', 'states.country_id')
    },
    sortable: { name: 'states.name', code: 'states.code', updated_at: 'states.updated_at' },
    defaultSort: 'name',
    search: (query, term) => query.where(ilikeAny(['states.name', 'states.code'], term)),
    filters: {
      country: {
        options: countryOptions,
        apply: (query, values) => {
          query.whereIn('states.country_id', values.map(Number))
        },
      },
    },
    transformer: StateTransformer,
  },
  store: { model: State, subjectType: 'state', labels: { code: 'state code' } },
  validator: stateValidator,
  attributes: (input: Infer<(typeof stateValidator)['schema']>) => ({
    countryId: input.country_id,
    code: input.code,
    name: input.name,
  }),
  toDetail: (state: State) => new StateTransformer(plainRowOf<PlainState>(state)).forDetail(),
  label: (state: State) => state.name,
  references: [needs('country_id', 'countries', ['state', 'states'])],
  formProps: async () => ({ countries: await countryOptions() }),
  loadDetail: findWithCountry,
} satisfies ResourceDefinition<
  typeof State,
  StateRow,
  StateRow & { created_at: string },
  (typeof stateValidator)['schema'],
  'manage/states',
  PlainState
>
