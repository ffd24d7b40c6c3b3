import { router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LayoutDashboardIcon, LogOutIcon, MenuIcon } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { Separator } from '~/components/ui/separator'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '~/components/ui/sheet'
import { cn } from '~/lib/cn'
import type { MenuGroup, NavLink } from '~/navigation'
import { SiteMark } from './site_brand'
import { useNavigation } from './use_navigation'

function SheetLink({ link, icon }: { link: NavLink; icon?: ReactNode }) {
  const { isLinkActive } = useNavigation()
  const active = isLinkActive(link)
  return (
    <Link
      route={link.routeName}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:text-muted-foreground',
        active && 'bg-accent font-semibold text-accent-foreground'
      )}
    >
      {icon}
      {link.text}
    </Link>
  )
}

function SheetSection({ group }: { group: MenuGroup }) {
  const headingId = `mobile-menu-${group.slug}`
  return (
    <section aria-labelledby={headingId} data-testid={`mobile-menu-group-${group.slug}`}>
      <h3
        id={headingId}
        className="px-2.5 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {group.label}
      </h3>
      <div className="grid gap-0.5">
        {group.links.map((link) => (
          <SheetLink key={link.routeName} link={link} />
        ))}
      </div>
    </section>
  )
}

/** The hamburger and side menu for narrow screens: the same entries as the top bar. */
export function MobileMenu({ className }: { className?: string }) {
  const { props } = usePage()
  const user = props.user
  const { dashboardLink, groups, shortcut, settings } = useNavigation()
  const [open, setOpen] = useState(false)

  // Following a link closes the menu; the layout persists, so the sheet would otherwise stay.
  useEffect(() => router.on('navigate', () => setOpen(false)), [])

  if (!user) return null
  const fullName = `${user.first_name} ${user.last_name}`.trim()

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="header"
          size="icon"
          className={className}
          aria-label="Open menu"
          data-testid="mobile-menu-button"
        >
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent data-testid="mobile-menu">
        <div className="flex items-center gap-2 border-b border-border px-4 py-3 pr-12">
          <SiteMark className="size-6" />
          <SheetTitle className="truncate">{props.settings.site_title}</SheetTitle>
        </div>
        <div className="flex items-center gap-3 px-4 py-3">
          <Avatar src={user.picture} firstName={user.first_name} lastName={user.last_name} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{fullName}</p>
            <SheetDescription className="truncate">
              {user.center
                ? `${user.center_code?.toUpperCase()} · ${user.center}`
                : 'No center selected'}
            </SheetDescription>
          </div>
        </div>
        <Separator />
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-2">
          <SheetLink link={dashboardLink} icon={<LayoutDashboardIcon aria-hidden="true" />} />
          {groups.map((group) => (
            <SheetSection key={group.slug} group={group} />
          ))}
          {shortcut ? <SheetSection group={shortcut} /> : null}
          {settings ? <SheetSection group={settings} /> : null}
        </nav>
        <Separator />
        <div className="p-2">
          <Link
            route="logout"
            as="button"
            className="flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="mobile-sign-out"
          >
            <LogOutIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            Sign out
          </Link>
        </div>
      </SheetContent>
    </Sheet>
  )
}
