import { useState } from 'react'
import { Form } from '@adonisjs/inertia/react'
import { CircleAlertIcon, SendIcon } from 'lucide-react'
import { urlFor } from '~/client'
import { FormSection, NumberField, SelectField, TextField } from '~/components/form'
import { SecretField } from '~/components/form/secret_field'
import { SettingsPage } from '~/features/settings/settings_page'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import {
  SMTP_DEFAULT_PORTS,
  SMTP_SECURITY,
  SMTP_SECURITY_LABELS,
  type EmailSettingsValues,
  type MailDeliveryStatus,
  type SmtpSecurity,
} from '#contracts/email_settings'

/** How the status line says each kind of connection. */
const SECURITY_IN_WORDS: Record<SmtpSecurity, string> = {
  none: 'without encryption',
  starttls: 'with STARTTLS',
  tls: 'over SSL/TLS',
}

const SECURITY_OPTIONS = SMTP_SECURITY.map((value) => ({
  value,
  label: SMTP_SECURITY_LABELS[value],
}))

function isSecurity(value: string): value is SmtpSecurity {
  return (SMTP_SECURITY as readonly string[]).includes(value)
}

/** Where mail goes now, as saved, in words. */
function DeliveryStatus({
  values,
  status,
}: {
  values: EmailSettingsValues
  status: MailDeliveryStatus
}) {
  const sender = values.mail_from_name
    ? `${values.mail_from_name} <${values.mail_from_address}>`
    : values.mail_from_address
  return (
    <p
      className="flex items-start gap-2 text-xs text-muted-foreground"
      data-testid="mail-delivery-status"
    >
      {status.smtpSaved ? (
        <>
          <Badge variant="secondary">SMTP</Badge>
          <span className="pt-0.5">
            Mail goes through {values.smtp_host}:{values.smtp_port}{' '}
            {SECURITY_IN_WORDS[values.smtp_security]}, from {sender}.
          </span>
        </>
      ) : (
        <>
          <Badge variant="outline" className="text-muted-foreground">
            Server default
          </Badge>
          <span className="pt-0.5">
            No SMTP server is saved here, so mail uses the server’s own setup:{' '}
            {status.fallback === 'smtp'
              ? 'the SMTP server in its SMTP_HOST variables'
              : 'each message is written as a file under storage/mail (nothing is delivered)'}
            , from {status.fallbackFrom}.
          </span>
        </>
      )}
    </p>
  )
}

/**
 * Tries the saved server now and shows its answer. A separate form: it posts only the address,
 * so it tests what is saved, never what is typed above and not yet saved.
 */
function TestEmailCard({ status }: { status: MailDeliveryStatus }) {
  return (
    <Card className="mt-6 max-w-4xl p-5" data-testid="test-email-card">
      <h2 className="text-sm font-semibold">Send a test email</h2>
      <p className="mt-0.5 text-xs text-muted-foreground">
        Sends a short message through the saved settings and waits for the server’s answer. Save
        your changes first.
      </p>
      <Form
        route="settings.email.test"
        noValidate
        options={{ preserveScroll: true }}
        className="mt-4 grid gap-3"
        data-testid="test-email-form"
      >
        {({ errors, processing }) => {
          // The server's verdict arrives as `smtp`, a key the form does not post.
          const fieldErrors: Partial<Record<string, string>> = errors
          return (
            <>
              <div className="flex flex-wrap items-end gap-3">
                <Field
                  label="Send to"
                  error={fieldErrors.test_to}
                  hint={`Empty: your own address, ${status.yourEmail}.`}
                  className="w-full sm:w-96"
                >
                  <Input
                    name="test_to"
                    type="email"
                    autoComplete="off"
                    placeholder={status.yourEmail}
                    data-testid="test-email-to"
                  />
                </Field>
                <Button
                  type="submit"
                  variant="outline"
                  disabled={processing || !status.smtpSaved}
                  className="sm:mb-5.5"
                  data-testid="send-test-email"
                >
                  <SendIcon aria-hidden="true" />
                  {processing ? 'Sending…' : 'Send test email'}
                </Button>
              </div>
              {!status.smtpSaved ? (
                <p className="text-xs text-muted-foreground">
                  Save an SMTP host first: the test talks to that server.
                </p>
              ) : null}
              {fieldErrors.smtp ? (
                <div
                  role="alert"
                  className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
                  data-testid="test-email-error"
                >
                  <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <div>
                    <p className="font-medium">The test email was not sent.</p>
                    <p className="mt-0.5 break-words">{fieldErrors.smtp}</p>
                  </div>
                </div>
              ) : null}
            </>
          )
        }}
      </Form>
    </Card>
  )
}

/** The SMTP server outgoing mail goes through, its sender, and a test of both. */
export default function EmailSettings({
  values,
  status,
}: {
  values: EmailSettingsValues
  status: MailDeliveryStatus
}) {
  const [security, setSecurity] = useState<SmtpSecurity>(values.smtp_security)
  const [port, setPort] = useState(String(values.smtp_port))
  function changeSecurity(next: string) {
    if (!isSecurity(next)) return
    // Follow the usual port of the new kind, unless a non-standard one was typed.
    if (port === String(SMTP_DEFAULT_PORTS[security])) setPort(String(SMTP_DEFAULT_PORTS[next]))
    setSecurity(next)
  }
  return (
    <>
      <SettingsPage
        section="Settings"
        title="Email"
        description="The mail server the application sends through: password resets, email-change links and notifications."
        action={urlFor('settings.email.update')}
        testId="email-settings-form"
      >
        <DeliveryStatus values={values} status={status} />
        <FormSection
          title="SMTP server"
          description="Leave the host empty to use the server’s own setup."
        >
          <TextField
            name="smtp_host"
            label="Host"
            defaultValue={values.smtp_host}
            placeholder="smtp.example.com"
            autoComplete="off"
            spellCheck={false}
            maxLength={255}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <NumberField
              name="smtp_port"
              label="Port"
              required
              value={port}
              onChange={(event) => setPort(event.target.value)}
              min={1}
              max={65535}
            />
            <SelectField
              name="smtp_security"
              label="Security"
              required
              options={SECURITY_OPTIONS}
              defaultValue={values.smtp_security}
              onChange={changeSecurity}
            />
          </div>
          <TextField
            name="smtp_username"
            label="Username"
            defaultValue={values.smtp_username}
            autoComplete="off"
            spellCheck={false}
            maxLength={255}
            hint="Empty: the server accepts mail without signing in."
          />
          <SecretField
            name="smtp_password"
            removeName="remove_smtp_password"
            label="Password"
            noun="password"
            saved={values.smtp_password_saved}
            hint={
              status.savedPasswordUnreadable
                ? 'The saved password can no longer be read (the app key changed): enter it again.'
                : 'Stored encrypted; never shown again.'
            }
          />
        </FormSection>
        <FormSection title="Sender" description="How messages show who they are from.">
          <TextField
            name="mail_from_address"
            label="From address"
            type="email"
            defaultValue={values.mail_from_address}
            placeholder="no-reply@example.com"
            autoComplete="off"
            maxLength={254}
            hint="Needed with a host; the server must accept it as a sender."
          />
          <TextField
            name="mail_from_name"
            label="From name"
            defaultValue={values.mail_from_name}
            placeholder="Assist Back-office"
            maxLength={100}
            hint="Letters (GOPs, withdrawals, requests for payment) go out from this sender; replies go to the operations email of the case's center (Manage › Centers)."
          />
        </FormSection>
      </SettingsPage>
      <TestEmailCard status={status} />
    </>
  )
}
