import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import GopTemplate from '#models/gop_template'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { GOP_TEMPLATE_LANGUAGES, gopTemplateValidator } from '#validators/gop_template'
import {
  businessEntityOptions,
  ilikeAny,
  rowTimestamps,
  withCreatedAt,
  enabledFilter,
} from '#resources/shared'
import type { TemplateOwner } from '#resources/parties'
import type { Option } from '#contracts/list'

export type GopTemplateRow = ReturnType<typeof toRow>

/** The owner filter's value for templates every entity may use. */
const COMPANY_WIDE = 'company'

const languageOptions: Option[] = GOP_TEMPLATE_LANGUAGES.map((language) => ({
  value: language.value,
  label: language.label,
}))

function toRow(template: GopTemplate) {
  return {
    id: template.id,
    name: template.name,
    language: template.language,
    business_entity_id: template.businessEntityId,
    /** null: company-wide. */
    owner: (template.$extras.owner_name as string | null) ?? null,
    is_enabled: template.isEnabled,
    ...rowTimestamps(template),
  }
}

function toDetail(template: GopTemplate) {
  return {
    ...withCreatedAt(toRow(template), template),
    description: template.description,
    body: template.body,
  }
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
      'gop_templates.is_enabled',
      'gop_templates.created_at',
      'gop_templates.updated_at',
      'gop_templates.deleted_at',
      'business_entities.name as owner_name',
    ],
    scope: (query) => {
      query.leftJoin(
        'business_entities',
        'business_entities.id',
        'gop_templates.business_entity_id'
      )
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
        ],
        apply: (query, values) => {
          const ids = values.filter((value) => value !== COMPANY_WIDE).map(Number)
          query.where((owner) => {
            if (values.includes(COMPANY_WIDE)) owner.whereNull('gop_templates.business_entity_id')
            if (ids.length > 0) owner.orWhereIn('gop_templates.business_entity_id', ids)
          })
        },
      },
      language: {
        options: () => languageOptions,
        apply: (query, values) => void query.whereIn('gop_templates.language', values),
      },
      status: enabledFilter('gop_templates.is_enabled'),
    },
    toRow,
  },
  store: { model: GopTemplate, subjectType: 'gop_template', labels: { name: 'template name' } },
  validator: gopTemplateValidator,
  attributes: (input: Input) => ({
    name: input.name,
    description: input.description ?? null,
    language: input.language,
    businessEntityId: input.business_entity_id ?? null,
    isEnabled: input.is_enabled,
    body: input.body,
  }),
  toDetail,
  label: (template: GopTemplate) => template.name,
  formProps: async () => ({
    languages: languageOptions,
    businessEntities: await businessEntityOptions(),
  }),
  loadDetail: async (template: GopTemplate) => {
    const owner = template.businessEntityId
      ? await db
          .from('business_entities')
          .where('id', template.businessEntityId)
          .select('name')
          .first()
      : null
    template.$extras.owner_name = owner?.name ?? null
    return template
  },
} satisfies ResourceDefinition<
  typeof GopTemplate,
  GopTemplateRow,
  ReturnType<typeof toDetail>,
  (typeof gopTemplateValidator)['schema'],
  'manage/gop_templates'
>
