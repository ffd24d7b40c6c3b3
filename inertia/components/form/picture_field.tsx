import { Avatar } from '~/components/ui/avatar'
import { ImageField } from './image_field'

/** A user's profile picture: the image field with the avatar (or initials) as its preview. */
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
  return (
    <ImageField
      name="picture"
      removeName="remove_picture"
      label="Picture"
      hint="PNG or JPEG, at most 2 MB."
      current={current}
      className={className}
      renderPreview={(src) => (
        <Avatar
          src={src}
          firstName={firstName || '?'}
          lastName={lastName}
          className="size-16 text-base"
        />
      )}
    />
  )
}
