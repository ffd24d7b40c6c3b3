import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import IncidentScript from '#models/incident_script'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { incidentScriptValidator } from '#validators/incident_script'
import {
  ilikeAny,
  rowTimestamps,
  detailRow,
  enabledFilter,
  type PlainRecordTimestamps,
} from '#resources/shared'
import { taxonomyOptions } from '#resources/incident_taxonomy'
import { plainTextOf, type RichTextDelta } from '#rich_text/sanitize_delta'

export type IncidentScriptRow = ReturnType<typeof toRow>

/** The list shows the start of each script: enough to tell scripts of one type apart. */
const PREVIEW_CHARS = 320

/**
 * The text of a script's first few hundred characters, read in SQL so a list page never loads
 * whole documents (an embedded image can be hundreds of kilobytes).
 */
const BODY_TEXT = db.raw(
  `left((SELECT string_agg(op->>'insert', '') FROM jsonb_array_elements(incident_scripts.body->'ops') AS op
    WHERE jsonb_typeof(op->'insert') = 'string'), ${PREVIEW_CHARS}) AS body_text`
)

/** The plain row the list reads (its columns). */
type PlainIncidentScript = {
  id: number
  title: string
  incident_type_id: number
  is_enabled: boolean
  /** Joined; a detail page's loadDetail puts it in `$extras`. */
  incident_type?: string | null
  /** The list's preview text (BODY_TEXT); null when the script has no text. */
  body_text?: string | null
  /** The whole document: a detail page's record has it, a list row never does. */
  body?: RichTextDelta
} & PlainRecordTimestamps

function toRow(script: PlainIncidentScript) {
  const source =
    typeof script.body_text === 'string'
      ? script.body_text
      : script.body
        ? plainTextOf(script.body)
        : ''
  // Line breaks are kept (SPEC.md §9 preview); the list cuts the text to fit its cell.
  const text = source
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
  return {
    id: script.id,
    title: script.title,
    incident_type_id: script.incident_type_id,
    incident_type: String(script.incident_type ?? ''),
    preview: text,
    is_enabled: script.is_enabled,
    ...rowTimestamps(script),
  }
}

function toDetail(script: IncidentScript) {
  return { ...detailRow(script, toRow), body: script.body }
}

async function typeOptions() {
  const { type } = await taxonomyOptions()
  return type.map(({ label, value }) => ({ label, value }))
}

type Input = Infer<(typeof incidentScriptValidator)['schema']>

export const incidentScriptsResource = {
  pages: 'manage/incident_scripts' as const,
  routes: 'manage.incident-scripts',
  noun: 'Incident script',
  permissions: permissionSet('incident-scripts', 'incident-script'),
  list: {
    model: IncidentScript,
    columns: [
      'incident_scripts.id',
      'incident_scripts.title',
      'incident_scripts.incident_type_id',
      'incident_scripts.is_enabled',
      'incident_scripts.created_at',
      'incident_scripts.updated_at',
      'incident_scripts.deleted_at',
      'incident_types.name as incident_type',
      BODY_TEXT,
    ],
    scope: (query) => {
      query.join('incident_types', 'incident_types.id', 'incident_scripts.incident_type_id')
    },
    sortable: {
      title: 'incident_scripts.title',
      incident_type: 'incident_types.name',
      updated_at: 'incident_scripts.updated_at',
    },
    defaultSort: 'title',
    search: (query, term) =>
      query.where(ilikeAny(['incident_scripts.title', 'incident_types.name'], term)),
    filters: {
      incident_type: {
        options: typeOptions,
        apply: (query, values) =>
          void query.whereIn('incident_scripts.incident_type_id', values.map(Number)),
      },
      status: enabledFilter('incident_scripts.is_enabled'),
    },
    toRow,
  },
  store: {
    model: IncidentScript,
    subjectType: 'incident_script',
    labels: { title: 'title for this incident type' },
  },
  validator: incidentScriptValidator,
  attributes: (input: Input) => ({
    incidentTypeId: input.incident_type_id,
    title: input.title,
    isEnabled: input.is_enabled,
    body: input.body,
  }),
  toDetail,
  label: (script: IncidentScript) => script.title,
  formProps: async () => ({ incidentTypes: await typeOptions() }),
  loadDetail: async (script: IncidentScript) => {
    const type = await db
      .from('incident_types')
      .where('id', script.incidentTypeId)
      .select('name')
      .first()
    script.$extras.incident_type = type?.name ?? ''
    return script
  },
} satisfies ResourceDefinition<
  typeof IncidentScript,
  IncidentScriptRow,
  ReturnType<typeof toDetail>,
  (typeof incidentScriptValidator)['schema'],
  'manage/incident_scripts',
  PlainIncidentScript
>
