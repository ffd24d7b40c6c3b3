import { Checkbox as CheckboxPrimitive } from 'radix-ui'
import { CheckIcon, MinusIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/**
 * A checkbox (role="checkbox") that can also be indeterminate ("some of a group"). 16 px, so it
 * sits on a 14 px text line.
 *
 * Inside a form Radix adds a hidden native checkbox that is posted only when a `name` is given.
 * Forms whose posted values must not depend on what is rendered (a filtered checklist) leave
 * `name` out and post hidden inputs of their own.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer group/checkbox inline-flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input bg-card text-primary-foreground shadow-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        className
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        <CheckIcon
          className="size-3.5 group-data-[state=indeterminate]/checkbox:hidden"
          strokeWidth={3}
          aria-hidden="true"
        />
        <MinusIcon
          className="hidden size-3.5 group-data-[state=indeterminate]/checkbox:block"
          strokeWidth={3}
          aria-hidden="true"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
}
