import type { Option } from '#contracts/list'

/**
 * The Bank details and GOP settings of a party (business entity, provider), as its detail and
 * edit pages receive them (server: app/resources/parties.ts, partyDetail).
 */
export type PartyDetail = {
  bank_name: string | null
  bank_account_name: string | null
  bank_account_number: string | null
  bank_swift: string | null
  bank_iban: string | null
  bank_address: string | null
  /** SPEC.md sending modes: 'manual-sending' | 'group-sending'. */
  gop_sending_mode: string
  gop_email_addresses: string[]
  gop_email_group_id: number | null
  gop_email_group_name: string | null
  gop_template_id: number | null
  gop_template_name: string | null
  gop_validity_days: number | null
}

/** The GOP settings dropdowns (server: gopSettingOptions). */
export type GopSettingOptions = {
  sendingModes: Option[]
  emailGroups: Option[]
  gopTemplates: Option[]
}

/** A party's own GOP templates, for its GOP templates tab (server: ownedGopTemplates). */
export type OwnedGopTemplates = {
  rows: {
    id: number
    name: string
    language: string
    is_enabled: boolean
    updated_at: string | null
  }[]
  total: number
}
