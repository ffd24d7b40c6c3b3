import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '~/lib/ui_constants'

/** App-wide defaults (SPEC.md §9): 700 ms before a tooltip opens, 300 ms skip window. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  )
}

export const TooltipRoot = TooltipPrimitive.Root
export const TooltipTrigger = TooltipPrimitive.Trigger

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-sm data-[state=delayed-open]:animate-fade-in',
          className
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  )
}

interface TooltipProps {
  content: ReactNode
  children: ReactNode
  /** Overrides the provider's delay, e.g. MENU_TOOLTIP_DELAY_MS for menu items. */
  delayDuration?: number
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side']
}

/** A tooltip around one focusable child (the child is the trigger, via asChild). */
export function Tooltip({ content, children, delayDuration, side }: TooltipProps) {
  return (
    <TooltipPrimitive.Root delayDuration={delayDuration}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </TooltipPrimitive.Root>
  )
}
