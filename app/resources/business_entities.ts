import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import BusinessEntity from '#models/business_entity'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { businessEntityValidator } from '#validators/business_entity'
import { deleteImage, storeImage } from '#services/images'
import { bankDetailAttributes, gopSettingAttributes } from '#validators/parties'
import {
  countryOptions,
  currencyOptions,
  ilikeAny,
  enabledFilter,
  usedCountryFilter,
  plainRowOf,
} from '#resources/shared'
import { gopSettingOptions, loadPartyNames } from '#resources/parties'
import { ownedGopTemplates } from '#resources/gop_templates'
import BusinessEntityTransformer, {
  type PlainBusinessEntity,
  type PlainBusinessEntityRecord,
} from '#transformers/business_entity_transformer'
import { needs } from '#resources/registry_references'

export type BusinessEntityRow = ReturnType<BusinessEntityTransformer['toObject']>

/** The detail page and edit form: General info plus the shared party tabs. */
function toDetail(entity: BusinessEntity) {
  return new BusinessEntityTransformer(plainRowOf<PlainBusinessEntityRecord>(entity)).forDetail()
}

type Input = Infer<(typeof businessEntityValidator)['schema']>

export const businessEntitiesResource = {
  pages: 'manage/business_entities' as const,
  routes: 'manage.business-entities',
  noun: 'Business entity',
  permissions: permissionSet('business-entities', 'business-entity'),
  // Its form uploads the logo (read on store and update only).
  takesFiles: true,
  list: {
    model: BusinessEntity,
    columns: [
      'business_entities.id',
      'business_entities.code',
      'business_entities.name',
      'business_entities.country_id',
      'business_entities.city',
      'business_entities.currency_code',
      'business_entities.is_enabled',
      'business_entities.created_at',
      'business_entities.updated_at',
      'business_entities.deleted_at',
      'countries.name as country_name',
    ],
    scope: (query) => {
      query.join('countries', 'countries.id', 'business_entities.country_id')
    },
    sortable: {
      code: 'business_entities.code',
      name: 'business_entities.name',
      updated_at: 'business_entities.updated_at',
    },
    defaultSort: 'name',
    search: (query, term) =>
      query.where(
        ilikeAny(
          ['business_entities.code', 'business_entities.name', 'business_entities.legal_name'],
          term
        )
      ),
    filters: {
      country: usedCountryFilter('business_entities'),
      status: enabledFilter('business_entities.is_enabled'),
    },
    transformer: BusinessEntityTransformer,
  },
  store: {
    model: BusinessEntity,
    subjectType: 'business_entity',
    labels: { code: 'entity code' },
  },
  validator: businessEntityValidator,
  attributes: async (input: Input) => ({
    code: input.code,
    name: input.name,
    legalName: input.legal_name ?? null,
    registrationNumber: input.registration_number ?? null,
    taxNumber: input.tax_number ?? null,
    countryId: input.country_id,
    city: input.city ?? null,
    address: input.address ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    website: input.website ?? null,
    currencyCode: input.currency_code ?? null,
    isEnabled: input.is_enabled,
    ...(input.logo
      ? { logo: await storeImage(input.logo, 'logos') }
      : input.remove_logo
        ? { logo: null }
        : {}),
    ...bankDetailAttributes(input),
    ...gopSettingAttributes(input),
  }),
  toDetail,
  label: (entity: BusinessEntity) => entity.name,
  // A replaced or removed logo's file goes (letters already sent keep theirs in the PDF).
  afterWrite: async (entity: BusinessEntity, action, before) => {
    const previous = before?.logo as string | null | undefined
    if (action === 'update' && previous && previous !== entity.logo) await deleteImage(previous)
  },
  references: [
    needs('country_id', 'countries', ['business entity', 'business entities']),
    needs('currency_code', 'currencies', ['business entity', 'business entities'], {
      key: 'code',
    }),
    needs(
      'gop_email_group_id',
      'email_groups',
      ['business entity (GOPs)', 'business entities (GOPs)'],
      { advice: 'Choose another group for them first.' }
    ),
    needs('gop_template_id', 'gop_templates', ['business entity', 'business entities'], {
      advice: 'Choose another letter template for them first.',
    }),
  ],
  formProps: async (entity?: BusinessEntity) => ({
    countries: await countryOptions(),
    currencies: await currencyOptions(),
    ...(await gopSettingOptions(entity ? { column: 'business_entity_id', id: entity.id } : null)),
  }),
  loadDetail: async (entity: BusinessEntity) => {
    const country = await db.from('countries').where('id', entity.countryId).select('name').first()
    entity.$extras.country_name = country?.name ?? ''
    await loadPartyNames('business_entities', entity)
    return entity
  },
  // The GOP templates tab is for users who may see GOP templates (null hides it).
  viewProps: async (entity, request) => ({
    gopTemplates: request.actor.permissions.has('access-gop-templates')
      ? await ownedGopTemplates({ column: 'business_entity_id', id: entity.id })
      : null,
  }),
} satisfies ResourceDefinition<
  typeof BusinessEntity,
  BusinessEntityRow,
  ReturnType<typeof toDetail>,
  (typeof businessEntityValidator)['schema'],
  'manage/business_entities',
  PlainBusinessEntity
>
