import { Head } from '@inertiajs/react'
import { LockIcon } from 'lucide-react'
import { Form, Link } from '@adonisjs/inertia/react'
import type { InferPageProps } from '#contracts/page_props'
import type SessionController from '#controllers/auth/session_controller'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { EmailField } from '~/components/auth/email_field'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  )
}

export default function Login({
  googleEnabled,
  notice,
}: InferPageProps<typeof SessionController, 'create'>) {
  return (
    <>
      <Head title="Sign in" />
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-lg">
            Sign in
          </CardTitle>
          <CardDescription>Use your staff email address and password.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {/* Why the user is here: a page they opened needs them signed in, and they return to
              it after signing in. */}
          {notice ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-md border border-border bg-muted/60 px-3 py-2 text-sm"
              data-testid="sign-in-notice"
            >
              <LockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {notice}
            </p>
          ) : null}
          <Form route="login.store" resetOnError={['password']} noValidate className="grid gap-4">
            {({ errors, processing }) => (
              <>
                <EmailField error={errors.email} />
                <Field label="Password" error={errors.password}>
                  <Input name="password" type="password" autoComplete="current-password" required />
                </Field>
                <Button type="submit" disabled={processing} className="mt-1 w-full">
                  {processing ? 'Signing in…' : 'Sign in'}
                </Button>
                {/* After the button, not beside the label: Tab from the password must reach
                    "Sign in" (email, Tab, password, Enter signs in). */}
                <p className="text-center text-sm">
                  <Link
                    route="password.forgot"
                    className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    Forgot password?
                  </Link>
                </p>
              </>
            )}
          </Form>
          {googleEnabled ? (
            <>
              <div
                className="flex items-center gap-3 text-xs text-muted-foreground"
                aria-hidden="true"
              >
                <span className="h-px flex-1 bg-border" />
                or
                <span className="h-px flex-1 bg-border" />
              </div>
              <Button asChild variant="outline" className="w-full">
                {/* A full-page navigation: Google's consent screen is not an Inertia page. */}
                <a href={urlFor('auth.google.redirect')} data-testid="google-sign-in">
                  <GoogleMark />
                  Sign in with Google
                </a>
              </Button>
            </>
          ) : null}
        </CardContent>
      </Card>
    </>
  )
}
