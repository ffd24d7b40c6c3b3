import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { Button } from '~/components/ui/button'
import { EmailField } from '~/components/auth/email_field'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'

export default function ForgotPassword() {
  return (
    <>
      <Head title="Forgot password" />
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-lg">
            Forgot your password?
          </CardTitle>
          <CardDescription>
            Enter your staff email address. If it matches an account, we will email you a link to
            choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form route="password.email" noValidate className="grid gap-4">
            {({ errors, processing }) => (
              <>
                <EmailField error={errors.email} />
                <Button type="submit" disabled={processing} className="w-full">
                  {processing ? 'Sending…' : 'Email me a reset link'}
                </Button>
                <p className="text-center text-sm text-muted-foreground">
                  Remembered it?{' '}
                  <Link
                    route="login"
                    className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    Back to sign in
                  </Link>
                </p>
              </>
            )}
          </Form>
        </CardContent>
      </Card>
    </>
  )
}
