import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { cn } from '~/lib/cn'

/** The fallback mark when no logo is configured: a cross on a rounded square. */
export function SiteMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#2563eb" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#ffffff" />
    </svg>
  )
}

/**
 * Logo and site title for the dark top bar. `site_white_logo` is the white variant of the logo,
 * which is why the bar stays dark in both themes.
 */
export function SiteBrand({ className }: { className?: string }) {
  const { settings, user } = usePage().props
  const content = (
    <>
      {settings.site_white_logo ? (
        <img src={settings.site_white_logo} alt="" className="h-7 w-auto max-w-32 object-contain" />
      ) : (
        <SiteMark />
      )}
      <span className="truncate text-[0.9375rem] font-semibold tracking-tight">
        {settings.site_title}
      </span>
    </>
  )
  const classes = cn(
    'flex min-w-0 items-center gap-2 rounded-md px-1 py-1 text-header-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
    className
  )
  return user ? (
    <Link route="dashboard" className={classes} aria-label={`${settings.site_title}, dashboard`}>
      {content}
    </Link>
  ) : (
    <Link route="welcome" className={classes} aria-label={`${settings.site_title}, home`}>
      {content}
    </Link>
  )
}
