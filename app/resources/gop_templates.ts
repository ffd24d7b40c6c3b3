import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import GopTemplate from '#models/gop_template'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { GOP_TEMPLATE_LANGUAGES, gopTemplateValidator } from '#validators/gop_template'
import { businessEntityOptions, ilikeAny, enabledFilter, plainRowOf } from '#resources/shared'
import type { TemplateOwner } from '#resources/parties'
import type { Option } from '#contracts/list'
import { whereCompanyWide } from '#queries/gop_template_owners'
import { providerOption } from '#queries/provider_lookup'
import { asRecordId } from '#validators/rules/record_id'
import GopTemplateTransformer, {
  type PlainGopTemplate,
  type PlainGopTemplateRecord,
} from '#transformers/gop_template_transformer'
import { needs } from '#resources/registry_references'

export type GopTemplateRow = ReturnType<GopTemplateTransformer['toObject']>

/** The owner filter's value for templates every party may use. */
const COMPANY_WIDE = 'company'

/**
 * The owner filter's value for a provider's templates. A business entity's is its bare id (the
 * links from its GOP templates tab predate providers).
 */
const PROVIDER_PREFIX = 'provider-'

/** Providers that own a live template, as owner filter options: a handful, not every provider. */
async function providerOwnerOptions(): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('providers')
    .whereIn(
      'id',
      db
        .from('gop_templates')
        .whereNotNull('provider_id')
        .whereNull('deleted_at')
        .select('provider_id')
    )
    .orderBy('name')
    .select('id', 'name')
  return rows.map((row) => ({
    value: `${PROVIDER_PREFIX}${row.id}`,
    label: `${row.name} (provider)`,
  }))
}

const languageOptions: Option[] = GOP_TEMPLATE_LANGUAGES.map((language) => ({
  value: language.value,
  label: language.label,
}))

function toDetail(template: GopTemplate) {
  return new GopTemplateTransformer(plainRowOf<PlainGopTemplateRecord>(template)).forDetail()
}

/**
 * A party's own templates for its GOP templates tab: the first 50 by name and how many there
 * are; the tab links to the full, filtered list for more.
 */
export async function ownedGopTemplates(owner: TemplateOwner) {
  const base = db.from('gop_templates').whereNull('deleted_at').where(owner.column, owner.id)
  const [rows, total] = await Promise.all([
    base
      .clone()
      .orderBy('name')
      .orderBy('id')
      .limit(50)
      .select('id', 'name', 'language', 'is_enabled', 'updated_at'),
    base.clone().count('* as total').first(),
  ])
  return {
    rows: (
      rows as {
        id: number
        name: string
        language: string
        is_enabled: boolean
        updated_at: Date | null
      }[]
    ).map((row) => ({
      id: row.id,
      name: row.name,
      language: row.language,
      is_enabled: row.is_enabled,
      updated_at: row.updated_at ? row.updated_at.toISOString() : null,
    })),
    total: Number(total?.total ?? 0),
  }
}

type Input = Infer<(typeof gopTemplateValidator)['schema']>

const OWN_TEMPLATES = ['GOP template', 'GOP templates'] as const
const OWNED = {
  verb: ['belongs to', 'belong to'],
  advice: 'Delete them or make them company-wide first.',
} as const

export const gopTemplatesResource = {
  pages: 'manage/gop_templates' as const,
  routes: 'manage.gop-templates',
  noun: 'GOP template',
  permissions: permissionSet('gop-templates', 'gop-template'),
  list: {
    model: GopTemplate,
    columns: [
      'gop_templates.id',
      'gop_templates.name',
      'gop_templates.language',
      'gop_templates.business_entity_id',
      'gop_templates.provider_id',
      'gop_templates.is_enabled',
      'gop_templates.created_at',
      'gop_templates.updated_at',
      'gop_templates.deleted_at',
      // At most one owner is set (gop_templates_one_owner).
      db.raw('coalesce(business_entities.name, providers.name) as owner_name'),
    ],
    scope: (query) => {
      query
        .leftJoin('business_entities', 'business_entities.id', 'gop_templates.business_entity_id')
        .leftJoin('providers', 'providers.id', 'gop_templates.provider_id')
    },
    sortable: { name: 'gop_templates.name', updated_at: 'gop_templates.updated_at' },
    defaultSort: 'name',
    search: (query, term) =>
      query.where(ilikeAny(['gop_templates.name', 'gop_templates.description'], term)),
    filters: {
      owner: {
        options: async () => [
          { value: COMPANY_WIDE, label: 'Company-wide' },
          ...(await businessEntityOptions()),
          ...(await providerOwnerOptions()),
        ],
        apply: (query, values) => {
          const providers = values
            .filter((value) => value.startsWith(PROVIDER_PREFIX))
            .map((value) => Number(value.slice(PROVIDER_PREFIX.length)))
          const entities = values
            .filter((value) => value !== COMPANY_WIDE && !value.startsWith(PROVIDER_PREFIX))
            .map(Number)
          query.where((owner) => {
            if (values.includes(COMPANY_WIDE)) {
              owner.orWhere((shared) => whereCompanyWide(shared, 'gop_templates'))
            }
            if (entities.length > 0) owner.orWhereIn('gop_templates.business_entity_id', entities)
            if (providers.length > 0) owner.orWhereIn('gop_templates.provider_id', providers)
          })
        },
      },
      language: {
        options: () => languageOptions,
        apply: (query, values) => void query.whereIn('gop_templates.language', values),
      },
      status: enabledFilter('gop_templates.is_enabled'),
    },
    transformer: GopTemplateTransformer,
  },
  store: { model: GopTemplate, subjectType: 'gop_template', labels: { name: 'template name' } },
  validator: gopTemplateValidator,
  attributes: (input: Input) => ({
    name: input.name,
    description: input.description ?? null,
    language: input.language,
    businessEntityId: input.business_entity_id ?? null,
    providerId: input.provider_id ?? null,
    isEnabled: input.is_enabled,
    body: input.body,
  }),
  toDetail,
  label: (template: GopTemplate) => template.name,
  // The letter a party's GOPs go out with: its form must still offer it.
  // A party's own letters belong to it: the party does not go while they are live.
  references: [
    needs('provider_id', 'providers', OWN_TEMPLATES, OWNED),
    needs('business_entity_id', 'business_entities', OWN_TEMPLATES, OWNED),
  ],
  // A provider is picked by searching (there are too many to list); the chosen one, or the one
  // a provider's GOP templates tab opened the form for (?provider_id=), comes with its name.
  formProps: async (template, request) => ({
    languages: languageOptions,
    businessEntities: await businessEntityOptions(),
    ownerProvider: await providerOption(
      template ? template.providerId : asRecordId(request.ctx.request.qs().provider_id)
    ),
  }),
  loadDetail: async (template: GopTemplate) => {
    const owner: { name: string } | null = template.businessEntityId
      ? await db
          .from('business_entities')
          .where('id', template.businessEntityId)
          .select('name')
          .first()
      : template.providerId
        ? await db.from('providers').where('id', template.providerId).select('name').first()
        : null
    template.$extras.owner_name = owner?.name ?? null
    return template
  },
} satisfies ResourceDefinition<
  typeof GopTemplate,
  GopTemplateRow,
  ReturnType<typeof toDetail>,
  (typeof gopTemplateValidator)['schema'],
  'manage/gop_templates',
  PlainGopTemplate
>
