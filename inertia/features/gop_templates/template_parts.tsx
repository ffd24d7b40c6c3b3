import { CopyIcon } from 'lucide-react'
import { useMemo } from 'react'
import { toast } from 'sonner'
import { GOP_PLACEHOLDER_GROUPS, GOP_SAMPLE_VALUES } from '#contracts/gop_placeholders'
import { RichTextView } from '~/components/rich_text/rich_text_view'
import {
  fillPlaceholders,
  parseRichText,
  type RichTextDelta,
} from '~/components/rich_text/shared_rules'

/** A template's owner: its business entity or provider, or a muted 'Company-wide'. */
export function OwnerText({ owner }: { owner: string | null }) {
  return owner ?? <span className="text-muted-foreground">Company-wide</span>
}

/**
 * The placeholders a letter may use, grouped. A click copies `{{key}}` for pasting into the
 * editor; the list is the same catalogue the server checks templates against.
 */
export function PlaceholderPalette() {
  async function copy(key: string) {
    const token = `{{${key}}}`
    try {
      await navigator.clipboard.writeText(token)
      toast.success(`Copied ${token}. Paste it into the letter.`)
    } catch {
      toast.error(`Could not copy. Type ${token} into the letter.`)
    }
  }
  return (
    <div className="grid gap-3 text-sm" data-testid="placeholder-palette">
      <p className="text-xs text-muted-foreground">
        Filled in when a GOP is sent. Click one to copy it.
      </p>
      {GOP_PLACEHOLDER_GROUPS.map((group) => (
        <div key={group.label} className="grid gap-1">
          <p className="text-xs font-semibold text-muted-foreground">{group.label}</p>
          <ul className="grid gap-0.5">
            {group.placeholders.map((placeholder) => (
              <li key={placeholder.key}>
                <button
                  type="button"
                  onClick={() => copy(placeholder.key)}
                  className="group flex w-full items-center gap-2 rounded-sm px-1.5 py-1 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  title={`${placeholder.label}, e.g. ${placeholder.sample}`}
                >
                  <code className="truncate font-mono text-[0.75rem] text-primary">
                    {`{{${placeholder.key}}}`}
                  </code>
                  <CopyIcon
                    className="ml-auto size-3.5 shrink-0 text-muted-foreground opacity-0 group-hover:opacity-100"
                    aria-hidden="true"
                  />
                  <span className="sr-only">Copy</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/** The letter as a provider would read it, with every placeholder filled from sample data. */
export function TemplatePreview({ body }: { body: RichTextDelta | string | null }) {
  const filled = useMemo(() => {
    const parsed = parseRichText(body)
    return parsed.ok ? fillPlaceholders(parsed.delta, GOP_SAMPLE_VALUES) : null
  }, [body])
  return (
    <div
      className="rounded-md border border-border bg-background px-5 py-4 shadow-xs"
      data-testid="template-preview"
    >
      <RichTextView
        value={filled}
        empty={<p className="text-sm text-muted-foreground">The letter appears here.</p>}
      />
    </div>
  )
}
