import { ChevronDownIcon, ChevronUpIcon, LoaderCircleIcon, ScrollTextIcon } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import type { IncidentTypeScripts } from '#contracts/case_lookups'
import { urlFor } from '~/client'
import { RichTextView } from '~/components/rich_text/rich_text_view'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useLookup } from './case_info_popups'

/** Where the panel's folded state is kept on this browser (an agent who knows the scripts). */
const FOLDED_KEY = 'case-form-call-script-folded'

/** localStorage can throw (privacy modes): the panel then opens unfolded each time. */
function readFolded(): boolean {
  try {
    return window.localStorage.getItem(FOLDED_KEY) === 'true'
  } catch {
    return false
  }
}

function keepFolded(folded: boolean) {
  try {
    window.localStorage.setItem(FOLDED_KEY, String(folded))
  } catch {
    // Kept for this page only.
  }
}

/**
 * The chosen incident type's call script (Manage › Incident scripts: what the agent says and
 * asks), beside the case form from 1280 px on (under it below), read from the server when the
 * type is chosen (GET navigate.cases.lookup_scripts), so the page carries none of it. Folds to
 * its title bar (remembered on this browser); after the form in the tab order, so it never
 * stands between two fields.
 */
export function CaseCallScript({ typeId }: { typeId: string }) {
  const chosen = /^\d+$/.test(typeId)
  const url = chosen
    ? urlFor('navigate.cases.lookup_scripts', { incidentTypeId: Number(typeId) })
    : ''
  const { load, retry } = useLookup<IncidentTypeScripts>(url, chosen, 'incident type')
  const [folded, setFolded] = useState(false)
  // Read after the first render: the server's page and the browser's first render agree.
  useEffect(() => setFolded(readFolded()), [])
  const bodyId = useId()

  function toggle() {
    setFolded(!folded)
    keepFolded(!folded)
  }

  return (
    <Card
      role="complementary"
      aria-label="Call script"
      className="min-w-0 gap-0 xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)]"
      data-testid="call-script"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2.5">
        <h2 className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <ScrollTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">
            Call script
            {load.kind === 'done' ? (
              <span className="font-normal text-muted-foreground">
                {' · '}
                {load.data.incident_type.name}
              </span>
            ) : null}
          </span>
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={!folded}
          aria-controls={bodyId}
          onClick={toggle}
          data-testid="call-script-toggle"
        >
          {folded ? 'Show' : 'Hide'}
          {folded ? (
            <ChevronDownIcon className="size-4" aria-hidden="true" />
          ) : (
            <ChevronUpIcon className="size-4" aria-hidden="true" />
          )}
        </Button>
      </div>
      <div
        id={bodyId}
        hidden={folded}
        className="grid min-h-0 gap-4 overflow-y-auto px-4 py-3 text-sm"
        aria-live="polite"
        aria-busy={chosen && load.kind === 'loading'}
        data-testid="call-script-body"
      >
        {!chosen ? (
          <p className="text-muted-foreground">Choose the incident type to see its call script.</p>
        ) : load.kind === 'loading' ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
            Loading the call script…
          </p>
        ) : load.kind === 'failed' ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-destructive">{load.message}</p>
            <Button type="button" variant="outline" size="sm" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : load.data.scripts.length === 0 ? (
          <p className="text-muted-foreground" data-testid="call-script-none">
            {load.data.incident_type.name} has no call script yet (Manage › Incident scripts).
          </p>
        ) : (
          load.data.scripts.map((script) => (
            <section
              key={script.id}
              className="grid gap-1.5 border-t border-border pt-3 first:border-t-0 first:pt-0"
              data-testid="call-script-entry"
            >
              {/* A label over the script, apart from the headings the script itself holds. */}
              <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {script.title}
              </h3>
              <RichTextView value={script.body} />
            </section>
          ))
        )}
      </div>
    </Card>
  )
}
