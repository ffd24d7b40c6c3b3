import { Form } from '@adonisjs/inertia/react'
import { ShieldCheckIcon, ShieldAlertIcon } from 'lucide-react'
import type { InferPageProps } from '#contracts/page_props'
import type TwoFactorController from '#controllers/my_account/two_factor_controller'
import { PageHeader } from '~/components/resource'
import { StatusBadge } from '~/components/ui/status_badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DateTime } from '~/components/ui/date_time'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

/**
 * `twoFactor.required`: a role of the user requires it (Security settings), so it cannot be
 * turned off; `recoveryCodes` are shown once, right after enrolment or renewal.
 */
type TwoFactorProps = InferPageProps<typeof TwoFactorController, 'edit'>

/** Re-entering the password guards turning it off and renewing recovery codes. */
function PasswordForm({
  route,
  label,
  destructive,
  testId,
}: {
  route: 'my-account.enable-2fa.destroy' | 'my-account.enable-2fa.recovery-codes'
  label: string
  destructive?: boolean
  testId: string
}) {
  return (
    <Form
      route={route}
      resetOnError={['password']}
      resetOnSuccess={['password']}
      noValidate
      className="flex flex-wrap items-end gap-3"
      data-testid={testId}
    >
      {({ errors, processing }) => (
        <>
          <Field label="Your password" error={errors.password} className="w-full sm:w-72">
            <Input name="password" type="password" autoComplete="current-password" required />
          </Field>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'outline'}
            disabled={processing}
          >
            {label}
          </Button>
        </>
      )}
    </Form>
  )
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Card className="max-w-3xl border-primary/40 p-5" data-testid="recovery-codes">
      <h2 className="text-base font-semibold">Save your recovery codes</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        If you lose your phone, each of these codes signs you in once instead of an app code. Keep
        them somewhere safe, such as a password manager. They are shown only now.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-muted px-2 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-4 w-fit"
        onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}
      >
        Copy codes
      </Button>
    </Card>
  )
}

/** My account › Enable 2FA: set up, confirm, renew recovery codes, turn off. */
export default function TwoFactor({ twoFactor, setup, recoveryCodes }: TwoFactorProps) {
  return (
    <>
      <PageHeader
        title="Two-factor sign-in"
        breadcrumbs={[{ label: 'My account' }, { label: 'Two-factor sign-in' }]}
        description="After your password, signing in asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…)."
      />
      <div className="grid gap-5">
        {twoFactor.required && twoFactor.status !== 'on' ? (
          <div
            role="alert"
            className="flex max-w-3xl items-start gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Your role requires two-factor sign-in. Set it up to continue using the back-office.
          </div>
        ) : null}

        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}

        <Card className="max-w-3xl p-5">
          <div className="flex items-center gap-3">
            {twoFactor.status === 'on' ? (
              <ShieldCheckIcon className="size-5 text-emerald-600" aria-hidden="true" />
            ) : (
              <ShieldAlertIcon className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
            <h2 className="text-base font-semibold">Status</h2>
            <StatusBadge status={twoFactor.status} data-testid="two-factor-status">
              {twoFactor.status === 'on'
                ? 'On'
                : twoFactor.status === 'pending'
                  ? 'Setting up'
                  : 'Off'}
            </StatusBadge>
          </div>

          {twoFactor.status === 'off' ? (
            <Form route="my-account.enable-2fa.store" className="mt-4">
              {({ processing }) => (
                <Button type="submit" disabled={processing} data-testid="start-two-factor">
                  Set up two-factor sign-in
                </Button>
              )}
            </Form>
          ) : null}

          {twoFactor.status === 'pending' && setup ? (
            <div className="mt-4 grid gap-5 sm:grid-cols-[auto_1fr]">
              <img
                src={setup.qr_code}
                alt="QR code to scan with your authenticator app"
                className="size-44 rounded-md border bg-white p-1"
                data-testid="two-factor-qr"
              />
              <div className="grid content-start gap-4 text-sm">
                <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
                  <li>In your authenticator app, add an account and scan this QR code.</li>
                  <li>
                    Cannot scan? Enter this key instead:{' '}
                    <code
                      className="mt-1 block w-fit rounded bg-muted px-1.5 py-0.5 font-mono whitespace-nowrap text-foreground select-all"
                      data-testid="two-factor-secret"
                    >
                      {setup.secret}
                    </code>
                  </li>
                  <li>Type the 6-digit code the app shows.</li>
                </ol>
                <Form
                  route="my-account.enable-2fa.update"
                  resetOnError={['code']}
                  noValidate
                  className="flex flex-wrap items-end gap-3"
                  data-testid="confirm-two-factor"
                >
                  {({ errors, processing }) => (
                    <>
                      <Field label="Code from the app" error={errors.code} className="w-44">
                        <Input
                          name="code"
                          inputMode="numeric"
                          autoComplete="one-time-code"
                          maxLength={7}
                          placeholder="123456"
                          required
                        />
                      </Field>
                      <Button type="submit" disabled={processing}>
                        Turn on
                      </Button>
                    </>
                  )}
                </Form>
                <Form route="my-account.enable-2fa.destroy">
                  {({ processing }) => (
                    <Button type="submit" variant="ghost" size="sm" disabled={processing}>
                      Cancel set-up
                    </Button>
                  )}
                </Form>
              </div>
            </div>
          ) : null}

          {twoFactor.status === 'on' ? (
            <div className="mt-3 grid gap-5 text-sm">
              <p className="text-muted-foreground">
                On since{' '}
                {twoFactor.confirmed_at ? <DateTime value={twoFactor.confirmed_at} /> : null}.{' '}
                {twoFactor.recovery_codes_left} recovery code
                {twoFactor.recovery_codes_left === 1 ? '' : 's'} left.
              </p>
              <section className="grid gap-2">
                <h3 className="font-medium">Recovery codes</h3>
                <p className="text-muted-foreground">
                  Creating new codes makes the old ones stop working.
                </p>
                <PasswordForm
                  route="my-account.enable-2fa.recovery-codes"
                  label="Create new recovery codes"
                  testId="renew-recovery-codes"
                />
              </section>
              <section className="grid gap-2">
                <h3 className="font-medium">Turn off</h3>
                {twoFactor.required ? (
                  <p className="text-muted-foreground">
                    Your role requires two-factor sign-in, so it cannot be turned off.
                  </p>
                ) : (
                  <PasswordForm
                    route="my-account.enable-2fa.destroy"
                    label="Turn off two-factor sign-in"
                    destructive
                    testId="disable-two-factor"
                  />
                )}
              </section>
            </div>
          ) : null}
        </Card>
      </div>
    </>
  )
}
