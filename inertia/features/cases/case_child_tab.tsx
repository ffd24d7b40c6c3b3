import { Form } from '@adonisjs/inertia/react'
import { router } from '@inertiajs/react'
import type { UserRegistry } from '@tuyau/core/types'
import { LoaderCircleIcon, LockIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  offers,
  refusalOf,
  type ChildTable,
  type RowActions,
  type WithActions,
} from '#contracts/row_actions'
import { urlFor } from '~/client'
import { CellText, DataTable, type DataTableColumn, type RowAction } from '~/components/data_table'
import { DialogFormFooter, FormErrorsScope, useFormVersion, VersionInput } from '~/components/form'
import { FormDraft } from '~/components/form/form_draft'
import { ConfirmActionDialog } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { truncateToLines } from '~/lib/truncate'
import type { CaseRecord } from './types'

type Routes = UserRegistry['routes']
type RouteName = keyof Routes & string
type MethodsOf<N extends RouteName> = Routes[N]['methods'][number]
type ParamsOf<N extends RouteName> = Routes[N]['types']['params']

/** Routes of one HTTP method whose parameters are exactly `Keys`. */
type RoutesWith<Method extends string, Keys extends string> = {
  [N in RouteName]: Method extends MethodsOf<N>
    ? [keyof ParamsOf<N>] extends [Keys]
      ? [Keys] extends [keyof ParamsOf<N>]
        ? N
        : never
      : never
    : never
}[RouteName]

type StorePrefix<N> = N extends `${infer P}.store` ? P : never

/**
 * Route name prefixes of the records under a case ('navigate.cases.contacts'): a store under
 * the case, an update and a destroy of one record of it. A prefix missing one does not compile.
 */
export type CaseChildRoutes = {
  [P in StorePrefix<RouteName>]: `${P}.store` extends RoutesWith<'POST', 'caseId'>
    ? `${P}.update` extends RoutesWith<'PUT', 'caseId' | 'id'>
      ? `${P}.destroy` extends RoutesWith<'DELETE', 'caseId' | 'id'>
        ? P
        : never
      : never
    : never
}[StorePrefix<RouteName>]

/** The write URLs of a case's records. */
function childUrls(routes: CaseChildRoutes, caseId: number) {
  // CaseChildRoutes has proved each `${routes}.<action>` is a route of the right kind;
  // TypeScript cannot carry that proof through a template string, hence the assertions.
  return {
    store: () => urlFor(`${routes}.store` as RoutesWith<'POST', 'caseId'>, { caseId }),
    update: (id: number) =>
      urlFor(`${routes}.update` as RoutesWith<'PUT', 'caseId' | 'id'>, { caseId, id }),
    destroy: (id: number) =>
      urlFor(`${routes}.destroy` as RoutesWith<'DELETE', 'caseId' | 'id'>, { caseId, id }),
  }
}

/** How a tab names its records in its texts and test ids. */
export interface ChildNouns {
  /** Lower case: 'contact', 'diagnosis', 'feedback'. */
  one: string
  /** Lower case: 'contacts', 'diagnoses', 'feedback'. */
  many: string
  /** The tab's heading: 'Contacts', 'Diagnoses (ICD-10)'. */
  title: string
}

const slug = (text: string) => text.toLowerCase().replace(/\W+/g, '-')

/** A long text in a cell: two lines, the whole of it on hover (the Edit dialog has it all). */
export function LongTextCell({ value, chars = 80 }: { value: string | null; chars?: number }) {
  if (!value) return <CellText value={null} />
  return (
    <span className="line-clamp-2 text-muted-foreground" title={value}>
      {truncateToLines(value, chars).map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </span>
  )
}

/**
 * The row action the server offers as `name` (app/contracts/row_actions.ts), drawn with this
 * page's label and icon: disabled with the server's reason when it is refused now, absent when it
 * is not offered. The page never decides itself who may do what.
 */
export function offeredAction(
  actions: RowActions,
  name: string,
  action: Omit<RowAction, 'disabledReason'>
): RowAction[] {
  if (!offers(actions, name)) return []
  return [{ ...action, disabledReason: refusalOf(actions, name) }]
}

/**
 * A row of a case tab's table as DataTable hands it back: typed by its columns (the plain row),
 * it is the page's own row, its actions included (ChildTable).
 */
export function withActions<Row>(row: Row): Row & WithActions {
  return row as Row & WithActions
}

/**
 * The case page sends a tab's content (its table, the status history, the member's form) only
 * when it opens on that tab; opened from another tab, the tab asks for it alone (a partial
 * reload of the page's URL, which now holds `tab=…`), with what the tab needs beside it (the
 * incident dialog's lists). Asked once per time it is missing: React may run an effect twice,
 * and each answer would redraw the tab.
 */
export function useRequestedProps(missing: boolean, props: readonly string[]) {
  const asked = useRef(false)
  const [failed, setFailed] = useState(false)
  // By value: a caller's new array each render must not make a new request function.
  const only = props.join(' ')
  const request = useCallback(() => {
    asked.current = true
    setFailed(false)
    router.reload({
      only: only.split(' '),
      onHttpException: () => setFailed(true),
      onNetworkError: () => setFailed(true),
    })
  }, [only])
  useEffect(() => {
    if (!missing) asked.current = false
    else if (!asked.current) request()
  }, [missing, request])
  return { failed, retry: request }
}

/**
 * A tab's place while its prop is on its way, or could not be had (with Try again): the test
 * ids `case-<testKey>-loading` and `-retry`.
 */
export function TabPending({
  what,
  failed,
  retry,
  testKey,
}: {
  /** Lower case, plural: 'contacts', 'status history'. */
  what: string
  failed: boolean
  retry: () => void
  testKey: string
}) {
  return (
    <Card className="items-center gap-2 px-5 py-10 text-center">
      {failed ? (
        <>
          <p className="text-sm font-medium" role="alert">
            The {what} could not be loaded.
          </p>
          <Button variant="outline" size="sm" onClick={retry} data-testid={`case-${testKey}-retry`}>
            Try again
          </Button>
        </>
      ) : (
        <p
          className="flex items-center gap-2 text-sm text-muted-foreground"
          role="status"
          data-testid={`case-${testKey}-loading`}
        >
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
          Loading {what}…
        </p>
      )}
    </Card>
  )
}

/**
 * The dialog every record of a case is added or changed in (a tab's records, a note): Inertia's
 * form with the form kit's fields (each shows the server's message beside it, by name), open
 * until the server has answered. On success the server sends the case page back with the tab
 * open, and the dialog closes; a refusal decided by the case (closed meanwhile) comes back as a
 * toast. An edit posts the version of the row it opened (useFormVersion): over someone's newer
 * save it is refused inside the dialog, which keeps what was typed, says who changed the record
 * and when, marks the fields they changed, and carries the new version for the next save.
 * Mounted afresh for each opening (keyed by the caller), so nothing is left from the last one
 * but the draft of what was typed and not saved (FormDraft), put back with a notice.
 */
export function CaseRecordDialog({
  testKey,
  open,
  onClose,
  onSaved,
  action,
  method,
  version: current,
  title,
  description,
  submitLabel,
  className = 'max-w-2xl',
  fieldsClassName = 'grid gap-4',
  children,
}: {
  /** Names the test ids: `case-<testKey>-dialog`, `<testKey>-save`. */
  testKey: string
  open: boolean
  onClose: () => void
  onSaved?: () => void
  action: string
  method: 'post' | 'put'
  /** The edited row's version as the page's table holds it now; none for a new record. */
  version?: string | null
  title: string
  description: string
  submitLabel: string
  className?: string
  fieldsClassName?: string
  children: ReactNode
}) {
  const [processing, setProcessing] = useState(false)
  const { version, answered } = useFormVersion(current)

  // Refused fields: a keyboard user lands on the first one to fix, its message read with it
  // (the submit button they pressed was disabled meanwhile, which left the focus nowhere). After
  // the render that marks the fields, so counted in state rather than done in the callback.
  const fieldsRef = useRef<HTMLDivElement>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) {
      fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [refusals])

  return (
    <Dialog open={open} onOpenChange={(next) => (next || processing ? undefined : onClose())}>
      <DialogContent
        className={className}
        data-testid={`case-${testKey}-dialog`}
        closeProps={{ 'data-testid': `case-${testKey}-dialog-close` }}
      >
        <Form
          action={action}
          method={method}
          // The server shows its own messages beside the fields; the browser's bubbles would differ.
          noValidate
          options={{ preserveScroll: true }}
          onStart={() => setProcessing(true)}
          onFinish={() => setProcessing(false)}
          onSuccess={() => {
            onClose()
            onSaved?.()
          }}
          onError={(errors) => {
            answered(errors)
            setRefusals((count) => count + 1)
          }}
          className="grid gap-4"
        >
          {(state) => (
            <FormErrorsScope
              errors={state.errors}
              footer={(summary) => (
                <DialogFormFooter
                  status={summary}
                  processing={state.processing}
                  submitLabel={submitLabel}
                  testId={testKey}
                />
              )}
            >
              <DialogHeader>
                <DialogTitle>{title}</DialogTitle>
                <DialogDescription>{description}</DialogDescription>
              </DialogHeader>
              <FormDraft action={action} method={method} version={current} />
              <VersionInput version={version} />
              <div ref={fieldsRef} className={fieldsClassName}>
                {children}
              </div>
            </FormErrorsScope>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  )
}

/** A tab's record in the case's dialog: its fields filled from the row, or empty for a new one. */
function ChildDialog<Row extends { id: number }>({
  nouns,
  urls,
  open,
  row,
  version,
  rowLabel,
  description,
  fields,
  onClose,
  onSaved,
}: {
  nouns: ChildNouns
  urls: ReturnType<typeof childUrls>
  open: boolean
  row: Row | null
  /** The row's version as the tab's table holds it now. */
  version: string | null | undefined
  rowLabel: (row: Row) => string
  description: (row: Row | null) => string
  fields: (row: Row | null) => ReactNode
  onClose: () => void
  onSaved?: (row: Row | null) => void
}) {
  // Keep the row while the dialog closes, so its title does not change mid-animation.
  const [shown] = useState(row)
  return (
    <CaseRecordDialog
      testKey={slug(nouns.one)}
      open={open}
      onClose={onClose}
      onSaved={() => onSaved?.(shown)}
      action={shown ? urls.update(shown.id) : urls.store()}
      method={shown ? 'put' : 'post'}
      version={shown ? version : undefined}
      title={shown ? `Edit ${rowLabel(shown)}` : `Add ${nouns.one}`}
      description={description(shown)}
      submitLabel={shown ? 'Save changes' : `Add ${nouns.one}`}
      fieldsClassName="grid items-start gap-x-5 gap-y-4 sm:grid-cols-2"
    >
      {fields(shown)}
    </CaseRecordDialog>
  )
}

export interface CaseChildTabProps<Row extends { id: number }> {
  caseRecord: CaseRecord
  /**
   * The case page's prop that holds the table, also the key its query is read under in the URL
   * (`contacts[page]=2`; the server's underCase listKey).
   */
  prop: string
  /** Undefined until the page has it (the tab then asks for it). */
  page: ChildTable<Row> | undefined
  /** Other optional props the tab needs, asked for with its table (the incident dialog's lists). */
  alsoLoads?: string[]
  /** The route name prefix of its writes ('navigate.cases.contacts'). */
  routes: CaseChildRoutes
  nouns: ChildNouns
  /** Under the heading: what the records are. */
  intro: string
  columns: readonly DataTableColumn<Row>[]
  /** How a record is named in its dialog's title and the delete confirmation. */
  rowLabel: (row: Row) => string
  /** The dialog's description, for a new record (null) or the one being changed. */
  dialogDescription: (row: Row | null) => string
  /** The dialog's fields (the form kit's, named as the server's validator), filled from `row`. */
  fields: (row: Row | null) => ReactNode
  /** What to do on an empty table, for who may add ('Add the first … with “Add …”.'). */
  emptyHint?: string
  /** The tab's own condition for offering writes besides what the server offers (lists loaded). */
  writable?: boolean
  /** The tab adds nothing of its own (closed tasks are closed, not added). */
  adds?: boolean
  /** Row actions besides Edit and Delete, from what the server offers (close or reopen a task). */
  moreActions?: (row: Row & { actions: RowActions }) => RowAction[]
  /** Row actions that only read (a GOP's letter, its revisions), offered on a closed case too. */
  readActions?: (row: Row) => RowAction[]
  /** After the dialog saved: the record it changed, or null for a new one (the page is new). */
  onSaved?: (row: Row | null) => void
}

/**
 * A table of the records under a case in a tab of its page (SPEC.md §2: contacts, incidents,
 * diagnoses, feedback, tasks, the money documents): the case page's own table (searched, sorted
 * and paged under `<prop>[...]` in the URL, so the open tab and anything else there stay), asked
 * for when the page did not send it. Adding, editing, deleting and every other action are offered
 * exactly where the server says (each row's and the table's `actions`: the permission, the
 * record's policy, a closed case), in dialogs; the tab itself is only listed for who holds its
 * permission.
 */
export function CaseChildTab<Row extends { id: number }>({
  caseRecord,
  prop,
  page,
  alsoLoads = [],
  routes,
  nouns,
  intro,
  columns,
  rowLabel,
  dialogDescription,
  fields,
  emptyHint,
  writable = true,
  adds = true,
  moreActions,
  readActions,
  onSaved,
}: CaseChildTabProps<Row>) {
  const closed = caseRecord.status === 'closed'
  const canAdd = adds && writable && page !== undefined && offers(page.actions, 'create')
  const reloadProps = useMemo(() => [prop], [prop])
  const { failed, retry } = useRequestedProps(page === undefined, [prop, ...alsoLoads])
  const urls = childUrls(routes, caseRecord.id)
  const many = slug(nouns.many)
  const one = slug(nouns.one)

  // The dialog's record (null: a new one) while it is open, and a count that remounts it.
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null)
  const [openings, setOpenings] = useState(0)
  const [deleting, setDeleting] = useState<Row | null>(null)
  // Keep the last one while the confirmation closes, so its text does not vanish mid-animation.
  const [deleteShown, setDeleteShown] = useState<Row | null>(null)
  if (deleting && deleting !== deleteShown) setDeleteShown(deleting)

  // The edited row's version as the table holds it now: after a refusal over a newer one, the
  // page comes back with it, and the dialog's next save carries it.
  const editedId = editing?.row?.id
  const editedVersion = page?.rows.find((row) => row.id === editedId)?.version

  function openDialog(row: Row | null) {
    setEditing({ row })
    setOpenings((count) => count + 1)
  }

  return (
    <div className="grid gap-3" data-testid={`case-${many}-tab`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">{nouns.title}</h2>
          <p className="text-xs text-muted-foreground">{intro}</p>
        </div>
        {canAdd ? (
          <Button
            size="sm"
            aria-haspopup="dialog"
            onClick={() => openDialog(null)}
            data-testid={`case-${many}-add`}
          >
            <PlusIcon aria-hidden="true" />
            Add {nouns.one}
          </Button>
        ) : closed ? (
          <p
            className="flex items-center gap-1.5 text-xs text-muted-foreground"
            data-testid={`case-${many}-closed`}
          >
            <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
            This case is closed; reopen it to add or change {nouns.many}.
          </p>
        ) : null}
      </div>

      {page ? (
        <DataTable
          tableKey={`case-${many}`}
          listKey={prop}
          reloadProps={reloadProps}
          page={page}
          columns={columns}
          caption={`${nouns.title} of case ${caseRecord.number}`}
          searchPlaceholder={`Search ${nouns.many}...`}
          rowLabel={rowLabel}
          rowActions={(plain) => {
            const row = withActions(plain)
            return [
              // Only what the server offers on this row now (a GOP once approved is not edited).
              ...(writable
                ? offeredAction(row.actions, 'edit', {
                    label: 'Edit',
                    icon: PencilIcon,
                    onSelect: () => openDialog(row),
                  })
                : []),
              ...(readActions ? readActions(row) : []),
              ...(moreActions ? moreActions(row) : []),
              ...(writable
                ? offeredAction(row.actions, 'delete', {
                    label: 'Delete',
                    icon: Trash2Icon,
                    destructive: true,
                    onSelect: () => setDeleting(row),
                  })
                : []),
            ]
          }}
          emptyHint={
            canAdd
              ? (emptyHint ?? `Add the first with “Add ${nouns.one}”.`)
              : `No ${nouns.many} have been recorded for this case.`
          }
        />
      ) : (
        <TabPending what={nouns.many} failed={failed} retry={retry} testKey={many} />
      )}

      <ChildDialog
        key={openings}
        nouns={nouns}
        urls={urls}
        open={editing !== null}
        row={editing?.row ?? null}
        version={editedVersion}
        rowLabel={rowLabel}
        description={dialogDescription}
        fields={fields}
        onClose={() => setEditing(null)}
        onSaved={onSaved}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleteShown ? rowLabel(deleteShown) : nouns.one}?`}
        description={`The ${nouns.one} moves to the trash and no longer shows on case ${caseRecord.number}.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        method="delete"
        url={deleteShown ? urls.destroy(deleteShown.id) : ''}
        testId={`case-${one}-delete-dialog`}
      />
    </div>
  )
}
