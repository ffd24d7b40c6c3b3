import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import IncidentScript from '#models/incident_script'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { incidentScriptValidator } from '#validators/incident_script'
import { ilikeAny, enabledFilter, plainRowOf } from '#resources/shared'
import { taxonomyOptions } from '#resources/incident_taxonomy'
import IncidentScriptTransformer, {
  type PlainIncidentScript,
  type PlainIncidentScriptRecord,
} from '#transformers/incident_script_transformer'
import { needs } from '#resources/registry_references'

export type IncidentScriptRow = ReturnType<IncidentScriptTransformer['toObject']>

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

function toDetail(script: IncidentScript) {
  return new IncidentScriptTransformer(plainRowOf<PlainIncidentScriptRecord>(script)).forDetail()
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
    transformer: IncidentScriptTransformer,
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
  references: [
    needs('incident_type_id', 'incident_types', ['call script', 'call scripts'], {
      verb: ['belongs to', 'belong to'],
    }),
  ],
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
