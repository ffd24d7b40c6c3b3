import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import VerificationForm from '#models/verification_form'
import VerificationFormTransformer, {
  type PlainVerificationForm,
} from '#transformers/verification_form_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet, permissionGroups } from '#permissions/catalogue'
import { verificationFormValidator } from '#validators/verification_form'
import { clientOptions, ilikeAny, namesOf, plainRowOf } from '#resources/shared'
import { kept, needs } from '#resources/registry_references'
import { fieldError } from '#services/field_error'
import { keyFromLabel } from '#contracts/case_form_sections'
import {
  DEFAULT_VERIFICATION_FIELDS,
  RESERVED_SLUGS,
  VERIFICATION_FIELDS,
  insurerNameOfSlug,
  specPermissionOf,
  type VerificationFormField,
} from '#contracts/policy_verification'
import type { Option } from '#contracts/list'

export type VerificationFormRow = ReturnType<VerificationFormTransformer['toObject']>

type Input = Infer<(typeof verificationFormValidator)['schema']>

const nameFrom = namesOf('verification_forms')

/** "Allied Bankers Insurance" → "allied-bankers-insurance": a new form's URL name. */
export function slugOf(name: string): string {
  const slug = keyFromLabel(name, 'insurer').replaceAll('_', '-')
  return RESERVED_SLUGS.includes(slug) ? `${slug}-insurer` : slug
}

/** The fields as stored: the standard ones in the posted order, each required or not. */
function storedFields(input: Input): VerificationFormField[] {
  return input.fields.map((field) => ({
    key: field.key as VerificationFormField['key'],
    required: field.required ?? false,
    label: field.label?.trim() ? field.label.trim() : null,
  }))
}

/** Live email groups, for the group a form's requests go to. */
async function emailGroupOptions(): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('email_groups')
    .whereNull('deleted_at')
    .orderBy('name')
    .orderBy('id')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

function toDetail(form: VerificationForm) {
  return new VerificationFormTransformer(plainRowOf<PlainVerificationForm>(form)).forDetail()
}

/**
 * Manage › Verification forms (issue 33): one form per insurer, as data, so an insurer's fields
 * change, and an eighth insurer is added, without code. A form asks some of the standard fields
 * (app/contracts/policy_verification.ts) in its order, each required or optional; its requests
 * go to its email group; one of SPEC.md's Verify permissions guards it (an insurer SPEC.md names
 * always its own). Its slug, its address under /verify-policy, is made once and kept, so the
 * menu's links and the requests made on it keep pointing at it.
 */
export const verificationFormsResource = {
  pages: 'manage/verification_forms' as const,
  routes: 'manage.verification-forms',
  noun: 'Verification form',
  permissions: permissionSet('verification-forms', 'verification-form'),
  list: {
    model: VerificationForm,
    columns: [
      'verification_forms.id',
      'verification_forms.slug',
      'verification_forms.name',
      'verification_forms.permission',
      'verification_forms.fields',
      'verification_forms.created_at',
      'verification_forms.updated_at',
      'verification_forms.deleted_at',
      nameFrom('clients', 'name', 'client_id', 'client_name'),
      nameFrom('email_groups', 'name', 'email_group_id', 'email_group_name'),
    ],
    sortable: { name: 'verification_forms.name', updated_at: 'verification_forms.updated_at' },
    defaultSort: 'name',
    search: (query, term) =>
      void query.where(ilikeAny(['verification_forms.name', 'verification_forms.slug'], term)),
    transformer: VerificationFormTransformer,
  },
  store: {
    model: VerificationForm,
    subjectType: 'verification_form',
    labels: { slug: 'address' },
  },
  validator: verificationFormValidator,
  attributes: (input: Input) => ({
    name: input.name,
    permission: input.permission,
    clientId: input.client_id ?? null,
    emailGroupId: input.email_group_id ?? null,
    instructions: input.instructions ?? null,
    fields: storedFields(input),
  }),
  /**
   * A new form's slug (given, else made from its name) is kept from then on; an insurer SPEC.md
   * names is guarded by its own permission, whatever is posted.
   */
  decidedInside: async (input: Input, record: VerificationForm | undefined) => {
    const slug = record?.slug ?? input.slug ?? slugOf(input.name)
    const own = specPermissionOf(slug)
    if (own && input.permission !== own) {
      fieldError('permission', `${insurerNameOfSlug(slug)} is verified under ${own} (SPEC.md).`)
    }
    return record ? {} : { slug }
  },
  toDetail,
  label: (form: VerificationForm) => form.name,
  references: [
    kept('client_id', 'clients', 'the insurer a form is for; the form keeps its own name'),
    needs('email_group_id', 'email_groups', ['verification form', 'verification forms'], {
      advice: 'Choose another group for them first.',
    }),
  ],
  formProps: async () => ({
    clients: await clientOptions(),
    emailGroups: await emailGroupOptions(),
    permissions: permissionGroups.verify.map((value) => ({ value, label: value })),
    fieldCatalogue: VERIFICATION_FIELDS.map(({ key, label, kind }) => ({ key, label, kind })),
    defaultFields: DEFAULT_VERIFICATION_FIELDS,
  }),
  loadDetail: async (form: VerificationForm) => {
    const row: { client_name: string | null; email_group_name: string | null } | null = await db
      .from('verification_forms')
      .leftJoin('clients', 'clients.id', 'verification_forms.client_id')
      .leftJoin('email_groups', 'email_groups.id', 'verification_forms.email_group_id')
      .where('verification_forms.id', form.id)
      .select('clients.name as client_name', 'email_groups.name as email_group_name')
      .first()
    form.$extras.client_name = row?.client_name ?? null
    form.$extras.email_group_name = row?.email_group_name ?? null
    return form
  },
} satisfies ResourceDefinition<
  typeof VerificationForm,
  VerificationFormRow,
  ReturnType<typeof toDetail>,
  (typeof verificationFormValidator)['schema'],
  'manage/verification_forms',
  PlainVerificationForm
>
