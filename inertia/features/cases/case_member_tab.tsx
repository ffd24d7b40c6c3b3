import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Card } from '~/components/ui/card'
import { MemberForm } from '~/features/members/members_form'
import type { CaseMemberDetails } from '~/features/members/types'
import { searchWithTab } from '~/hooks/use_tab_param'
import { TabPending, useRequestedProps } from './case_child_tab'

/** This tab's value (SPEC.md §2), where saving the member comes back to. */
const TAB = 'member-details'

/**
 * The case's member-details tab (SPEC.md §2, update-member): the members' own edit form, filled
 * with the case's member and that form's options, so the agent corrects a phone or a policy date
 * without leaving the case. It saves the member itself (every case of theirs shows the change)
 * and comes back here (`_return_to`: this page as it is, with this tab open), the server's
 * messages beside the fields. Asked for when the tab opens, as the other tabs' contents are.
 */
export function CaseMemberTab({ details }: { details: CaseMemberDetails | undefined }) {
  const { url, props } = usePage()
  const { failed, retry } = useRequestedProps(details === undefined, ['memberDetails'])
  const here = new URL(url, 'http://page.local')
  const returnTo = `${here.pathname}${searchWithTab(here.search, TAB)}`
  const mayOpenMember = props.user?.permission.includes('access-members') ?? false

  return (
    <div className="grid gap-3" data-testid="case-member-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">Member details</h2>
          <p className="text-xs text-muted-foreground">
            Changes are saved to the member, so every case of theirs shows them.
          </p>
        </div>
        {details && mayOpenMember ? (
          <Link
            href={urlFor('accounts.members.view', { id: details.record.id })}
            className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            Open the member’s page
          </Link>
        ) : null}
      </div>
      {details ? (
        <Card className="px-5 py-5">
          <MemberForm
            record={details.record}
            options={details.options}
            embeddedIn={returnTo}
            version={details.version}
          />
        </Card>
      ) : (
        <TabPending what="member’s details" failed={failed} retry={retry} testKey="member" />
      )}
    </div>
  )
}
