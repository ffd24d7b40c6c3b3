import { useState } from 'react'
import { urlFor } from '~/client'
import { FormSection, TextField } from '~/components/form'
import { ImageField } from '~/components/form/image_field'
import { SettingsPage } from '~/features/settings/settings_page'

/** The top bar's brand (SPEC.md §3: site_title, site_white_logo). */
export default function AppearanceHeader({
  values,
}: {
  values: { site_title: string; site_white_logo: string | null }
}) {
  const [title, setTitle] = useState(values.site_title)
  return (
    <SettingsPage
      section="Settings"
      title="Header"
      action={urlFor('settings.appearance-header.update')}
      testId="appearance-header-form"
    >
      <FormSection title="Brand" description="Shown in the top bar of every page.">
        <TextField
          name="site_title"
          label="Site title"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={60}
        />
        <ImageField
          name="site_white_logo"
          removeName="remove_logo"
          label="White logo"
          hint="PNG or JPEG, at most 2 MB; white on a transparent background, about 28 px high."
          current={values.site_white_logo}
          renderPreview={(src) => (
            <span className="flex h-12 min-w-32 items-center justify-center rounded-md bg-header px-3">
              {src ? (
                <img src={src} alt="" className="h-7 w-auto max-w-32 object-contain" />
              ) : (
                <span className="text-sm font-semibold text-header-foreground">{title}</span>
              )}
            </span>
          )}
        />
      </FormSection>
    </SettingsPage>
  )
}
