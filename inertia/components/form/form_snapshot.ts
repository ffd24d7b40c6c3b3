/**
 * What a form holds, read from its DOM: the one reading behind "Discard your changes?" (did the
 * user change anything?) and behind the drafts kept in the browser (what to keep, what to put
 * back). Read from the elements rather than from each form's state, so it serves every form as
 * it is written here: uncontrolled fields, hidden inputs that pickers and the rich-text editor
 * keep, Inertia's `<Form>` and a plain `<form>` alike.
 */

/** One named value as the form would post it. Files are never read. */
export type FormEntry = [name: string, value: string]

/**
 * Names never kept or compared: the framework's own fields (the version is part of a draft's
 * key, not of its content) and anything secret, whatever its input shows (a password field
 * whose "show" toggle made it text is still a password).
 */
const PRIVATE_NAME =
  /^(_csrf|_method|_version|_token)$|pass(word|phrase)?|secret|token|api[_-]?key|otp|recovery|^code$/i

/** Autocomplete hints of secrets. */
const PRIVATE_AUTOCOMPLETE = new Set(['current-password', 'new-password', 'one-time-code'])

type NamedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Inputs that are buttons: a form posts them only as its submitter. */
const BUTTON_TYPES = new Set(['submit', 'button', 'reset', 'image'])

function isNamedField(element: Element): element is NamedField {
  if (element instanceof HTMLInputElement && BUTTON_TYPES.has(element.type)) return false
  return (
    (element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement) &&
    element.name !== ''
  )
}

/** A field a draft never holds and a restore never writes: secrets and files. */
export function isPrivateField(field: NamedField): boolean {
  if (PRIVATE_NAME.test(field.name)) return true
  if (field instanceof HTMLInputElement && (field.type === 'password' || field.type === 'file')) {
    return true
  }
  if (PRIVATE_AUTOCOMPLETE.has(field.autocomplete)) return true
  return field.closest('[data-draft="off"]') !== null
}

function fieldsOf(form: HTMLFormElement): NamedField[] {
  return [...form.elements].filter(isNamedField).filter((field) => !isPrivateField(field))
}

/** The form's values as it would post them (checked boxes only, no files, no secrets). */
export function formEntries(form: HTMLFormElement): FormEntry[] {
  const entries: FormEntry[] = []
  for (const field of fieldsOf(form)) {
    if (field.disabled) continue
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked) entries.push([field.name, field.value])
    } else if (field instanceof HTMLSelectElement && field.multiple) {
      for (const option of field.selectedOptions) entries.push([field.name, option.value])
    } else {
      entries.push([field.name, field.value])
    }
  }
  return entries
}

function snapshotOf(form: HTMLFormElement): string {
  return JSON.stringify(formEntries(form))
}

/** What each form held before the user first touched it (or before a draft was put back). */
const baselines = new WeakMap<HTMLFormElement, string>()

/**
 * Remembers what the form holds now as its unchanged state, once. Taken at the first touch
 * rather than at mount, so values a form settles on by itself after it appears (lists loaded,
 * a default computed) are not taken for the user's changes.
 */
export function takeBaseline(form: HTMLFormElement): void {
  if (!baselines.has(form)) baselines.set(form, snapshotOf(form))
}

/** After a save, what the form holds is its unchanged state again, from its next touch. */
export function forgetBaseline(form: HTMLFormElement): void {
  baselines.delete(form)
}

/** The unchanged state's entries, if the form was touched. */
export function baselineEntries(form: HTMLFormElement): FormEntry[] | null {
  const baseline = baselines.get(form)
  return baseline === undefined ? null : (JSON.parse(baseline) as FormEntry[])
}

/** True when the user changed what the form holds (and has not changed it back). */
export function formChanged(form: HTMLFormElement): boolean {
  const baseline = baselines.get(form)
  return baseline !== undefined && baseline !== snapshotOf(form)
}

/** Events that come before any change a person makes (captured, so before the field sees them). */
const FIRST_TOUCH = [
  'keydown',
  'pointerdown',
  'beforeinput',
  'compositionstart',
  'paste',
  'dragenter',
  'drop',
  // Last resort (the browser's autofill fires nothing before it): what it filled counts as the
  // form's own.
  'input',
] as const

/**
 * Takes each form's baseline under `root` as the user first touches it. Returns the removal.
 */
export function watchFirstTouch(root: HTMLElement): () => void {
  const onTouch = (event: Event) => {
    const target = event.target
    const form =
      target instanceof HTMLFormElement
        ? target
        : target instanceof Element
          ? target.closest('form')
          : null
    if (form) takeBaseline(form)
  }
  for (const type of FIRST_TOUCH) root.addEventListener(type, onTouch, true)
  return () => {
    for (const type of FIRST_TOUCH) root.removeEventListener(type, onTouch, true)
  }
}

/**
 * Fired at a hidden input a restore wrote, for the component that owns it to show the value
 * (the rich-text editor). Only hidden inputs marked `data-draft-restore` are written: a picker's
 * hidden value without its component's state would post something the screen does not show.
 */
export const DRAFT_RESTORE_EVENT = 'formdraftrestore'

function setNativeValue(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string
) {
  // React tracks a field's value; writing through the prototype's setter and firing `input`
  // is what makes a controlled field's onChange see the change, as typing would.
  const prototype = Object.getPrototypeOf(field) as object
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  if (setter) setter.call(field, value)
  else field.value = value
}

/**
 * Puts values back into the form's fields as a person would have: typed text, chosen options,
 * ticked boxes, and the hidden values whose component says it can show them. Secrets and files
 * are never written.
 */
export function restoreEntries(form: HTMLFormElement, entries: readonly FormEntry[]): void {
  const values = new Map<string, string[]>()
  for (const [name, value] of entries) values.set(name, [...(values.get(name) ?? []), value])
  const used = new Map<string, number>()
  for (const field of fieldsOf(form)) {
    if (field.disabled) continue
    const wanted = values.get(field.name) ?? []
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== wanted.includes(field.value)) field.click()
      continue
    }
    if (field instanceof HTMLSelectElement && field.multiple) continue
    const index = used.get(field.name) ?? 0
    used.set(field.name, index + 1)
    const value = wanted[index]
    if (value === undefined || value === field.value) continue
    if (field instanceof HTMLInputElement && field.type === 'hidden') {
      if (field.dataset.draftRestore !== 'true') continue
      setNativeValue(field, value)
      field.dispatchEvent(new Event(DRAFT_RESTORE_EVENT, { bubbles: true }))
      continue
    }
    setNativeValue(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

/** Fired at a form whose changes the user chose to discard (its draft goes with them). */
export const FORM_DISCARDED_EVENT = 'formdiscarded'
