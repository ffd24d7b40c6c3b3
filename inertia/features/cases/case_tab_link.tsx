import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { columnHelper } from '~/components/data_table'

/** A case's page with one of its tabs open: where a document of a center list lives. */
export function caseTabOf(caseId: number, tab: string) {
  return `${urlFor('navigate.cases.view', { id: caseId })}?tab=${tab}`
}

/**
 * The "Case" column of a center's document list (GOPs, charge slips, RFPs): the case's number,
 * linking to the document's tab on it.
 */
export function caseNumberColumn<Row extends { case_id: number; case_number: string }>(
  tab: string,
  testId: string
) {
  return columnHelper<Row>().display({
    id: 'case_number',
    header: 'Case',
    cell: ({ row }) => (
      <Link
        href={caseTabOf(row.original.case_id, tab)}
        className="font-mono text-xs whitespace-nowrap text-primary underline-offset-4 hover:underline"
        data-testid={testId}
      >
        {row.original.case_number}
      </Link>
    ),
  })
}
