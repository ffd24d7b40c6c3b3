import { test } from '@japa/runner'
import { RequestFactory } from '@adonisjs/core/factories/http'
import { parseListQuery, type ListKeys } from '#queries/list_query_parser'
import { readListQuery } from '#queries/list_query'
import { readSettings } from '#services/settings'
import {
  HOSTILE_ARRAYS,
  HOSTILE_DATE_RANGES,
  HOSTILE_FILTER_VALUES,
  HOSTILE_NUMBERS,
  HOSTILE_QUERIES,
  HOSTILE_STRINGS,
} from '#tests/helpers/hostile_values'
import { MAX_PER_PAGE } from '#contracts/list'

/** A list as the parser reads one: its sort keys, faceted filters and date ranges. */
const LIST: ListKeys = {
  sortable: { name: 'countries.name', updated_at: 'countries.updated_at' },
  defaultSort: '-updated_at',
  filters: { status: {}, region: {} },
  dateFilters: { created_at: {} },
}

const NUL = String.fromCharCode(0)

/** A query string as the app's request reads it (qs, Adonis's own options). */
function queryString(search: string) {
  return new RequestFactory()
    .merge({ url: `/list?${search}` })
    .create()
    .qs()
}

test.group('List query parser: what it reads', () => {
  test('an empty query is the list as it opens', async ({ assert }) => {
    const { query, errors } = await parseListQuery({}, LIST)
    assert.deepEqual(query, {
      page: 1,
      perPage: null,
      sort: null,
      order: { column: 'countries.updated_at', descending: true },
      q: null,
      filters: {},
      dateRanges: {},
    })
    assert.deepEqual(errors, [])
  })

  test('a full query as a page asks it', async ({ assert }) => {
    const { query, errors } = await parseListQuery(
      queryString(
        'page=3&perPage=50&sort=-name&q=%20thai%20&filters[status][]=a&filters[status][]=b&filters[region]=Asia&filters[created_at]=2026-11-01..2026-11-22'
      ),
      LIST
    )
    assert.deepEqual(query, {
      page: 3,
      perPage: 50,
      sort: '-name',
      order: { column: 'countries.name', descending: true },
      q: 'thai',
      filters: { status: ['a', 'b'], region: ['Asia'] },
      dateRanges: { created_at: { from: '2026-11-01', to: '2026-11-22' } },
    })
    assert.deepEqual(errors, [])
  })

  test('an ascending sort, and a date range open at one end', async ({ assert }) => {
    const { query } = await parseListQuery(
      { sort: 'name', filters: { created_at: '..2026-11-22' } },
      LIST
    )
    assert.equal(query.sort, 'name')
    assert.deepEqual(query.order, { column: 'countries.name', descending: false })
    assert.deepEqual(query.dateRanges, { created_at: { from: null, to: '2026-11-22' } })
  })

  test('reads a plain object: the input is left as it was', async ({ assert }) => {
    const input = { page: '-1', sort: 'nope', filters: { nope: 'x' } }
    const copy = structuredClone(input)
    await parseListQuery(input, LIST)
    assert.deepEqual(input, copy)
  })

  test('the same input, the same answer', async ({ assert }) => {
    const input = queryString('page=2&sort=name&q=a&filters[status]=x&filters[other]=y')
    assert.deepEqual(await parseListQuery(input, LIST), await parseListQuery(input, LIST))
  })

  test('a list whose default sort it does not offer is a programming error', async ({ assert }) => {
    await assert.rejects(
      () => parseListQuery({}, { sortable: { name: 'name' }, defaultSort: 'code' }),
      /not sortable/
    )
  })
})

test.group('List query parser: what it refuses, in words, and the safe answer', () => {
  test('sizes and pages out of range fall back to the default', async ({ assert }) => {
    for (const [search, field] of [
      ['perPage=5000', 'perPage'],
      ['perPage=0', 'perPage'],
      ['perPage=-5', 'perPage'],
      ['perPage=1.5', 'perPage'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=2147483648', 'page'],
      ['page=NaN', 'page'],
      ['page[]=2&page[]=3', 'page'],
      ['page[a]=2', 'page'],
    ] as const) {
      const { query, errors } = await parseListQuery(queryString(search), LIST)
      assert.equal(query.page, 1, search)
      assert.isNull(query.perPage, search)
      assert.deepEqual(
        errors.map((error) => error.field),
        [field],
        search
      )
      assert.isNotEmpty(errors[0].message)
    }
  })

  test('only the one bad field is dropped; the rest of the query stands', async ({ assert }) => {
    const { query, errors } = await parseListQuery(
      queryString('perPage=5000&page=2&sort=-name&q=lim'),
      LIST
    )
    assert.deepEqual(
      { page: query.page, perPage: query.perPage, sort: query.sort, q: query.q },
      { page: 2, perPage: null, sort: '-name', q: 'lim' }
    )
    assert.deepEqual(
      errors.map((error) => error.field),
      ['perPage']
    )
  })

  test('a sort the list does not offer sorts by its default', async ({ assert }) => {
    for (const sort of [
      'password',
      '-password',
      '__proto__',
      '-__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'NAME',
      'name;drop',
      '1',
    ]) {
      const { query, errors } = await parseListQuery({ sort }, LIST)
      assert.isNull(query.sort, sort)
      assert.deepEqual(query.order, { column: 'countries.updated_at', descending: true }, sort)
      assert.deepEqual(
        errors.map((error) => error.field),
        ['sort'],
        sort
      )
    }
  })

  test('a search PostgreSQL cannot store, or too long, is no search', async ({ assert }) => {
    for (const q of [`a${NUL}b`, NUL, 'x'.repeat(201), ['a', 'b'], { a: 'b' }]) {
      const { query, errors } = await parseListQuery({ q }, LIST)
      assert.isNull(query.q, JSON.stringify(q))
      assert.deepEqual(
        errors.map((error) => error.field),
        ['q']
      )
    }
    const blank = await parseListQuery({ q: '   ' }, LIST)
    assert.isNull(blank.query.q)
    assert.deepEqual(blank.errors, [])
  })

  test('filters: only the list own keys, only text values', async ({ assert }) => {
    const { query, errors } = await parseListQuery(
      {
        filters: {
          status: ['a', '', 5, { x: 1 }, ['b'], 'c'],
          region: { nested: 'Asia' },
          constructor: 'x',
          toString: ['1'],
          password: 'x',
        },
      },
      LIST
    )
    assert.deepEqual(query.filters, { status: ['a', 'c'] })
    assert.sameMembers(
      errors.map((error) => error.field),
      [
        'filters.status',
        'filters.region',
        'filters.constructor',
        'filters.toString',
        'filters.password',
      ]
    )
  })

  test('a filter key inherited by every object is never read as sent', async ({ assert }) => {
    const inherited = Object.create({ status: 'from the prototype' }) as Record<string, unknown>
    const { query } = await parseListQuery({ filters: inherited }, LIST)
    assert.deepEqual(query.filters, {})
  })

  test('filters that are not an object are dropped whole', async ({ assert }) => {
    for (const filters of ['abc', ['x'], 12, true]) {
      const { query, errors } = await parseListQuery({ filters }, LIST)
      assert.deepEqual(query.filters, {})
      assert.deepEqual(query.dateRanges, {})
      assert.deepEqual(
        errors.map((error) => error.field),
        ['filters']
      )
    }
  })

  test('a date range that is not one is dropped', async ({ assert }) => {
    for (const range of [
      '2026-02-30..2026-03-01',
      '2026-02-01..2026-02-30',
      '0000-01-01..',
      '..10000-01-01',
      '2026-13-01..2026-13-02',
      '2026-01-01..2026-01-02..2026-01-03',
      `${NUL}..${NUL}`,
      '1e400..NaN',
      '2026-11-22..2026-11-01',
      '..',
      'x',
    ]) {
      const { query, errors } = await parseListQuery({ filters: { created_at: range } }, LIST)
      assert.deepEqual(query.dateRanges, {}, range)
      assert.deepEqual(
        errors.map((error) => error.field),
        ['filters.created_at'],
        range
      )
    }
  })

  test('input that is not an object is the list as it opens', async ({ assert }) => {
    for (const input of [null, undefined, 'page=2', 42, ['page', 2], true]) {
      const { query, errors } = await parseListQuery(input, LIST)
      assert.equal(query.page, 1)
      assert.isNull(query.sort)
      assert.deepEqual(errors, [])
    }
  })
})

/** What any answer of the parser must be, whatever it was sent. */
function assertSafe(
  assert: {
    isTrue(value: unknown, message?: string): void
    isNull(value: unknown, message?: string): void
  },
  query: Awaited<ReturnType<typeof parseListQuery>>['query'],
  label: string
) {
  assert.isTrue(Number.isInteger(query.page) && query.page >= 1 && query.page <= 1_000_000, label)
  assert.isTrue(
    query.perPage === null ||
      (Number.isInteger(query.perPage) && query.perPage >= 1 && query.perPage <= MAX_PER_PAGE),
    label
  )
  assert.isTrue(
    query.sort === null || ['name', '-name', 'updated_at', '-updated_at'].includes(query.sort),
    label
  )
  assert.isTrue(Object.values(LIST.sortable).includes(query.order.column), label)
  assert.isTrue(
    query.q === null ||
      (query.q.length <= 200 && query.q.trim() === query.q && !query.q.includes(NUL)),
    label
  )
  for (const [key, values] of Object.entries(query.filters)) {
    assert.isTrue(['status', 'region'].includes(key), label)
    assert.isTrue(
      values.length > 0 && values.every((value) => typeof value === 'string' && value !== ''),
      label
    )
  }
  for (const [key, range] of Object.entries(query.dateRanges)) {
    assert.isTrue(key === 'created_at', label)
    assert.isTrue(range.from !== null || range.to !== null, label)
  }
}

test.group('List query parser: hostile values (tests/helpers/hostile_values.ts)', () => {
  test('every hostile query string of the fuzzer parses to a safe answer', async ({ assert }) => {
    const searches = [...HOSTILE_QUERIES]
    for (const key of ['status', 'region', 'created_at', 'other']) {
      for (const value of [...HOSTILE_FILTER_VALUES, ...HOSTILE_DATE_RANGES]) {
        searches.push(`filters[${key}]=${value}`, `filters[${key}][]=${value}`)
      }
    }
    for (const search of searches) {
      const { query, errors } = await parseListQuery(queryString(search), LIST)
      assertSafe(assert, query, search)
      for (const error of errors) assert.isTrue(error.message.length > 0, search)
    }
  })

  test('hostile numbers, strings and lists in every field parse to a safe answer', async ({
    assert,
  }) => {
    const values = [...HOSTILE_NUMBERS, ...HOSTILE_STRINGS, ...HOSTILE_ARRAYS]
    for (const field of ['page', 'perPage', 'sort', 'q', 'filters']) {
      for (const value of values) {
        const { query } = await parseListQuery({ [field]: value }, LIST)
        assertSafe(assert, query, `${field}=${JSON.stringify(value)}`)
      }
    }
    for (const value of values) {
      const { query } = await parseListQuery(
        { filters: { status: value, created_at: value } },
        LIST
      )
      assertSafe(assert, query, `filters=${JSON.stringify(value)}`)
    }
  })

  test('a page too far is still a page: the list answers it empty', async ({ assert }) => {
    const { query } = await parseListQuery({ page: '1000000' }, LIST)
    assert.equal(query.page, 1_000_000)
  })
})

test.group('List query parser: the request reader around it', () => {
  test('readListQuery is the parser on the query string, with the size from settings', async ({
    assert,
  }) => {
    const request = new RequestFactory()
      .merge({ url: '/list?sort=name&perPage=5000&q=thai&filters[status]=a' })
      .create()
    const read = await readListQuery(request, LIST)
    const { query } = await parseListQuery(request.qs(), LIST)
    const { default_page_size: perPage } = await readSettings(['default_page_size'])
    assert.deepEqual(read, { ...query, perPage })
  })

  test('a table among others reads its own keys', async ({ assert }) => {
    const request = new RequestFactory()
      .merge({ url: '/case?contacts[page]=2&contacts[perPage]=10&page=9&notes[sort]=name' })
      .create()
    const read = await readListQuery(request, LIST, 'contacts')
    assert.equal(read.page, 2)
    assert.equal(read.perPage, 10)
    assert.isNull(read.sort)
  })
})
