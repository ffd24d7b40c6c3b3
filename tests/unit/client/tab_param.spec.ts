import { test } from '@japa/runner'
import { searchWithTab } from '../../../inertia/hooks/use_tab_param.js'

/** A record page's tab in its URL, beside a tab's own table query (`contacts[q]=…`). */
test.group('Tab param', () => {
  test('set, replaced in place, or removed', ({ assert }) => {
    assert.equal(searchWithTab('', 'contacts'), '?tab=contacts')
    assert.equal(searchWithTab('?tab=general&x=1', 'contacts'), '?tab=contacts&x=1')
    assert.equal(searchWithTab('?x=1&tab=contacts', null), '?x=1')
    assert.equal(searchWithTab('?tab=contacts', null), '')
    assert.equal(searchWithTab('?tab=a&tab=b', 'c'), '?tab=c')
    assert.equal(searchWithTab('?tab=a', 'bank details'), '?tab=bank%20details')
  })

  test('keep a table’s keyed query as written', ({ assert }) => {
    const search = '?tab=contacts&contacts[q]=anan&contacts[filters][type][]=provider'
    assert.equal(
      searchWithTab(search, null),
      '?contacts[q]=anan&contacts[filters][type][]=provider'
    )
    assert.equal(
      searchWithTab('?contacts[sort]=-name', 'contacts'),
      '?contacts[sort]=-name&tab=contacts'
    )
    // An encoded name is still the tab; a malformed one is kept, never thrown on.
    assert.equal(searchWithTab('?%74ab=x&%E0%A4%A=1', 'y'), '?tab=y&%E0%A4%A=1')
  })
})
