import { ImageIcon, XIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { FormField } from './fields'

/** Matches app/services/pictures.ts: the server checks the content, this only helps early. */
const MAX_BYTES = 2 * 1024 * 1024
const ACCEPT = 'image/png,image/jpeg'

/**
 * A profile picture: the current one (or initials), a file chooser for PNG or JPEG up to 2 MB
 * with a preview, and "Remove". Posts `picture` (the file) and `remove_picture`.
 */
export function PictureField({
  current,
  firstName,
  lastName,
  className,
}: {
  current: string | null
  firstName: string
  lastName: string
  className?: string
}) {
  const [preview, setPreview] = useState<string | null>(null)
  const [removed, setRemoved] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()
  const [inputKey, setInputKey] = useState(0)
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const shown = preview ?? (removed ? null : current)
  return (
    <FormField
      name="picture"
      label="Picture"
      hint="PNG or JPEG, at most 2 MB."
      error={problem}
      className={className}
    >
      <PictureInput
        key={inputKey}
        shown={shown}
        firstName={firstName}
        lastName={lastName}
        canRemove={Boolean(shown)}
        onPick={(file) => {
          if (!file) return
          if (!ACCEPT.split(',').includes(file.type)) setProblem('Choose a PNG or JPEG image.')
          else if (file.size > MAX_BYTES) setProblem('The picture must be at most 2 MB.')
          else setProblem(undefined)
          setPreview(URL.createObjectURL(file))
          setRemoved(false)
        }}
        onRemove={() => {
          setPreview(null)
          setRemoved(true)
          setProblem(undefined)
          // A new input element drops the chosen file.
          setInputKey((key) => key + 1)
        }}
        removed={removed}
      />
    </FormField>
  )
}

function PictureInput({
  shown,
  firstName,
  lastName,
  canRemove,
  onPick,
  onRemove,
  removed,
  ...a11y
}: {
  'shown': string | null
  'firstName': string
  'lastName': string
  'canRemove': boolean
  'onPick': (file: File | undefined) => void
  'onRemove': () => void
  'removed': boolean
  'id'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-describedby'?: string
}) {
  return (
    <div className="flex items-center gap-4">
      <Avatar
        src={shown}
        firstName={firstName || '?'}
        lastName={lastName}
        className="size-16 text-base"
      />
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium shadow-xs hover:bg-muted focus-within:ring-2 focus-within:ring-ring">
          <ImageIcon className="size-4" aria-hidden="true" />
          Choose picture
          <input
            {...a11y}
            type="file"
            name="picture"
            accept={ACCEPT}
            className="sr-only"
            onChange={(event) => onPick(event.target.files?.[0])}
            data-testid="picture-input"
          />
        </label>
        {canRemove ? (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <XIcon aria-hidden="true" />
            Remove
          </Button>
        ) : null}
        <input type="hidden" name="remove_picture" value={removed ? '1' : '0'} />
      </div>
    </div>
  )
}
