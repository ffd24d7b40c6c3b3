import { useState } from 'react'
import type { ProviderPick } from '#contracts/provider_options'
import { urlFor } from '~/client'
import { RemoteSelectField } from '~/components/form/remote_select_field'
import { StatusBadge } from '~/components/ui/status_badge'
import { cn } from '~/lib/cn'
import { ProviderInfoButton, ProviderStatusWarning } from './case_info_popups'

/** A record's chosen provider as the picker holds it (its billing currency is not needed). */
export function chosenProvider(id: number, label: string, status: string): ProviderPick {
  return { value: String(id), label, status, currency_code: null }
}

/** The mark a provider carries in a picker's list: only what should stop the agent. */
function ProviderMark({ pick }: { pick: ProviderPick }) {
  if (pick.status === 'black-listed') {
    return (
      <StatusBadge status="black-listed" data-testid="provider-option-black-listed">
        Black-listed
      </StatusBadge>
    )
  }
  if (pick.status === 'pending') {
    return <StatusBadge status="pending">Not validated</StatusBadge>
  }
  return null
}

/**
 * A provider chosen by name or code (the case form's provider answers, a GOP's, a charge slip's):
 * one picker everywhere, searching `navigate.cases.providers`. A black-listed provider is marked
 * in the list, and the moment one is chosen the field says so under it (a provider not validated
 * yet, in amber); its info, with the notes on file, is one click away beside the select.
 */
export function ProviderField({
  name,
  label,
  field = 'provider',
  required,
  noneLabel,
  defaultOption,
  onChoose,
  hint,
  className,
}: {
  name: string
  label: string
  /** Its name in the texts, lower case ('hospital'). */
  field?: string
  required?: boolean
  /** Offered first so an optional choice can be cleared. */
  noneLabel?: string
  defaultOption: ProviderPick | null
  /** Told each choice with what the form may need of it (its billing currency). */
  onChoose?: (pick: ProviderPick | null) => void
  hint?: React.ReactNode
  className?: string
}) {
  const [chosen, setChosen] = useState<ProviderPick | null>(defaultOption)
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      {/* The info button beside the select and after it in the tab order, as tall as it (its
          top below the label row: a 14 px label and the field's 6 px gap). */}
      <div
        className={cn(
          'grid items-start',
          chosen?.value && 'grid-cols-[minmax(0,1fr)_auto] gap-x-1.5'
        )}
      >
        <RemoteSelectField<ProviderPick>
          name={name}
          label={label}
          field={field}
          required={required}
          noneLabel={noneLabel}
          hint={hint}
          url={urlFor('navigate.cases.providers')}
          defaultOption={defaultOption}
          aside={(pick) => <ProviderMark pick={pick} />}
          onChoose={(pick) => {
            setChosen(pick)
            onChoose?.(pick)
          }}
        />
        {chosen?.value ? (
          <div className="mt-5 flex">
            <ProviderInfoButton providerId={chosen.value} beside />
          </div>
        ) : null}
      </div>
      {chosen ? <ProviderStatusWarning status={chosen.status} testId={`warning-${name}`} /> : null}
    </div>
  )
}
