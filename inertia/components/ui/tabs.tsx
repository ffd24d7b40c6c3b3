import { Tabs as TabsPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/** Tabs (Radix): arrow keys move between triggers, the active one is `data-state="active"`. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('grid gap-4', className)} {...props} />
}

/**
 * The strip scrolls sideways when its tabs are wider than the page (a phone). Its rule is an inset
 * shadow under the triggers, not a border they overlap with a negative margin: content hanging
 * 1 px below a box that scrolls on x makes it scroll on y too, a stray vertical scrollbar.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full items-center gap-1 overflow-x-auto overflow-y-hidden shadow-[inset_0_-1px_0_var(--color-border)] [scrollbar-width:thin]',
        className
      )}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:border-primary data-[state=active]:text-foreground',
        className
      )}
      {...props}
    />
  )
}

/**
 * One tab's panel. `forceMount` keeps an inactive panel in the DOM (hidden), which a form
 * split into tabs needs: every field is submitted, whichever tab is showing.
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('outline-none data-[state=inactive]:hidden', className)}
      {...props}
    />
  )
}
