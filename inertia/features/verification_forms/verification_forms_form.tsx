import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react'
import { useState } from 'react'
import type { VerificationFieldKey } from '#contracts/policy_verification'
import {
  CheckboxField,
  FormSection,
  ResourceForm,
  SelectField,
  TextareaField,
  TextField,
  useFieldError,
} from '~/components/form'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Input } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import { verificationFormsResource } from './verification_forms_resource'
import type { VerificationFormFormProps, VerificationFormRecord } from './types'

type Draft = {
  key: VerificationFieldKey
  standard: string
  asked: boolean
  required: boolean
  label: string
}

/** The asked fields in the form's order, then the others in the standard order. */
function draftOf(
  catalogue: VerificationFormFormProps['fieldCatalogue'],
  asked: readonly { key: VerificationFieldKey; required: boolean; label: string | null }[]
): Draft[] {
  const standard = new Map(catalogue.map((field) => [field.key, field.label]))
  const chosen = asked.map((field) => ({
    key: field.key,
    standard: standard.get(field.key) ?? field.key,
    asked: true,
    required: field.required,
    label: field.label ?? '',
  }))
  const rest = catalogue
    .filter((field) => !asked.some((one) => one.key === field.key))
    .map((field) => ({
      key: field.key,
      standard: field.label,
      asked: false,
      required: false,
      label: '',
    }))
  return [...chosen, ...rest]
}

/**
 * The fields the insurer's form asks, in its order: each of the standard fields asked or not,
 * required or optional, under the insurer's own name where it has one. Posted as
 * `fields.<i>.key|required|label`, the asked ones only, in the order shown.
 */
function FieldsEditor({
  catalogue,
  initial,
}: {
  catalogue: VerificationFormFormProps['fieldCatalogue']
  initial: readonly { key: VerificationFieldKey; required: boolean; label: string | null }[]
}) {
  const [fields, setFields] = useState(() => draftOf(catalogue, initial))
  const error = useFieldError('fields')
  const change = (key: string, next: Partial<Draft>) =>
    setFields((all) => all.map((field) => (field.key === key ? { ...field, ...next } : field)))
  const move = (index: number, by: -1 | 1) =>
    setFields((all) => {
      const target = index + by
      if (target < 0 || target >= all.length) return all
      const next = [...all]
      ;[next[index], next[target]] = [next[target], next[index]]
      return next
    })
  let posted = 0
  return (
    <div className="grid gap-2 sm:col-span-2" data-testid="verification-fields">
      <ol className="grid gap-2">
        {fields.map((field, index) => {
          const at = field.asked ? posted++ : null
          const name = at === null ? null : `fields.${at}`
          return (
            <li
              key={field.key}
              className={cn(
                'grid items-center gap-3 rounded-md border p-2 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_auto_auto]',
                field.asked ? 'bg-muted/30' : 'opacity-70'
              )}
              data-testid={`verification-field-${field.key}`}
            >
              <label className="flex items-center gap-2 text-sm font-medium">
                <Checkbox
                  checked={field.asked}
                  onCheckedChange={(checked) =>
                    change(field.key, { asked: checked === true, required: false })
                  }
                  aria-label={`Ask ${field.standard}`}
                  data-testid={`ask-${field.key}`}
                />
                {field.standard}
              </label>
              {name ? (
                <>
                  <input type="hidden" name={`${name}.key`} value={field.key} />
                  <Input
                    name={`${name}.label`}
                    value={field.label}
                    placeholder={`Insurer's own name (else “${field.standard}”)`}
                    aria-label={`Insurer's name for ${field.standard}`}
                    maxLength={80}
                    onChange={(event) => change(field.key, { label: event.target.value })}
                  />
                  <CheckboxField
                    key={`${field.key}-required`}
                    name={`${name}.required`}
                    label="Required"
                    defaultChecked={field.required}
                    onChange={(required) => change(field.key, { required })}
                  />
                </>
              ) : (
                <span className="text-xs text-muted-foreground sm:col-span-2">Not asked</span>
              )}
              <div className="flex items-center gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${field.standard} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${field.standard} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      {error ? (
        <p role="alert" className="text-[0.8125rem] font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Create and edit an insurer's verification form (Manage › Verification forms). */
export function VerificationFormForm({
  record,
  clients,
  emailGroups,
  permissions,
  fieldCatalogue,
  defaultFields,
}: VerificationFormFormProps & { record?: VerificationFormRecord }) {
  return (
    <ResourceForm resource={verificationFormsResource} record={record}>
      <FormSection
        title="Insurer"
        description="Who is asked, where the request is mailed, and who may ask."
      >
        <TextField
          name="name"
          label="Insurer"
          required
          defaultValue={record?.name}
          maxLength={120}
          autoComplete="off"
          autoFocus={!record}
        />
        <TextField
          name="slug"
          label="Address"
          defaultValue={record?.slug}
          disabled={Boolean(record)}
          maxLength={40}
          autoComplete="off"
          hint={
            record
              ? `/verify-policy/${record.slug}: kept, so links and menus keep working.`
              : 'Lower-case letters, digits and dashes; made from the name when left empty.'
          }
        />
        <SelectField
          name="client_id"
          label="Insurer as a client"
          field="client"
          options={clients}
          defaultValue={record?.client_id ? String(record.client_id) : null}
          clearable
          hint="Its members' policies are the ones verified here."
        />
        <SelectField
          name="email_group_id"
          label="Verification email group"
          field="email group"
          options={emailGroups}
          defaultValue={record?.email_group_id ? String(record.email_group_id) : null}
          clearable
          hint="Where the request's PDF is mailed (Manage › Email groups)."
        />
        <SelectField
          name="permission"
          label="Permission"
          required
          options={permissions}
          defaultValue={record?.permission ?? null}
          hint="Who holds it may verify with this insurer (Settings › Roles)."
        />
        <TextareaField
          name="instructions"
          label="Instructions"
          defaultValue={record?.instructions ?? ''}
          rows={2}
          maxLength={2000}
          hint="A line the agent reads above the form (hours, a phone number to chase)."
        />
      </FormSection>
      <FormSection
        title="Fields"
        description="What the insurer needs, in its order. Requests already made keep what they asked."
      >
        <FieldsEditor catalogue={fieldCatalogue} initial={record?.fields ?? defaultFields} />
      </FormSection>
    </ResourceForm>
  )
}
