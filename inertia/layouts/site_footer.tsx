import { usePage } from '@inertiajs/react'

/** Footer texts from the site settings (SPEC.md §3: footer_left, footer_right). */
export function SiteFooter() {
  const { settings } = usePage().props
  return (
    <footer
      className="border-t border-border bg-card text-xs text-muted-foreground"
      data-testid="site-footer"
    >
      <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-1 px-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <p data-testid="footer-left">{settings.footer_left}</p>
        <p data-testid="footer-right">{settings.footer_right}</p>
      </div>
    </footer>
  )
}
