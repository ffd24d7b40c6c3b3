import 'quill/dist/quill.snow.css'
import './rich_text.css'
import type Quill from 'quill'
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { toast } from 'sonner'
import { DRAFT_RESTORE_EVENT } from '~/components/form/form_snapshot'
import { FIELD_READY_EVENT } from '~/components/ui/dialog_guard'
import { cn } from '~/lib/cn'
import { linkifyDelta } from './auto_link'
import {
  MAX_IMAGE_FILE_BYTES,
  emptyDelta,
  isBlankDelta,
  parseRichText,
  type RichTextDelta,
  type RichTextOp,
} from './shared_rules.js'

/** What the editor and the view accept: a Delta, its JSON (as stored), or nothing. */
export type RichTextValue = RichTextDelta | string | null | undefined

export interface RichTextEditorProps {
  /** Name of the hidden input that carries the Delta JSON inside a `<Form>`. */
  'name'?: string
  /** Controlled document. Leave undefined to let the editor keep its own (see defaultValue). */
  'value'?: RichTextValue
  /** Initial document when uncontrolled. */
  'defaultValue'?: RichTextValue
  /** Called with the whole document after every edit. */
  'onChange'?: (delta: RichTextDelta) => void
  'placeholder'?: string
  /** A message shown under the editor; leave unset when a <Field> shows it instead. */
  'error'?: string | null
  'readOnly'?: boolean
  /** Height of the editing area before it grows: a number of pixels or a CSS length. */
  'minHeight'?: number | string
  /** Put on the editable area, so a `<label for>` (or `<Field>`) names it. */
  'id'?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  /** Defaults to an error toast. */
  'onImageTooLarge'?: (file: File) => void
  'className'?: string
}

/** Reads a stored or posted value; anything unreadable shows as an empty document. */
function readValue(value: RichTextValue): RichTextDelta {
  const result = parseRichText(value)
  return result.ok ? result.delta : emptyDelta()
}

/**
 * A blank document posts '' so `required` validation treats it like an empty text input. An
 * address left unlinked (typed last, with no space after it) is posted as a link (auto_link.ts).
 */
function hiddenValueOf(delta: RichTextDelta): string {
  return isBlankDelta(delta) ? '' : JSON.stringify(linkifyDelta(delta))
}

function jsonOf(value: RichTextValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null)
}

function defaultImageTooLarge(file: File): void {
  const limit = `${Math.round(MAX_IMAGE_FILE_BYTES / 1024)} KB`
  toast.error(`"${file.name}" is too large to embed (at most ${limit}). Attach it as a file.`)
}

/**
 * Quill 2 (snow) as a React control. Quill owns the DOM under the host element; React only
 * renders the host and the hidden input. Quill is imported in an effect, so server rendering
 * and the first paint never touch it, and everything it created is removed on unmount.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const {
    name,
    value,
    defaultValue,
    placeholder = '',
    error,
    readOnly = false,
    minHeight,
    id,
    className,
  } = props
  const generatedId = useId()
  const errorId = `${id ?? generatedId}-error`
  const hostRef = useRef<HTMLDivElement>(null)
  const hiddenRef = useRef<HTMLInputElement>(null)
  const quillRef = useRef<Quill | null>(null)
  const [ready, setReady] = useState(false)
  const [initial] = useState(() => readValue(value === undefined ? defaultValue : value))
  const [hiddenValue, setHiddenValue] = useState(() => hiddenValueOf(initial))
  // The document as last shown or emitted, so a value the parent echoes back is not re-applied
  // (that would move the caret to the start on every keystroke).
  const documentRef = useRef<RichTextDelta>(initial)
  const emittedRef = useRef<RichTextValue>(undefined)
  const knownJsonRef = useRef(
    new Set<string>([JSON.stringify(initial), jsonOf(value === undefined ? defaultValue : value)])
  )
  const notifyFormRef = useRef(false)
  // Callbacks read through a ref so a new closure each render does not rebuild the editor.
  const propsRef = useRef(props)
  propsRef.current = props

  /** Replaces the document without making an undo step or calling onChange. */
  function showDocument(delta: RichTextDelta, json: string) {
    documentRef.current = delta
    knownJsonRef.current = new Set([json, JSON.stringify(delta)])
    setHiddenValue(hiddenValueOf(delta))
    const quill = quillRef.current
    if (quill) {
      quill.setContents(delta.ops, 'silent')
      quill.history.clear()
    }
  }

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let cancelled = false
    let quill: Quill | null = null
    const handleTextChange = () => {
      if (!quill) return
      // Quill's Op type is wider than ours, but the registry only holds the formats listed in
      // quill_setup.ts, so its contents are the RichTextOp subset.
      const delta: RichTextDelta = { ops: quill.getContents().ops as RichTextOp[] }
      documentRef.current = delta
      emittedRef.current = delta
      knownJsonRef.current = new Set([JSON.stringify(delta)])
      notifyFormRef.current = true
      setHiddenValue(hiddenValueOf(delta))
      propsRef.current.onChange?.(delta)
    }

    import('./quill_setup.js')
      .then(({ createRichTextQuill }) => {
        if (cancelled) return
        const editorElement = document.createElement('div')
        host.append(editorElement)
        quill = createRichTextQuill(editorElement, {
          placeholder: propsRef.current.placeholder ?? '',
          readOnly: propsRef.current.readOnly ?? false,
          onImageTooLarge: (file) =>
            (propsRef.current.onImageTooLarge ?? defaultImageTooLarge)(file),
        })
        quill.setContents(documentRef.current.ops, 'silent')
        quill.history.clear()
        quill.on('text-change', handleTextChange)
        quillRef.current = quill
        setReady(true)
      })
      .catch((loadError: unknown) => {
        // A failed chunk load (offline, new deployment) leaves the placeholder box; say why.
        console.error('The rich-text editor could not be loaded.', loadError)
      })

    return () => {
      cancelled = true
      quill?.off('text-change', handleTextChange)
      quillRef.current = null
      host.replaceChildren()
    }
  }, [])

  // Controlled value: apply only what differs from the document already shown.
  useEffect(() => {
    if (value === undefined || value === emittedRef.current) return
    const json = jsonOf(value)
    if (knownJsonRef.current.has(json)) return
    showDocument(readValue(value), json)
  }, [value])

  useEffect(() => {
    quillRef.current?.enable(!readOnly)
  }, [readOnly, ready])

  // A dialog waiting to focus its first field (ui/dialog_guard.tsx) hears it can now: after the
  // render that took `data-field-pending` away.
  useEffect(() => {
    if (ready) hostRef.current?.dispatchEvent(new Event(FIELD_READY_EVENT, { bubbles: true }))
  }, [ready])

  useEffect(() => {
    quillRef.current?.root.setAttribute('data-placeholder', placeholder)
  }, [placeholder, ready])

  // Accessible name, description and state go on the editable element itself.
  const ariaLabel = props['aria-label']
  const ariaLabelledBy = props['aria-labelledby']
  const ariaDescribedBy = props['aria-describedby']
  const invalid =
    Boolean(error) || props['aria-invalid'] === true || props['aria-invalid'] === 'true'
  useEffect(() => {
    const root = quillRef.current?.root
    if (!root) return
    const set = (attribute: string, attributeValue: string | undefined) => {
      if (attributeValue) root.setAttribute(attribute, attributeValue)
      else root.removeAttribute(attribute)
    }
    // A <label for> cannot name or focus a contenteditable element, so link it by hand.
    const label = id
      ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`)
      : null
    if (label && !label.id) label.id = `${id}-label`
    const focusEditor = () => quillRef.current?.focus()
    label?.addEventListener('click', focusEditor)
    set('id', id)
    set('role', 'textbox')
    set('aria-multiline', 'true')
    set('aria-label', ariaLabel)
    set('aria-labelledby', ariaLabelledBy ?? (ariaLabel ? undefined : label?.id))
    set(
      'aria-describedby',
      [ariaDescribedBy, error ? errorId : undefined].filter(Boolean).join(' ')
    )
    set('aria-invalid', invalid ? 'true' : undefined)
    set('aria-readonly', readOnly ? 'true' : undefined)
    return () => label?.removeEventListener('click', focusEditor)
  }, [ready, id, ariaLabel, ariaLabelledBy, ariaDescribedBy, error, errorId, invalid, readOnly])

  // Inertia's <Form> tracks dirty state from input events, which a script-set value never fires.
  useEffect(() => {
    if (!notifyFormRef.current) return
    notifyFormRef.current = false
    hiddenRef.current?.dispatchEvent(new Event('input', { bubbles: true }))
  }, [hiddenValue])

  // Inertia's <Form> reset (and resetOnSuccess) writes the initial JSON back into the hidden
  // input, then fires `reset` on the form; show that document again. Reading after a tick lets
  // the write land first. (A native reset leaves hidden inputs alone, so it changes nothing.)
  useEffect(() => {
    const form = hiddenRef.current?.form
    if (!form) return
    const handleReset = () => {
      setTimeout(() => {
        const input = hiddenRef.current
        if (!input || knownJsonRef.current.has(input.value)) return
        const delta = readValue(input.value)
        showDocument(delta, input.value)
        propsRef.current.onChange?.(delta)
      }, 0)
    }
    form.addEventListener('reset', handleReset)
    return () => form.removeEventListener('reset', handleReset)
  }, [])

  // A draft put back into the form (form_draft.tsx) writes the hidden input and says so; show it.
  useEffect(() => {
    const input = hiddenRef.current
    if (!input) return
    const handleRestore = () => {
      const delta = readValue(input.value)
      showDocument(delta, input.value)
      propsRef.current.onChange?.(delta)
    }
    input.addEventListener(DRAFT_RESTORE_EVENT, handleRestore)
    return () => input.removeEventListener(DRAFT_RESTORE_EVENT, handleRestore)
  }, [])

  const style =
    minHeight === undefined
      ? undefined
      : // CSS custom properties are not in CSSProperties' keys.
        ({
          '--rich-text-min-height': typeof minHeight === 'number' ? `${minHeight}px` : minHeight,
        } as CSSProperties)

  return (
    <div
      className={cn(
        'rich-text',
        invalid && 'rich-text--invalid',
        readOnly && 'rich-text--readonly',
        className
      )}
      style={style}
      data-ready={ready ? 'true' : undefined}
      // Until Quill is loaded there is nothing to focus; a dialog opening on it waits.
      data-field-pending={ready || readOnly ? undefined : ''}
    >
      <div ref={hostRef} className="rich-text__host" />
      {name ? (
        <input
          ref={hiddenRef}
          type="hidden"
          name={name}
          value={hiddenValue}
          data-draft-restore="true"
        />
      ) : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="mt-1.5 text-[0.8125rem] font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}
