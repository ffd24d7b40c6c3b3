import db from '@adonisjs/lucid/services/db'
import { resourceContract } from '#tests/helpers/resource_contract'
import { programTypesResource } from '#resources/program_types'
import { currenciesResource } from '#resources/currencies'
import { centersResource } from '#resources/centers'
import { statesResource } from '#resources/states'

/** Letters from a number, for unique made-up codes: 1 → "B", 27 → "BB"… */
function letters(n: number, length: number) {
  let out = ''
  for (let index = 0; index < length; index++) {
    out += String.fromCharCode(65 + (Math.floor(n / 26 ** index) % 26))
  }
  return out
}

resourceContract({
  title: 'Program types',
  path: '/manage/program-types',
  table: 'program_types',
  component: 'manage/program_types',
  subjectType: 'program_type',
  permissions: programTypesResource.permissions,
  validInput: (n) => ({ name: `Test programme type ${n}`, description: 'For tests.' }),
  update: { input: { description: 'Changed.' }, column: 'description', value: 'Changed.' },
  invalid: [{ input: { name: 'x' }, field: 'name' }],
  unique: {
    field: 'name',
    input: (existing) => ({ name: String(existing.name).toUpperCase() }),
    message: 'This name is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'indemnified', expect: (row) => /indemnified/i.test(String(row.name)) },
  },
})

resourceContract({
  title: 'Currencies',
  path: '/manage/currencies',
  table: 'currencies',
  component: 'manage/currencies',
  subjectType: 'currency',
  permissions: currenciesResource.permissions,
  validInput: (n) => ({
    code: `Q${letters(n, 2)}`,
    name: `Test dollar ${n}`,
    symbol: 'T$',
    decimals: 2,
    rate_to_base: '4.71250000',
    rate_date: '2026-11-20',
  }),
  update: { input: { rate_to_base: '4.50000000' }, column: 'rate_to_base', value: '4.50000000' },
  invalid: [
    { input: { code: 'US' }, field: 'code' },
    { input: { rate_to_base: '-1' }, field: 'rate_to_base' },
    { input: { rate_to_base: '1.5', rate_date: undefined }, field: 'rate_date' },
    { input: { decimals: 9 }, field: 'decimals' },
  ],
  unique: {
    field: 'code',
    input: (existing) => ({ code: existing.code }),
    message: 'This currency code is already in use.',
  },
  list: {
    sortKey: 'code',
    search: { term: 'ringgit', expect: (row) => row.code === 'MYR' },
    filter: { key: 'rate', value: 'set', expect: (row) => row.rate_to_base !== null },
  },
})

resourceContract({
  title: 'Centers',
  path: '/manage/centers',
  table: 'centers',
  component: 'manage/centers',
  subjectType: 'center',
  permissions: centersResource.permissions,
  validInput: (n) => ({
    code: `T${letters(n, 3)}`,
    name: `Test center ${n}`,
    time_zone: 'Asia/Singapore',
    currency_code: 'SGD',
    is_enabled: true,
  }),
  update: { input: { name: 'Renamed center' }, column: 'name', value: 'Renamed center' },
  invalid: [
    { input: { time_zone: 'Mars/Olympus' }, field: 'time_zone' },
    { input: { currency_code: 'QQQ' }, field: 'currency_code' },
    { input: { code: 'A' }, field: 'code' },
    { input: { operations_email: 'ops@kul.test\r\nBcc: x@y.test' }, field: 'operations_email' },
  ],
  unique: {
    field: 'code',
    input: (existing) => ({ code: String(existing.code).toLowerCase() }),
    message: 'This center code is already in use.',
  },
  list: {
    sortKey: 'code',
    search: { term: 'bangkok', expect: (row) => row.code === 'BKK' },
    filter: { key: 'status', value: 'enabled', expect: (row) => row.is_enabled === true },
  },
})

let malaysiaId = 0
resourceContract({
  title: 'States',
  path: '/manage/states',
  table: 'states',
  component: 'manage/states',
  subjectType: 'state',
  permissions: statesResource.permissions,
  validInput: (n) => ({
    country_id: malaysiaId,
    code: `MY-Q${letters(n, 2)}`,
    name: `Test state ${n}`,
  }),
  update: { input: { name: 'Renamed state' }, column: 'name', value: 'Renamed state' },
  invalid: [
    { input: { country_id: 999999 }, field: 'country_id' },
    { input: { code: 'MY14' }, field: 'code' },
  ],
  unique: {
    field: 'code',
    input: (existing) => ({ code: existing.code }),
    message: 'This state code is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'selangor', expect: (row) => /selangor/i.test(String(row.name)) },
    filter: { key: 'country', value: '', expect: (row) => row.country === 'Malaysia' },
  },
  setup: async () => {
    const malaysia: { id: number } = await db.from('countries').where('code', 'MY').firstOrFail()
    malaysiaId = malaysia.id
    return { filterValue: String(malaysiaId) }
  },
})
