import { useState } from 'react'
import { FormSection, ResourceForm, SelectField, TextareaField, TextField } from '~/components/form'
import { cn } from '~/lib/cn'
import { MAX_BODY_LENGTH, statusLabel, TemplateBody } from './template_parts'
import { whatsAppTemplatesResource } from './whats_app_templates_resource'
import type { WhatsAppTemplateFormProps, WhatsAppTemplateRecord } from './types'

/** Create and edit a WhatsApp template (one form; the edit page passes the record). */
export function WhatsAppTemplateForm({
  record,
  languages,
  categories,
  statuses,
}: WhatsAppTemplateFormProps & { record?: WhatsAppTemplateRecord }) {
  const [body, setBody] = useState(record?.body ?? '')
  const statusOptions = statuses.map((option) => ({ ...option, label: statusLabel(option.label) }))

  return (
    <ResourceForm resource={whatsAppTemplatesResource} record={record}>
      <FormSection
        title="Template"
        description="As registered with WhatsApp (Meta)."
        // Language, category and status share a row; FormSection's grid has two columns otherwise.
        className="lg:[&>div]:grid-cols-3"
      >
        <TextField
          name="name"
          label="Name"
          hint="lowercase_with_underscores: letters a–z, digits and underscores, e.g. claim_received."
          required
          defaultValue={record?.name}
          maxLength={512}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={!record}
          inputClassName="font-mono"
          className="sm:col-span-2 lg:col-span-3"
        />
        <SelectField
          name="language"
          label="Language"
          required
          options={languages}
          defaultValue={record?.language ?? null}
        />
        <SelectField
          name="category"
          label="Category"
          required
          options={categories}
          defaultValue={record?.category ?? null}
        />
        <SelectField
          name="status"
          label="Status"
          required
          options={statusOptions}
          defaultValue={record?.status ?? 'draft'}
        />
      </FormSection>
      <FormSection title="Message">
        <TextareaField
          name="body"
          label="Body"
          required
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={MAX_BODY_LENGTH}
          rows={6}
          className="sm:col-span-2"
          hint={
            <span className="flex flex-wrap justify-between gap-x-4">
              <span>
                Placeholders are {'{{1}}'}, {'{{2}}'}… numbered from 1 without gaps; they are filled
                in when the message is sent.
              </span>
              <span
                className={cn(
                  'tabular-nums',
                  body.length >= MAX_BODY_LENGTH && 'font-medium text-destructive'
                )}
                data-testid="body-count"
                aria-live="polite"
              >
                {body.length} / {MAX_BODY_LENGTH}
              </span>
            </span>
          }
        />
        <div className="grid gap-1.5 sm:col-span-2" data-testid="body-preview">
          <p className="text-xs font-medium text-muted-foreground">Preview</p>
          <div className="rounded-lg border border-border bg-muted/40 px-3 py-2.5">
            {body.trim() ? (
              <TemplateBody body={body} />
            ) : (
              <p className="text-sm text-muted-foreground">The message appears here as you type.</p>
            )}
          </div>
        </div>
      </FormSection>
    </ResourceForm>
  )
}
