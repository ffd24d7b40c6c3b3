import { CellText, CodeText, columnHelper } from '~/components/data_table'
import { Badge } from '~/components/ui/badge'
import { CalendarDate, DateTime } from '~/components/ui/date_time'
import { formatAge } from '~/lib/age'
import { useCenterToday } from '~/lib/center_today'
import type { MemberRow } from './types'

const column = columnHelper<MemberRow>()

/**
 * "03 Feb 1980 (46 years 9 months)": the day with the age beside it: agents read the age off the
 * list on a call. In a narrow table the age goes under the day rather than widen the list.
 */
export function BirthDate({ value }: { value: string }) {
  const today = useCenterToday()
  return (
    <span>
      <span className="whitespace-nowrap">
        <CalendarDate value={value} />
      </span>{' '}
      <span className="text-xs whitespace-nowrap text-muted-foreground">
        ({formatAge(value, today)})
      </span>
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
    meta: { link: true, className: 'min-w-44 whitespace-normal' },
  }),
  column.accessor('policy_number', {
    header: 'Policy number',
    cell: ({ getValue }) => <CodeText value={getValue()} />,
  }),
  column.accessor('date_of_birth', {
    header: 'Date of birth',
    cell: ({ getValue }) => <BirthDate value={getValue()} />,
    meta: { className: 'whitespace-normal' },
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
    // Said on the member's page; offered in Columns, hidden at first so a laptop shows the
    // list's rows on one line with their actions.
    meta: { className: 'w-28', defaultHidden: true },
  }),
  column.accessor('client', {
    header: 'Client',
    cell: ({ getValue }) => <CellText value={getValue()} />,
    // Long insurer and program names wrap rather than push the row's actions off a laptop screen.
    meta: { filter: true, className: 'min-w-40 whitespace-normal' },
  }),
  column.accessor('program', {
    header: 'Program',
    cell: ({ getValue }) => <CellText value={getValue() ?? ''} />,
    meta: { filter: true, className: 'min-w-40 whitespace-normal' },
  }),
  // Read on the member's page; offered in Columns, hidden at first for the same reason.
  column.accessor('policy_valid_to', {
    header: 'Policy valid to',
    cell: ({ getValue }) => <CalendarDate value={getValue()} />,
    meta: { defaultHidden: true },
  }),
  column.accessor('updated_at', {
    header: 'Updated',
    cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    meta: { defaultHidden: true },
  }),
])
