import type { Data } from '@generated/data'

/** A capability as the list shows it (generated from its server transformer). */
export type CapabilityRow = Data.Capability

/** The edit page's record: the row, the default text, and the live roles holding it. */
export type CapabilityRecord = Data.Capability.Variants['forDetail']
