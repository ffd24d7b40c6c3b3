import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { LinkIcon } from 'lucide-react'
import type { InferPageProps } from '#contracts/page_props'
import type PasswordResetController from '#controllers/auth/password_reset_controller'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring'

export default function ResetPassword({
  token,
  usable,
}: InferPageProps<typeof PasswordResetController, 'edit'>) {
  if (!usable) {
    return (
      <>
        <Head title="Reset link not valid" />
        <Card data-testid="reset-link-unusable">
          <CardHeader>
            <span className="mb-2 flex size-9 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <LinkIcon className="size-4" aria-hidden="true" />
            </span>
            <CardTitle as="h1" className="text-lg">
              This reset link cannot be used
            </CardTitle>
            <CardDescription>
              The link is invalid, has already been used or has expired. Ask for a new one; it
              arrives by email in a minute or two.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button asChild className="w-full">
              <Link route="password.forgot">Request a new link</Link>
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              <Link route="login" className={linkClass}>
                Back to sign in
              </Link>
            </p>
          </CardContent>
        </Card>
      </>
    )
  }

  return (
    <>
      <Head title="Choose a new password" />
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-lg">
            Choose a new password
          </CardTitle>
          <CardDescription>
            Use at least 12 characters. A passphrase is easiest to remember.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form
            route="password.update"
            // Both password boxes empty again after a failure; the token is re-rendered anyway.
            resetOnError
            noValidate
            className="grid gap-4"
          >
            {({ errors, processing }) => {
              // VineJS reports a mismatch on `password_confirmation`, a key the body type lacks.
              const fieldErrors: Partial<Record<string, string>> = errors
              return (
                <>
                  <input type="hidden" name="token" value={token} />
                  {errors.token ? (
                    <p role="alert" className="text-[0.8125rem] font-medium text-destructive">
                      {errors.token}{' '}
                      <Link route="password.forgot" className={linkClass}>
                        Request a new link
                      </Link>
                    </p>
                  ) : null}
                  <Field label="New password" error={errors.password}>
                    <Input
                      name="password"
                      type="password"
                      autoComplete="new-password"
                      autoFocus
                      required
                      minLength={12}
                    />
                  </Field>
                  <Field label="Confirm new password" error={fieldErrors.password_confirmation}>
                    <Input
                      name="password_confirmation"
                      type="password"
                      autoComplete="new-password"
                      required
                    />
                  </Field>
                  <Button type="submit" disabled={processing} className="w-full">
                    {processing ? 'Saving…' : 'Save new password'}
                  </Button>
                </>
              )
            }}
          </Form>
        </CardContent>
      </Card>
    </>
  )
}
