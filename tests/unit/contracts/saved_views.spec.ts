import { test } from '@japa/runner'
import { listKeyOf, savedColumns, savedListQuery } from '#contracts/saved_views'

test.group('Saved views: a stored state read back by its shape (issue 29)', () => {
  test('keeps a list query as it was saved', ({ assert }) => {
    const query = { perPage: 50, sort: '-due_at', q: 'follow up', filters: { status: ['open'] } }
    assert.deepEqual(savedListQuery(query), query)
    // One value of a filter is a list of one; a date range stays text.
    assert.deepEqual(savedListQuery({ filters: { created_at: '2026-11-01..2026-11-22' } }), {
      perPage: null,
      sort: null,
      q: null,
      filters: { created_at: ['2026-11-01..2026-11-22'] },
    })
  })

  test('drops every part that is not what a list query carries', ({ assert }) => {
    const empty = { perPage: null, sort: null, q: null, filters: {} }
    for (const raw of [null, 'x', 42, [], [{ perPage: 10 }]]) {
      assert.deepEqual(savedListQuery(raw), empty)
    }
    assert.deepEqual(
      savedListQuery({
        perPage: 5000,
        sort: 'name; drop table users',
        q: 'x'.repeat(201),
        filters: { 'status': [{ $ne: 1 }, 7, 'open', ''], 'bad key!': ['x'], 'region': null },
        page: 9,
      }),
      { perPage: null, sort: null, q: null, filters: { status: ['open'] } }
    )
    assert.deepEqual(savedListQuery({ perPage: 2.5, sort: 12, q: ['a'] }), empty)
    // Only its own keys: nothing an object inherits reads as a value that was saved, and a
    // stored "__proto__" never becomes one.
    assert.deepEqual(savedListQuery(Object.create({ sort: 'name', q: 'inherited' })), empty)
    const stored: unknown = JSON.parse('{"filters":{"__proto__":["x"],"status":["open"]}}')
    const read = savedListQuery(stored)
    assert.deepEqual(read.filters, { status: ['open'] })
    assert.equal(Object.getPrototypeOf(read.filters), Object.prototype)
  })

  test('keeps only yes-or-no column choices by a column key', ({ assert }) => {
    assert.deepEqual(savedColumns({ code: false, region: true }), { code: false, region: true })
    assert.deepEqual(savedColumns({ 'code': 'no', 'a b': true, 'region': 1, 'name': true }), {
      name: true,
    })
    assert.deepEqual(savedColumns(['code']), {})
    assert.deepEqual(savedColumns(null), {})
  })
})

test.group('Saved views: a table’s list key', () => {
  test('is the table key in lower case, words joined by dashes', ({ assert }) => {
    assert.equal(listKeyOf('countries'), 'countries')
    assert.equal(listKeyOf('countries-trash'), 'countries-trash')
    assert.equal(listKeyOf('case-charge slips'), 'case-charge-slips')
    assert.equal(listKeyOf('case-GOPs'), 'case-gops')
    assert.equal(listKeyOf('case-closed tasks'), 'case-closed-tasks')
  })
})
