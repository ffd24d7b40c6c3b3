import type { Infer } from '@vinejs/vine/types'
import Center from '#models/center'
import type { ResourceDefinition } from '#controllers/resource_controller'
import { permissionSet } from '#permissions/catalogue'
import type { LinkIds } from '#services/record_store'
import { centerValidator, timeZones } from '#validators/reference'
import { currencyOptions, ilikeAny, enabledFilter, plainRowOf } from '#resources/shared'
import CenterTransformer, { type PlainCenter } from '#transformers/center_transformer'
import { needs } from '#resources/registry_references'

export type CenterRow = ReturnType<CenterTransformer['toObject']>

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
      'operations_email',
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
    operationsEmail: input.operations_email ?? null,
    isEnabled: input.is_enabled,
  }),
  toDetail: (center: Center) => new CenterTransformer(plainRowOf<PlainCenter>(center)).forDetail(),
  label: (center: Center) => center.displayCode,
  references: [needs('currency_code', 'currencies', ['center', 'centers'], { key: 'code' })],
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
