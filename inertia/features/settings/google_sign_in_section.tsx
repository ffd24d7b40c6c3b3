import { CopyIcon } from 'lucide-react'
import { toast } from 'sonner'
import type {
  GoogleCredentialSource,
  GoogleSignInStatus,
  GoogleSignInValues,
} from '#contracts/google_sign_in'
import { FormSection, SwitchField, TextField } from '~/components/form'
import { SecretField } from '~/components/form/secret_field'
import { StatusBadge } from '~/components/ui/status_badge'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

const SOURCE_LABEL: Record<GoogleCredentialSource, string> = {
  settings: 'these settings',
  environment: 'the server environment',
}

/** The effective state as saved, and why, so an administrator sees what the sign-in page does. */
function StatusLine({ status, switchedOn }: { status: GoogleSignInStatus; switchedOn: boolean }) {
  const missing = [
    status.clientIdFrom ? null : { what: 'a client ID', variable: 'GOOGLE_CLIENT_ID' },
    status.clientSecretFrom ? null : { what: 'a client secret', variable: 'GOOGLE_CLIENT_SECRET' },
  ].filter((item) => item !== null)
  const idFrom = SOURCE_LABEL[status.clientIdFrom ?? 'settings']
  const secretFrom = SOURCE_LABEL[status.clientSecretFrom ?? 'settings']
  const explanation = status.active
    ? `The sign-in page offers “Sign in with Google”, with ${
        idFrom === secretFrom
          ? `the client ID and secret from ${idFrom}`
          : `the client ID from ${idFrom} and the secret from ${secretFrom}`
      }.`
    : !switchedOn
      ? 'The sign-in page shows no Google button.'
      : `Needs ${missing.map((item) => item.what).join(' and ')}: enter ${
          missing.length > 1 ? 'them' : 'it'
        } here, or set ${missing.map((item) => item.variable).join(' and ')} on the server.`
  return (
    <p
      className="flex items-start gap-2 text-xs text-muted-foreground sm:col-span-2"
      data-testid="google-sign-in-status"
    >
      {status.active ? (
        <StatusBadge status="active">Active</StatusBadge>
      ) : switchedOn ? (
        <StatusBadge status="not-configured">Not configured</StatusBadge>
      ) : (
        <StatusBadge status="off">Off</StatusBadge>
      )}
      <span className="pt-0.5">{explanation}</span>
    </p>
  )
}

/**
 * Google sign-in on the Security page: the switch, the OAuth client's ID and secret (empty
 * fields fall back to the server's GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET) and the redirect URI
 * to register with Google. Only existing, enabled staff whose verified Google email matches can
 * sign in this way.
 */
export function GoogleSignInSection({
  values,
  status,
}: {
  values: GoogleSignInValues
  status: GoogleSignInStatus
}) {
  async function copyCallback() {
    try {
      await navigator.clipboard.writeText(status.callbackUrl)
      toast.success('Redirect URI copied.')
    } catch {
      toast.error('Could not copy; select the address and copy it.')
    }
  }
  return (
    <FormSection
      title="Google sign-in"
      description="Staff whose verified Google email matches their user can sign in with Google. No account is ever created this way."
    >
      <StatusLine status={status} switchedOn={values.google_sign_in_enabled} />
      <SwitchField
        name="google_sign_in_enabled"
        label="Offer “Sign in with Google”"
        defaultChecked={values.google_sign_in_enabled}
        className="sm:col-span-2"
      />
      <TextField
        name="google_client_id"
        label="Client ID"
        defaultValue={values.google_client_id}
        autoComplete="off"
        spellCheck={false}
        placeholder={status.environmentClientId ? 'From the server environment' : undefined}
        hint={
          status.environmentClientId
            ? 'Empty: the server’s GOOGLE_CLIENT_ID is used.'
            : 'Google Cloud console → APIs & Services → Credentials → OAuth client ID.'
        }
      />
      <SecretField
        name="google_client_secret"
        removeName="remove_google_client_secret"
        label="Client secret"
        saved={values.google_client_secret_saved}
        hint={
          status.savedSecretUnreadable
            ? 'The saved secret can no longer be read (the app key changed): enter it again.'
            : !values.google_client_secret_saved && status.environmentClientSecret
              ? 'Empty: the server’s GOOGLE_CLIENT_SECRET is used.'
              : undefined
        }
      />
      <Field
        label="Authorised redirect URI"
        hint="Add this address to the OAuth client’s authorised redirect URIs in Google Cloud console."
        labelAside={
          <Button type="button" variant="ghost" size="sm" onClick={copyCallback}>
            <CopyIcon aria-hidden="true" />
            Copy
          </Button>
        }
        className="sm:col-span-2"
      >
        <Input
          readOnly
          value={status.callbackUrl}
          className="font-mono"
          data-testid="google-callback-url"
        />
      </Field>
    </FormSection>
  )
}
