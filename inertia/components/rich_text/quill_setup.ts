import Quill, { Delta, type Op, type Range } from 'quill'
import Image from 'quill/formats/image'
import Link from 'quill/formats/link'
import { findLinks, linkifyDelta } from './auto_link.js'
import {
  BLANK_IMAGE,
  IMAGE_MIME_TYPES,
  allowedImageSource,
  imageFileProblem,
  sanitizeLinkUrl,
  type RichTextOp,
} from './shared_rules.js'

/**
 * Everything that touches Quill. Quill reads `document` when it loads, so the editor component
 * imports this module lazily in an effect: it stays out of server rendering and out of the main
 * bundle for pages without an editor.
 */

/** SPEC.md §5: links keep http/https/mailto/tel/sms; anything else becomes about:blank. */
class SafeLink extends Link {
  static override sanitize(url: string): string {
    return sanitizeLinkUrl(url)
  }
}

/** SPEC.md §5: images keep http(s) and PNG/JPEG base64 sources, as the server does. */
class SafeImage extends Image {
  static override sanitize(url: string): string {
    return allowedImageSource(url) ?? BLANK_IMAGE
  }
}

// Registered globally (overwriting Quill's own) so no editor in the app can use the laxer ones.
Quill.register({ 'formats/link': SafeLink, 'formats/image': SafeImage }, true)

/** SPEC.md §9: 100 undo steps; edits within 1000 ms merge into one step. */
export const EDITOR_HISTORY = { maxStack: 100, delay: 1000 } as const

/** The formats the editor accepts, a subset of what the server keeps (sanitize_delta.ts). */
const FORMATS = [
  'header',
  'bold',
  'italic',
  'underline',
  'strike',
  'link',
  'list',
  'blockquote',
  'code-block',
  'align',
  'indent',
  'image',
]

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'link'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote'],
  ['clean'],
]

/** Quill labels its buttons with format names ("list: ordered"); say what they do instead. */
const BUTTON_LABELS: Record<string, string> = {
  'bold': 'Bold',
  'italic': 'Italic',
  'underline': 'Underline',
  'link': 'Link',
  'list:ordered': 'Numbered list',
  'list:bullet': 'Bulleted list',
  'blockquote': 'Quote',
  'clean': 'Clear formatting',
}

export interface RichTextQuillOptions {
  placeholder: string
  readOnly: boolean
  /** A PNG/JPEG file over MAX_IMAGE_FILE_BYTES was dropped or pasted; it was not inserted. */
  onImageTooLarge: (file: File) => void
}

function readAsDataUrl(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null)
    reader.onerror = () => resolve(null)
    reader.readAsDataURL(file)
  })
}

function labelControls(toolbar: HTMLElement, editorRoot: HTMLElement): void {
  toolbar.setAttribute('role', 'toolbar')
  toolbar.setAttribute('aria-label', 'Formatting')
  for (const button of toolbar.querySelectorAll<HTMLButtonElement>('button')) {
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3) ?? ''
    const key = button.value ? `${format}:${button.value}` : format
    const label = BUTTON_LABELS[key]
    if (label) {
      button.setAttribute('aria-label', label)
      button.title = label
    }
  }
  const headerPicker = toolbar.querySelector<HTMLElement>('.ql-header .ql-picker-label')
  headerPicker?.setAttribute('aria-label', 'Text style')
  // The link tooltip lives in the editor container; give its field a name tests and screen
  // readers can find ("Link address"), and a placeholder that shows the expected form.
  const tooltipInput = editorRoot.parentElement?.querySelector<HTMLInputElement>(
    '.ql-tooltip input[type="text"]'
  )
  if (tooltipInput) {
    tooltipInput.setAttribute('aria-label', 'Link address')
    tooltipInput.dataset.link = 'https://example.com'
  }
}

/** Pasted HTML keeps its <img> sources; drop the refused ones instead of inserting `//:0`. */
function dropRefusedImages(_node: Node, delta: Delta): Delta {
  const ops = delta.ops.filter((op: Op) => {
    const insert = op.insert
    if (typeof insert !== 'object' || insert === null || !('image' in insert)) return true
    return allowedImageSource(insert.image) !== null
  })
  return new Delta(ops)
}

/** Pasted plain text has its addresses made links, as typed ones are. */
function linkPastedText(_node: Node, delta: Delta): Delta {
  // The clipboard's ops are text with the formats the registry holds: the RichTextOp subset.
  return new Delta(linkifyDelta({ ops: delta.ops as RichTextOp[] }).ops)
}

/** How far back from the caret an address being finished is looked for. */
const TYPED_LINK_REACH = 2100

/**
 * An address becomes a link as it is finished: when a space, a line break or a tab is typed
 * after it (the link's end at most a closing punctuation mark before that). Text linked earlier
 * or unlinked on purpose elsewhere in the document is left as it is.
 */
function linkAsTyped(quill: Quill) {
  quill.on('text-change', (change: Delta, _old: Delta, source: string) => {
    if (source !== 'user') return
    // Where the whitespace went in: just after it is where an address could have ended.
    let caret: number | undefined
    let at = 0
    for (const op of change.ops) {
      if (typeof op.retain === 'number') at += op.retain
      else if (typeof op.insert === 'string') {
        at += op.insert.length
        if (/^[ \t\n\u00a0]$/.test(op.insert)) caret = at
      }
    }
    if (caret === undefined) return
    const start = Math.max(0, caret - TYPED_LINK_REACH)
    const text = quill.getText(start, caret - start)
    for (const link of findLinks(text)) {
      const end = link.index + link.length
      // Finished just now: only whitespace, perhaps after a punctuation mark, follows it.
      if (!/^[.,;:!?'")\]}]?\s$/.test(text.slice(end))) continue
      const index = start + link.index
      if (quill.getFormat(index, link.length).link) continue
      quill.formatText(index, link.length, 'link', link.url, 'user')
    }
  })
}

export function createRichTextQuill(container: HTMLElement, options: RichTextQuillOptions): Quill {
  const quill = new Quill(container, {
    theme: 'snow',
    // Keeps the link tooltip inside the editor instead of spilling over the page edge.
    bounds: container,
    placeholder: options.placeholder,
    readOnly: options.readOnly,
    formats: FORMATS,
    modules: {
      toolbar: TOOLBAR,
      history: EDITOR_HISTORY,
      uploader: {
        // SPEC.md §5: only PNG and JPEG files; Quill ignores every other dropped/pasted file.
        mimetypes: [...IMAGE_MIME_TYPES],
        handler(this: { quill: Quill }, range: Range, files: File[]) {
          void insertImageFiles(this.quill, range, files, options.onImageTooLarge)
        },
      },
    },
  })
  quill.clipboard.addMatcher('IMG', dropRefusedImages)
  quill.clipboard.addMatcher(Node.TEXT_NODE, linkPastedText)
  linkAsTyped(quill)
  const toolbar = container.parentElement?.querySelector<HTMLElement>('.ql-toolbar')
  if (toolbar) labelControls(toolbar, quill.root)
  return quill
}

async function insertImageFiles(
  quill: Quill,
  range: Range,
  files: File[],
  onImageTooLarge: (file: File) => void
): Promise<void> {
  const sources: string[] = []
  for (const file of files) {
    const problem = imageFileProblem(file)
    if (problem === 'size') onImageTooLarge(file)
    if (problem !== null) continue
    // The declared type can lie; the data URL is checked against the same rule as the server's.
    const source = allowedImageSource(await readAsDataUrl(file))
    if (source !== null) sources.push(source)
  }
  if (sources.length === 0) return
  const change = sources.reduce(
    (delta, image) => delta.insert({ image }),
    new Delta().retain(range.index).delete(range.length)
  )
  quill.updateContents(change, 'user')
  quill.setSelection(range.index + sources.length, 'silent')
}
