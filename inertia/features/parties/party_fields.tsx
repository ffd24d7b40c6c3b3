import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import type { Option } from '#contracts/list'
import { SelectField, TextareaField, TextField } from '~/components/form'
import type { ViewField } from '~/components/resource'
import { EnabledBadge } from '~/components/ui/enabled_badge'

/** A party's record as its view and edit pages receive it (generated from its transformer). */
type PartyRecord =
  | Data.BusinessEntity.Variants['forDetail']
  | Data.Client.Variants['forDetail']
  | Data.Provider.Variants['forDetail']

/**
 * What the shared fields read from a party's record (business entity, client, provider): the
 * columns the three records share, as they send them (a record that drops one fails here).
 */
export type PartyContactRecord = Pick<
  PartyRecord,
  'code' | 'name' | 'email' | 'phone' | 'website' | 'country_id' | 'city' | 'address'
>

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

/**
 * How to reach a party and where it is. A party with a state (providers) passes its state field,
 * shown after the country, and follows the country chosen to offer that country's states.
 */
export function PartyContactFields({
  record,
  countries,
  onCountryChange,
  stateField,
}: {
  record?: PartyContactRecord
  countries: Option[]
  onCountryChange?: (countryId: string) => void
  stateField?: ReactNode
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
        onChange={onCountryChange}
      />
      {stateField}
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

/** The page's fields for a party's identity: name, code and status. */
export function partyIdentityViewFields(
  record: PartyContactRecord & { is_enabled: boolean }
): ViewField[] {
  return [
    { label: 'Name', value: record.name, id: 'name' },
    { label: 'Code', value: <span className="font-mono">{record.code}</span>, id: 'code' },
    { label: 'Status', value: <EnabledBadge enabled={record.is_enabled} />, id: 'status' },
  ]
}

/** The page's fields for how to reach a party and where it is. */
export function partyContactViewFields(
  record: PartyContactRecord & { country: string }
): ViewField[] {
  return [
    {
      label: 'Email',
      value: record.email ? (
        <a href={`mailto:${record.email}`} className="text-primary hover:underline">
          {record.email}
        </a>
      ) : null,
      id: 'email',
    },
    { label: 'Phone', value: record.phone, id: 'phone' },
    {
      label: 'Website',
      value: record.website ? (
        <a
          href={record.website}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary hover:underline"
        >
          {record.website}
        </a>
      ) : null,
      id: 'website',
    },
    { label: 'Country', value: record.country, id: 'country' },
    { label: 'City', value: record.city, id: 'city' },
    {
      label: 'Address',
      value: record.address ? <span className="whitespace-pre-line">{record.address}</span> : null,
      wide: true,
      id: 'address',
    },
  ]
}
