import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ChevronRightIcon } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import { cn } from '~/lib/cn'

export interface Crumb {
  label: string
  /** Omitted for the current page and for groups that have no page of their own (Manage). */
  href?: string
}

interface PageHeaderProps {
  title: string
  /** The browser tab's title; defaults to the page title. */
  headTitle?: string
  breadcrumbs?: Crumb[]
  description?: ReactNode
  /** Buttons at the right (New, Trash, Edit, Delete). */
  actions?: ReactNode
  className?: string
}

/** Breadcrumbs, the page's h1 and its actions; also sets the document title. */
export function PageHeader({
  title,
  headTitle,
  breadcrumbs = [],
  description,
  actions,
  className,
}: PageHeaderProps) {
  return (
    <div className={cn('mb-4 flex flex-col gap-2', className)}>
      <Head title={headTitle ?? title} />
      {breadcrumbs.length > 0 ? (
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
            {breadcrumbs.map((crumb, index) => {
              const last = index === breadcrumbs.length - 1
              return (
                <Fragment key={`${index}-${crumb.label}`}>
                  <li>
                    {crumb.href && !last ? (
                      <Link
                        href={crumb.href}
                        className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {crumb.label}
                      </Link>
                    ) : (
                      <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                    )}
                  </li>
                  {last ? null : (
                    <li role="presentation" aria-hidden="true">
                      <ChevronRightIcon className="size-3" />
                    </li>
                  )}
                </Fragment>
              )
            })}
          </ol>
        </nav>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <h1 className="truncate text-lg font-semibold tracking-tight" data-testid="page-title">
            {title}
          </h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  )
}
