import type { ReactNode } from 'react'
import { FormTabs } from '~/components/form'
import { BANK_DETAIL_FIELDS, BankDetailsFields } from './bank_details'
import { GOP_SETTING_FIELDS, GopSettingsFields } from './gop_settings'
import type { GopSettingOptions, PartyDetail } from './types'

/**
 * The tabs of a party's form (business entity, provider; SPEC.md's general-info, bank-details
 * and gop-settings): the party's own General info, then the shared Bank details and GOP
 * settings. Each tab lists its fields so it can badge their errors. One form, one save.
 */
export function PartyFormTabs({
  general,
  generalFields,
  record,
  gopOptions,
}: {
  general: ReactNode
  generalFields: readonly string[]
  record?: PartyDetail
  gopOptions: GopSettingOptions
}) {
  return (
    <FormTabs
      tabs={[
        {
          value: 'general-info',
          label: 'General info',
          fields: generalFields,
          content: general,
        },
        {
          value: 'bank-details',
          label: 'Bank details',
          fields: BANK_DETAIL_FIELDS,
          content: <BankDetailsFields record={record} />,
        },
        {
          value: 'gop-settings',
          label: 'GOP settings',
          fields: GOP_SETTING_FIELDS,
          content: <GopSettingsFields record={record} options={gopOptions} />,
        },
      ]}
    />
  )
}
