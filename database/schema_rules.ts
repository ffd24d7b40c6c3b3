import type { SchemaRules } from '@adonisjs/lucid/types/schema_generator'

/**
 * Types the schema generator cannot infer: PostgreSQL arrays and JSON columns, which it would
 * otherwise declare as `any` in database/schema.ts.
 */
/** A rich-text column: the sanitised Quill Delta, stored as jsonb. */
const richTextColumn = {
  tsType: 'RichTextDelta',
  decorators: [{ name: '@column' }],
  imports: [{ source: '#rich_text/sanitize_delta', typeImports: ['RichTextDelta'] }],
}

export default {
  tables: {
    incident_scripts: { columns: { body: richTextColumn } },
    gop_templates: { columns: { body: richTextColumn } },
    case_notes: { columns: { body: richTextColumn } },
    business_entities: {
      columns: { gop_email_addresses: { tsType: 'string[]', decorators: [{ name: '@column' }] } },
    },
    providers: {
      columns: { gop_email_addresses: { tsType: 'string[]', decorators: [{ name: '@column' }] } },
    },
    gops: {
      columns: { sent_to: { tsType: 'string[]', decorators: [{ name: '@column' }] } },
    },
    request_for_payments: {
      columns: { sent_to: { tsType: 'string[]', decorators: [{ name: '@column' }] } },
    },
    // Policy verification (issue 33): a form's fields as app/contracts/policy_verification.ts.
    verification_forms: {
      columns: {
        fields: {
          tsType: 'VerificationFormField[]',
          decorators: [{ name: '@column' }],
          imports: [
            { source: '#contracts/policy_verification', typeImports: ['VerificationFormField'] },
          ],
        },
      },
    },
    policy_verifications: {
      columns: {
        sent_to: { tsType: 'string[]', decorators: [{ name: '@column' }] },
        asked: {
          tsType: 'VerificationFormField[]',
          decorators: [{ name: '@column' }],
          imports: [
            { source: '#contracts/policy_verification', typeImports: ['VerificationFormField'] },
          ],
        },
      },
    },
    gop_revisions: {
      columns: {
        letter_template: richTextColumn,
        letter_values: { tsType: 'Record<string, string>', decorators: [{ name: '@column' }] },
      },
    },
    gop_withdrawals: {
      columns: {
        sent_to: { tsType: 'string[]', decorators: [{ name: '@column' }] },
        letter_template: richTextColumn,
        letter_values: { tsType: 'Record<string, string>', decorators: [{ name: '@column' }] },
      },
    },
    transmissions: {
      columns: {
        recipients: { tsType: 'string[]', decorators: [{ name: '@column' }] },
        copy_to: { tsType: 'string[]', decorators: [{ name: '@column' }] },
        attachment_names: { tsType: 'string[]', decorators: [{ name: '@column' }] },
      },
    },
    // What an outbox row asks for (app/services/outbox.ts): a job's payload.
    outbox_messages: {
      columns: {
        payload: { tsType: 'Record<string, unknown>', decorators: [{ name: '@column' }] },
      },
    },
    email_groups: {
      columns: { addresses: { tsType: 'string[]', decorators: [{ name: '@column' }] } },
    },
    // A WhatsApp template's components as the Cloud API lists them (template_sync.ts).
    whats_app_templates: {
      columns: {
        components: { tsType: 'Record<string, unknown>[]', decorators: [{ name: '@column' }] },
      },
    },
    // A WhatsApp message's type-specific part (app/contracts/whatsapp.ts): a location's
    // coordinates, a reaction's emoji, an interactive reply's id and title, a template's name.
    whatsapp_messages: {
      columns: {
        content: { tsType: 'Record<string, unknown>', decorators: [{ name: '@column' }] },
      },
    },
    // The incident type's own form sections: a JSON object whose keys each form defines.
    cases: {
      columns: {
        details: { tsType: 'Record<string, unknown>', decorators: [{ name: '@column' }] },
      },
    },
    activity_logs: {
      columns: {
        properties: { tsType: 'Record<string, unknown>', decorators: [{ name: '@column' }] },
      },
    },
    settings: {
      columns: { value: { tsType: 'unknown', decorators: [{ name: '@column' }] } },
    },
    // A saved view's list state (app/resources/saved_views.ts): read back through its shape.
    saved_views: {
      columns: {
        query: { tsType: 'Record<string, unknown>', decorators: [{ name: '@column' }] },
        columns: { tsType: 'Record<string, unknown>', decorators: [{ name: '@column' }] },
      },
    },
    two_factor_credentials: {
      columns: {
        recovery_code_hashes: { tsType: 'string[]', decorators: [{ name: '@column' }] },
      },
    },
  },
} satisfies SchemaRules
