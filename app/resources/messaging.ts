import EmailGroup from '#models/email_group'
import WhatsAppTemplate from '#models/whats_app_template'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import {
  emailGroupValidator,
  WHATS_APP_CATEGORIES,
  WHATS_APP_LANGUAGES,
  WHATS_APP_STATUSES,
  whatsAppTemplateValidator,
} from '#validators/messaging'
import { splitEmailList } from '#validators/rules/email_list'
import { ilikeAny, plainRowOf } from '#resources/shared'
import { likeTerm } from '#queries/list_query'
import WhatsAppTemplateTransformer, {
  type PlainWhatsAppTemplate,
} from '#transformers/whats_app_template_transformer'
import EmailGroupTransformer, { type PlainEmailGroup } from '#transformers/email_group_transformer'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

export type EmailGroupRow = ReturnType<EmailGroupTransformer['toObject']>

export const emailGroupsResource = {
  pages: 'manage/email_groups' as const,
  routes: 'manage.email-groups',
  noun: 'Email group',
  permissions: permissionSet('email-groups', 'email-group'),
  list: {
    model: EmailGroup,
    columns: ['id', 'name', 'addresses', 'created_at', 'updated_at', 'deleted_at'],
    sortable: { name: 'name', updated_at: 'updated_at' },
    defaultSort: 'name',
    // A name, or any address in the group.
    search: (query, term) =>
      query.where((inner) => {
        ilikeAny(['name'], term)(inner)
        inner.orWhereRaw("array_to_string(addresses, ' ') ILIKE ?", [`%${likeTerm(term)}%`])
      }),
    transformer: EmailGroupTransformer,
  },
  store: { model: EmailGroup, subjectType: 'email_group' },
  validator: emailGroupValidator,
  attributes: (input) => ({ name: input.name, addresses: splitEmailList(input.addresses) }),
  toDetail: (group) => new EmailGroupTransformer(plainRowOf<PlainEmailGroup>(group)).forDetail(),
  label: (group) => group.name,
} satisfies ResourceDefinition<
  typeof EmailGroup,
  EmailGroupRow,
  EmailGroupRow & { created_at: string },
  (typeof emailGroupValidator)['schema'],
  'manage/email_groups',
  PlainEmailGroup
>

export type WhatsAppTemplateRow = ReturnType<WhatsAppTemplateTransformer['toObject']>

export const whatsAppTemplatesResource = {
  pages: 'manage/whats_app_templates' as const,
  routes: 'manage.whats-app-templates',
  noun: 'WhatsApp template',
  permissions: permissionSet('whats-app-templates', 'whats-app-template'),
  list: {
    model: WhatsAppTemplate,
    columns: [
      'id',
      'name',
      'language',
      'category',
      'body',
      'status',
      'created_at',
      'updated_at',
      'deleted_at',
    ],
    sortable: { name: 'name', status: 'status', updated_at: 'updated_at' },
    defaultSort: 'name',
    search: (query, term) => query.where(ilikeAny(['name', 'body'], term)),
    filters: {
      status: {
        options: () => options(WHATS_APP_STATUSES),
        apply: (query, values) => void query.whereIn('status', values),
      },
      category: {
        options: () => options(WHATS_APP_CATEGORIES),
        apply: (query, values) => void query.whereIn('category', values),
      },
      language: {
        options: () => options(WHATS_APP_LANGUAGES),
        apply: (query, values) => void query.whereIn('language', values),
      },
    },
    transformer: WhatsAppTemplateTransformer,
  },
  store: {
    model: WhatsAppTemplate,
    subjectType: 'whats_app_template',
    labels: { name: 'template name for this language' },
  },
  validator: whatsAppTemplateValidator,
  attributes: (input) => ({
    name: input.name,
    language: input.language,
    category: input.category,
    body: input.body,
    status: input.status,
  }),
  toDetail: (template) =>
    new WhatsAppTemplateTransformer(plainRowOf<PlainWhatsAppTemplate>(template)).forDetail(),
  label: (template) => template.name,
  formProps: async () => ({
    languages: options(WHATS_APP_LANGUAGES),
    categories: options(WHATS_APP_CATEGORIES),
    statuses: options(WHATS_APP_STATUSES),
  }),
} satisfies ResourceDefinition<
  typeof WhatsAppTemplate,
  WhatsAppTemplateRow,
  WhatsAppTemplateRow & { created_at: string },
  (typeof whatsAppTemplateValidator)['schema'],
  'manage/whats_app_templates',
  PlainWhatsAppTemplate
>
