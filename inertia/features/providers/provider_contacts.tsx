import { PlusIcon, Trash2Icon, UsersIcon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { MAX_PROVIDER_CONTACTS } from '#contracts/provider_options'
import { EmptyState } from '~/components/empty_state'
import { TextField, useFieldError } from '~/components/form'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import type { ProviderContact } from './types'

const CONTACT_COLUMNS = ['name', 'position', 'phone', 'email'] as const

/**
 * Every field name a contact row can post, for the form tab's error badge: the rows are posted
 * as `contacts.<index>.<column>` (Inertia turns the dots into nesting), which is also how the
 * server names their errors.
 */
export const CONTACT_FIELDS = [
  'contacts',
  ...Array.from({ length: MAX_PROVIDER_CONTACTS }, (_, index) =>
    CONTACT_COLUMNS.map((column) => `contacts.${index}.${column}`)
  ).flat(),
]

type Row = { key: number; contact?: ProviderContact }

/**
 * The provider's contact people, edited with the provider and saved in the same request (and
 * transaction). Rows are uncontrolled inputs keyed by a stable key, so removing one keeps what
 * was typed in the others; their names follow their current place. A stored row posts its id,
 * so the server updates it in place rather than replacing it.
 */
export function ProviderContactsFields({ contacts }: { contacts: ProviderContact[] }) {
  const nextKey = useRef(contacts.length)
  const [rows, setRows] = useState<Row[]>(() =>
    contacts.map((contact, index) => ({ key: index, contact }))
  )
  const listError = useFieldError('contacts')
  const full = rows.length >= MAX_PROVIDER_CONTACTS
  const titleId = useId()

  function add() {
    setRows((current) => [...current, { key: nextKey.current++ }])
  }

  function remove(key: number) {
    setRows((current) => current.filter((row) => row.key !== key))
  }

  return (
    <section className="min-w-0" aria-labelledby={titleId} data-testid="provider-contacts">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id={titleId} className="text-sm font-semibold">
            Contacts
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">
            The people agents call or write to: admissions, billing, the doctor in charge.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={add}
          disabled={full}
          data-testid="contacts-add"
        >
          <PlusIcon aria-hidden="true" />
          Add contact
        </Button>
      </div>
      {listError ? (
        <p role="alert" className="mt-2 text-[0.8125rem] font-medium text-destructive">
          {listError}
        </p>
      ) : null}
      {full ? (
        <p className="mt-2 text-xs text-muted-foreground">
          A provider has at most {MAX_PROVIDER_CONTACTS} contacts.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-3 rounded-md border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
          No contacts yet. Add the people agents deal with at this provider.
        </p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {rows.map((row, index) => (
            <li
              key={row.key}
              className="grid gap-3 rounded-md border border-border p-3"
              data-testid="contact-row"
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs font-semibold text-muted-foreground">Contact {index + 1}</p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => remove(row.key)}
                  aria-label={`Remove contact ${index + 1}`}
                  data-testid="contact-remove"
                >
                  <Trash2Icon aria-hidden="true" />
                  Remove
                </Button>
              </div>
              {row.contact ? (
                <input type="hidden" name={`contacts.${index}.id`} value={row.contact.id} />
              ) : null}
              <div className="grid items-start gap-x-5 gap-y-3 sm:grid-cols-2">
                <TextField
                  name={`contacts.${index}.name`}
                  label="Name"
                  required
                  defaultValue={row.contact?.name ?? ''}
                  maxLength={160}
                  autoComplete="off"
                  autoFocus={!row.contact && index === rows.length - 1}
                />
                <TextField
                  name={`contacts.${index}.position`}
                  label="Position"
                  defaultValue={row.contact?.position ?? ''}
                  maxLength={120}
                  autoComplete="off"
                />
                <TextField
                  name={`contacts.${index}.phone`}
                  label="Phone"
                  type="tel"
                  defaultValue={row.contact?.phone ?? ''}
                  maxLength={40}
                />
                <TextField
                  name={`contacts.${index}.email`}
                  label="Email"
                  type="email"
                  defaultValue={row.contact?.email ?? ''}
                  maxLength={254}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** The provider page's contacts, under its general info. */
export function ProviderContactsCard({ contacts }: { contacts: ProviderContact[] }) {
  return (
    <Card className="grid gap-3 px-5 py-4" data-testid="provider-contacts-card">
      <h2 className="text-sm font-semibold">Contacts ({contacts.length})</h2>
      {contacts.length === 0 ? (
        <EmptyState icon={UsersIcon} title="No contacts">
          Add the people agents deal with at this provider from Edit.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {contacts.map((contact) => (
            <li
              key={contact.id}
              className="grid gap-x-4 gap-y-0.5 px-3 py-2 text-sm sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)]"
              data-testid="provider-contact"
            >
              <span className="font-medium">{contact.name}</span>
              <span className="text-muted-foreground">{contact.position ?? '—'}</span>
              <span>
                {contact.phone ? (
                  <a
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                    className="hover:underline"
                  >
                    {contact.phone}
                  </a>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </span>
              <span className="min-w-0 truncate">
                {contact.email ? (
                  <a href={`mailto:${contact.email}`} className="text-primary hover:underline">
                    {contact.email}
                  </a>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
