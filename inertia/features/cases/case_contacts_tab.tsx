import { useMemo } from 'react'
import { CellText, columnHelper } from '~/components/data_table'
import { SelectField, TextareaField, TextField } from '~/components/form'
import { DateTime } from '~/components/ui/date_time'
import { CaseChildTab, LongTextCell } from './case_child_tab'
import { labelIn } from './case_view'
import type { CaseContactRow, CaseContactsPage, CaseOptions, CaseRecord } from './types'

const column = columnHelper<CaseContactRow>()

/** The table's columns, the option values shown by the case page's labels. */
function contactColumns(options: CaseOptions) {
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      enableHiding: false,
      meta: { className: 'min-w-40 whitespace-normal' },
    }),
    column.accessor('caller_type', {
      header: 'Caller type',
      cell: ({ getValue }) => <CellText value={labelIn(options.callerTypes, getValue())} />,
    }),
    column.accessor('relationship', {
      header: 'Relationship',
      cell: ({ getValue }) => <CellText value={labelIn(options.relationships, getValue())} />,
      meta: { label: 'Relationship to member' },
    }),
    column.accessor('phone', {
      header: 'Phone',
      cell: ({ getValue }) => <CellText value={getValue()} className="tabular-nums" />,
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('email', {
      header: 'Email',
      cell: ({ getValue }) => <CellText value={getValue()} className="break-all" />,
      meta: { className: 'min-w-40 whitespace-normal' },
    }),
    column.accessor('preferred_contact_method', {
      header: 'Preferred contact',
      cell: ({ getValue }) => <CellText value={labelIn(options.contactMethods, getValue())} />,
      meta: { label: 'Preferred contact method' },
    }),
    column.accessor('notes', {
      header: 'Notes',
      cell: ({ getValue }) => <LongTextCell value={getValue()} />,
      enableSorting: false,
      meta: { className: 'min-w-48 max-w-sm whitespace-normal' },
    }),
    column.accessor('updated_at', {
      header: 'Updated',
      cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
      meta: { defaultHidden: true, className: 'whitespace-nowrap' },
    }),
  ])
}

/**
 * The contact's fields (server: app/validators/case_contact.ts). The choices are optional and
 * their lists have no "none" entry, so a value chosen by mistake is cleared beside the label.
 */
function ContactFields({
  contact,
  options,
}: {
  contact: CaseContactRow | null
  options: CaseOptions
}) {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        required
        defaultValue={contact?.name ?? ''}
        maxLength={160}
        autoComplete="off"
        className="sm:col-span-2"
        data-testid="contact-name"
      />
      <SelectField
        name="caller_type"
        label="Caller type"
        options={options.callerTypes}
        defaultValue={contact?.caller_type ?? null}
        clearable
      />
      <SelectField
        name="relationship"
        label="Relationship to member"
        field="relationship"
        options={options.relationships}
        defaultValue={contact?.relationship ?? null}
        clearable
      />
      <TextField
        type="tel"
        name="phone"
        label="Phone"
        defaultValue={contact?.phone ?? ''}
        maxLength={40}
        autoComplete="off"
        data-testid="contact-phone"
      />
      <TextField
        type="email"
        name="email"
        label="Email"
        defaultValue={contact?.email ?? ''}
        maxLength={254}
        autoComplete="off"
        data-testid="contact-email"
      />
      <SelectField
        name="preferred_contact_method"
        label="Preferred contact method"
        field="contact method"
        options={options.contactMethods}
        defaultValue={contact?.preferred_contact_method ?? null}
        clearable
      />
      <TextareaField
        name="notes"
        label="Notes"
        defaultValue={contact?.notes ?? ''}
        maxLength={2000}
        rows={3}
        className="sm:col-span-2"
        data-testid="contact-notes"
      />
    </>
  )
}

/**
 * The case's contacts tab (SPEC.md §2, access-contacts): the people involved in the case (a
 * caller, the family, a provider) and how to reach them.
 */
export function CaseContactsTab({
  caseRecord,
  contacts,
  options,
}: {
  caseRecord: CaseRecord
  contacts: CaseContactsPage | undefined
  options: CaseOptions
}) {
  const columns = useMemo(() => contactColumns(options), [options])
  return (
    <CaseChildTab
      caseRecord={caseRecord}
      prop="contacts"
      page={contacts}
      routes="navigate.cases.contacts"
      nouns={{ one: 'contact', many: 'contacts', title: 'Contacts' }}
      intro="The people involved in this case and how to reach them."
      columns={columns}
      rowLabel={(contact) => contact.name}
      dialogDescription={(contact) =>
        contact
          ? `A person involved in case ${caseRecord.number}.`
          : `Someone involved in case ${caseRecord.number}: a caller, the family, a provider.`
      }
      fields={(contact) => <ContactFields contact={contact} options={options} />}
      emptyHint="Add the first person involved with “Add contact”."
    />
  )
}
