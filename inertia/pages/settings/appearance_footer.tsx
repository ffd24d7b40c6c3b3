import { urlFor } from '~/client'
import { FormSection, TextField } from '~/components/form'
import { SettingsPage } from '~/features/settings/settings_page'

/** The two texts of the footer on every page (SPEC.md §3: footer_left, footer_right). */
export default function AppearanceFooter({
  values,
}: {
  values: { footer_left: string; footer_right: string }
}) {
  return (
    <SettingsPage
      section="Settings"
      title="Footer"
      action={urlFor('settings.appearance-footer.update')}
      testId="appearance-footer-form"
    >
      <FormSection title="Footer text" description="Shown at the bottom of every page.">
        <TextField
          name="footer_left"
          label="Left"
          defaultValue={values.footer_left}
          maxLength={200}
        />
        <TextField
          name="footer_right"
          label="Right"
          defaultValue={values.footer_right}
          maxLength={200}
        />
      </FormSection>
    </SettingsPage>
  )
}
