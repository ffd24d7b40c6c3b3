import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { safeReturnPath } from '#contracts/return_to'
import {
  resourceUrls,
  type RecordId,
  type ResourceDefinition,
} from '~/components/resource/resource'
import { FormShell, type FormShellState } from './form_shell'

export interface ResourceFormProps<Row extends { id: RecordId }> {
  resource: ResourceDefinition<Row>
  /** The record being edited; without it the form creates one. */
  record?: Row
  /**
   * The page the edit form sits in, when not its own (a case's member-details tab): posted as
   * `_return_to`, so saving comes back there, and no Cancel (there is nowhere to go back to).
   */
  embeddedIn?: string
  /**
   * The version the record was read at, when the page holding the form is not its edit page
   * (the case's member-details tab sends the member's); else the page's own `version`.
   */
  version?: string | null
  children: ReactNode | ((state: FormShellState) => ReactNode)
}

/**
 * The create-or-edit form of a resource: POST to its store route, or PUT to its update route
 * when a record is given; Cancel goes back to the list, or to the record. A create form opened
 * with `?return_to=<path>` (a client's Programs tab's "New program") goes back there instead,
 * after saving too. A resource's form file renders this once with its fields, and both the
 * create and the edit page use it (and a page that edits the record in place: `embeddedIn`).
 */
export function ResourceForm<Row extends { id: RecordId }>({
  resource,
  record,
  embeddedIn,
  version,
  children,
}: ResourceFormProps<Row>) {
  const urls = resourceUrls(resource)
  // The edit page's `version` (the record's updated_at): posted back, so a save over someone
  // else's newer change is refused in words instead of erasing it (FormShell, useFormVersion).
  const { url, props } = usePage<{ version?: string | null }>()
  const returnTo = safeReturnPath(new URL(url, 'http://page.local').searchParams.get('return_to'))
  return record ? (
    <FormShell
      action={urls.update(record.id)}
      method="put"
      submitLabel="Save changes"
      cancelHref={embeddedIn ? undefined : urls.view(record.id)}
      data-testid={`${resource.key}-form`}
      version={version === undefined ? props.version : version}
    >
      {(state) => (
        <>
          {embeddedIn ? <input type="hidden" name="_return_to" value={embeddedIn} /> : null}
          {typeof children === 'function' ? children(state) : children}
        </>
      )}
    </FormShell>
  ) : (
    <FormShell
      action={urls.store()}
      method="post"
      submitLabel={`Create ${resource.singular}`}
      cancelHref={returnTo ?? urls.index()}
      data-testid={`${resource.key}-form`}
    >
      {(state) => (
        <>
          {returnTo ? <input type="hidden" name="_return_to" value={returnTo} /> : null}
          {typeof children === 'function' ? children(state) : children}
        </>
      )}
    </FormShell>
  )
}
