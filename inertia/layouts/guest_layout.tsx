import type { ReactNode } from 'react'
import { SiteBrand } from '~/components/shell/site_brand'
import { ThemeToggle } from '~/components/shell/theme_toggle'
import { SiteFooter } from '~/layouts/site_footer'

/** Signed-out pages (sign-in, password reset, errors for guests): one centred column. */
export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-header-border bg-header text-header-foreground">
        <div className="mx-auto flex h-14 w-full max-w-screen-2xl items-center gap-2 px-3 sm:px-5">
          <SiteBrand />
          <div className="ml-auto">
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-12"
      >
        <div className="w-full max-w-sm">{children}</div>
      </main>
      <SiteFooter />
    </div>
  )
}
