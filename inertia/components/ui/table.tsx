import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/*
 * Table markup with the product's density: 14 px text, compact rows. Where the header row sticks
 * is the DataTable's business (against the page, see use_table_fit.ts).
 */

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <table
      className={cn('w-full caption-bottom border-separate border-spacing-0 text-sm', className)}
      {...props}
    />
  )
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted', className)} {...props} />
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child>td]:border-b-0', className)} {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        // bg-row-hover is opaque, so a pinned cell (bg-card) can take the same colour.
        'group/row transition-colors hover:bg-row-hover data-[state=selected]:bg-accent',
        className
      )}
      {...props}
    />
  )
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      // A separate border-spacing table keeps the header's bottom border while it is sticky.
      className={cn(
        'h-9 border-b border-border px-3 text-left align-middle text-xs font-semibold whitespace-nowrap text-muted-foreground',
        className
      )}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={cn(
        'h-8 border-b border-border px-3 py-1 align-middle whitespace-nowrap',
        className
      )}
      {...props}
    />
  )
}
