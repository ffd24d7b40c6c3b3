import { Link } from '@adonisjs/inertia/react'
import { ChevronDownIcon, LayoutDashboardIcon, SettingsIcon, ZapIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { Tooltip } from '~/components/ui/tooltip'
import { cn } from '~/lib/cn'
import { MENU_TOOLTIP_DELAY_MS } from '~/lib/ui_constants'
import type { MenuGroup } from '~/navigation'
import { Keys, shortcutOfRoute } from './shortcuts'
import { useNavigation } from './use_navigation'

const activeTriggerClass =
  'bg-header-hover text-header-foreground shadow-[inset_0_-2px_0_0_#60a5fa]'

function MenuItems({ group }: { group: MenuGroup }) {
  const { isLinkActive } = useNavigation()
  return group.links.map((link) => {
    const active = isLinkActive(link)
    // A page a keyboard shortcut opens shows its key ("New case  N").
    const chord = shortcutOfRoute(link.routeName)
    return (
      <DropdownMenuItem key={link.routeName} asChild>
        <Link
          route={link.routeName}
          aria-current={active ? 'page' : undefined}
          aria-keyshortcuts={chord ? chord.key.toUpperCase() : undefined}
          className={cn(active && 'bg-accent font-semibold text-accent-foreground')}
        >
          {link.text}
          {chord ? ' ' : null}
          {chord ? (
            <Keys chord={chord} className="ml-auto pl-4" data-testid="menu-shortcut-key" />
          ) : null}
        </Link>
      </DropdownMenuItem>
    )
  })
}

/** One menu group of the top bar (Navigate, Manage…), as a dropdown. */
function GroupMenu({ group }: { group: MenuGroup }) {
  const { isGroupActive } = useNavigation()
  const active = isGroupActive(group)
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="header"
          size="sm"
          className={cn('gap-1 text-header-muted', active && activeTriggerClass)}
          data-testid={`menu-group-${group.slug}`}
          data-active={active ? '' : undefined}
        >
          {group.label}
          <ChevronDownIcon className="!size-3.5 opacity-70" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <MenuItems group={group} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** Dashboard link and the permitted menu groups, for wide screens. */
export function MainNav({ className }: { className?: string }) {
  const { dashboardLink, groups, isLinkActive } = useNavigation()
  const dashboardActive = isLinkActive(dashboardLink)
  return (
    <nav aria-label="Main" className={cn('items-center gap-0.5', className)}>
      <Button
        asChild
        variant="header"
        size="sm"
        className={cn('text-header-muted', dashboardActive && activeTriggerClass)}
      >
        <Link
          route={dashboardLink.routeName}
          aria-current={dashboardActive ? 'page' : undefined}
          aria-label={dashboardLink.text}
          data-testid="nav-dashboard"
        >
          <LayoutDashboardIcon aria-hidden="true" />
          {/* Its icon alone below 1536 px: the six menus (Verify Policy's among them since
              issue 33) fit a 1024 px laptop's bar, and a 1280 px one beside the user's name. */}
          <span className="hidden 2xl:inline">{dashboardLink.text}</span>
        </Link>
      </Button>
      {groups.map((group) => (
        <GroupMenu key={group.slug} group={group} />
      ))}
    </nav>
  )
}

function IconMenu({ group, icon, testId }: { group: MenuGroup; icon: ReactNode; testId: string }) {
  const { isGroupActive } = useNavigation()
  const active = isGroupActive(group)
  return (
    <DropdownMenu modal={false}>
      <Tooltip content={group.label} delayDuration={MENU_TOOLTIP_DELAY_MS}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="header"
            size="icon"
            aria-label={group.label}
            data-testid={testId}
            className={cn(active && activeTriggerClass)}
          >
            {icon}
          </Button>
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="end">
        <MenuItems group={group} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** The Shortcut menu; rendered only when at least one entry is permitted (SPEC.md §2). */
export function ShortcutMenu() {
  const { shortcut } = useNavigation()
  return shortcut ? (
    <IconMenu group={shortcut} icon={<ZapIcon aria-hidden="true" />} testId="shortcut-menu" />
  ) : null
}

/** The Settings menu; rendered only when at least one entry is permitted (SPEC.md §2). */
export function SettingsMenu() {
  const { settings } = useNavigation()
  return settings ? (
    <IconMenu group={settings} icon={<SettingsIcon aria-hidden="true" />} testId="settings-menu" />
  ) : null
}
