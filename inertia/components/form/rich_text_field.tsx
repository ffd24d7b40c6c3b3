import type { ReactNode } from 'react'
import { RichTextEditor, type RichTextValue } from '~/components/rich_text/rich_text_editor'
import type { RichTextDelta } from '~/components/rich_text/shared_rules'
import { FormField } from './fields'

/**
 * A rich-text field (Quill) in the shared field frame: label, hint, and the server's message
 * for `name` beside it. The editor posts its Delta JSON in a hidden input named `name`.
 * Kept out of the form kit's index so forms without rich text do not load the editor's styles.
 */
export function RichTextField({
  name,
  label,
  hint,
  required,
  error,
  className,
  defaultValue,
  placeholder,
  minHeight = 160,
  onChange,
}: {
  name: string
  label: string
  hint?: ReactNode
  required?: boolean
  error?: string
  className?: string
  defaultValue?: RichTextValue
  placeholder?: string
  minHeight?: number | string
  onChange?: (delta: RichTextDelta) => void
}) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={error}
      className={className}
    >
      <RichTextEditor
        name={name}
        defaultValue={defaultValue}
        placeholder={placeholder}
        minHeight={minHeight}
        onChange={onChange}
      />
    </FormField>
  )
}
