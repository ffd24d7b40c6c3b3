import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import Client from '#models/client'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { clientValidator } from '#validators/client'
import { CLIENT_TYPES } from '#contracts/client_types'
import type { Option } from '#contracts/list'
import {
  countryOptions,
  currencyOptions,
  ilikeAny,
  enabledFilter,
  usedCountryFilter,
  plainRowOf,
} from '#resources/shared'
import { clientPrograms } from '#resources/programs'
import ClientTransformer, {
  type PlainClient,
  type PlainClientRecord,
} from '#transformers/client_transformer'
import { needs } from '#resources/registry_references'

export type ClientRow = ReturnType<ClientTransformer['toObject']>

const typeOptions: Option[] = CLIENT_TYPES.map((type) => ({ ...type }))

/** The detail page and edit form: General info and Billing. */
function toDetail(client: Client) {
  return new ClientTransformer(plainRowOf<PlainClientRecord>(client)).forDetail()
}

/** Live email groups, for the group that receives the client's reports. */
async function emailGroupOptions(): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('email_groups')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

type Input = Infer<(typeof clientValidator)['schema']>

export const clientsResource = {
  pages: 'accounts/clients' as const,
  routes: 'accounts.clients',
  noun: 'Client',
  permissions: permissionSet('clients', 'client'),
  list: {
    model: Client,
    columns: [
      'clients.id',
      'clients.code',
      'clients.name',
      'clients.client_type',
      'clients.country_id',
      'clients.billing_currency_code',
      'clients.is_enabled',
      'clients.created_at',
      'clients.updated_at',
      'clients.deleted_at',
      'countries.name as country_name',
    ],
    scope: (query) => {
      query.join('countries', 'countries.id', 'clients.country_id')
    },
    sortable: {
      code: 'clients.code',
      name: 'clients.name',
      updated_at: 'clients.updated_at',
    },
    defaultSort: 'name',
    search: (query, term) => query.where(ilikeAny(['clients.code', 'clients.name'], term)),
    filters: {
      type: {
        options: () => typeOptions,
        apply: (query, values) => {
          query.whereIn('clients.client_type', values)
        },
      },
      country: usedCountryFilter('clients'),
      status: enabledFilter('clients.is_enabled'),
    },
    transformer: ClientTransformer,
  },
  store: {
    model: Client,
    subjectType: 'client',
    labels: { code: 'client code' },
  },
  validator: clientValidator,
  attributes: (input: Input) => ({
    code: input.code,
    name: input.name,
    clientType: input.client_type,
    contactName: input.contact_name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    website: input.website ?? null,
    address: input.address ?? null,
    city: input.city ?? null,
    countryId: input.country_id,
    billingCurrencyCode: input.billing_currency_code,
    paymentTermsDays: input.payment_terms_days,
    reportEmailGroupId: input.report_email_group_id ?? null,
    serviceFee: input.service_fee ?? null,
    billingEmailGroupId: input.billing_email_group_id ?? null,
    isEnabled: input.is_enabled,
  }),
  toDetail,
  label: (client: Client) => client.name,
  references: [
    needs('country_id', 'countries', ['client', 'clients']),
    needs('billing_currency_code', 'currencies', ['client (billing)', 'clients (billing)'], {
      key: 'code',
    }),
    needs('report_email_group_id', 'email_groups', ['client (reports)', 'clients (reports)'], {
      advice: 'Choose another group for them first.',
    }),
    needs('billing_email_group_id', 'email_groups', ['client (billing)', 'clients (billing)'], {
      advice: 'Choose another group for them first.',
    }),
  ],
  formProps: async () => ({
    clientTypes: typeOptions,
    countries: await countryOptions(),
    currencies: await currencyOptions(),
    emailGroups: await emailGroupOptions(),
  }),
  loadDetail: async (client: Client) => {
    // A trashed email group still shows by name, marked so the user can choose another.
    const groupName = (alias: string) =>
      db.raw(
        `${alias}.name || CASE WHEN ${alias}.deleted_at IS NULL THEN '' ELSE ' (deleted)' END as ${alias}_name`
      )
    const row: {
      country_name: string
      report_group_name: string | null
      billing_group_name: string | null
    } | null = await db
      .from('clients')
      .join('countries', 'countries.id', 'clients.country_id')
      .leftJoin('email_groups as report_group', 'report_group.id', 'clients.report_email_group_id')
      .leftJoin(
        'email_groups as billing_group',
        'billing_group.id',
        'clients.billing_email_group_id'
      )
      .where('clients.id', client.id)
      .select(
        'countries.name as country_name',
        groupName('report_group'),
        groupName('billing_group')
      )
      .first()
    client.$extras.country_name = row?.country_name ?? ''
    client.$extras.report_email_group_name = row?.report_group_name ?? null
    client.$extras.billing_email_group_name = row?.billing_group_name ?? null
    return client
  },
  // The Programs tab is for users who may see programs (null hides it).
  viewProps: async (client, request) => ({
    programs: request.actor.permissions.has('access-programs')
      ? await clientPrograms(client.id)
      : null,
  }),
} satisfies ResourceDefinition<
  typeof Client,
  ClientRow,
  ReturnType<typeof toDetail>,
  (typeof clientValidator)['schema'],
  'accounts/clients',
  PlainClient
>
