import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { ArrowDownIcon, LinkIcon, MailCheckIcon } from 'lucide-react'
import type { InferPageProps } from '#contracts/page_props'
import type EmailController from '#controllers/my_account/email_controller'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring'

/**
 * The page a confirmation link opens (My account › Email). Opening it changes nothing: the
 * button does, so a mail scanner that follows links cannot confirm on the user's behalf. Shown
 * in the app shell when signed in, else in the sign-in pages' card.
 */
export default function ConfirmEmailChange({
  token,
  refusal,
  change,
  signedIn,
}: InferPageProps<typeof EmailController, 'show'>) {
  return (
    <div className="mx-auto w-full max-w-md">
      <Head title={refusal ? 'Link not usable' : 'Confirm your new email'} />
      {refusal || !change ? (
        <Card data-testid="email-link-unusable">
          <CardHeader>
            <span className="mb-2 flex size-9 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <LinkIcon className="size-4" aria-hidden="true" />
            </span>
            <CardTitle as="h1" className="text-lg">
              This link cannot be used
            </CardTitle>
            <CardDescription>{refusal?.message}</CardDescription>
          </CardHeader>
          <CardContent>
            {signedIn ? (
              <Button asChild variant="outline" className="w-full">
                <Link route="my-account.email.edit">Go to My account › Email</Link>
              </Button>
            ) : (
              <Button asChild variant="outline" className="w-full">
                <Link route="login">Sign in</Link>
              </Button>
            )}
          </CardContent>
        </Card>
      ) : (
        <Card data-testid="email-link-usable">
          <CardHeader>
            <span className="mb-2 flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
              <MailCheckIcon className="size-4" aria-hidden="true" />
            </span>
            <CardTitle as="h1" className="text-lg">
              Confirm your new sign-in email
            </CardTitle>
            <CardDescription>
              From now on you will sign in and receive password-reset links at the new address.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
              <span className="break-all text-muted-foreground line-through decoration-1">
                {change.current_email}
              </span>
              <ArrowDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="font-medium break-all" data-testid="new-email">
                {change.new_email}
              </span>
            </div>
            <Form route="my-account.email.confirm.store" className="grid gap-3">
              {({ processing }) => (
                <>
                  <input type="hidden" name="token" value={token} />
                  <Button type="submit" disabled={processing} data-testid="confirm-email-change">
                    {processing ? 'Confirming…' : 'Confirm new email'}
                  </Button>
                </>
              )}
            </Form>
            {!signedIn ? (
              <p className="text-center text-sm text-muted-foreground">
                You are not signed in: this link is enough. Afterwards,{' '}
                <Link route="login" className={linkClass}>
                  sign in
                </Link>{' '}
                with the new address.
              </p>
            ) : null}
          </CardContent>
        </Card>
      )}
    </div>
  )
}
