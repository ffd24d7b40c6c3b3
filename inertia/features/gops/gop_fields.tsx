import { useMemo, useState } from 'react'
import { urlFor } from '~/client'
import { AmountField, DateField, SelectField, TextareaField } from '~/components/form'
import { RemoteSelectField } from '~/components/form/remote_select_field'
import { ProviderInfoButton } from '~/features/cases/case_info_popups'
import type { GopOptions, GopRow } from './types'

/**
 * A GOP's fields (server: app/validators/gop.ts): the provider (searched by name or code, its
 * status and black-listing one click away), the issuing entity (the company's default first),
 * the currency (the center's first) and amount, what it covers and for how long, and the letter
 * it is written on: chosen among the company-wide letters and the provider's or entity's own, or
 * left empty for the provider's, else the entity's, else the company's (Manage › GOP settings).
 */
export function GopFields({ gop, options }: { gop: GopRow | null; options: GopOptions }) {
  const [providerId, setProviderId] = useState(gop ? String(gop.provider_id) : '')
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
      <RemoteSelectField
        name="provider_id"
        label="Provider"
        field="provider"
        required
        url={urlFor('navigate.cases.providers')}
        defaultOption={gop ? { value: String(gop.provider_id), label: gop.provider_name } : null}
        onChange={setProviderId}
        labelAside={<ProviderInfoButton providerId={providerId || null} />}
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
        name="currency_code"
        label="Currency"
        required
        options={options.currencies}
        defaultValue={gop?.currency_code ?? options.defaultCurrency}
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
        defaultValue={gop?.admission_date ?? null}
      />
      <DateField
        name="valid_until"
        label="Valid until"
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
