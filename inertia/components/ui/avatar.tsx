import { Avatar as AvatarPrimitive } from 'radix-ui'
import { cn } from '~/lib/cn'

/** "Ana Cruz" → "AC"; one name → its first letter; nothing → "?". */
export function initialsOf(firstName: string | null | undefined, lastName?: string | null): string {
  const letters = [firstName, lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
  return letters.length > 0 ? letters.slice(0, 2).join('') : '?'
}

interface AvatarProps {
  src?: string | null
  firstName: string
  lastName?: string
  className?: string
}

/** The picture when it loads, else the initials (also while it loads, so nothing jumps). */
export function Avatar({ src, firstName, lastName, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative flex size-8 shrink-0 overflow-hidden rounded-full bg-primary text-primary-foreground',
        className
      )}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt="" className="aspect-square size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center text-xs font-semibold"
        aria-hidden="true"
      >
        {initialsOf(firstName, lastName)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
