import { ImageIcon, XIcon } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { FormField } from './fields'

/** Matches app/services/images.ts: the server checks the content, this only warns early. */
const MAX_BYTES = 2 * 1024 * 1024
const ACCEPT = ['image/png', 'image/jpeg']

/**
 * An uploaded image (a profile picture, the site logo): a preview of the current one, a file
 * chooser for PNG or JPEG up to 2 MB, and "Remove". Posts the file as `name` and `removeName`
 * ('1' when the current image should go).
 */
export function ImageField({
  name,
  removeName,
  label,
  hint,
  current,
  renderPreview,
  className,
}: {
  name: string
  removeName: string
  label: string
  hint?: ReactNode
  current: string | null
  /** The preview of the image shown (null: none, show a placeholder). */
  renderPreview: (src: string | null) => ReactNode
  className?: string
}) {
  const [preview, setPreview] = useState<string | null>(null)
  const [removed, setRemoved] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()
  const [inputKey, setInputKey] = useState(0)
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])
  const shown = preview ?? (removed ? null : current)

  return (
    <FormField name={name} label={label} hint={hint} error={problem} className={className}>
      <ImageInput
        key={inputKey}
        name={name}
        preview={renderPreview(shown)}
        onPick={(file) => {
          if (!file) return
          if (!ACCEPT.includes(file.type))
            setProblem(`The ${label.toLowerCase()} must be a PNG or JPEG image.`)
          else if (file.size > MAX_BYTES)
            setProblem(`The ${label.toLowerCase()} must be at most 2 MB.`)
          else setProblem(undefined)
          setPreview(URL.createObjectURL(file))
          setRemoved(false)
        }}
        onRemove={
          shown
            ? () => {
                setPreview(null)
                setRemoved(true)
                setProblem(undefined)
                // A new input element drops the chosen file.
                setInputKey((key) => key + 1)
              }
            : undefined
        }
        removeName={removeName}
        removed={removed}
      />
    </FormField>
  )
}

/** The control row; FormField gives it id and aria attributes, which go on the file input. */
function ImageInput({
  name,
  preview,
  onPick,
  onRemove,
  removeName,
  removed,
  ...a11y
}: {
  'name': string
  'preview': ReactNode
  'onPick': (file: File | undefined) => void
  'onRemove'?: () => void
  'removeName': string
  'removed': boolean
  'id'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-describedby'?: string
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      {preview}
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium shadow-xs focus-within:ring-2 focus-within:ring-ring hover:bg-muted">
          <ImageIcon className="size-4" aria-hidden="true" />
          Choose image
          <input
            {...a11y}
            type="file"
            name={name}
            accept={ACCEPT.join(',')}
            className="sr-only"
            onChange={(event) => onPick(event.target.files?.[0])}
            data-testid={`${name}-input`}
          />
        </label>
        {onRemove ? (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <XIcon aria-hidden="true" />
            Remove
          </Button>
        ) : null}
        <input type="hidden" name={removeName} value={removed ? '1' : '0'} />
      </div>
    </div>
  )
}
