import type { Infer } from '@vinejs/vine/types'
import CaseContact from '#models/case_contact'
import CaseContactTransformer, {
  type PlainCaseContact,
} from '#transformers/case_contact_transformer'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { caseContactValidator } from '#validators/case_contact'
import { throughParent } from '#resources/center_scope'
import { caseTabPermissions, underCase } from '#resources/case_parent'
import { childListPage } from '#resources/scope'
import type { CaseTab } from '#resources/registry_tabs'
import { kept } from '#resources/registry_references'
import { ilikeAny } from '#resources/shared'
import type { TimelineEntryOf } from '#resources/registry_timeline'

export type CaseContactRow = ReturnType<CaseContactTransformer['toObject']>

type Input = Infer<(typeof caseContactValidator)['schema']>

/** The people involved in a case: its "contacts" tab (a table and dialogs on the case page). */
export const caseContactsResource = {
  pages: null,
  routes: 'navigate.cases.contacts',
  noun: 'Contact',
  permissions: caseTabPermissions('access-contacts'),
  list: {
    model: CaseContact,
    columns: [
      'case_contacts.id',
      'case_contacts.case_id',
      'case_contacts.name',
      'case_contacts.caller_type',
      'case_contacts.relationship',
      'case_contacts.phone',
      'case_contacts.email',
      'case_contacts.preferred_contact_method',
      'case_contacts.notes',
      'case_contacts.created_at',
      'case_contacts.updated_at',
      'case_contacts.deleted_at',
    ],
    sortable: {
      name: 'case_contacts.name',
      updated_at: 'case_contacts.updated_at',
    },
    defaultSort: 'name',
    search: (query, term) =>
      void query.where(
        ilikeAny(['case_contacts.name', 'case_contacts.phone', 'case_contacts.email'], term)
      ),
    transformer: CaseContactTransformer,
  },
  store: { model: CaseContact, subjectType: 'case_contact' },
  parent: underCase('case_contacts', 'contacts', 'contacts'),
  centerScope: throughParent('case_contacts.case_id', 'cases', 'caseId'),
  validator: caseContactValidator,
  attributes: (input: Input) => ({
    name: input.name,
    callerType: input.caller_type ?? null,
    relationship: input.relationship ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    preferredContactMethod: input.preferred_contact_method ?? null,
    notes: input.notes ?? null,
  }),
  toDetail: (contact: CaseContact) => contact.id,
  label: (contact: CaseContact) => contact.name,
  references: [kept('case_id', 'cases', "the case's own contacts, kept with it")],
} satisfies ResourceDefinition<
  typeof CaseContact,
  CaseContactRow,
  number,
  (typeof caseContactValidator)['schema'],
  string,
  PlainCaseContact
>

/** The case page's contacts tab (SPEC.md §2, `access-contacts`). */
export const contactsCaseTab = {
  key: 'contacts',
  label: 'Contacts',
  order: 30,
  permission: caseContactsResource.permissions.access,
  count: { table: 'case_contacts' },
  props: {
    contacts: ({ request, parent }) => childListPage(caseContactsResource, request, parent),
  },
} satisfies CaseTab

/** How its records appear on the case's timeline (app/resources/registry_timeline.ts). */
export const contactsTimeline = {
  label: 'r.name',
  kind: 'case',
  permission: 'access-contacts',
} satisfies TimelineEntryOf
