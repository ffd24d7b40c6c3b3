import { BellRingIcon } from 'lucide-react'
import type { InferPageProps } from '#contracts/page_props'
import type NotificationsController from '#controllers/my_account/notifications_controller'
import { urlFor } from '~/client'
import { FormSection, SwitchField } from '~/components/form'
import { Button } from '~/components/ui/button'
import { SettingsPage } from '~/features/settings/settings_page'
import { requestDesktopAlerts, useNotificationState } from '~/lib/alerts/notification_store'

const PERMISSION_TEXT = {
  granted: 'Desktop alerts are on in this browser.',
  denied:
    'This browser blocks desktop alerts for this site; allow them in its site settings. Until then alerts show inside the page.',
  default:
    'Alerts show inside the page. Desktop alerts also reach you while another window is in front.',
  unsupported: 'This browser has no desktop alerts; alerts show inside the page.',
} as const

/**
 * My account › Notifications: a switch per kind (the catalogue's, app/contracts/
 * notification_kinds.ts) and "Turn on desktop alerts", which asks the browser from a click (it
 * refuses to ask otherwise).
 */
export default function MyNotifications({
  kinds,
}: InferPageProps<typeof NotificationsController, 'edit'>) {
  const { permission } = useNotificationState()
  return (
    <SettingsPage
      section="My account"
      title="Notifications"
      description="Choose what you are told about. Whatever you turn off is not sent to you at all."
      action={urlFor('my-account.notifications.update')}
      testId="notification-settings-form"
    >
      <FormSection title="Desktop alerts">
        <div className="grid gap-2 sm:col-span-2">
          <p className="text-sm text-muted-foreground" data-testid="desktop-alerts-state">
            {PERMISSION_TEXT[permission]}
          </p>
          {permission === 'default' ? (
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              onClick={() => void requestDesktopAlerts()}
              data-testid="desktop-alerts-button"
            >
              <BellRingIcon aria-hidden="true" />
              Turn on desktop alerts
            </Button>
          ) : null}
        </div>
      </FormSection>
      <FormSection title="Tell me when">
        {kinds.map((kind) => (
          <SwitchField
            key={kind.key}
            name={`kinds[${kind.key}]`}
            label={kind.label}
            hint={kind.description}
            defaultChecked={kind.enabled}
          />
        ))}
      </FormSection>
    </SettingsPage>
  )
}
