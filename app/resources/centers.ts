import type { Infer } from '@vinejs/vine/types'
import { casesUse } from '#resources/case_usage'
import Center from '#models/center'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import type { LinkIds } from '#services/record_store'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { centerValidator, timeZones } from '#validators/reference'
import { currencyOptions, ilikeAny, enabledFilter, plainRowOf } from '#resources/shared'
import CenterTransformer, { type PlainCenter } from '#transformers/center_transformer'
import { securitySettingsPage } from '#resources/site_settings'

export type CenterRow = ReturnType<CenterTransformer['toObject']>

/**
 * Narrows `center_user` rows to users who also work in another live center (`also`), or in no
 * other (`!also`): a center may go to the trash under the first, never under the second, who
 * would be left with nowhere to work.
 */
function worksElsewhere(also: boolean) {
  return (query: DatabaseQueryBuilderContract) => {
    const method = also ? 'whereExists' : 'whereNotExists'
    query[method]((other) => {
      other
        .from('center_user as other_center')
        .join('centers as other_centers', 'other_centers.id', 'other_center.center_id')
        .whereColumn('other_center.user_id', 'center_user.user_id')
        .whereColumn('other_center.center_id', '<>', 'center_user.center_id')
        .whereNull('other_centers.deleted_at')
    })
  }
}

export const centersResource = {
  pages: 'manage/centers' as const,
  routes: 'manage.centers',
  noun: 'Center',
  permissions: permissionSet('centers', 'center'),
  list: {
    model: Center,
    columns: [
      'id',
      'code',
      'name',
      'time_zone',
      'currency_code',
      'address',
      'is_enabled',
      'created_at',
      'updated_at',
      'deleted_at',
    ],
    sortable: { code: 'code', name: 'name', updated_at: 'updated_at' },
    defaultSort: 'code',
    search: (query, term) => query.where(ilikeAny(['code', 'name'], term)),
    filters: {
      status: enabledFilter('is_enabled'),
    },
    transformer: CenterTransformer,
  },
  store: {
    model: Center,
    subjectType: 'center',
    labels: { code: 'center code' },
    links: { members: { table: 'center_user', ownerKey: 'center_id', otherKey: 'user_id' } },
  },
  /**
   * Whoever creates a center is its first member, in the same transaction and log row: nobody
   * adds centers to their own account (app/policies/user_policy.ts), so the creator could
   * otherwise never work in it. Members are managed on users afterwards, never here.
   */
  links: (_input, center, request): LinkIds => (center ? {} : { members: [request.user.id] }),
  validator: centerValidator,
  attributes: (input: Infer<(typeof centerValidator)['schema']>) => ({
    code: input.code,
    name: input.name,
    timeZone: input.time_zone,
    currencyCode: input.currency_code ?? null,
    address: input.address ?? null,
    isEnabled: input.is_enabled,
  }),
  toDetail: (center: Center) => new CenterTransformer(plainRowOf<PlainCenter>(center)).forDetail(),
  label: (center: Center) => center.displayCode,
  usedBy: [
    casesUse('center_id'),
    {
      table: 'case_number_counters',
      column: 'center_id',
      kept: 'its case-number counters, kept so a restored center never reuses a number',
    },
    {
      table: 'center_user',
      column: 'center_id',
      noun: ['user', 'users'],
      verb: ['works only in', 'work only in'],
      live: { table: 'users', column: 'user_id' },
      where: worksElsewhere(false),
      onDelete: 'refuse',
      advice: 'Give them another center first.',
    },
    {
      table: 'center_user',
      column: 'center_id',
      noun: ['user', 'users'],
      verb: ['works in', 'work in'],
      live: { table: 'users', column: 'user_id' },
      where: worksElsewhere(true),
      onDelete: 'warn',
      advice:
        'they keep their other centers and lose this one while it is in the trash; restoring it gives it back.',
    },
    {
      table: 'users',
      column: 'current_center_id',
      kept: 'the center a user last switched to, one of their own: a trashed one is simply not current until they switch (app/services/shared_user.ts)',
    },
    { table: 'activity_logs', column: 'center_id', kept: 'history: where an action was taken' },
    {
      table: 'gops',
      column: 'center_id',
      kept: "its case's center, copied for the center's GOP list; the cases decide the delete",
    },
    {
      table: 'gop_withdrawals',
      column: 'center_id',
      kept: "its case's center, copied with it; the cases decide the delete",
    },
    {
      table: 'request_for_payments',
      column: 'center_id',
      kept: "its case's center, copied for the center's RFP list; the cases decide the delete",
    },
    {
      table: 'charge_slips',
      column: 'center_id',
      kept: "its case's center, copied for the center's charge slip list; the cases decide the delete",
    },
    {
      table: 'transmissions',
      column: 'center_id',
      kept: 'history: the center a document was sent from',
    },
    {
      table: 'gop_number_counters',
      column: 'center_id',
      kept: 'its GOP-number counters, kept so a restored center never reuses a number',
    },
    {
      table: 'rfp_number_counters',
      column: 'center_id',
      kept: 'its RFP-number counters, kept so a restored center never reuses a number',
    },
    {
      table: 'tasks',
      column: 'center_id',
      kept: "its case's center, copied for the center's task list; the cases decide the delete",
    },
    {
      setting: 'self_approval_center_ids',
      page: 'Security settings',
      subjectType: securitySettingsPage.subjectType,
      as: 'centers where makers may approve their own documents',
      // Dropped: restored, the center is back under four eyes until someone allows it again.
      onDelete: 'clear',
    },
  ],
  /** The form's dropdowns: every IANA time zone and the live currencies. */
  formProps: async () => {
    return {
      timeZones: timeZones.map((zone) => ({ label: zone.replaceAll('_', ' '), value: zone })),
      currencies: await currencyOptions(),
    }
  },
} satisfies ResourceDefinition<
  typeof Center,
  CenterRow,
  CenterRow & { created_at: string },
  (typeof centerValidator)['schema'],
  'manage/centers',
  PlainCenter
>
