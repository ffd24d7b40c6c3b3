import { test } from '@japa/runner'
import { mergeDataIntoQueryString } from '@inertiajs/core'
import type { ListQuery } from '#contracts/list'
import {
  DEFAULT_PER_PAGE,
  reloadPropsFor,
  toKeyedQueryParams,
  toQueryParams,
} from '../../../inertia/components/data_table/list_query.js'

const defaults: ListQuery = {
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  sort: null,
  q: null,
  filters: {},
}

/**
 * The URL Inertia's router.get(path, params) visits: the check that a table's query reads the
 * same in the address bar whether or not it is keyed (Inertia's brackets format).
 */
function visited(path: string, params: Record<string, unknown>) {
  const [href] = mergeDataIntoQueryString('get', path, params as Record<string, never>)
  return decodeURI(href)
}

test.group('List query params', () => {
  test('leave defaults out and keep what narrows or orders the list', ({ assert }) => {
    assert.deepEqual(toQueryParams(defaults), {})
    assert.deepEqual(
      toQueryParams({
        page: 2,
        perPage: 50,
        sort: '-name',
        q: ' thai ',
        filters: { region: ['Asia'], status: [], empty: '' },
      }),
      { page: 2, perPage: 50, sort: '-name', q: 'thai', filters: { region: ['Asia'] } }
    )
  })

  test('a page’s only table owns the query string', ({ assert }) => {
    const params = toQueryParams({ ...defaults, sort: '-name', filters: { status: ['a', 'b'] } })
    assert.equal(
      visited('/manage/countries', params),
      '/manage/countries?sort=-name&filters[status][]=a&filters[status][]=b'
    )
  })
})

test.group('Keyed list query params', () => {
  test('put the table’s query under its key and keep the open tab', ({ assert }) => {
    const params = toKeyedQueryParams(
      { ...defaults, page: 2, q: 'anan' },
      'contacts',
      new URLSearchParams('tab=contacts')
    )
    assert.deepEqual(params, { tab: 'contacts', contacts: { page: 2, q: 'anan' } })
    assert.equal(
      visited('/navigate/cases/7', params),
      '/navigate/cases/7?tab=contacts&contacts[page]=2&contacts[q]=anan'
    )
  })

  test('replace every key the table had, and drop the key when all is default', ({ assert }) => {
    const current = new URLSearchParams(
      'tab=contacts&contacts[q]=old&contacts[sort]=-name&contacts[filters][type][]=provider'
    )
    assert.deepEqual(toKeyedQueryParams({ ...defaults, sort: '-name' }, 'contacts', current), {
      tab: 'contacts',
      contacts: { sort: '-name' },
    })
    assert.deepEqual(toKeyedQueryParams(defaults, 'contacts', current), { tab: 'contacts' })
    // A bare `contacts=` is the table's key too, never another param.
    assert.deepEqual(
      toKeyedQueryParams(defaults, 'contacts', new URLSearchParams('contacts=x&tab=contacts')),
      { tab: 'contacts' }
    )
  })

  test('keep another table’s query exactly as the URL has it', ({ assert }) => {
    const current = new URLSearchParams(
      'tab=contacts&documents[q]=gop&documents[filters][kind][]=a&documents[filters][kind][]=b'
    )
    const params = toKeyedQueryParams(
      { ...defaults, filters: { caller_type: ['provider', 'client'] } },
      'contacts',
      current
    )
    assert.deepEqual(params, {
      'tab': 'contacts',
      'documents[q]': 'gop',
      'documents[filters][kind]': ['a', 'b'],
      'contacts': { filters: { caller_type: ['provider', 'client'] } },
    })
    assert.equal(
      visited('/navigate/cases/7', params),
      '/navigate/cases/7?tab=contacts&documents[q]=gop&documents[filters][kind][]=a' +
        '&documents[filters][kind][]=b&contacts[filters][caller_type][]=provider' +
        '&contacts[filters][caller_type][]=client'
    )
  })

  test('a key only starting like the table’s is another param', ({ assert }) => {
    const params = toKeyedQueryParams(
      { ...defaults, q: 'x' },
      'contacts',
      new URLSearchParams('contacts_total=3&contactsx[q]=y')
    )
    assert.deepEqual(params, {
      'contacts_total': '3',
      'contactsx[q]': 'y',
      'contacts': { q: 'x' },
    })
  })

  test('encode what Inertia would write unencoded in a kept key', ({ assert }) => {
    const params = toKeyedQueryParams(
      { ...defaults, q: 'a&b' },
      'contacts',
      new URLSearchParams('odd%26key=1&x=%26')
    )
    assert.deepEqual(params, { 'odd%26key': '1', 'x': '&', 'contacts': { q: 'a&b' } })
    const [href] = mergeDataIntoQueryString('get', '/p', params as Record<string, never>)
    const search = new URL(href, 'http://local').searchParams
    assert.equal(search.get('odd&key'), '1')
    assert.equal(search.get('x'), '&')
    assert.equal(search.get('contacts[q]'), 'a&b')
  })
})

test.group('List reloads: what a change of the query asks for', () => {
  const only = ['rows', 'meta', 'query']
  const filtered = ['totals', 'chart']
  const narrowed: ListQuery = { ...defaults, filters: { status: ['billing', 'closed'] } }

  test('another page, size or order keeps the rows: their totals are not asked again', ({
    assert,
  }) => {
    const same: ListQuery[] = [
      { ...narrowed, page: 3 },
      { ...narrowed, perPage: 100 },
      { ...narrowed, sort: '-opened_at' },
      // The same filters in another order, or with an empty value, keep the same rows.
      { ...narrowed, filters: { status: ['closed', 'billing'], client: [''] } },
      { ...narrowed, q: '  ' },
    ]
    for (const next of same) {
      assert.deepEqual(reloadPropsFor(narrowed, next, only, filtered), only)
    }
  })

  test('a search or a filter changes the rows: their totals are asked with them', ({ assert }) => {
    const both = [...only, ...filtered]
    const changes: ListQuery[] = [
      { ...narrowed, q: 'KUL-2026' },
      { ...narrowed, filters: { status: ['billing'] } },
      { ...narrowed, filters: { ...narrowed.filters, member: ['12'] } },
      { ...narrowed, filters: {} },
    ]
    for (const next of changes) {
      assert.deepEqual(reloadPropsFor(narrowed, next, only, filtered), both)
    }
    // A list without such props reloads its own, whatever changed.
    assert.deepEqual(reloadPropsFor(narrowed, defaults, only), only)
  })

  test('totals owed by a cancelled filter change are asked with the next page', ({ assert }) => {
    const next = { ...narrowed, page: 2 }
    assert.deepEqual(reloadPropsFor(narrowed, next, only, filtered, true), [...only, ...filtered])
    // A prop named in both lists is asked once.
    assert.deepEqual(reloadPropsFor(narrowed, defaults, ['rows', 'totals'], filtered), [
      'rows',
      'totals',
      'chart',
    ])
  })
})
