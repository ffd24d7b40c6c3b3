import { usePage } from '@inertiajs/react'
import { useState } from 'react'
import {
  FormSection,
  RemoteSelectField,
  ResourceForm,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '~/components/form'
import { urlFor } from '~/client'
import { RichTextField } from '~/components/form/rich_text_field'
import type { RichTextDelta } from '~/components/rich_text/shared_rules'
import { gopTemplatesResource } from './gop_templates_resource'
import { PlaceholderPalette, TemplatePreview } from './template_parts'
import type { GopTemplateFormProps, GopTemplateRecord } from './types'

/**
 * Posts no business entity, which the server stores as a company-wide template unless a
 * provider owns it.
 */
const companyWide = { label: 'None (company-wide, or a provider’s)', value: '' }

/** The owner a "New template" link from a business entity's tab asks for (?business_entity_id=). */
function ownerFromUrl(url: string): string {
  return new URL(url, 'http://local').searchParams.get('business_entity_id') ?? ''
}

/** Create and edit a GOP letter template: the letter, its placeholders, and a live preview. */
export function GopTemplateForm({
  record,
  languages,
  businessEntities,
  ownerProvider,
}: GopTemplateFormProps & { record?: GopTemplateRecord }) {
  const { url } = usePage()
  const [body, setBody] = useState<RichTextDelta | null>(record?.body ?? null)
  return (
    <ResourceForm resource={gopTemplatesResource} record={record}>
      <FormSection title="Template" className="lg:[&>div]:grid-cols-3">
        <TextField
          name="name"
          label="Name"
          required
          defaultValue={record?.name}
          maxLength={160}
          autoComplete="off"
          autoFocus={!record}
          className="sm:col-span-2"
        />
        <SelectField
          name="language"
          label="Language"
          required
          options={languages}
          defaultValue={record?.language ?? 'en'}
        />
        <SelectField
          name="business_entity_id"
          label="Business entity owner"
          field="owner"
          options={[companyWide, ...businessEntities]}
          defaultValue={record ? String(record.business_entity_id ?? '') : ownerFromUrl(url)}
          hint="A business entity's own template is offered only in its GOP settings."
          className="sm:col-span-2"
        />
        <RemoteSelectField
          name="provider_id"
          label="Provider owner"
          field="provider"
          url={urlFor('accounts.providers.lookup')}
          defaultOption={ownerProvider}
          noneLabel="No provider"
          hint="A provider's own letter, offered only in that provider's GOP settings."
          className="sm:col-span-2"
        />
        <SwitchField
          name="is_enabled"
          label="Enabled"
          hint="A disabled template cannot be chosen for new GOPs."
          defaultChecked={record?.is_enabled ?? true}
          className="self-center"
        />
        <TextareaField
          name="description"
          label="Description"
          defaultValue={record?.description ?? ''}
          maxLength={1000}
          rows={2}
          hint="When to use this letter."
          className="sm:col-span-2 lg:col-span-3"
        />
      </FormSection>
      <FormSection title="Letter" className="[&>div]:grid-cols-1">
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_15rem]">
          <RichTextField
            name="body"
            label="Body"
            required
            defaultValue={record?.body}
            onChange={setBody}
            minHeight={320}
            placeholder="Dear {{provider.name}}, …"
          />
          <div className="rounded-md border border-border bg-muted/30 p-3 lg:sticky lg:top-4">
            <p className="mb-2 text-sm font-medium">Placeholders</p>
            <PlaceholderPalette />
          </div>
        </div>
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">Preview with sample data</p>
          <TemplatePreview body={body} />
        </div>
      </FormSection>
    </ResourceForm>
  )
}
