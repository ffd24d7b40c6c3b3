import { Form } from '@adonisjs/inertia/react'
import type { InferPageProps } from '#contracts/page_props'
import type EmailController from '#controllers/my_account/email_controller'
import { MailCheckIcon } from 'lucide-react'
import { urlFor } from '~/client'
import { FormSection, FormShell, TextField } from '~/components/form'
import { PageHeader } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'

/** The page's props; `pending` is the change waiting for its link to be opened, if any. */
type EmailPageProps = InferPageProps<typeof EmailController, 'edit'>

/** The change waiting for its link: where it was sent, until when, and a way to withdraw it. */
function PendingChange({ pending }: { pending: NonNullable<EmailPageProps['pending']> }) {
  return (
    <div
      role="status"
      className="flex max-w-4xl flex-wrap items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm"
      data-testid="pending-email-change"
    >
      <MailCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          Waiting for confirmation of <span className="break-all">{pending.new_email}</span>
        </p>
        <p className="mt-0.5 text-muted-foreground">
          Open the link we sent to that address before <DateTime value={pending.expires_at} />.
          Until then you keep signing in with your current address. Asking again replaces this
          request.
        </p>
      </div>
      <Form route="my-account.email.destroy" data-testid="cancel-email-change">
        {({ processing }) => (
          <Button type="submit" variant="outline" size="sm" disabled={processing}>
            Cancel change
          </Button>
        )}
      </Form>
    </div>
  )
}

/**
 * My account › Email: a new sign-in address, confirmed by a link mailed to it; the current
 * password proves it is you asking.
 */
export default function MyEmail({ email, pending, expiresInHours }: EmailPageProps) {
  return (
    <>
      <PageHeader
        title="Email"
        breadcrumbs={[{ label: 'My account' }, { label: 'Email' }]}
        description="The address you sign in with and receive password-reset links at."
      />
      <div className="grid gap-5">
        {pending ? <PendingChange pending={pending} /> : null}
        <Card className="max-w-4xl p-5">
          <FormShell
            // A new request remounts the form: the typed address and password do not linger.
            key={pending?.new_email ?? 'none'}
            action={urlFor('my-account.email.update')}
            method="put"
            submitLabel="Send confirmation link"
            data-testid="email-change-form"
          >
            <FormSection
              title="Change your sign-in email"
              description={`We send a link to the new address; your email changes only when it is opened, within ${expiresInHours} hours. Your current address is told about the request.`}
            >
              <p className="text-sm sm:col-span-2" data-testid="current-email">
                <span className="text-muted-foreground">Current address: </span>
                <span className="font-medium break-all">{email}</span>
              </p>
              <TextField
                name="new_email"
                label="New email address"
                type="email"
                required
                autoComplete="email"
                maxLength={254}
                className="sm:col-span-2"
              />
              <TextField
                name="current_password"
                label="Current password"
                type="password"
                required
                autoComplete="current-password"
                className="sm:col-span-2"
              />
            </FormSection>
          </FormShell>
        </Card>
      </div>
    </>
  )
}
