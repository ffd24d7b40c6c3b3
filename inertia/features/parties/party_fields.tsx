import type { Option } from '#contracts/list'
import { SelectField, TextareaField, TextField } from '~/components/form'

/** What the shared fields read from a party's record (business entity, client, provider). */
export interface PartyContactRecord {
  code: string
  name: string
  email: string | null
  phone: string | null
  website: string | null
  country_id: number
  city: string | null
  address: string | null
}

/** A party's code and name (app/validators/parties.ts partyContactFields). */
export function PartyIdentityFields({
  record,
  codeHint,
}: {
  record?: PartyContactRecord
  codeHint: string
}) {
  return (
    <>
      <TextField
        name="code"
        label="Code"
        hint={codeHint}
        required
        defaultValue={record?.code}
        maxLength={20}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        autoFocus={!record}
        inputClassName="w-40 font-mono uppercase"
      />
      <TextField
        name="name"
        label="Name"
        required
        defaultValue={record?.name}
        maxLength={160}
        autoComplete="off"
      />
    </>
  )
}

/** How to reach a party and where it is. */
export function PartyContactFields({
  record,
  countries,
}: {
  record?: PartyContactRecord
  countries: Option[]
}) {
  return (
    <>
      <TextField
        name="email"
        label="Email"
        type="email"
        defaultValue={record?.email ?? ''}
        maxLength={254}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        defaultValue={record?.phone ?? ''}
        maxLength={40}
      />
      <TextField
        name="website"
        label="Website"
        type="url"
        hint="With https://"
        defaultValue={record?.website ?? ''}
        maxLength={254}
        className="sm:col-span-2"
      />
      <SelectField
        name="country_id"
        label="Country"
        required
        options={countries}
        defaultValue={record ? String(record.country_id) : null}
      />
      <TextField name="city" label="City" defaultValue={record?.city ?? ''} maxLength={120} />
      <TextareaField
        name="address"
        label="Address"
        defaultValue={record?.address ?? ''}
        maxLength={1000}
        rows={3}
        className="sm:col-span-2"
      />
    </>
  )
}
