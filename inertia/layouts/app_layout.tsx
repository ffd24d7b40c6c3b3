import { router, usePage } from '@inertiajs/react'
import type { ReactNode } from 'react'
import { urlFor } from '~/client'
import { CenterSwitcher } from '~/components/shell/change_center_dialog'
import { GlobalSearch } from '~/components/shell/global_search'
import { MobileMenu } from '~/components/shell/mobile_menu'
import { MainNav, SettingsMenu, ShortcutMenu } from '~/components/shell/nav_menus'
import { ShortcutsProvider, useShortcut } from '~/components/shell/shortcuts'
import { SiteBrand } from '~/components/shell/site_brand'
import { ThemeToggle } from '~/components/shell/theme_toggle'
import { NotificationBell } from '~/components/shell/notification_bell'
import { UserMenu } from '~/components/shell/user_menu'
import { SiteFooter } from '~/layouts/site_footer'
import { NotificationAlerts } from '~/lib/alerts/notification_alerts'
import { useLiveSocket } from '~/lib/live_socket'

/** "New case" from every page, for who may open one (the Shortcut menu's first entry). */
function NewCaseShortcut() {
  const mayCreate = usePage().props.user?.permission.includes('create-case') ?? false
  useShortcut('new-case', mayCreate ? () => router.visit(urlFor('navigate.cases.create')) : null)
  return null
}

/**
 * The authenticated shell (SPEC.md §2): top bar, main area, footer. It is a persistent layout,
 * so the header keeps its state (open menus, focus) across page visits. The keyboard shortcuts
 * (components/shell/shortcuts.tsx) live here: the search, a new case, "?" for their list.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ShortcutsProvider>
      <NewCaseShortcut />
      <Shell>{children}</Shell>
    </ShortcutsProvider>
  )
}

function Shell({ children }: { children: ReactNode }) {
  const { user } = usePage().props
  // The tab's live socket, opened once for a signed-in user and kept across page visits.
  useLiveSocket(Boolean(user))
  return (
    <div className="flex min-h-screen flex-col">
      {/* Keyed by the person: signing in as someone else starts their state afresh. */}
      {user ? <NotificationAlerts key={user.id} userId={user.id} /> : null}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 text-sm font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header
        className="sticky top-0 z-40 border-b border-header-border bg-header text-header-foreground"
        data-testid="top-bar"
      >
        <div className="mx-auto flex h-14 w-full max-w-screen-2xl items-center gap-1.5 px-2 sm:gap-2 sm:px-4">
          {user ? <MobileMenu className="lg:hidden" /> : null}
          <SiteBrand className="mr-2" />
          {user ? <MainNav className="hidden lg:flex" /> : null}
          <div className="ml-auto flex items-center gap-1 sm:gap-1.5">
            {user ? (
              <>
                <GlobalSearch />
                <div className="hidden items-center gap-1 lg:flex">
                  <ShortcutMenu />
                  <SettingsMenu />
                </div>
                <CenterSwitcher />
                <ThemeToggle />
                <NotificationBell />
                <UserMenu />
              </>
            ) : (
              <ThemeToggle />
            )}
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-screen-2xl flex-1 px-3 py-5 outline-none sm:px-5"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
