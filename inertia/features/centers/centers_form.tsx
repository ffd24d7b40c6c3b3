import {
  FormSection,
  ResourceForm,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '~/components/form'
import { centersResource } from './centers_resource'
import type { CenterFormOptions, CenterRecord } from './types'

/**
 * The currency is optional, and the shared dropdown cannot be emptied once chosen: this choice
 * posts an empty value, which the server reads as no currency.
 */
const noCurrency = { label: 'No currency', value: '' }

/** Create and edit a center (one form; the edit page passes the record). */
export function CenterForm({
  record,
  timeZones,
  currencies,
}: CenterFormOptions & { record?: CenterRecord }) {
  return (
    <ResourceForm resource={centersResource} record={record}>
      <FormSection title="Center">
        <TextField
          name="code"
          label="Code"
          hint="2 to 10 letters or digits, e.g. KUL. Shown in capitals."
          required
          defaultValue={record?.code.toUpperCase()}
          maxLength={10}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          autoFocus={!record}
          inputClassName="w-32 font-mono uppercase"
        />
        <TextField
          name="name"
          label="Name"
          hint="e.g. Kuala Lumpur."
          required
          defaultValue={record?.name}
          maxLength={120}
          autoComplete="off"
        />
        <SelectField
          name="time_zone"
          label="Time zone"
          options={timeZones}
          defaultValue={record?.time_zone ?? null}
          hint="Where the center is, e.g. Asia/Kuala Lumpur."
          required
        />
        <SelectField
          name="currency_code"
          label="Currency"
          options={[noCurrency, ...currencies]}
          defaultValue={record ? (record.currency_code ?? '') : null}
        />
        <TextField
          name="operations_email"
          label="Operations email"
          type="email"
          hint="Replies to the letters of this center's cases go here (their Reply-To). Left empty, replies go to the sender of Settings › Email."
          defaultValue={record?.operations_email ?? ''}
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          className="sm:col-span-2"
        />
        <TextareaField
          name="address"
          label="Address"
          defaultValue={record?.address ?? ''}
          maxLength={1000}
          rows={3}
          className="sm:col-span-2"
        />
        <SwitchField
          name="is_enabled"
          label="Enabled"
          hint="A disabled center is kept, but its users can no longer switch to it."
          defaultChecked={record?.is_enabled ?? true}
          className="sm:col-span-2"
        />
      </FormSection>
    </ResourceForm>
  )
}
