import { Link } from '@adonisjs/inertia/react'
import { EllipsisIcon, type LucideIcon } from 'lucide-react'
import { Fragment } from 'react'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'

/** One entry of a row's actions menu: a page to open, or something to do (open a dialog). */
export interface RowAction {
  label: string
  icon?: LucideIcon
  href?: string
  onSelect?: () => void
  /** Shown in red, after a separator (delete). */
  destructive?: boolean
  /** Stable id for tests: `row-action-<id>`; defaults to the lowercased label. */
  id?: string
  /**
   * Why it cannot be done now (the server would refuse it): the entry is shown disabled with
   * the reason under its label, so nobody has to try it to find out.
   */
  disabledReason?: string
}

/** The "⋯" menu at the end of a row. */
export function RowActionsMenu({ actions, rowLabel }: { actions: RowAction[]; rowLabel: string }) {
  if (actions.length === 0) return null
  return (
    // Not modal: an action may open a dialog, which must get the focus back from the menu.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="size-7 data-[state=open]:bg-accent"
          aria-label={`Actions for ${rowLabel}`}
          data-testid="row-actions"
        >
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        {actions.map((action, index) => {
          const Icon = action.icon
          const testId = `row-action-${action.id ?? action.label.toLowerCase()}`
          const content = (
            <>
              {Icon ? <Icon aria-hidden="true" /> : null}
              {action.label}
            </>
          )
          const separated = action.destructive && index > 0 && !actions[index - 1].destructive
          return (
            <Fragment key={testId}>
              {separated ? <DropdownMenuSeparator /> : null}
              {action.disabledReason ? (
                // Not faded: the reason must stay readable (contrast), the muted label says "off".
                <DropdownMenuItem
                  disabled
                  className="max-w-72 flex-wrap text-muted-foreground data-[disabled]:opacity-100"
                  data-testid={testId}
                  data-refused="true"
                >
                  {content}
                  <span className="basis-full pl-6 text-xs">{action.disabledReason}</span>
                </DropdownMenuItem>
              ) : action.href ? (
                <DropdownMenuItem asChild variant={action.destructive ? 'destructive' : 'default'}>
                  <Link href={action.href} data-testid={testId}>
                    {content}
                  </Link>
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem
                  variant={action.destructive ? 'destructive' : 'default'}
                  onSelect={action.onSelect}
                  data-testid={testId}
                >
                  {content}
                </DropdownMenuItem>
              )}
            </Fragment>
          )
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
