import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring'

/** Sign-in, second step: the code from the authenticator app, or a recovery code. */
export default function TwoFactorChallenge() {
  const [recovery, setRecovery] = useState(false)
  return (
    <>
      <Head title="Two-factor sign-in" />
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-lg">
            Two-factor sign-in
          </CardTitle>
          <CardDescription>
            {recovery
              ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
              : 'Open your authenticator app and enter the 6-digit code it shows for this account.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form route="login.two-factor.store" noValidate className="grid gap-4">
            {({ errors, processing }) => (
              <>
                <Field label={recovery ? 'Recovery code' : 'Code'} error={errors.code}>
                  {recovery ? (
                    <Input
                      key="recovery"
                      name="code"
                      autoComplete="off"
                      placeholder="xxxxx-xxxxx"
                      autoFocus
                      required
                    />
                  ) : (
                    <Input
                      key="totp"
                      name="code"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      pattern="[0-9 ]*"
                      maxLength={7}
                      placeholder="123456"
                      autoFocus
                      required
                    />
                  )}
                </Field>
                <Button type="submit" disabled={processing} className="w-full">
                  {processing ? 'Checking…' : 'Verify and sign in'}
                </Button>
                <div className="flex items-center justify-between text-sm">
                  <button
                    type="button"
                    className={linkClass}
                    onClick={() => setRecovery((value) => !value)}
                  >
                    {recovery ? 'Use a code from the app' : 'Use a recovery code'}
                  </button>
                  <Link route="login" className={linkClass}>
                    Start over
                  </Link>
                </div>
              </>
            )}
          </Form>
        </CardContent>
      </Card>
    </>
  )
}
