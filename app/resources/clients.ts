import type { Infer } from '@vinejs/vine/types'
import { casesUse } from '#resources/case_usage'
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
  rowTimestamps,
  detailRow,
  enabledFilter,
  usedCountryFilter,
  type PlainRecordTimestamps,
} from '#resources/shared'
import { clientPrograms } from '#resources/programs'

export type ClientRow = ReturnType<typeof toRow>

const typeOptions: Option[] = CLIENT_TYPES.map((type) => ({ ...type }))

/** The plain row the list reads (its columns). */
type PlainClient = {
  id: number
  code: string
  name: string
  client_type: string
  country_id: number
  billing_currency_code: string
  is_enabled: boolean
  /** Joined; a detail page's loadDetail puts it in `$extras`. */
  country_name?: string | null
} & PlainRecordTimestamps

/** Rows carry their country's name through one join. */
function toRow(client: PlainClient) {
  return {
    id: client.id,
    code: client.code,
    name: client.name,
    client_type: client.client_type,
    country_id: client.country_id,
    country: String(client.country_name ?? ''),
    billing_currency_code: client.billing_currency_code,
    is_enabled: client.is_enabled,
    ...rowTimestamps(client),
  }
}

/** The detail page and edit form: General info and Billing. */
function toDetail(client: Client) {
  return {
    ...detailRow(client, toRow),
    contact_name: client.contactName,
    email: client.email,
    phone: client.phone,
    website: client.website,
    address: client.address,
    city: client.city,
    payment_terms_days: client.paymentTermsDays,
    report_email_group_id: client.reportEmailGroupId,
    report_email_group_name: (client.$extras.report_email_group_name as string | null) ?? null,
  }
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
    toRow,
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
    isEnabled: input.is_enabled,
  }),
  toDetail,
  label: (client: Client) => client.name,
  usedBy: [
    casesUse('client_id'),
    {
      table: 'members',
      column: 'client_id',
      noun: ['member', 'members'],
      live: true,
      onDelete: 'refuse',
    },
    {
      table: 'programs',
      column: 'client_id',
      noun: ['program', 'programs'],
      live: true,
      onDelete: 'refuse',
    },
  ],
  formProps: async () => ({
    clientTypes: typeOptions,
    countries: await countryOptions(),
    currencies: await currencyOptions(),
    emailGroups: await emailGroupOptions(),
  }),
  loadDetail: async (client: Client) => {
    // A trashed email group still shows by name, marked so the user can choose another.
    const row: { country_name: string; group_name: string | null } | null = await db
      .from('clients')
      .join('countries', 'countries.id', 'clients.country_id')
      .leftJoin('email_groups', 'email_groups.id', 'clients.report_email_group_id')
      .where('clients.id', client.id)
      .select(
        'countries.name as country_name',
        db.raw(
          "email_groups.name || CASE WHEN email_groups.deleted_at IS NULL THEN '' ELSE ' (deleted)' END as group_name"
        )
      )
      .first()
    client.$extras.country_name = row?.country_name ?? ''
    client.$extras.report_email_group_name = row?.group_name ?? null
    return client
  },
  // The Programs tab is for users who may see programs (null hides it).
  viewProps: async (client: Client, request) => ({
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
