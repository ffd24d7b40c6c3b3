import { router } from '@inertiajs/react'
import { LinkIcon, LoaderCircleIcon, SearchIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { LinkSuggestions } from '#services/whatsapp/contact_links'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { useFetchedJson } from '~/lib/use_fetched_json'
import type { Json } from '#contracts/page_props'
import type { ContactView } from './types'

type Suggestions = Json<LinkSuggestions>
type FoundMember = {
  id: number
  first_name: string
  last_name: string
  policy_number: string
  client_name: string
}

const REASON_WORDS = { phone: 'same phone number', policy: 'policy number in the chat' } as const

/** Members found by name or policy number, through the case form's own member search. */
function useMemberSearch(term: string) {
  const [found, setFound] = useState<FoundMember[] | 'refused' | null>(null)
  useEffect(() => {
    if (term.trim().length < 2) {
      setFound(null)
      return
    }
    let current = true
    const timer = window.setTimeout(() => {
      fetch(`/navigate/cases/members?q=${encodeURIComponent(term.trim())}`, {
        headers: { accept: 'application/json' },
      })
        .then(async (response) => {
          if (response.status === 403) return current && setFound('refused')
          if (!response.ok) throw new Error(String(response.status))
          const answer = (await response.json()) as { members: FoundMember[] }
          if (current) setFound(answer.members)
        })
        .catch(() => current && setFound([]))
    }, 250)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [term])
  return found
}

/**
 * Links the conversation to a member and a case (issue 31): the members suggested by the
 * contact's phone number and by a policy number they typed, a search for any other, and the
 * linked member's cases in this center. Every link is checked again by the server (another
 * center's case is no case), and written to the conversation's activity log.
 */
export function LinkDialog({ contact, onClose }: { contact: ContactView; onClose: () => void }) {
  const fetched = useFetchedJson<Suggestions>(
    `/messaging/whatsapp/contacts/${contact.id}/suggestions`
  )
  const [term, setTerm] = useState('')
  const found = useMemberSearch(term)
  const [saving, setSaving] = useState(false)

  function link(values: { member_id?: number | null; case_id?: number | null }) {
    setSaving(true)
    router.post(`/messaging/whatsapp/contacts/${contact.id}/link`, values, {
      preserveScroll: true,
      preserveState: true,
      onSuccess: onClose,
      onFinish: () => setSaving(false),
    })
  }

  const memberButton = (id: number, name: string, detail: string) => (
    <li key={id} className="flex items-center justify-between gap-2 py-1.5">
      <span className="grid text-sm">
        <span className="font-medium">{name}</span>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </span>
      <Button
        size="sm"
        variant={contact.member?.id === id ? 'secondary' : 'outline'}
        disabled={saving || contact.member?.id === id}
        onClick={() => link({ member_id: id })}
        data-testid="link-member"
      >
        {contact.member?.id === id ? 'Linked' : 'Link'}
      </Button>
    </li>
  )

  return (
    <Dialog open onOpenChange={(open) => (open || saving ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl" data-testid="link-dialog">
        <DialogHeader>
          <DialogTitle>Link {contact.name}</DialogTitle>
          <DialogDescription>
            Link the conversation to the member who writes and to their case: templates fill in from
            them, and the case shows this conversation.
          </DialogDescription>
        </DialogHeader>
        {fetched.state === 'loading' ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground" role="status">
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
            Looking for matching members…
          </p>
        ) : fetched.state === 'failed' ? (
          <p className="text-sm text-destructive" role="alert">
            The suggestions could not be loaded.
          </p>
        ) : (
          <div className="grid gap-4">
            <section className="grid gap-1">
              <h3 className="text-sm font-medium">Suggested members</h3>
              {fetched.data.members.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No member has this phone number or a policy number from the chat.
                </p>
              ) : (
                <ul className="divide-y" data-testid="member-suggestions">
                  {fetched.data.members.map((member) =>
                    memberButton(
                      member.id,
                      member.name,
                      `${member.policyNumber} · ${member.clientName} · ${REASON_WORDS[member.reason]}`
                    )
                  )}
                </ul>
              )}
            </section>
            <section className="grid gap-1">
              <label className="text-sm font-medium" htmlFor="link-member-search">
                Another member
              </label>
              <div className="relative">
                <SearchIcon
                  className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id="link-member-search"
                  value={term}
                  onChange={(event) => setTerm(event.target.value)}
                  placeholder="Name or policy number"
                  className="pl-8"
                />
              </div>
              {found === 'refused' ? (
                <p className="text-xs text-muted-foreground">
                  Searching members needs access to cases.
                </p>
              ) : found ? (
                <ul className="max-h-48 divide-y overflow-y-auto">
                  {found.map((member) =>
                    memberButton(
                      member.id,
                      `${member.last_name}, ${member.first_name}`,
                      `${member.policy_number} · ${member.client_name}`
                    )
                  )}
                </ul>
              ) : null}
            </section>
            <section className="grid gap-1">
              <h3 className="text-sm font-medium">Cases of the linked member here</h3>
              {fetched.data.cases.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {contact.member ? 'None yet in this center.' : 'Link a member first.'}
                </p>
              ) : (
                <ul className="divide-y" data-testid="case-suggestions">
                  {fetched.data.cases.map((suggested) => (
                    <li
                      key={suggested.id}
                      className="flex items-center justify-between gap-2 py-1.5"
                    >
                      <span className="text-sm">
                        <span className="font-medium">{suggested.caseNumber}</span>{' '}
                        <span className="text-xs text-muted-foreground">{suggested.status}</span>
                      </span>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={saving || contact.case?.id === suggested.id}
                        onClick={() => link({ case_id: suggested.id })}
                        data-testid="link-case"
                      >
                        {contact.case?.id === suggested.id ? 'Linked' : 'Link'}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {contact.member || contact.case ? (
              <div className="flex justify-end gap-2 border-t pt-3">
                {contact.case ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={saving}
                    onClick={() => link({ case_id: null })}
                  >
                    Unlink the case
                  </Button>
                ) : null}
                {contact.member ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={saving}
                    onClick={() => link({ member_id: null, case_id: null })}
                  >
                    Unlink the member
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}

/** The header's button that opens the dialog. */
export function LinkButton({ contact }: { contact: ContactView }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        data-testid="conversation-link-records"
      >
        <LinkIcon aria-hidden="true" />
        Link
      </Button>
      {open ? <LinkDialog contact={contact} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
