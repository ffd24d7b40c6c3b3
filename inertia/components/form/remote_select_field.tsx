import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Option } from '#contracts/list'
import { Combobox } from '~/components/ui/combobox'
import { useRemoteSearch } from '~/hooks/use_remote_search'
import { DisabledReason, FormField } from './fields'

/**
 * A single choice among records too many to send with the page (a member among a million): the
 * open dropdown asks `url` for the matches of what is typed (JSON `{ options }`), with `params`
 * added (the client chosen on the form). Posts the chosen value under `name`; "None" clears it.
 * The server may send more than the label with each match (a provider's status): `aside` marks
 * an option in the list by it, and `onChoose` hands the whole match to the form.
 */
export function RemoteSelectField<O extends Option = Option>({
  name,
  label,
  field,
  url,
  params = {},
  defaultOption = null,
  noneLabel,
  hint,
  required,
  className,
  disabled,
  disabledReason,
  onChange,
  onChoose,
  aside,
  labelAside,
}: {
  name: string
  label: string
  /** The field's name in the texts, lower case ('principal member'). */
  field: string
  url: string
  params?: Record<string, string>
  defaultOption?: O | null
  /** Offered first so the choice can be cleared; omit for a required field. */
  noneLabel?: string
  hint?: React.ReactNode
  required?: boolean
  className?: string
  disabled?: boolean
  /** Why it cannot be used yet ("Choose the client first."); disables it, replaces the hint. */
  disabledReason?: string | null
  /** Told each choice ('' when cleared). */
  onChange?: (value: string) => void
  /** Told each choice as the server sent it (null when cleared). */
  onChoose?: (option: O | null) => void
  /** What to show at the end of a match's row in the list (a black-listed provider's mark). */
  aside?: (option: O) => ReactNode
  /** Right side of the label row (the chosen provider's info). */
  labelAside?: React.ReactNode
}) {
  const [selected, setSelected] = useState<O | null>(defaultOption)
  const { matches, search: searchRemote, paramsKey } = useRemoteSearch<O>(url, params)
  // While a search is typed, the matches come first: Enter picks the first one, never "None".
  const [typed, setTyped] = useState(false)

  // What was chosen belongs to the old parameters (another client): it no longer applies.
  const firstParams = useRef(paramsKey)
  useEffect(() => {
    if (paramsKey !== firstParams.current) setSelected(null)
  }, [paramsKey])

  function search(term: string) {
    setTyped(term.trim() !== '')
    searchRemote(term)
  }

  const none: Option[] = noneLabel && !typed ? [{ value: '', label: noneLabel }] : []
  return (
    <>
      <FormField
        name={name}
        label={label}
        hint={disabledReason ? <DisabledReason>{disabledReason}</DisabledReason> : hint}
        required={required}
        className={className}
        labelAside={labelAside}
      >
        <Combobox
          options={[...none, ...matches.map((match) => ({ ...match, aside: aside?.(match) }))]}
          value={selected?.value ?? null}
          selectedLabel={selected?.value ? selected.label : undefined}
          onChange={(value) => {
            const option = matches.find((match) => match.value === value) ?? null
            setSelected(value === '' ? null : option)
            onChange?.(value === '' || !option ? '' : value)
            onChoose?.(value === '' ? null : option)
          }}
          onSearch={search}
          placeholder={`Select ${field}...`}
          searchPlaceholder={`Search ${field}...`}
          emptyText="No results found."
          disabled={disabled || Boolean(disabledReason)}
          data-testid={`select-${name}`}
        />
      </FormField>
      <input type="hidden" name={name} value={selected?.value ?? ''} />
    </>
  )
}
