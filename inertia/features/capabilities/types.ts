import type { Data } from '@generated/data'
import type { InferPageProps } from '#contracts/page_props'
import type CapabilitiesController from '#controllers/settings/capabilities_controller'

/** A capability as the list shows it (generated from its server transformer). */
export type CapabilityRow = Data.Capability

/** The edit page's record: the row, the default text, and the live roles holding it. */
export type CapabilityRecord = Data.Capability.Variants['forDetail']

/** Settings › Capabilities: the catalogue's page, and whether this user may reword it. */
export type CapabilitiesIndexProps = InferPageProps<typeof CapabilitiesController, 'index'>

export type CapabilityEditProps = InferPageProps<typeof CapabilitiesController, 'edit'>
