import { usePage } from '@inertiajs/react'
import type { ViewTab } from '~/components/resource'
import { bankDetailViewFields } from './bank_details'
import { gopSettingViewFields } from './gop_settings'
import { GopTemplatesTab } from './gop_templates_tab'
import type { OwnedGopTemplates, PartyDetail } from './types'

/**
 * The tabs of a party's page (business entity, provider; SPEC.md general-info, bank-details,
 * gop-settings, gop-templates): the party's own General info tab, then the shared ones. The
 * server sends the templates only to users who may see GOP templates, so without them there is
 * no fourth tab.
 */
export function usePartyViewTabs({
  general,
  record,
  gopTemplates,
  owner,
}: {
  general: ViewTab
  record: PartyDetail
  gopTemplates: OwnedGopTemplates | null | undefined
  owner: { param: 'business_entity_id' | 'provider_id'; id: number }
}): ViewTab[] {
  const permissions = usePage().props.user?.permission ?? []
  const tabs: ViewTab[] = [
    general,
    { value: 'bank-details', label: 'Bank details', fields: bankDetailViewFields(record) },
    { value: 'gop-settings', label: 'GOP settings', fields: gopSettingViewFields(record) },
  ]
  if (gopTemplates) {
    tabs.push({
      value: 'gop-templates',
      label: 'GOP templates',
      content: (
        <GopTemplatesTab
          templates={gopTemplates}
          owner={owner}
          canCreate={permissions.includes('create-gop-template')}
        />
      ),
    })
  }
  return tabs
}
