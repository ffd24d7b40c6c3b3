import { PlaneIcon } from 'lucide-react'
import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { CasePriority } from './case_priority'
import { CaseStatusBadge } from './case_status_badge'
import type { CaseRow } from './types'

const column = columnHelper<CaseRow>()

/** "Evacuation": a case that moves the member (evacuation or repatriation), beside its type. */
export function EvacuationMark() {
  return (
    <span
      className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground"
      data-testid="case-evacuation"
    >
      <PlaneIcon className="size-3.5 shrink-0" aria-hidden="true" />
      Evacuation
    </span>
  )
}

/**
 * The cases list. Number, opened at and updated at sort; status, priority, client, program,
 * incident type and the opening day filter (app/resources/cases.ts).
 */
export const caseColumns = column.columns([
  column.accessor('number', {
    header: 'Number',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
    enableHiding: false,
    meta: { link: true, className: 'whitespace-nowrap' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <CaseStatusBadge status={getValue()} />,
    meta: { filter: true, className: 'w-24' },
  }),
  column.accessor('member', {
    header: 'Member',
    cell: ({ row }) => (
      <span className="grid">
        <span>{row.original.member}</span>
        <span className="font-mono text-xs text-muted-foreground">
          {row.original.policy_number}
        </span>
      </span>
    ),
    meta: { className: 'min-w-44 whitespace-normal' },
  }),
  column.accessor('client', {
    header: 'Client',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true, className: 'min-w-36 whitespace-normal' },
  }),
  column.accessor('incident_type', {
    header: 'Incident type',
    cell: ({ row }) => (
      <span className="grid justify-items-start gap-0.5">
        <CellText value={row.original.incident_type} />
        {row.original.is_evacuation ? <EvacuationMark /> : null}
      </span>
    ),
    meta: { filter: true, className: 'min-w-36 whitespace-normal' },
  }),
  column.accessor('owner', {
    header: 'Owner',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true, className: 'min-w-32 whitespace-normal' },
  }),
  column.accessor('priority', {
    header: 'Priority',
    cell: ({ getValue }) => <CasePriority priority={getValue()} />,
    meta: { filter: true, className: 'w-24' },
  }),
  column.accessor('opened_at', {
    id: 'opened_at',
    header: 'Opened',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    meta: { label: 'Opened at' },
  }),
  column.accessor('closed_at', {
    header: 'Closed',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    meta: { label: 'Closed at', defaultHidden: true },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    meta: { defaultHidden: true },
  }),
])

/** Shown behind "Columns" in the trash, which adds when each case was deleted. */
const TRASH_HIDDEN = new Set(['owner', 'incident_type'])

/** The cases trash: the list's columns, the two lowest-value ones hidden to fit 1280 px. */
export const caseTrashColumns = caseColumns.map((definition) => {
  const id = definition.id ?? ('accessorKey' in definition ? String(definition.accessorKey) : '')
  return TRASH_HIDDEN.has(id)
    ? { ...definition, meta: { ...definition.meta, defaultHidden: true } }
    : definition
})
