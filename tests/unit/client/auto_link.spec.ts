import { test } from '@japa/runner'
import { findLinks, linkifyDelta } from '../../../inertia/components/rich_text/auto_link.js'

const urls = (text: string) => findLinks(text).map((link) => link.url)

test.group('Rich text: addresses become links', () => {
  test('web, www, mailto and e-mail addresses, without the sentence’s punctuation', ({
    assert,
  }) => {
    assert.deepEqual(
      urls('See https://hospital.example/ward-7, www.example.org. Or mail desk@hospital.example!'),
      ['https://hospital.example/ward-7', 'https://www.example.org', 'mailto:desk@hospital.example']
    )
    assert.deepEqual(urls('(http://clinic.example/a_(b)) and mailto:x@y.example'), [
      'http://clinic.example/a_(b)',
      'mailto:x@y.example',
    ])
    const [found] = findLinks('Go to www.example.org.')
    assert.deepEqual(found, { index: 6, length: 15, url: 'https://www.example.org' })
  })

  test('nothing else is made a link', ({ assert }) => {
    assert.deepEqual(
      urls('javascript:alert(1) data:text/html,x ftp://x.example tel:+603 plain words'),
      []
    )
    assert.deepEqual(urls('user@localhost, a@b, www'), [])
  })

  test('a document’s unlinked addresses are linked; linked text and formats are kept', ({
    assert,
  }) => {
    const linked = linkifyDelta({
      ops: [
        { insert: 'Call ', attributes: { bold: true } },
        { insert: 'https://a.example/x now', attributes: { bold: true } },
        { insert: 'docs', attributes: { link: 'https://b.example/' } },
        { insert: ' www.c.example\n' },
      ],
    })
    assert.deepEqual(linked.ops, [
      { insert: 'Call ', attributes: { bold: true } },
      { insert: 'https://a.example/x', attributes: { bold: true, link: 'https://a.example/x' } },
      { insert: ' now', attributes: { bold: true } },
      { insert: 'docs', attributes: { link: 'https://b.example/' } },
      { insert: ' ' },
      { insert: 'www.c.example', attributes: { link: 'https://www.c.example' } },
      { insert: '\n' },
    ])
    // Linking twice changes nothing.
    assert.deepEqual(linkifyDelta(linked), linked)
  })
})
