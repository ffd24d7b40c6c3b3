import { useMemo, useState } from 'react'
import type { ProviderPick } from '#contracts/provider_options'
import { AmountField, DateField, SelectField, TextareaField } from '~/components/form'
import { chosenProvider, ProviderField } from '~/features/cases/provider_field'
import type { GopOptions, GopRow } from './types'

/**
 * A GOP's fields (server: app/validators/gop.ts): the provider (searched by name or code, a
 * black-listed one flagged the moment it is chosen, its info one click away), the issuing entity
 * (the company's default first), the currency and amount, what it covers and for how long, and
 * the letter it is written on: chosen among the company-wide letters and the provider's or
 * entity's own, or left empty for the provider's, else the entity's, else the company's (Manage ›
 * GOP settings). A new GOP starts where the case says the member is treated (its hospital and
 * admission day) and in that provider's billing currency, else the center's; the currency follows
 * the provider chosen until the agent picks one themselves.
 */
export function GopFields({ gop, options }: { gop: GopRow | null; options: GopOptions }) {
  const firstProvider: ProviderPick | null = gop
    ? chosenProvider(gop.provider_id, gop.provider_name, gop.provider_status)
    : options.treatment.provider
  const [providerId, setProviderId] = useState(firstProvider?.value ?? '')
  const billedIn = (pick: ProviderPick | null) =>
    pick?.currency_code && options.currencies.some((option) => option.value === pick.currency_code)
      ? pick.currency_code
      : options.defaultCurrency
  const [currency, setCurrency] = useState(gop ? gop.currency_code : billedIn(firstProvider))
  // An existing GOP's currency was chosen; a new one's follows the provider until it is.
  const [currencyChosen, setCurrencyChosen] = useState(gop !== null)
  // Remounts the currency select when it follows the provider, never while the agent uses it.
  const [currencyVersion, setCurrencyVersion] = useState(0)
  function chooseProvider(pick: ProviderPick | null) {
    setProviderId(pick?.value ?? '')
    if (currencyChosen) return
    setCurrency(billedIn(pick))
    setCurrencyVersion((version) => version + 1)
  }
  const [entityId, setEntityId] = useState(
    gop ? String(gop.business_entity_id) : (options.defaultBusinessEntityId ?? '')
  )
  // Company-wide letters, and the chosen provider's or entity's own.
  const templates = useMemo(
    () =>
      options.templates.filter(
        (template) =>
          (template.provider_id === null && template.business_entity_id === null) ||
          (template.provider_id !== null && template.provider_id === providerId) ||
          (template.business_entity_id !== null && template.business_entity_id === entityId)
      ),
    [options.templates, providerId, entityId]
  )
  return (
    <>
      <ProviderField
        name="provider_id"
        label="Provider"
        required
        defaultOption={firstProvider}
        onChoose={chooseProvider}
        className="sm:col-span-2"
      />
      <SelectField
        name="business_entity_id"
        label="Issued by"
        field="business entity"
        required
        options={options.businessEntities}
        defaultValue={gop ? String(gop.business_entity_id) : options.defaultBusinessEntityId}
        onChange={setEntityId}
        className="sm:col-span-2"
      />
      <SelectField
        // Remounted when the choices change, so a letter no longer offered is not posted.
        key={templates.map((template) => template.value).join(',')}
        name="gop_template_id"
        label="Letter template"
        field="template"
        options={templates}
        defaultValue={
          gop?.gop_template_id && templates.some((t) => t.value === String(gop.gop_template_id))
            ? String(gop.gop_template_id)
            : null
        }
        clearable
        hint="Empty: the provider's letter, else the issuer's, else the company's."
        className="sm:col-span-2"
      />
      <SelectField
        key={`currency-${currencyVersion}`}
        name="currency_code"
        label="Currency"
        required
        options={options.currencies}
        defaultValue={currency}
        onChange={(value) => {
          setCurrency(value || null)
          setCurrencyChosen(true)
        }}
        hint={gop ? undefined : 'Starts as the provider’s billing currency, else the center’s.'}
      />
      <AmountField
        name="amount"
        label="Amount guaranteed"
        required
        defaultValue={gop?.amount ?? ''}
        hint="The limit, e.g. 15,000.00"
        data-testid="gop-amount"
      />
      <DateField
        name="admission_date"
        label="Admission date"
        range="admission"
        defaultValue={gop ? gop.admission_date : options.treatment.admission_date}
      />
      <DateField
        name="valid_until"
        label="Valid until"
        range="deadline"
        defaultValue={gop?.valid_until ?? null}
        hint={
          gop
            ? undefined
            : 'Left empty: the provider’s GOP validity days from admission (else its issuer’s, else the company’s).'
        }
      />
      <TextareaField
        name="services_covered"
        label="Services covered"
        defaultValue={gop?.services_covered ?? ''}
        maxLength={2000}
        rows={2}
        className="sm:col-span-2"
      />
      <TextareaField
        name="remarks"
        label="Remarks"
        defaultValue={gop?.remarks ?? ''}
        maxLength={2000}
        rows={2}
        className="sm:col-span-2"
      />
    </>
  )
}
