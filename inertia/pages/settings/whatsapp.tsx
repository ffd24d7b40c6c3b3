import { urlFor } from '~/client'
import { FormSection, NumberField, TextField } from '~/components/form'
import { SecretField } from '~/components/form/secret_field'
import { SettingsPage } from '~/features/settings/settings_page'
import { WhatsappHealthPanel } from '~/features/settings/whatsapp_health'
import { WhatsappNumbersField } from '~/features/settings/whatsapp_numbers_field'
import {
  RETURN_MINUTES_MAX,
  RETURN_MINUTES_MIN,
  type WhatsappCenterOption,
  type WhatsappHealth,
  type WhatsappSettingsValues,
} from '#contracts/whatsapp_settings'

/**
 * Settings › WhatsApp (issue 31): the Cloud API account the inbox talks to, which business
 * number reaches which center's queue, the secrets (only whether each is saved is known here),
 * how long an agent may stay silent; beside it, the webhook's health and the token check.
 */
export default function WhatsappSettings({
  values,
  centers,
  health,
}: {
  values: WhatsappSettingsValues
  centers: WhatsappCenterOption[]
  health: WhatsappHealth
}) {
  return (
    <SettingsPage
      section="Settings"
      title="WhatsApp"
      description="The WhatsApp Business account members write to, and where their messages go."
      action={urlFor('settings.whatsapp.update')}
      testId="whatsapp-settings-form"
      aside={<WhatsappHealthPanel health={health} />}
    >
      <FormSection
        title="Cloud API"
        description="From Meta’s WhatsApp Manager. Every call goes to the API base URL and version."
      >
        <TextField
          name="whatsapp_api_base_url"
          label="API base URL"
          required
          type="url"
          defaultValue={values.whatsapp_api_base_url}
          placeholder="https://graph.facebook.com"
          autoComplete="off"
          spellCheck={false}
          maxLength={255}
        />
        <TextField
          name="whatsapp_api_version"
          label="API version"
          required
          defaultValue={values.whatsapp_api_version}
          placeholder="v21.0"
          autoComplete="off"
          spellCheck={false}
          maxLength={10}
          inputClassName="w-32 font-mono"
        />
        <TextField
          name="whatsapp_waba_id"
          label="WhatsApp Business Account ID"
          defaultValue={values.whatsapp_waba_id}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          inputClassName="font-mono"
          hint="Templates are read from this account."
        />
        <div aria-hidden="true" className="hidden sm:block" />
        <WhatsappNumbersField numbers={values.whatsapp_numbers} centers={centers} />
      </FormSection>
      <FormSection
        title="Secrets"
        description="Stored encrypted and never shown again: leave a field empty to keep what is saved."
      >
        <SecretField
          name="whatsapp_access_token"
          removeName="remove_whatsapp_access_token"
          label="Access token"
          noun="token"
          saved={values.whatsapp_access_token_saved}
          className="sm:col-span-2"
          hint={
            health.tokenUnreadable
              ? 'The saved token can no longer be read (the app key changed): enter it again.'
              : 'A system user’s permanent token, with whatsapp_business_messaging and whatsapp_business_management.'
          }
        />
        <SecretField
          name="whatsapp_app_secret"
          removeName="remove_whatsapp_app_secret"
          label="App secret"
          noun="secret"
          saved={values.whatsapp_app_secret_saved}
          hint={
            health.appSecretUnreadable
              ? 'The saved secret can no longer be read (the app key changed): enter it again. Until then every webhook is refused.'
              : 'Checks that each webhook comes from Meta. Without it every webhook is refused.'
          }
        />
        <TextField
          name="whatsapp_verify_token"
          label="Verify token"
          defaultValue={values.whatsapp_verify_token}
          autoComplete="off"
          spellCheck={false}
          maxLength={255}
          inputClassName="font-mono"
          hint="Any word you choose; type the same in Meta’s webhook setup."
        />
      </FormSection>
      <FormSection
        title="Queue"
        description="A contact an agent takes goes back to the queue when the agent has not answered in time."
      >
        <NumberField
          name="whatsapp_return_minutes"
          label="Minutes before a silent agent’s contact returns to the queue"
          required
          defaultValue={values.whatsapp_return_minutes}
          min={RETURN_MINUTES_MIN}
          max={RETURN_MINUTES_MAX}
          inputClassName="w-32"
          hint={`From ${RETURN_MINUTES_MIN} to ${RETURN_MINUTES_MAX}. Counted from when the agent takes the contact; their first reply stops it.`}
          className="sm:col-span-2"
        />
      </FormSection>
    </SettingsPage>
  )
}
