import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { SiteMark } from '~/components/shell/site_brand'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

export default function Welcome() {
  const { settings, user } = usePage().props
  return (
    <>
      <Head title="Welcome" />
      <Card className="items-center px-6 py-8 text-center">
        <SiteMark className="mb-4 size-10" />
        <h1 className="text-xl font-semibold tracking-tight">{settings.site_title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Case management for medical and travel assistance teams.
        </p>
        <Button asChild className="mt-6 w-full">
          {user ? (
            <Link route="dashboard">Go to the dashboard</Link>
          ) : (
            <Link route="login">Sign in</Link>
          )}
        </Button>
      </Card>
    </>
  )
}
