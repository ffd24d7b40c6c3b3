import type { SchemaRules } from '@adonisjs/lucid/types/schema_generator'

/**
 * Types the schema generator cannot infer: PostgreSQL arrays and JSON columns, which it would
 * otherwise declare as `any` in database/schema.ts.
 */
export default {
  tables: {
    email_groups: {
      columns: { addresses: { tsType: 'string[]', decorators: [{ name: '@column' }] } },
    },
    activity_logs: {
      columns: {
        properties: { tsType: 'Record<string, unknown>', decorators: [{ name: '@column' }] },
      },
    },
    settings: {
      columns: { value: { tsType: 'unknown', decorators: [{ name: '@column' }] } },
    },
  },
} satisfies SchemaRules
