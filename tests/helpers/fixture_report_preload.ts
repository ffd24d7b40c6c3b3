/**
 * Loaded with `--import` into a served app's processes (tests/functional/embedded/
 * report_export.spec.ts): registers the exports' fixture report in that process's registry, as
 * a report declaration would be, until the six reports are declared.
 */
import { findReport } from '#reports/registry'
import { registerFixtureReport } from '#tests/helpers/report_fixtures'

if (!findReport('case')) registerFixtureReport()
