import { useState } from 'react'
import { VERSION_FIELD } from '#contracts/record_version'

/**
 * The version a form posts back (VERSION_FIELD, app/services/edit_version.ts): the one its
 * record or settings page was read at when the form opened. The page may be sent again while the
 * form is open (another form on it was sent) with a newer version the user has not seen: the
 * form keeps its own, so a change made meanwhile is refused rather than overwritten. It takes
 * the version the page holds only once the user has seen that state: after the server refused a
 * save over it (the form marks what changed; saving again keeps the user's values knowingly), or
 * after the user's own save.
 *
 * `current` is the version the page holds now: an edit page's `version` prop, or the row a
 * dialog edits as the page's table has it now. `answered` is called with a submission's errors,
 * or with none after a save.
 */
export function useFormVersion(current: string | null | undefined) {
  const [version, setVersion] = useState<string | null>(current ?? null)
  const [seen, setSeen] = useState(0)
  const [taken, setTaken] = useState(0)
  // Set while rendering (React's way for state that follows a prop): Inertia has drawn the page
  // the server answered with before it reports the answer, so this render already holds it.
  if (taken !== seen) {
    setTaken(seen)
    // A page that no longer shows the record (a table filtered past it) keeps the form's own.
    if (current) setVersion(current)
  }
  const answered = (errors?: Record<string, unknown>) => {
    if (!errors || VERSION_FIELD in errors) setSeen((count) => count + 1)
  }
  return { version, answered }
}

/** The version a form carries, as a field of the form's data; nothing without one. */
export function VersionInput({ version }: { version: string | null }) {
  return version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null
}
