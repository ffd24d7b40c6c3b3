import { resourceContract } from '#tests/helpers/resource_contract'
import { countryPermissions } from '#resources/countries'

/** Two letters from a number, for unique made-up codes: 1 → "QA", 2 → "QB"… */
function code(n: number, length: 2 | 3) {
  const letters = `Q${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}`
  return letters.slice(0, length)
}

resourceContract({
  title: 'Countries',
  path: '/manage/countries',
  table: 'countries',
  component: 'manage/countries',
  subjectType: 'country',
  permissions: countryPermissions,
  validInput: (n) => ({
    code: code(n, 2).toLowerCase(),
    iso3: `X${code(n, 2)}`,
    name: `Testland ${n}`,
    dialing_code: '+999',
    nationality: 'Testlander',
    region: 'Oceania',
  }),
  update: { input: { name: 'Renamed Testland' }, column: 'name', value: 'Renamed Testland' },
  invalid: [
    { input: { code: 'MYS' }, field: 'code' },
    { input: { iso3: '12' }, field: 'iso3' },
    { input: { name: '' }, field: 'name' },
    { input: { dialing_code: '60' }, field: 'dialing_code' },
  ],
  unique: {
    field: 'code',
    input: (existing) => ({ code: existing.code }),
    message: 'This country code is already in use.',
  },
  list: {
    sortKey: 'name',
    search: { term: 'thai', expect: (row) => /thai/i.test(`${row.name} ${row.nationality}`) },
    filter: { key: 'region', value: 'Asia', expect: (row) => row.region === 'Asia' },
  },
})
