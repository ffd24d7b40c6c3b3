import { FormSection, ResourceForm, SelectField, SwitchField, TextField } from '~/components/form'
import { chapterOptions } from '#contracts/icd_chapters'
import { icdsResource } from './icds_resource'
import type { IcdRecord } from './types'

/** Create and edit an ICD code (one form; the edit page passes the record). */
export function IcdForm({ record }: { record?: IcdRecord }) {
  return (
    <ResourceForm resource={icdsResource} record={record}>
      <FormSection title="ICD code" description="An ICD-10-CM code, its title and its chapter.">
        <TextField
          name="code"
          label="Code"
          hint="A letter, two letters or digits, then a dot and up to four more, e.g. S72.001A."
          required
          defaultValue={record?.code}
          maxLength={8}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          autoFocus={!record}
          inputClassName="w-36 font-mono uppercase"
        />
        <SelectField
          name="chapter"
          label="Chapter"
          options={chapterOptions}
          defaultValue={record ? String(record.chapter) : null}
          required
        />
        <TextField
          name="title"
          label="Title"
          required
          defaultValue={record?.title}
          maxLength={255}
          autoComplete="off"
          className="sm:col-span-2"
        />
        <SwitchField
          name="billable"
          label="Billable"
          hint="Off for a category header that is not billed itself."
          defaultChecked={record?.billable ?? true}
          className="sm:col-span-2"
        />
      </FormSection>
    </ResourceForm>
  )
}
