import { useHttp } from '@inertiajs/react'
import {
  BookmarkIcon,
  CheckIcon,
  CircleAlertIcon,
  LoaderCircleIcon,
  PencilIcon,
  PlusIcon,
  Settings2Icon,
  Trash2Icon,
  UsersIcon,
} from 'lucide-react'
import { useCallback, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { Json } from '#contracts/page_props'
import type { ListQuery } from '#contracts/list'
import {
  listKeyOf,
  MAX_VIEW_NAME,
  type SavedColumns,
  type SavedListQuery,
} from '#contracts/saved_views'
import type { savedViewsOf } from '#resources/saved_views'
import { urlFor } from '~/client'
import { CheckboxField, DialogFormFooter, FormErrorsScope, TextField } from '~/components/form'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { filterValues } from './list_query'

/** The Views menu's answer (server: app/resources/saved_views.ts `savedViewsOf`). */
export type SavedViews = Json<Awaited<ReturnType<typeof savedViewsOf>>>
export type SavedViewRow = SavedViews['views'][number]

type Loaded = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; data: SavedViews }

/** What the dialog posts: a new view whole, a rename its name (and whether it is shared). */
type ViewInput = {
  name: string
  list_key?: string
  shared?: boolean
  query?: SavedListQuery
  columns?: SavedColumns
}

/** The state a view keeps of the list as it is now: its query but the page, and the columns. */
export type CurrentListState = { query: ListQuery; columns: SavedColumns }

/** The query of a list state as a view keeps it: filters as lists of values, no page. */
function keptQuery(query: ListQuery): SavedListQuery {
  const filters: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(query.filters)) {
    const values = filterValues(value)
    if (values.length > 0) filters[key] = values
  }
  return { perPage: query.perPage, sort: query.sort, q: query.q?.trim() || null, filters }
}

/** One comparable text per state: the same filters, sort, search, size and columns. */
function stateKey(query: SavedListQuery, columns: SavedColumns): string {
  const sorted = <T,>(record: Record<string, T>) =>
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]])
  const filters = sorted(query.filters).map(([key, values]) => [
    key,
    [...filterValues(values as string | string[])].sort(),
  ])
  return JSON.stringify([query.perPage, query.sort, query.q, filters, sorted(columns)])
}

/** A refused write in plain words, by its status. */
function refusalOf(status: number): string {
  if (status === 403) return 'You may not do that with this view.'
  if (status === 404) return 'This view is gone; it was deleted meanwhile.'
  return 'The view could not be saved. Please try again.'
}

/**
 * The list's saved views (issue 29), in its header beside Columns: pick one to apply its
 * filters, sort, search, page size and columns; save the list as it is now under a name; rename,
 * share or delete one's own. The views are read when the menu opens (a small JSON route), never
 * with the list's own page, and again after any change. Applying a view asks the list with its
 * query, so the list's own parser decides what of it still means something (a filter or column
 * that no longer exists is dropped, never an error).
 */
export function SavedViewsMenu({
  tableKey,
  current,
  onApply,
}: {
  /** The list's key: a view belongs to one list ('cases', 'countries-trash', 'case-files'). */
  tableKey: string
  current: CurrentListState
  onApply: (query: SavedListQuery, columns: SavedColumns) => void
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' })
  const [dialog, setDialog] = useState<
    { kind: 'save' } | { kind: 'edit'; view: SavedViewRow } | { kind: 'manage' } | null
  >(null)

  const listKey = listKeyOf(tableKey)
  const load = useCallback(() => {
    // Views already read stay in the menu while they are read again.
    setLoaded((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }))
    fetch(`${urlFor('ui.saved_views.menu')}?${new URLSearchParams({ list: listKey })}`, {
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        setLoaded({ state: 'ready', data: (await response.json()) as SavedViews })
      })
      .catch(() => setLoaded({ state: 'failed' }))
  }, [listKey])

  const data = loaded.state === 'ready' ? loaded.data : null
  const currentKey = stateKey(keptQuery(current.query), current.columns)
  const mine = data?.views.filter((view) => view.mine) ?? []
  const shared = data?.views.filter((view) => !view.mine) ?? []

  const viewItem = (view: SavedViewRow) => {
    const active = stateKey(view.query, view.columns) === currentKey
    return (
      <DropdownMenuItem
        key={view.id}
        onSelect={() => onApply(view.query, view.columns)}
        data-testid="saved-view"
        data-view-id={view.id}
      >
        <CheckIcon className={active ? undefined : 'invisible'} aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate" title={view.name}>
          {view.name}
          {active ? <span className="sr-only"> (showing)</span> : null}
        </span>
        {view.shared_with ? (
          <span className="text-xs text-muted-foreground">
            {view.mine ? `Shared · ${view.shared_with}` : view.owner}
          </span>
        ) : null}
      </DropdownMenuItem>
    )
  }

  return (
    <>
      <DropdownMenu modal={false} onOpenChange={(open) => open && load()}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" data-testid="data-table-views">
            <BookmarkIcon aria-hidden="true" />
            Views
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72" data-testid="saved-views-menu">
          {loaded.state === 'loading' || loaded.state === 'idle' ? (
            <p className="flex items-center gap-2 px-2 py-1.5 text-sm text-muted-foreground">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Loading views…
            </p>
          ) : loaded.state === 'failed' ? (
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault()
                load()
              }}
            >
              <CircleAlertIcon aria-hidden="true" />
              The views could not be read. Try again
            </DropdownMenuItem>
          ) : (
            <>
              <DropdownMenuLabel>My views</DropdownMenuLabel>
              {mine.length > 0 ? (
                mine.map(viewItem)
              ) : (
                <p className="px-2 pb-1.5 text-xs text-muted-foreground">
                  None yet: set the filters, sort and columns, then save them here.
                </p>
              )}
              {shared.length > 0 ? (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuLabel>Shared with {data?.center}</DropdownMenuLabel>
                  {shared.map(viewItem)}
                </>
              ) : null}
            </>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog({ kind: 'save' })} data-testid="save-view">
            <PlusIcon aria-hidden="true" />
            Save current view…
          </DropdownMenuItem>
          {mine.length > 0 ? (
            <DropdownMenuItem
              onSelect={() => setDialog({ kind: 'manage' })}
              data-testid="manage-views"
            >
              <Settings2Icon aria-hidden="true" />
              Rename or delete my views…
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>

      {dialog?.kind === 'save' || dialog?.kind === 'edit' ? (
        <ViewFormDialog
          key={dialog.kind === 'edit' ? dialog.view.id : 'new'}
          listKey={listKey}
          view={dialog.kind === 'edit' ? dialog.view : null}
          current={current}
          canShare={data?.canShare ?? false}
          center={data?.center ?? null}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null)
            setLoaded({ state: 'idle' })
          }}
        />
      ) : null}
      {dialog?.kind === 'manage' ? (
        <ManageViewsDialog
          views={mine}
          onEdit={(view) => setDialog({ kind: 'edit', view })}
          onClose={() => setDialog(null)}
          onDeleted={() => setLoaded({ state: 'idle' })}
        />
      ) : null}
    </>
  )
}

/**
 * Save the list as it is now under a name, or rename a view: the name (required, at most 80
 * characters, one of a kind among one's views of this list) and, for a supervisor, whether the
 * center sees it. The server's refusals show beside their fields.
 */
function ViewFormDialog({
  listKey,
  view,
  current,
  canShare,
  center,
  onClose,
  onSaved,
}: {
  listKey: string
  /** The view renamed; null to save a new one. */
  view: SavedViewRow | null
  current: CurrentListState
  canShare: boolean
  center: string | null
  onClose: () => void
  onSaved: () => void
}) {
  const http = useHttp<ViewInput, { id: number }>({ name: '' })
  const [failure, setFailure] = useState<string | null>(null)
  const shareOffered = canShare || Boolean(view?.shared_with)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    const form = new FormData(event.currentTarget)
    const name = String(form.get('name') ?? '')
    const shared = form.get('shared') === '1'
    setFailure(null)
    http.transform(() =>
      view
        ? { name, ...(shareOffered ? { shared } : {}) }
        : {
            list_key: listKey,
            name,
            shared,
            query: keptQuery(current.query),
            columns: current.columns,
          }
    )
    const options = {
      onSuccess: () => {
        toast.success(view ? 'View saved.' : `View “${name.trim()}” saved.`)
        onSaved()
      },
      onHttpException: (response: { status: number }) => setFailure(refusalOf(response.status)),
      onNetworkError: () => setFailure('The view could not be saved. Please try again.'),
    }
    const sent = view
      ? http.put(urlFor('ui.saved_views.update', { id: view.id }), options)
      : http.post(urlFor('ui.saved_views.store'), options)
    // Said in the dialog by the callbacks above; nothing is left to handle here.
    sent.catch(() => undefined)
  }

  return (
    <Dialog open onOpenChange={(open) => (!open && !http.processing ? onClose() : undefined)}>
      <DialogContent className="max-w-md" data-testid="saved-view-dialog">
        <DialogHeader>
          <DialogTitle>{view ? 'Rename view' : 'Save current view'}</DialogTitle>
          <DialogDescription>
            {view
              ? 'Its filters, sort and columns stay as they were saved.'
              : 'The filters, sort, search, page size and columns as they are now, under a name you pick from Views.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" data-testid="saved-view-form">
          <FormErrorsScope
            errors={http.errors as Record<string, string>}
            footer={(summary) => (
              <DialogFormFooter
                status={
                  failure ? (
                    <p className="flex items-center gap-1.5 font-medium text-destructive">
                      <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
                      {failure}
                    </p>
                  ) : (
                    summary
                  )
                }
                processing={http.processing}
                submitLabel={view ? 'Save' : 'Save view'}
                testId="saved-view"
              />
            )}
          >
            <TextField
              name="name"
              label="Name"
              required
              maxLength={MAX_VIEW_NAME}
              defaultValue={view?.name ?? ''}
              autoComplete="off"
              autoFocus
            />
            {shareOffered ? (
              <CheckboxField
                name="shared"
                label={
                  view?.shared_with
                    ? `Shared with ${view.shared_with}`
                    : `Share with ${center ?? 'the center'}`
                }
                hint="Everyone in the center sees it in this list's Views; only you change it."
                defaultChecked={Boolean(view?.shared_with)}
              />
            ) : null}
          </FormErrorsScope>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** One's own views of the list: each renamed (and shared) or deleted, a delete asked twice. */
function ManageViewsDialog({
  views,
  onEdit,
  onClose,
  onDeleted,
}: {
  views: SavedViewRow[]
  onEdit: (view: SavedViewRow) => void
  onClose: () => void
  onDeleted: () => void
}) {
  const http = useHttp<Record<string, never>, { id: number }>({})
  const [left, setLeft] = useState(views)
  const [confirming, setConfirming] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  function remove(view: SavedViewRow) {
    setFailure(null)
    http
      .delete(urlFor('ui.saved_views.destroy', { id: view.id }), {
        onSuccess: () => {
          setLeft((current) => current.filter((other) => other.id !== view.id))
          setConfirming(null)
          toast.success(`View “${view.name}” deleted.`)
          onDeleted()
        },
        onHttpException: (response) => setFailure(refusalOf(response.status)),
        onNetworkError: () => setFailure('The view could not be deleted. Please try again.'),
      })
      .catch(() => undefined)
  }

  return (
    <Dialog open onOpenChange={(open) => (!open && !http.processing ? onClose() : undefined)}>
      <DialogContent className="max-w-lg" data-testid="manage-views-dialog">
        <DialogHeader>
          <DialogTitle>My views</DialogTitle>
          <DialogDescription>
            Rename, share or delete the views you saved on this list.
          </DialogDescription>
        </DialogHeader>
        {left.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no saved views on this list.</p>
        ) : (
          <ul className="grid divide-y divide-border rounded-md border border-border">
            {left.map((view) => (
              <li
                key={view.id}
                className="flex items-center gap-2 px-3 py-2"
                data-testid="manage-view"
                data-view-id={view.id}
              >
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium" title={view.name}>
                    {view.name}
                  </span>
                  {view.shared_with ? (
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <UsersIcon className="size-3" aria-hidden="true" />
                      Shared with {view.shared_with}
                    </span>
                  ) : null}
                </span>
                {confirming === view.id ? (
                  <>
                    <span className="text-xs text-muted-foreground">Delete it?</span>
                    <Button
                      variant="destructive"
                      size="sm"
                      disabled={http.processing}
                      onClick={() => remove(view)}
                      data-testid="manage-view-confirm-delete"
                    >
                      Delete
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                  </>
                ) : (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onEdit(view)}
                      data-testid="manage-view-rename"
                      aria-label={`Rename ${view.name}`}
                    >
                      <PencilIcon aria-hidden="true" />
                      Rename
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive hover:text-destructive"
                      onClick={() => setConfirming(view.id)}
                      data-testid="manage-view-delete"
                      aria-label={`Delete ${view.name}`}
                    >
                      <Trash2Icon aria-hidden="true" />
                      Delete
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {failure ? (
          <p
            className="flex items-center gap-1.5 text-sm font-medium text-destructive"
            role="alert"
          >
            <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
            {failure}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
