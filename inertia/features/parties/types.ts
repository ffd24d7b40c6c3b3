import type { Json } from '#contracts/page_props'
import type { gopSettingOptions, partyDetail } from '#resources/parties'
import type { ownedGopTemplates } from '#resources/gop_templates'

/**
 * What every party with Bank details and GOP settings tabs (business entity, provider) sends
 * its pages, typed from the server functions that build it (issue 28: never restated), so the
 * business entities' and providers' pages share one shape.
 */

/** The Bank details and GOP settings of a party, in its record (server: partyDetail). */
export type PartyDetail = Json<ReturnType<typeof partyDetail>>

/** The GOP settings dropdowns, in its form's props (server: gopSettingOptions). */
export type GopSettingOptions = Json<Awaited<ReturnType<typeof gopSettingOptions>>>

/** A party's own GOP templates, for its GOP templates tab (server: ownedGopTemplates). */
export type OwnedGopTemplates = Json<Awaited<ReturnType<typeof ownedGopTemplates>>>
