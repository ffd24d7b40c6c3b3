import { UserRoundIcon } from 'lucide-react'
import { ResourceIndex } from '~/components/resource'
import { FilterToggle, withoutFacets } from '~/components/filter_toggle'
import { CaseStatusChips } from '~/features/cases/case_status_chips'
import { caseColumns } from '~/features/cases/cases_columns'
import { casesResource } from '~/features/cases/cases_resource'
import type { CaseIndexProps } from '~/features/cases/types'

/** "My cases" (issue 29): the list's `mine` filter, one click beside the status chips. */
const MINE = 'mine'

export default function CasesIndex(props: CaseIndexProps) {
  return (
    <ResourceIndex
      resource={casesResource}
      columns={caseColumns}
      page={withoutFacets(props, [MINE])}
      actions={
        <>
          <FilterToggle
            query={props.query}
            filter={MINE}
            options={props.list.filters[MINE]}
            label="My cases"
            icon={UserRoundIcon}
          />
          <CaseStatusChips counts={props.statusCounts} query={props.query} />
        </>
      }
    />
  )
}
