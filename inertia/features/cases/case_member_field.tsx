import { usePage } from '@inertiajs/react'
import { PlusIcon, TriangleAlertIcon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { urlFor } from '~/client'
import { FormField } from '~/components/form'
import { useCenterToday } from '~/lib/center_today'
import { Combobox } from '~/components/ui/combobox'
import { useDateDisplay } from '~/components/ui/date_time'
import { useServerSearch } from '~/hooks/use_server_search'
import { formatCalendarDate } from '#contracts/date_text'
import { ClientInfoButton } from './case_info_popups'
import { NewMemberDialog } from './case_new_member_dialog'
import { newMemberPrefill } from './new_member_prefill'
import { standingText } from '#contracts/member_standing'
import type { CaseMemberMatch } from './types'

/**
 * The member a case is for: a search match, or (editing) the case's own member, of whom the page
 * knows only what the case shows.
 */
export type CaseMemberChoice = Pick<
  CaseMemberMatch,
  'id' | 'name' | 'policy_number' | 'client_id' | 'client'
> &
  Partial<
    Pick<
      CaseMemberMatch,
      | 'date_of_birth'
      | 'program_id'
      | 'program'
      | 'policy_valid_from'
      | 'policy_valid_to'
      | 'principal'
      | 'relationship'
    >
  >

/** "Tan, Mei Ling · P-00123 · Allianz": how a member reads in the search and once chosen. */
export function memberLabel(member: CaseMemberChoice): string {
  return `${member.name} · ${member.policy_number} · ${member.client}`
}

/**
 * What tells two matches of one name apart (two Bautistas on one policy, a mother and her
 * daughter), at the end of each match's row: the date of birth and the standing on the policy.
 * Never cut: the name before it is, with the whole row on hover.
 */
function MatchFacts({ member, dateFormat }: { member: CaseMemberMatch; dateFormat: string }) {
  return (
    <span
      className="text-xs whitespace-nowrap text-muted-foreground tabular-nums"
      data-testid="member-match-facts"
    >
      {formatCalendarDate(member.date_of_birth, dateFormat)} · {standingText(member)}
    </span>
  )
}

/**
 * Why the member's policy may not cover the case today, said as a warning, never a block: the
 * agent may still open the case (the insurer decides). Null when the dates say nothing against it.
 */
export function policyWarning(
  member: CaseMemberChoice,
  dateFormat: string,
  today: string
): string | null {
  if (member.policy_valid_to && member.policy_valid_to < today) {
    return `This member's policy expired on ${formatCalendarDate(member.policy_valid_to, dateFormat)}.`
  }
  if (member.policy_valid_from && member.policy_valid_from > today) {
    return `This member's policy starts on ${formatCalendarDate(member.policy_valid_from, dateFormat)}.`
  }
  return null
}

/**
 * The case's member, searched on the server by name or policy number as one types (GET
 * navigate.cases.members?q=, debounced): a keyboard combobox (arrows, Enter, Escape) whose
 * matches read "name · policy · client". Once chosen it shows the member's client (with its
 * info popup) and program, and warns in amber when the policy has expired. Posts `member_id`.
 *
 * Beside the label: "New member" (who holds create-member) adds one who is not on file in a
 * dialog, prefilled from what was searched, and chooses them; "Clear" empties the choice
 * (`onSelect(null)`: the form empties the program with it) and puts the focus back on the search.
 */
export function CaseMemberField({
  defaultMember,
  onSelect,
  className,
}: {
  defaultMember: CaseMemberChoice | null
  /** Called with the chosen member (the form narrows the programs to its client), null once cleared. */
  onSelect: (member: CaseMemberChoice | null) => void
  className?: string
}) {
  const [selected, setSelected] = useState<CaseMemberChoice | null>(defaultMember)
  const { matches, onSearch, emptyText } = useServerSearch({
    url: urlFor('navigate.cases.members'),
    read: (body) => (body as { members: CaseMemberMatch[] }).members,
    prompt: 'Type a name or policy number.',
  })
  const { dateFormat } = useDateDisplay()
  const today = useCenterToday()
  const warning = selected ? policyWarning(selected, dateFormat, today) : null
  const mayCreate = usePage().props.user?.permission.includes('create-member') ?? false
  const comboboxId = useId()
  // The last words searched (the combobox empties its box as it opens): the new member's start.
  const searched = useRef('')
  const [creating, setCreating] = useState(false)
  // Each opening of the dialog starts afresh from the search.
  const [dialogKey, setDialogKey] = useState(0)

  function choose(member: CaseMemberChoice | null) {
    setSelected(member)
    onSelect(member)
  }

  function clear() {
    choose(null)
    // The Clear button goes away with the choice: the focus goes to the search, not the page.
    document.getElementById(comboboxId)?.focus()
  }

  function search(term: string) {
    if (term.trim()) searched.current = term
    onSearch(term)
  }

  return (
    <>
      <FormField
        name="member_id"
        label="Member"
        required
        className={className}
        labelAside={
          <span className="flex items-center gap-3">
            {mayCreate ? (
              <button
                type="button"
                className="-my-1 inline-flex items-center gap-0.5 rounded-sm py-1 text-xs leading-none text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => {
                  setDialogKey((count) => count + 1)
                  setCreating(true)
                }}
                data-testid="new-member"
              >
                <PlusIcon className="size-3.5" aria-hidden="true" />
                New member
              </button>
            ) : null}
            {selected ? (
              <button
                type="button"
                // As SelectField's Clear: as tall as the label, easy to hit.
                className="-my-1 rounded-sm py-1 text-xs leading-none text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                aria-label="Clear member"
                onClick={clear}
                data-testid="clear-member_id"
              >
                Clear
              </button>
            ) : null}
          </span>
        }
        hint={
          selected ? (
            <span className="grid gap-1" data-testid="case-member-summary">
              <span>
                Client: <span className="text-foreground">{selected.client}</span>{' '}
                <ClientInfoButton clientId={selected.client_id} />
                {selected.program !== undefined ? (
                  <>
                    {' · '}Member's program:{' '}
                    <span className="text-foreground">{selected.program ?? 'none'}</span>
                  </>
                ) : null}
                {selected.date_of_birth ? (
                  <>
                    {' · '}Born{' '}
                    <span className="text-foreground">
                      {formatCalendarDate(selected.date_of_birth, dateFormat)}
                    </span>
                  </>
                ) : null}
                {selected.principal !== undefined && selected.relationship !== undefined ? (
                  <>
                    {' · '}
                    <span className="text-foreground">
                      {standingText({
                        principal: selected.principal,
                        relationship: selected.relationship,
                      })}
                    </span>
                  </>
                ) : null}
              </span>
              <span role="status" className="empty:hidden">
                {warning ? (
                  <span
                    className="inline-flex items-start gap-1 font-medium text-warning-text"
                    data-testid="case-member-warning"
                  >
                    <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                    {warning}
                  </span>
                ) : null}
              </span>
            </span>
          ) : (
            'Search by name or policy number.'
          )
        }
      >
        <Combobox
          options={matches.map((member) => ({
            value: String(member.id),
            label: memberLabel(member),
            aside: <MatchFacts member={member} dateFormat={dateFormat} />,
          }))}
          id={comboboxId}
          value={selected ? String(selected.id) : null}
          selectedLabel={selected ? memberLabel(selected) : undefined}
          onChange={(value) => {
            const member = matches.find((match) => String(match.id) === value)
            if (member) choose(member)
          }}
          onSearch={search}
          placeholder="Select member..."
          searchPlaceholder="Search name or policy number..."
          emptyText={
            mayCreate && emptyText === 'No results found.'
              ? 'No results found. Not on file? Close this and use “New member”.'
              : emptyText
          }
          data-testid="select-member_id"
        />
      </FormField>
      <input type="hidden" name="member_id" value={selected ? String(selected.id) : ''} />
      {/* Mounted from its first opening on (not with the page), kept so it can close smoothly. */}
      {mayCreate && dialogKey > 0 ? (
        <NewMemberDialog
          key={dialogKey}
          open={creating}
          onOpenChange={setCreating}
          prefill={newMemberPrefill(searched.current)}
          onCreated={(member) => {
            setCreating(false)
            choose(member)
          }}
        />
      ) : null}
    </>
  )
}
