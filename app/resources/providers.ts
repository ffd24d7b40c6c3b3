import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import Provider from '#models/provider'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { providerValidator } from '#validators/provider'
import { bankDetailAttributes, gopSettingAttributes } from '#validators/parties'
import { PROVIDER_STATUSES, PROVIDER_TYPES } from '#contracts/provider_options'
import { PAYMENT_METHODS } from '#contracts/payment_methods'
import type { Option } from '#contracts/list'
import { likeTerm } from '#queries/like_term'
import { countryOptions, currencyOptions, usedCountryFilter, plainRowOf } from '#resources/shared'
import { gopSettingOptions, loadPartyNames } from '#resources/parties'
import { providerSearch } from '#queries/provider_lookup'
import { ownedGopTemplates } from '#resources/gop_templates'
import ProviderTransformer, {
  type PlainProvider,
  type ProviderContact,
  type PlainProviderRecord,
} from '#transformers/provider_transformer'
import { kept, needs } from '#resources/registry_references'

export type ProviderRow = ReturnType<ProviderTransformer['toObject']>

const typeOptions: Option[] = PROVIDER_TYPES.map((type) => ({ ...type }))
const statusOptions: Option[] = PROVIDER_STATUSES.map((status) => ({ ...status }))
const paymentMethodOptions: Option[] = PAYMENT_METHODS.map((method) => ({ ...method }))

/** The detail page and edit form: General info, contacts and the shared party tabs. */
function toDetail(provider: Provider) {
  return new ProviderTransformer(plainRowOf<PlainProviderRecord>(provider)).forDetail()
}

/** How many states the picker lists at once; a country with more is narrowed by typing. */
const STATES_SHOWN = 100

/** The state picker: a country's live states whose name contains the term, by name. */
export async function lookUpStates(countryId: number, term: string): Promise<Option[]> {
  const query = db
    .from('states')
    .where('country_id', countryId)
    .whereNull('deleted_at')
    .orderBy('name')
    .orderBy('id')
    .limit(STATES_SHOWN)
    .select('id', 'name', 'code')
  if (term.trim()) query.whereILike('name', `%${likeTerm(term.trim())}%`)
  const rows: { id: number; name: string; code: string }[] = await query
  return rows.map((row) => ({ value: String(row.id), label: `${row.name} (${row.code})` }))
}

type Input = Infer<(typeof providerValidator)['schema']>

export const providersResource = {
  pages: 'accounts/providers' as const,
  routes: 'accounts.providers',
  noun: 'Provider',
  permissions: permissionSet('providers', 'provider'),
  list: {
    model: Provider,
    columns: [
      'providers.id',
      'providers.code',
      'providers.name',
      'providers.provider_type',
      'providers.status',
      'providers.country_id',
      'providers.city',
      'providers.phone',
      'providers.created_at',
      'providers.updated_at',
      'providers.deleted_at',
      'countries.name as country_name',
      'states.name as state_name',
    ],
    scope: (query) => {
      query
        .join('countries', 'countries.id', 'providers.country_id')
        .leftJoin('states', 'states.id', 'providers.state_id')
    },
    sortable: {
      code: 'providers.code',
      name: 'providers.name',
      updated_at: 'providers.updated_at',
    },
    defaultSort: 'name',
    search: (query, term) => {
      const search = providerSearch(term)
      if (search) query.whereRaw(search.sql, search.bindings)
      else query.whereRaw('false')
    },
    filters: {
      type: {
        options: () => typeOptions,
        apply: (query, values) => void query.whereIn('providers.provider_type', values),
      },
      status: {
        options: () => statusOptions,
        apply: (query, values) => void query.whereIn('providers.status', values),
      },
      country: usedCountryFilter('providers'),
    },
    transformer: ProviderTransformer,
  },
  store: {
    model: Provider,
    subjectType: 'provider',
    labels: { code: 'provider code' },
    children: {
      contacts: {
        table: 'provider_contacts',
        ownerKey: 'provider_id',
        orderKey: 'sort_order',
        columns: ['name', 'position', 'phone', 'email'],
      },
    },
  },
  validator: providerValidator,
  attributes: (input: Input) => ({
    code: input.code,
    name: input.name,
    providerType: input.provider_type,
    status: input.status,
    countryId: input.country_id,
    stateId: input.state_id ?? null,
    city: input.city ?? null,
    address: input.address ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    website: input.website ?? null,
    taxNumber: input.tax_number ?? null,
    currencyCode: input.currency_code ?? null,
    paymentMethod: input.payment_method ?? null,
    notes: input.notes ?? null,
    ...bankDetailAttributes(input),
    ...gopSettingAttributes(input),
  }),
  children: (input: Input) => ({
    contacts: (input.contacts ?? []).map((contact) => ({
      id: contact.id,
      name: contact.name,
      position: contact.position ?? null,
      phone: contact.phone ?? null,
      email: contact.email ?? null,
    })),
  }),
  toDetail,
  label: (provider: Provider) => provider.name,
  references: [
    needs('country_id', 'countries', ['provider', 'providers']),
    needs('state_id', 'states', ['provider', 'providers']),
    needs('currency_code', 'currencies', ['provider', 'providers'], { key: 'code' }),
    needs('gop_email_group_id', 'email_groups', ['provider (GOPs)', 'providers (GOPs)'], {
      advice: 'Choose another group for them first.',
    }),
    needs('gop_template_id', 'gop_templates', ['provider', 'providers'], {
      advice: 'Choose another letter template for them first.',
    }),
    kept(
      'provider_id',
      'providers',
      'its own contacts, kept with it in the trash',
      'provider_contacts'
    ),
  ],
  formProps: async (provider?: Provider) => ({
    options: {
      providerTypes: typeOptions,
      statuses: statusOptions,
      paymentMethods: paymentMethodOptions,
      countries: await countryOptions(),
      currencies: await currencyOptions(),
    },
    ...(await gopSettingOptions(provider ? { column: 'provider_id', id: provider.id } : null)),
  }),
  loadDetail: async (provider: Provider) => {
    const [place, contacts] = await Promise.all([
      db
        .from('providers')
        .join('countries', 'countries.id', 'providers.country_id')
        .leftJoin('states', 'states.id', 'providers.state_id')
        .where('providers.id', provider.id)
        .select('countries.name as country_name', 'states.name as state_name')
        .first() as Promise<{ country_name: string; state_name: string | null } | null>,
      db
        .from('provider_contacts')
        .where('provider_id', provider.id)
        .orderBy('sort_order')
        .orderBy('id')
        .select('id', 'name', 'position', 'phone', 'email') as Promise<ProviderContact[]>,
      loadPartyNames('providers', provider),
    ])
    provider.$extras.country_name = place?.country_name ?? ''
    provider.$extras.state_name = place?.state_name ?? null
    provider.$extras.contacts = contacts
    return provider
  },
  // The GOP templates tab is for users who may see GOP templates (null hides it).
  viewProps: async (provider, request) => ({
    gopTemplates: request.actor.permissions.has('access-gop-templates')
      ? await ownedGopTemplates({ column: 'provider_id', id: provider.id })
      : null,
  }),
} satisfies ResourceDefinition<
  typeof Provider,
  ProviderRow,
  ReturnType<typeof toDetail>,
  (typeof providerValidator)['schema'],
  'accounts/providers',
  PlainProvider
>
