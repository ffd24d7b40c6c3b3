import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { Badge } from '~/components/ui/badge'
import { CalendarDate, DateTime } from '~/components/ui/date_time'
import { formatAge } from '~/lib/age'
import type { MemberRow } from './types'

const column = columnHelper<MemberRow>()

/** "03 Feb 1980 (46 years 9 months)": the day with the age beside it: agents read the age off the list on a call. */
export function BirthDate({ value }: { value: string }) {
  return (
    <span className="whitespace-nowrap">
      <CalendarDate value={value} />
      <span className="ml-1.5 text-xs text-muted-foreground">({formatAge(value)})</span>
    </span>
  )
}

/**
 * The members list. Name, policy number, date of birth and updated_at sort; client and program
 * filter (app/resources/members.ts).
 */
export const memberColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => getValue(),
    enableHiding: false,
    meta: { link: true, className: 'min-w-56' },
  }),
  column.accessor('policy_number', {
    header: 'Policy number',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
  }),
  column.accessor('date_of_birth', {
    header: 'Date of birth',
    cell: ({ getValue }) => <BirthDate value={getValue()} />,
  }),
  column.accessor('principal_member_id', {
    id: 'member_type',
    header: 'Type',
    cell: ({ getValue }) =>
      getValue() === null ? (
        <Badge variant="outline">Principal</Badge>
      ) : (
        <Badge variant="secondary">Dependant</Badge>
      ),
    meta: { className: 'w-28' },
  }),
  column.accessor('client', {
    header: 'Client',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    meta: { filter: true },
  }),
  column.accessor('program', {
    header: 'Program',
    cell: ({ getValue }) => <CellText value={getValue() ?? ''} />,
    meta: { filter: true },
  }),
  column.accessor('policy_valid_to', {
    header: 'Policy valid to',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
  }),
])
