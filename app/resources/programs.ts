import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Program from '#models/program'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import { programValidator } from '#validators/program'
import { PROGRAM_STANDINGS, PROGRAM_STATUSES, programStanding } from '#contracts/program_statuses'
import type { Option } from '#contracts/list'
import { clientOptions, ilikeAny, plainRowOf } from '#resources/shared'
import ProgramTransformer, {
  type PlainProgram,
  type PlainProgramRecord,
} from '#transformers/program_transformer'
import { needs } from '#resources/registry_references'

export type ProgramRow = ReturnType<ProgramTransformer['toObject']>

const statusOptions: Option[] = PROGRAM_STATUSES.map((status) => ({ ...status }))
const standingOptions: Option[] = PROGRAM_STANDINGS.map((status) => ({ ...status }))

/** Today as programStanding compares it (UTC), for the filter's SQL. */
const utcToday = () => new Date().toISOString().slice(0, 10)

/**
 * The status filter asks where programs stand (programStanding), not what is stored: "Active"
 * leaves out an active program past its end date, "Expired" takes it in.
 */
function whereStanding(
  query: { whereRaw(sql: string, bindings: string[]): unknown },
  value: string
) {
  const today = utcToday()
  if (value === 'active') {
    query.whereRaw(
      `(programs.status = 'active' AND programs.valid_from <= ?::date AND (programs.valid_to IS NULL OR programs.valid_to >= ?::date))`,
      [today, today]
    )
  } else if (value === 'expired') {
    query.whereRaw(
      `(programs.status = 'expired' OR (programs.status = 'active' AND programs.valid_to < ?::date))`,
      [today]
    )
  } else if (value === 'upcoming') {
    query.whereRaw(`(programs.status = 'active' AND programs.valid_from > ?::date)`, [today])
  } else {
    query.whereRaw('programs.status = ?', [value])
  }
}

/** A row with where the program stands today beside its stored status (the edit form's). */
function withStanding<R extends { status: string; valid_from: string; valid_to: string | null }>(
  row: R
) {
  return { ...row, standing: programStanding(row) }
}

function toDetail(program: Program) {
  return new ProgramTransformer(plainRowOf<PlainProgramRecord>(program)).forDetail()
}

/** Live program types (SPEC.md's list, managed under Manage › Program types). */
async function programTypeOptions(): Promise<Option[]> {
  const rows: { id: number; name: string }[] = await db
    .from('program_types')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name')
  return rows.map((row) => ({ value: String(row.id), label: row.name }))
}

/**
 * A client's programs for its Programs tab: the first 50 by name and how many there are; the
 * tab links to the full, filtered list for more.
 */
export async function clientPrograms(clientId: number) {
  const base = db.from('programs').whereNull('programs.deleted_at').where('client_id', clientId)
  const [rows, total] = await Promise.all([
    base
      .clone()
      .join('program_types', 'program_types.id', 'programs.program_type_id')
      .orderBy('programs.name')
      .orderBy('programs.id')
      .limit(50)
      .select(
        'programs.id',
        'programs.code',
        'programs.name',
        'programs.status',
        'programs.valid_from',
        'programs.valid_to',
        'program_types.name as program_type'
      ),
    base.clone().count('* as total').first(),
  ])
  return {
    rows: (
      rows as {
        id: number
        code: string
        name: string
        status: string
        valid_from: Date
        valid_to: Date | null
        program_type: string
      }[]
    ).map((row) =>
      withStanding({
        id: row.id,
        code: row.code,
        name: row.name,
        status: row.status,
        program_type: row.program_type,
        // pg reads a DATE as local midnight; luxon turns it back into the same calendar day.
        valid_from: DateTime.fromJSDate(row.valid_from).toISODate()!,
        valid_to: row.valid_to ? DateTime.fromJSDate(row.valid_to).toISODate() : null,
      })
    ),
    total: Number(total?.total ?? 0),
  }
}

type Input = Infer<(typeof programValidator)['schema']>

export const programsResource = {
  pages: 'manage/programs' as const,
  routes: 'manage.programs',
  noun: 'Program',
  permissions: permissionSet('programs', 'program'),
  list: {
    model: Program,
    columns: [
      'programs.id',
      'programs.code',
      'programs.name',
      'programs.client_id',
      'programs.program_type_id',
      'programs.valid_from',
      'programs.valid_to',
      'programs.status',
      'programs.created_at',
      'programs.updated_at',
      'programs.deleted_at',
      'clients.name as client_name',
      'clients.code as client_code',
      'program_types.name as program_type_name',
    ],
    scope: (query) => {
      query
        .join('clients', 'clients.id', 'programs.client_id')
        .join('program_types', 'program_types.id', 'programs.program_type_id')
    },
    sortable: {
      name: 'programs.name',
      code: 'programs.code',
      valid_to: 'programs.valid_to',
      updated_at: 'programs.updated_at',
    },
    defaultSort: 'name',
    search: (query, term) =>
      query.where(ilikeAny(['programs.name', 'programs.code', 'clients.name'], term)),
    filters: {
      // Only clients that have programs (read through programs_client_index), not every
      // client. A trashed client's programs are still listed, so it stays offered, marked.
      client: {
        options: async () => {
          const rows: { id: number; code: string; name: string; trashed: boolean }[] = await db
            .from('clients')
            .whereIn('id', db.from('programs').distinct('client_id'))
            .orderBy('name')
            .orderBy('id')
            .select('id', 'code', 'name', db.raw('deleted_at IS NOT NULL as trashed'))
          return rows.map((row) => ({
            value: String(row.id),
            label: `${row.name} (${row.code})${row.trashed ? ' (deleted)' : ''}`,
          }))
        },
        apply: (query, values) => {
          query.whereIn('programs.client_id', values.map(Number))
        },
      },
      program_type: {
        options: programTypeOptions,
        apply: (query, values) => {
          query.whereIn('programs.program_type_id', values.map(Number))
        },
      },
      status: {
        options: () => standingOptions,
        apply: (query, values) => {
          query.where((standing) => {
            for (const value of values) standing.orWhere((one) => whereStanding(one, value))
          })
        },
      },
    },
    transformer: ProgramTransformer,
  },
  store: { model: Program, subjectType: 'program', labels: { code: 'program code' } },
  validator: programValidator,
  attributes: (input: Input) => ({
    clientId: input.client_id,
    programTypeId: input.program_type_id,
    code: input.code,
    name: input.name,
    coverageSummary: input.coverage_summary ?? null,
    serviceFee: input.service_fee ?? null,
    validFrom: DateTime.fromJSDate(input.valid_from),
    validTo: input.valid_to ? DateTime.fromJSDate(input.valid_to) : null,
    status: input.status,
  }),
  toDetail,
  label: (program: Program) => program.name,
  references: [
    needs('client_id', 'clients', ['program', 'programs']),
    needs('program_type_id', 'program_types', ['program', 'programs']),
  ],
  formProps: async () => ({
    clients: await clientOptions(),
    programTypes: await programTypeOptions(),
    statuses: statusOptions,
  }),
  loadDetail: async (program: Program) => {
    const row: { client_name: string; client_code: string; program_type_name: string } | null =
      await db
        .from('programs')
        .join('clients', 'clients.id', 'programs.client_id')
        .join('program_types', 'program_types.id', 'programs.program_type_id')
        .where('programs.id', program.id)
        .select(
          'clients.name as client_name',
          'clients.code as client_code',
          'program_types.name as program_type_name'
        )
        .first()
    program.$extras.client_name = row?.client_name ?? ''
    program.$extras.client_code = row?.client_code ?? ''
    program.$extras.program_type_name = row?.program_type_name ?? ''
    return program
  },
} satisfies ResourceDefinition<
  typeof Program,
  ProgramRow,
  ReturnType<typeof toDetail>,
  (typeof programValidator)['schema'],
  'manage/programs',
  PlainProgram
>
