import vine from '@vinejs/vine'
import { uniqueAmongLive } from '#validators/rules/unique_among_live'
import { emailListRule } from '#validators/rules/email_list'
import { sequentialPlaceholdersRule } from '#validators/rules/placeholders'

export const WHATS_APP_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const
export const WHATS_APP_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'paused'] as const
/** Languages the operations centers write in (WhatsApp language codes). */
export const WHATS_APP_LANGUAGES = [
  'en',
  'en_US',
  'en_GB',
  'ms',
  'id',
  'th',
  'fil',
  'vi',
  'zh_CN',
  'zh_HK',
  'ja',
  'ko',
] as const

export const emailGroupValidator = vine.create({
  name: vine
    .string()
    .trim()
    .minLength(2)
    .maxLength(120)
    .use(uniqueAmongLive({ table: 'email_groups', column: 'name', caseInsensitive: true })),
  addresses: vine
    .string()
    .trim()
    .maxLength(60_000)
    .use(emailListRule({ max: 200 })),
})

export const whatsAppTemplateValidator = vine.create({
  // Before the name, whose uniqueness is per language.
  language: vine.string().in([...WHATS_APP_LANGUAGES]),
  name: vine
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/)
    .use(
      uniqueAmongLive({
        table: 'whats_app_templates',
        column: 'name',
        within: { language: 'language' },
        label: 'template name for this language',
      })
    ),
  category: vine.string().in([...WHATS_APP_CATEGORIES]),
  body: vine.string().trim().minLength(1).maxLength(1024).use(sequentialPlaceholdersRule()),
  status: vine.string().in([...WHATS_APP_STATUSES]),
})
