import { useState } from 'react'
import { FormSection, ResourceForm, TextareaField, TextField } from '~/components/form'
import { emailGroupsResource } from './email_groups_resource'
import type { EmailGroupRecord } from './types'

/** At most this many addresses per group (app/validators/messaging.ts). */
const MAX_ADDRESSES = 200

/**
 * How many distinct addresses the text holds, split as the server splits it (line breaks, commas,
 * semicolons; duplicates ignoring case): app/validators/rules/email_list.ts.
 */
function countAddresses(text: string): number {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
  return new Set(parts).size
}

/** Create and edit an email group; the addresses are a textarea, one per line. */
export function EmailGroupForm({ record }: { record?: EmailGroupRecord }) {
  const initial = record?.addresses.join('\n') ?? ''
  const [count, setCount] = useState(() => countAddresses(initial))

  return (
    <ResourceForm resource={emailGroupsResource} record={record}>
      <FormSection title="Email group" description="A named list of addresses to send to at once.">
        <TextField
          name="name"
          label="Name"
          required
          defaultValue={record?.name}
          maxLength={120}
          autoComplete="off"
          autoFocus={!record}
          className="sm:col-span-2"
        />
        <TextareaField
          name="addresses"
          label="Addresses"
          required
          defaultValue={initial}
          onChange={(event) => setCount(countAddresses(event.target.value))}
          rows={10}
          spellCheck={false}
          autoComplete="off"
          placeholder={'claims@example.com\nops@example.com'}
          className="sm:col-span-2 [&_textarea]:font-mono [&_textarea]:text-[0.8125rem]"
          hint={
            <span className="flex flex-wrap justify-between gap-x-4">
              <span>
                One address per line (commas and semicolons also separate). Duplicates are dropped;
                at most {MAX_ADDRESSES}.
              </span>
              <span
                className={count > MAX_ADDRESSES ? 'text-destructive' : undefined}
                data-testid="address-count"
                aria-live="polite"
              >
                {count === 1 ? '1 address' : `${count} addresses`}
              </span>
            </span>
          }
        />
      </FormSection>
    </ResourceForm>
  )
}
