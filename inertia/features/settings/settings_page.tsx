import { usePage } from '@inertiajs/react'
import type { ReactNode } from 'react'
import { FormShell } from '~/components/form'
import { FormCard, PageHeader } from '~/components/resource'

/**
 * A settings edit page (general, appearance, security, GOP settings…): header, and one form in
 * a card that PUTs to the page's update route with the version the page was read at, and comes
 * back with 'Saved.' (or, over a newer version, who changed which settings).
 */
export function SettingsPage({
  section,
  title,
  description,
  action,
  testId,
  submitLabel = 'Save settings',
  aside,
  children,
}: {
  /** The menu group in the breadcrumbs: 'Settings' or 'Manage'. */
  section: string
  title: string
  description?: string
  /** The update route's URL. */
  action: string
  testId: string
  /** Defaults to 'Save settings'. */
  submitLabel?: string
  /** Beside the form from 1280 px on, under it below (Settings › WhatsApp's health panel). */
  aside?: ReactNode
  children: ReactNode
}) {
  // A settings page's `version` (app/services/edit_version.ts settingsVersion): posted back, so
  // a save over someone else's newer one is refused in words instead of erasing it.
  const { props } = usePage<{ version?: string | null }>()
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: section }, { label: title }]}
        description={description}
      />
      <FormCard aside={aside}>
        <FormShell
          action={action}
          method="put"
          submitLabel={submitLabel}
          data-testid={testId}
          version={props.version}
        >
          {children}
        </FormShell>
      </FormCard>
    </>
  )
}
