import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

interface ErrorPageProps {
  code?: number
  title: string
  message: string
  icon: LucideIcon
  /** The way out this error offers first (switch center and open the record). */
  action?: ReactNode
}

/**
 * A centred card that says what went wrong and where to go next. Inside the app shell for a
 * signed-in user, on its own for a guest (see layouts/layout_for.ts).
 */
export function ErrorPage({ code, title, message, icon: Icon, action }: ErrorPageProps) {
  const { user } = usePage().props
  return (
    <>
      <Head title={title} />
      <div className="flex justify-center py-8 sm:py-12">
        <Card
          className="w-full max-w-md items-center px-6 py-8 text-center"
          data-testid="error-page"
        >
          <span className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          {code ? (
            <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              Error {code}
            </p>
          ) : null}
          <h1 className="mt-1 text-xl font-semibold">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{message}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            {action}
            {user ? (
              <Button asChild variant={action ? 'outline' : 'default'}>
                <Link route="dashboard">Back to the dashboard</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link route="login">Go to sign in</Link>
              </Button>
            )}
          </div>
        </Card>
      </div>
    </>
  )
}
