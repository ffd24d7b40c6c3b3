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
import { placeholderNumbers } from '#validators/rules/placeholders'
import { detailRow, ilikeAny, rowTimestamps, type PlainRecordTimestamps } from '#resources/shared'
import { likeTerm } from '#queries/list_query'
import { gopSettingsPage } from '#resources/gop_settings'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

export type EmailGroupRow = ReturnType<typeof toEmailGroupRow>

/** The plain row the email groups list reads (its columns). */
type PlainEmailGroup = {
  id: number
  name: string
  addresses: string[]
} & PlainRecordTimestamps

function toEmailGroupRow(group: PlainEmailGroup) {
  return {
    id: group.id,
    name: group.name,
    addresses: group.addresses,
    address_count: group.addresses.length,
    ...rowTimestamps(group),
  }
}

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
    toRow: toEmailGroupRow,
  },
  store: { model: EmailGroup, subjectType: 'email_group' },
  validator: emailGroupValidator,
  attributes: (input) => ({ name: input.name, addresses: splitEmailList(input.addresses) }),
  toDetail: (group) => detailRow(group, toEmailGroupRow),
  label: (group) => group.name,
  usedBy: [
    {
      table: 'clients',
      column: 'report_email_group_id',
      noun: ['client (reports)', 'clients (reports)'],
      live: true,
      onDelete: 'refuse',
      advice: 'Choose another group for them first.',
    },
    {
      table: 'business_entities',
      column: 'gop_email_group_id',
      noun: ['business entity (GOPs)', 'business entities (GOPs)'],
      live: true,
      onDelete: 'refuse',
      advice: 'Choose another group for them first.',
    },
    {
      table: 'providers',
      column: 'gop_email_group_id',
      noun: ['provider (GOPs)', 'providers (GOPs)'],
      live: true,
      onDelete: 'refuse',
      advice: 'Choose another group for them first.',
    },
    // Only a copy on every GOP: the GOPs still go out without it.
    {
      setting: 'gop_copy_email_group_id',
      page: 'GOP settings',
      subjectType: gopSettingsPage.subjectType,
      as: 'email group copied on every GOP',
      onDelete: 'clear',
    },
  ],
} satisfies ResourceDefinition<
  typeof EmailGroup,
  EmailGroupRow,
  EmailGroupRow & { created_at: string },
  (typeof emailGroupValidator)['schema'],
  'manage/email_groups',
  PlainEmailGroup
>

export type WhatsAppTemplateRow = ReturnType<typeof toTemplateRow>

/** The plain row the WhatsApp templates list reads (its columns). */
type PlainWhatsAppTemplate = {
  id: number
  name: string
  language: string
  category: string
  body: string
  status: string
} & PlainRecordTimestamps

function toTemplateRow(template: PlainWhatsAppTemplate) {
  return {
    id: template.id,
    name: template.name,
    language: template.language,
    category: template.category,
    body: template.body,
    placeholders: [...new Set(placeholderNumbers(template.body))].length,
    status: template.status,
    ...rowTimestamps(template),
  }
}

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
    toRow: toTemplateRow,
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
  toDetail: (template) => detailRow(template, toTemplateRow),
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
