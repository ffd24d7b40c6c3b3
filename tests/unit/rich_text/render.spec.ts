import { test } from '@japa/runner'
import { deltaBlocks, deltaLines } from '#services/rich_text/delta_blocks'
import { escapeHtml, richTextToHtml } from '#services/rich_text/render_html'
import { sanitizeDelta, type RichTextDelta } from '#services/rich_text/sanitize_delta'

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII='

test.group('Rich text | lines and blocks', () => {
  test('reads line formats from the closing line break', ({ assert }) => {
    const lines = deltaLines({
      ops: [
        { insert: 'Title', attributes: { bold: true } },
        { insert: '\n', attributes: { header: 1 } },
        { insert: 'Body ' },
        { insert: 'link', attributes: { link: 'https://example.com' } },
        { insert: '\n\n' },
      ],
    })
    assert.deepEqual(lines, [
      {
        inlines: [{ type: 'text', text: 'Title', attributes: { bold: true } }],
        attributes: { header: 1 },
      },
      {
        inlines: [
          { type: 'text', text: 'Body ', attributes: {} },
          { type: 'text', text: 'link', attributes: { link: 'https://example.com' } },
        ],
        attributes: {},
      },
      { inlines: [], attributes: {} },
    ])
  })

  test('keeps line formats off the text and character formats off the line', ({ assert }) => {
    const [line] = deltaLines({
      ops: [{ insert: 'x\n', attributes: { bold: true, header: 2 } }],
    })
    assert.deepEqual(line, {
      inlines: [{ type: 'text', text: 'x', attributes: { bold: true } }],
      attributes: { header: 2 },
    })
  })

  test('closes text after the last line break as a final line', ({ assert }) => {
    assert.lengthOf(deltaLines({ ops: [{ insert: 'a\nb' }] }), 2)
  })

  test('groups consecutive list and code lines', ({ assert }) => {
    const blocks = deltaBlocks({
      ops: [
        { insert: 'one' },
        { insert: '\n', attributes: { list: 'ordered' } },
        { insert: 'two' },
        { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
        { insert: 'para\n' },
        { insert: 'a = 1' },
        { insert: '\n', attributes: { 'code-block': true } },
        { insert: 'b = 2' },
        { insert: '\n', attributes: { 'code-block': true } },
      ],
    })
    assert.deepEqual(
      blocks.map((block) =>
        block.type === 'list'
          ? `list:${block.items.length}`
          : block.type === 'code'
            ? `code:${block.lines.length}`
            : 'line'
      ),
      ['list:2', 'line', 'code:2']
    )
  })
})

test.group('Rich text | HTML for e-mails and PDFs', () => {
  test('renders formats as semantic tags with inline styles', ({ assert }) => {
    const delta: RichTextDelta = {
      ops: [
        { insert: 'Guarantee' },
        { insert: '\n', attributes: { header: 1, align: 'center' } },
        { insert: 'Dear ' },
        { insert: 'Dr Tan', attributes: { bold: true, italic: true } },
        { insert: ', see ' },
        { insert: 'site', attributes: { link: 'https://example.com/?a=1&b=2', underline: true } },
        { insert: '.\nQuote' },
        { insert: '\n', attributes: { blockquote: true, indent: 2 } },
        { insert: 'red', attributes: { color: '#ff0000', strike: true } },
        { insert: '\n\n' },
      ],
    }
    assert.equal(
      richTextToHtml(delta),
      '<h1 style="text-align:center">Guarantee</h1>' +
        '<p>Dear <strong><em>Dr Tan</em></strong>, see ' +
        '<a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer"><u>site</u></a>.</p>' +
        '<blockquote style="padding-left:6em">Quote</blockquote>' +
        '<p><s><span style="color:#ff0000">red</span></s></p>' +
        '<p><br></p>'
    )
  })

  test('nests lists by indent and switches list type', ({ assert }) => {
    const delta: RichTextDelta = {
      ops: [
        { insert: 'a' },
        { insert: '\n', attributes: { list: 'ordered' } },
        { insert: 'a.1' },
        { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
        { insert: 'a.2' },
        { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
        { insert: 'b' },
        { insert: '\n', attributes: { list: 'ordered' } },
        { insert: 'c' },
        { insert: '\n', attributes: { list: 'bullet' } },
      ],
    }
    assert.equal(
      richTextToHtml(delta),
      '<ol><li>a<ul><li>a.1</li><li>a.2</li></ul></li><li>b</li></ol><ul><li>c</li></ul>'
    )
  })

  test('renders code lines as one preformatted block', ({ assert }) => {
    const delta: RichTextDelta = {
      ops: [
        { insert: 'if (a < b)' },
        { insert: '\n', attributes: { 'code-block': true } },
        { insert: '  go()' },
        { insert: '\n', attributes: { 'code-block': true } },
      ],
    }
    assert.equal(richTextToHtml(delta), '<pre>if (a &lt; b)\n  go()</pre>')
  })

  test('escapes text and never emits a refused link or image', ({ assert }) => {
    const unsafe = {
      ops: [
        { insert: '<script>alert("x")</script>' },
        { insert: 'click', attributes: { link: 'javascript:alert(1)' } },
        { insert: { image: 'data:image/svg+xml;base64,PHN2Zz4=' } },
        { insert: { image: PNG } },
        { insert: '\n' },
      ],
    }
    const html = richTextToHtml(sanitizeDelta(unsafe))
    assert.equal(
      html,
      `<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;click<img src="${PNG}" alt="" style="max-width:100%"></p>`
    )
    // Even a document that skipped the sanitiser cannot smuggle a link or a source through.
    const raw = {
      ops: [
        {
          insert: 'x',
          attributes: { link: 'javascript:alert(1)', color: 'red;background:url(x)' },
        },
        { insert: { image: 'javascript:alert(1)' } },
        { insert: '\n' },
      ],
    } as RichTextDelta
    assert.equal(richTextToHtml(raw), '<p>x</p>')
  })

  test('escapes every HTML-significant character', ({ assert }) => {
    assert.equal(
      escapeHtml(`<a href="x" onclick='y'>&</a>`),
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;'
    )
  })
})
