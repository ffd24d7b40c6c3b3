import { router, useForm, usePage } from '@inertiajs/react'
import { LoaderCircleIcon, LockIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import {
  Fragment,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import type { Option } from '#contracts/list'
import { urlFor } from '~/client'
import { CellText, columnHelper, DataTable } from '~/components/data_table'
import { ConfirmActionDialog } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Combobox } from '~/components/ui/combobox'
import { DateTime } from '~/components/ui/date_time'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import { truncateToLines } from '~/lib/truncate'
import type {
  CaseContactInput,
  CaseContactRow,
  CaseContactsPage,
  CaseOptions,
  CaseRecord,
} from './types'

/** The props the tab's table reloads: its list page is one prop of the case page. */
const RELOAD_PROPS = ['contacts']
/** The key its query is read under (app/resources/case_contacts.ts, underCase's listKey). */
const LIST_KEY = 'contacts'
/** A note shows this much in the table; the dialog has all of it. */
const NOTE_PREVIEW_CHARS = 80

/** The label of a stored option value; an unknown value shows as stored rather than vanish. */
function labelIn(options: readonly Option[], value: string | null): string | null {
  if (value === null) return null
  return options.find((option) => option.value === value)?.label ?? value
}

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className="ml-0.5 text-destructive" aria-hidden="true">
        *
      </span>
    </>
  )
}

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
      cell: ({ getValue }) => {
        const notes = getValue()
        if (!notes) return <CellText value={null} />
        return (
          // The whole note on hover; the Edit dialog shows it to everyone else.
          <span className="line-clamp-2 text-muted-foreground" title={notes}>
            {truncateToLines(notes, NOTE_PREVIEW_CHARS).map((line, index) => (
              <Fragment key={index}>
                {index > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </span>
        )
      },
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
 * A searchable choice that may be left empty: the option lists have no "none" entry, so a value
 * chosen by mistake is cleared with the button beside the label.
 */
function OptionalChoice({
  name,
  label,
  noun,
  options,
  value,
  error,
  onChange,
}: {
  name: keyof CaseContactInput
  label: string
  /** The field in the texts, lower case ('caller type'). */
  noun: string
  options: Option[]
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <Field
      label={label}
      error={error}
      errorTestId={`error-${name}`}
      labelAside={
        value ? (
          <button
            type="button"
            className="rounded-sm text-xs text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Clear ${noun}`}
            onClick={() => onChange('')}
            data-testid={`clear-${name}`}
          >
            Clear
          </button>
        ) : null
      }
    >
      <Combobox
        options={options}
        value={value || null}
        onChange={onChange}
        placeholder={`Select ${noun}...`}
        searchPlaceholder={`Search ${noun}...`}
        emptyText="No results found."
        data-testid={`select-${name}`}
      />
    </Field>
  )
}

const emptyInput: CaseContactInput = {
  name: '',
  caller_type: '',
  relationship: '',
  phone: '',
  email: '',
  preferred_contact_method: '',
  notes: '',
}

function inputOf(contact: CaseContactRow | null): CaseContactInput {
  if (!contact) return emptyInput
  return {
    name: contact.name,
    caller_type: contact.caller_type ?? '',
    relationship: contact.relationship ?? '',
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    preferred_contact_method: contact.preferred_contact_method ?? '',
    notes: contact.notes ?? '',
  }
}

/**
 * Adds a contact to the case, or changes one (`contact`), posted with Inertia's form: the
 * server's messages show beside the fields, and the dialog stays open until it has answered.
 * On success the server sends the case page back with the tab open, and the dialog closes; a
 * refusal (the case was closed meanwhile) comes back as a toast.
 */
function ContactDialog({
  caseRecord,
  open,
  contact,
  options,
  onClose,
}: {
  caseRecord: CaseRecord
  open: boolean
  contact: CaseContactRow | null
  options: CaseOptions
  onClose: () => void
}) {
  // Mounted afresh for each opening (keyed by the caller), so nothing is left from the last one.
  const form = useForm<CaseContactInput>(inputOf(contact))
  // Keep the contact while the dialog closes, so its title does not change mid-animation.
  const [shown] = useState(contact)

  // Every field is a string, so one setter serves them all; a changed field's error goes.
  function set(field: keyof CaseContactInput, value: string) {
    form.setData((data) => ({ ...data, [field]: value }))
    form.clearErrors(field)
  }

  // Refused fields: a keyboard user lands on the first one to fix, its message read with it
  // (the submit button they pressed was disabled meanwhile, which left the focus nowhere). After
  // the render that marks the fields, so counted in state rather than done in the callback.
  const formRef = useRef<HTMLFormElement>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  function submit(event: FormEvent) {
    event.preventDefault()
    const visit = {
      preserveScroll: true,
      onSuccess: onClose,
      onError: () => setRefusals((count) => count + 1),
    }
    if (shown) {
      form.put(
        urlFor('navigate.cases.contacts.update', { caseId: caseRecord.id, id: shown.id }),
        visit
      )
    } else {
      form.post(urlFor('navigate.cases.contacts.store', { caseId: caseRecord.id }), visit)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next || form.processing ? undefined : onClose())}>
      <DialogContent
        className="max-w-2xl"
        data-testid="case-contact-dialog"
        closeProps={{ 'data-testid': 'case-contact-dialog-close' }}
      >
        <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{shown ? `Edit ${shown.name}` : 'Add contact'}</DialogTitle>
            <DialogDescription>
              {shown
                ? `A person involved in case ${caseRecord.number}.`
                : `Someone involved in case ${caseRecord.number}: a caller, the family, a provider.`}
            </DialogDescription>
          </DialogHeader>
          <div className="grid items-start gap-x-5 gap-y-4 sm:grid-cols-2">
            <Field
              label={<RequiredLabel>Name</RequiredLabel>}
              error={form.errors.name}
              errorTestId="error-name"
              className="sm:col-span-2"
            >
              <Input
                name="name"
                value={form.data.name}
                onChange={(event) => set('name', event.target.value)}
                maxLength={160}
                autoComplete="off"
                aria-required
                data-testid="contact-name"
              />
            </Field>
            <OptionalChoice
              name="caller_type"
              label="Caller type"
              noun="caller type"
              options={options.callerTypes}
              value={form.data.caller_type}
              error={form.errors.caller_type}
              onChange={(value) => set('caller_type', value)}
            />
            <OptionalChoice
              name="relationship"
              label="Relationship to member"
              noun="relationship"
              options={options.relationships}
              value={form.data.relationship}
              error={form.errors.relationship}
              onChange={(value) => set('relationship', value)}
            />
            <Field label="Phone" error={form.errors.phone} errorTestId="error-phone">
              <Input
                type="tel"
                name="phone"
                value={form.data.phone}
                onChange={(event) => set('phone', event.target.value)}
                maxLength={40}
                autoComplete="off"
                data-testid="contact-phone"
              />
            </Field>
            <Field label="Email" error={form.errors.email} errorTestId="error-email">
              <Input
                type="email"
                name="email"
                value={form.data.email}
                onChange={(event) => set('email', event.target.value)}
                maxLength={254}
                autoComplete="off"
                data-testid="contact-email"
              />
            </Field>
            <OptionalChoice
              name="preferred_contact_method"
              label="Preferred contact method"
              noun="contact method"
              options={options.contactMethods}
              value={form.data.preferred_contact_method}
              error={form.errors.preferred_contact_method}
              onChange={(value) => set('preferred_contact_method', value)}
            />
            <Field
              label="Notes"
              error={form.errors.notes}
              errorTestId="error-notes"
              className="sm:col-span-2"
            >
              <Textarea
                name="notes"
                value={form.data.notes}
                onChange={(event) => set('notes', event.target.value)}
                maxLength={2000}
                rows={3}
                data-testid="contact-notes"
              />
            </Field>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={form.processing} data-testid="contact-cancel">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={form.processing} data-testid="contact-save">
              {form.processing ? 'Saving…' : shown ? 'Save changes' : 'Add contact'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * The case page sends the table only when it opens on this tab; opened from another tab, the
 * tab asks for it alone (a partial reload of the page's URL, which now holds `tab=contacts`).
 * Asked once per time it is missing: React may run an effect twice, and each answer would
 * redraw the table.
 */
function useRequestedContacts(missing: boolean) {
  const asked = useRef(false)
  const [failed, setFailed] = useState(false)
  const request = useCallback(() => {
    asked.current = true
    setFailed(false)
    router.reload({
      only: RELOAD_PROPS,
      onHttpException: () => setFailed(true),
      onNetworkError: () => setFailed(true),
    })
  }, [])
  useEffect(() => {
    if (!missing) asked.current = false
    else if (!asked.current) request()
  }, [missing, request])
  return { failed, retry: request }
}

/**
 * The case's contacts tab (SPEC.md §2): the people involved in the case, in the case page's
 * own table (searched, sorted and paged under `contacts[...]` in the URL, so the open tab and
 * anything else there stay). Who holds update-case adds, edits and deletes them in dialogs,
 * while the case is not closed (the server refuses then, in the same words).
 */
export function CaseContactsTab({
  caseRecord,
  contacts,
  options,
}: {
  caseRecord: CaseRecord
  /** Undefined until the page has it (see useRequestedContacts). */
  contacts: CaseContactsPage | undefined
  options: CaseOptions
}) {
  const permissions = usePage().props.user?.permission ?? []
  const closed = caseRecord.status === 'closed'
  const canChange = permissions.includes('update-case') && !closed
  const { failed, retry } = useRequestedContacts(contacts === undefined)

  // The dialog's contact (null: a new one) while it is open, and a count that remounts it.
  const [editing, setEditing] = useState<{ contact: CaseContactRow | null } | null>(null)
  const [openings, setOpenings] = useState(0)
  const [deleting, setDeleting] = useState<CaseContactRow | null>(null)
  // Keep the last one while the confirmation closes, so its text does not vanish mid-animation.
  const [deleteShown, setDeleteShown] = useState<CaseContactRow | null>(null)
  if (deleting && deleting !== deleteShown) setDeleteShown(deleting)

  const columns = useMemo(() => contactColumns(options), [options])

  function openDialog(contact: CaseContactRow | null) {
    setEditing({ contact })
    setOpenings((count) => count + 1)
  }

  return (
    <div className="grid gap-3" data-testid="case-contacts-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">Contacts</h2>
          <p className="text-xs text-muted-foreground">
            The people involved in this case and how to reach them.
          </p>
        </div>
        {canChange ? (
          <Button
            size="sm"
            aria-haspopup="dialog"
            onClick={() => openDialog(null)}
            data-testid="case-contacts-add"
          >
            <PlusIcon aria-hidden="true" />
            Add contact
          </Button>
        ) : closed ? (
          <p
            className="flex items-center gap-1.5 text-xs text-muted-foreground"
            data-testid="case-contacts-closed"
          >
            <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
            This case is closed; reopen it to add or change contacts.
          </p>
        ) : null}
      </div>

      {contacts ? (
        <DataTable
          tableKey="case-contacts"
          listKey={LIST_KEY}
          reloadProps={RELOAD_PROPS}
          page={contacts}
          columns={columns}
          caption={`Contacts of case ${caseRecord.number}`}
          searchPlaceholder="Search contacts..."
          rowLabel={(row) => row.name}
          rowActions={(row) =>
            canChange
              ? [
                  {
                    label: 'Edit',
                    icon: PencilIcon,
                    onSelect: () => openDialog(row),
                  },
                  {
                    label: 'Delete',
                    icon: Trash2Icon,
                    destructive: true,
                    onSelect: () => setDeleting(row),
                  },
                ]
              : []
          }
          emptyHint={
            canChange
              ? 'Add the first person involved with “Add contact”.'
              : 'No contacts have been recorded for this case.'
          }
        />
      ) : (
        <Card className="items-center gap-2 px-5 py-10 text-center">
          {failed ? (
            <>
              <p className="text-sm font-medium" role="alert">
                The contacts could not be loaded.
              </p>
              <Button variant="outline" size="sm" onClick={retry} data-testid="case-contacts-retry">
                Try again
              </Button>
            </>
          ) : (
            <p
              className="flex items-center gap-2 text-sm text-muted-foreground"
              role="status"
              data-testid="case-contacts-loading"
            >
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Loading contacts…
            </p>
          )}
        </Card>
      )}

      <ContactDialog
        key={openings}
        caseRecord={caseRecord}
        open={editing !== null}
        contact={editing?.contact ?? null}
        options={options}
        onClose={() => setEditing(null)}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleteShown?.name ?? 'contact'}?`}
        description={`The contact moves to the trash and no longer shows on case ${caseRecord.number}.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        method="delete"
        url={
          deleteShown
            ? urlFor('navigate.cases.contacts.destroy', {
                caseId: caseRecord.id,
                id: deleteShown.id,
              })
            : ''
        }
        testId="case-contact-delete-dialog"
      />
    </div>
  )
}
