import { test } from '@japa/runner'
import {
  RICH_TEXT_LIMITS,
  RICH_TEXT_MESSAGES,
  RichTextError,
  emptyDelta,
  isBlankDelta,
  parseRichText,
  plainTextOf,
  sanitizeDelta,
  type RichTextDelta,
} from '#services/rich_text/sanitize_delta'
import {
  BLANK_LINK,
  MAX_IMAGE_SOURCE_LENGTH,
  MAX_LINK_LENGTH,
  allowedImageSource,
  imageFileProblem,
  isBlankLink,
  sanitizeLinkUrl,
} from '#services/rich_text/url_policy'

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII='
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHR8='

/** The link a one-op document ends up with, or undefined when the attribute was dropped. */
function linkAfter(link: unknown): string | undefined {
  const delta = sanitizeDelta({
    ops: [{ insert: 'click', attributes: { link } }, { insert: '\n' }],
  })
  return delta.ops[0].attributes?.link
}

/** The image sources kept from a one-image document. */
function imagesAfter(image: unknown): string[] {
  const delta = sanitizeDelta({ ops: [{ insert: { image } }, { insert: '\n' }] })
  return delta.ops.flatMap((op) => (typeof op.insert === 'string' ? [] : [op.insert.image]))
}

function messageOf(input: unknown): string | null {
  const result = parseRichText(input)
  return result.ok ? null : result.message
}

test.group('Rich text | accepted shapes', () => {
  test('keeps a plain Quill document as is', ({ assert }) => {
    const delta: RichTextDelta = {
      ops: [
        { insert: 'Dear ' },
        { insert: 'Dr Tan', attributes: { bold: true } },
        { insert: ',\nPlease find the guarantee.\n' },
      ],
    }
    assert.deepEqual(sanitizeDelta(delta), delta)
  })

  test('reads the same document from a JSON string or an object', ({ assert }) => {
    const delta = { ops: [{ insert: 'Hello', attributes: { italic: true } }, { insert: '\n' }] }
    assert.deepEqual(sanitizeDelta(JSON.stringify(delta)), sanitizeDelta(delta))
    assert.deepEqual(parseRichText(JSON.stringify(delta)), { ok: true, delta })
  })

  test('reads null, undefined and the empty string as the empty document', ({ assert }) => {
    for (const input of [null, undefined, '']) {
      assert.deepEqual(sanitizeDelta(input), emptyDelta())
    }
    assert.deepEqual(sanitizeDelta({ ops: [] }), { ops: [{ insert: '\n' }] })
  })

  test('adds the final line break Quill documents end with', ({ assert }) => {
    assert.deepEqual(sanitizeDelta({ ops: [{ insert: 'no newline' }] }), {
      ops: [{ insert: 'no newline\n' }],
    })
    assert.deepEqual(sanitizeDelta({ ops: [{ insert: 'bold', attributes: { bold: true } }] }), {
      ops: [{ insert: 'bold', attributes: { bold: true } }, { insert: '\n' }],
    })
    assert.deepEqual(sanitizeDelta({ ops: [{ insert: { image: PNG } }] }).ops.at(-1), {
      insert: '\n',
    })
  })

  test('merges adjacent text with the same formats and drops empty inserts', ({ assert }) => {
    const delta = sanitizeDelta({
      ops: [
        { insert: 'a', attributes: { bold: true, italic: true } },
        { insert: '' },
        { insert: 'b', attributes: { italic: true, bold: true } },
        { insert: 'c', attributes: { unknown: 1 } },
        { insert: 'd\n' },
      ],
    })
    assert.deepEqual(delta.ops, [
      { insert: 'ab', attributes: { bold: true, italic: true } },
      { insert: 'cd\n' },
    ])
  })

  test('keeps every whitelisted format with a valid value', ({ assert }) => {
    const attributes = {
      bold: true,
      italic: true,
      underline: true,
      strike: true,
      link: 'https://example.com/a?b=c#d',
      color: '#AbC',
      background: '#00ff00',
    }
    const lineAttributes = {
      'header': 2,
      'list': 'ordered',
      'blockquote': true,
      'code-block': true,
      'align': 'center',
      'indent': 8,
    }
    const delta = sanitizeDelta({
      ops: [
        { insert: 'x', attributes },
        { insert: '\n', attributes: lineAttributes },
      ],
    })
    assert.deepEqual(delta.ops[0].attributes, { ...attributes, color: '#abc' })
    assert.deepEqual(delta.ops[1].attributes, lineAttributes)
  })

  test('normalises numeric strings and code-block languages', ({ assert }) => {
    const delta = sanitizeDelta({
      ops: [
        { insert: 'x' },
        { insert: '\n', attributes: { header: '1', indent: '3' } },
        { insert: 'y' },
        { insert: '\n', attributes: { 'code-block': 'javascript' } },
      ],
    })
    assert.deepEqual(delta.ops[1].attributes, { header: 1, indent: 3 })
    assert.deepEqual(delta.ops[3].attributes, { 'code-block': true })
  })
})

test.group('Rich text | cleaning', () => {
  test('drops retain and delete operations', ({ assert }) => {
    const delta = sanitizeDelta({
      ops: [
        { retain: 5 },
        { insert: 'kept' },
        { delete: 3 },
        { retain: 2, attributes: { bold: true } },
      ],
    })
    assert.deepEqual(delta, { ops: [{ insert: 'kept\n' }] })
    assert.deepEqual(sanitizeDelta({ ops: [{ retain: 1 }, { delete: 1 }] }), emptyDelta())
  })

  test('drops unknown formats and bad values', ({ assert }) => {
    const delta = sanitizeDelta({
      ops: [
        {
          insert: 'x',
          attributes: {
            'bold': 'yes',
            'italic': 1,
            'underline': false,
            'font': 'serif',
            'size': 'huge',
            'script': 'super',
            'color': 'red',
            'background': 'url(javascript:alert(1))',
            'style': 'position:fixed',
            'class': 'evil',
            'onclick': 'alert(1)',
            'header': 4,
            'list': 'checked',
            'align': 'left',
            'indent': 9,
            'code-block': '<script>',
            'blockquote': 'true',
          },
        },
        { insert: '\n', attributes: { header: 0, indent: 0, list: 'unchecked', align: 'middle' } },
      ],
    })
    assert.deepEqual(delta, { ops: [{ insert: 'x\n' }] })
  })

  test('drops nested objects in formats instead of copying them', ({ assert }) => {
    const delta = sanitizeDelta(
      JSON.parse(
        '{"ops":[{"insert":"x","attributes":{"bold":{"nested":true},"link":{"href":"https://a.b"},"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}},{"insert":"\\n"}]}'
      )
    )
    assert.deepEqual(delta, { ops: [{ insert: 'x\n' }] })
    assert.isUndefined(({} as Record<string, unknown>).polluted)
  })

  test('keeps only the insert of an op with extra keys', ({ assert }) => {
    const delta = sanitizeDelta({ ops: [{ insert: 'x\n', extra: '<img src=x onerror=alert(1)>' }] })
    assert.deepEqual(delta, { ops: [{ insert: 'x\n' }] })
  })

  test('keeps markup typed as text as plain text (renderers escape it)', ({ assert }) => {
    const text = '<script>alert(1)</script><img src=x onerror=alert(1)>\n'
    assert.deepEqual(sanitizeDelta({ ops: [{ insert: text }] }), { ops: [{ insert: text }] })
  })
})

test.group('Rich text | links (SPEC §5)', () => {
  test('keeps http, https, mailto, tel and sms links', ({ assert }) => {
    for (const link of [
      'http://example.com',
      'https://example.com/path?q=1#top',
      'HTTPS://EXAMPLE.COM',
      'mailto:ops@example.com',
      'tel:+60312345678',
      'sms:+60312345678',
      'MailTo:someone@example.com',
    ]) {
      assert.equal(linkAfter(link), link, link)
    }
  })

  test('turns every other link into about:blank', ({ assert }) => {
    for (const link of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      '\u0000javascript:alert(1)',
      'javascript\u0000:alert(1)',
      'java\u200Bscript:alert(1)',
      '\uFEFFjavascript:alert(1)',
      'java script:alert(1)',
      'javascript&colon;alert(1)',
      'javascript%3Aalert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'file:///etc/passwd',
      'ftp://example.com/file',
      'about:config',
      'blob:https://example.com/uuid',
      'intent://scan/#Intent;scheme=zxing;end',
      '/relative/path',
      './case:1',
      'foo/bar:baz',
      '//evil.example.com',
      'www.example.com',
      '#anchor',
      '',
      '   ',
      'https:'.padEnd(MAX_LINK_LENGTH + 1, 'a'),
    ]) {
      assert.equal(linkAfter(link), BLANK_LINK, JSON.stringify(link))
    }
  })

  test('cleans the whitespace and control characters it checked from a kept link', ({ assert }) => {
    assert.equal(linkAfter('  https://example.com/a\tb\n  '), 'https://example.com/ab')
    assert.equal(linkAfter('\u0000https://example.com'), 'https://example.com')
  })

  test('is idempotent: a blank link stays blank', ({ assert }) => {
    assert.equal(linkAfter(BLANK_LINK), BLANK_LINK)
    const once = sanitizeDelta({
      ops: [{ insert: 'x', attributes: { link: 'javascript:alert(1)' } }],
    })
    assert.deepEqual(sanitizeDelta(JSON.stringify(once)), once)
  })

  test('drops a link that is not a string', ({ assert }) => {
    assert.isUndefined(linkAfter(42))
    assert.isUndefined(linkAfter(null))
    assert.isUndefined(linkAfter(['https://example.com']))
  })

  test('sanitizeLinkUrl and isBlankLink agree with the document rules', ({ assert }) => {
    assert.equal(sanitizeLinkUrl('javascript:alert(1)'), BLANK_LINK)
    assert.equal(sanitizeLinkUrl(undefined), BLANK_LINK)
    assert.equal(sanitizeLinkUrl(' https://example.com '), 'https://example.com')
    assert.isTrue(isBlankLink('about:blank'))
    assert.isTrue(isBlankLink(' ABOUT:BLANK'))
    assert.isFalse(isBlankLink('https://example.com'))
  })
})

test.group('Rich text | images (SPEC §5)', () => {
  test('keeps http, https and PNG/JPEG base64 data images', ({ assert }) => {
    assert.deepEqual(imagesAfter('https://cdn.example.com/logo.png'), [
      'https://cdn.example.com/logo.png',
    ])
    assert.deepEqual(imagesAfter('http://example.com/a.jpg'), ['http://example.com/a.jpg'])
    assert.deepEqual(imagesAfter(PNG), [PNG])
    assert.deepEqual(imagesAfter(JPEG), [JPEG])
  })

  test('normalises the case of the data: header and line-wrapped base64', ({ assert }) => {
    const wrapped = `DATA:Image/PNG;BASE64,${PNG.slice(22, 40)}\n${PNG.slice(40)}`
    assert.deepEqual(imagesAfter(wrapped), [PNG])
  })

  test('drops every other image source', ({ assert }) => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'data:image/webp;base64,UklGRg==',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png,not-base64',
      'data:image/png;base64,<script>',
      'data:image/png;base64,',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//:0',
      '/uploads/a.png',
      '',
      42,
      null,
      { src: 'https://example.com/a.png' },
      `data:image/png;base64,${'A'.repeat(MAX_IMAGE_SOURCE_LENGTH)}`,
    ]) {
      assert.deepEqual(imagesAfter(image), [], JSON.stringify(image).slice(0, 60))
    }
  })

  test('drops embeds other than images', ({ assert }) => {
    const delta = sanitizeDelta({
      ops: [
        { insert: { video: 'https://www.youtube.com/embed/x' } },
        { insert: { formula: 'e=mc^2' } },
        { insert: { script: 'alert(1)' } },
        { insert: 'text\n' },
      ],
    })
    assert.deepEqual(delta, { ops: [{ insert: 'text\n' }] })
  })

  test('keeps inline formats on an image, including a safe link', ({ assert }) => {
    const delta = sanitizeDelta({
      ops: [{ insert: { image: PNG }, attributes: { link: 'javascript:x', width: '9999' } }],
    })
    assert.deepEqual(delta.ops[0], { insert: { image: PNG }, attributes: { link: BLANK_LINK } })
  })

  test('allowedImageSource and imageFileProblem follow the same rules', ({ assert }) => {
    assert.equal(allowedImageSource(' https://example.com/a.png '), 'https://example.com/a.png')
    assert.isNull(allowedImageSource('data:image/svg+xml;base64,PHN2Zz4='))
    assert.isNull(imageFileProblem({ type: 'image/png', size: 1000 }))
    assert.isNull(imageFileProblem({ type: 'image/jpeg', size: 1000 }))
    assert.equal(imageFileProblem({ type: 'image/gif', size: 1000 }), 'type')
    assert.equal(imageFileProblem({ type: 'image/svg+xml', size: 10 }), 'type')
    assert.equal(imageFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 }), 'size')
  })
})

test.group('Rich text | refused input', () => {
  test('refuses input that is not a Delta', ({ assert }) => {
    for (const input of [
      'not json',
      '{"ops": [',
      '<p>html</p>',
      'null',
      '42',
      '"a string"',
      '[]',
      '[{"insert":"x"}]',
      '{}',
      '{"ops":"x"}',
      '{"ops":{"0":{"insert":"x"}}}',
      42,
      true,
      [],
      [{ insert: 'x' }],
      {},
      { ops: null },
      new Date(),
      new Map([['ops', []]]),
    ]) {
      assert.equal(messageOf(input), RICH_TEXT_MESSAGES.invalid, String(input))
    }
  })

  test('refuses malformed operations', ({ assert }) => {
    for (const op of [
      null,
      'x',
      42,
      ['x'],
      {},
      { insert: 'x', retain: 1 },
      { insert: 'x', delete: 1 },
      { insert: 42 },
      { insert: null },
      { insert: true },
      { insert: ['x'] },
      { insert: {} },
      { insert: { image: 'https://a.b/c.png', video: 'https://a.b' } },
      { insert: 'x', attributes: 'bold' },
      { insert: 'x', attributes: ['bold'] },
    ]) {
      assert.equal(messageOf({ ops: [op] }), RICH_TEXT_MESSAGES.invalid, JSON.stringify(op))
    }
  })

  test('sanitizeDelta throws a RichTextError where parseRichText returns a message', ({
    assert,
  }) => {
    assert.throws(() => sanitizeDelta('not json'), RichTextError, RICH_TEXT_MESSAGES.invalid)
    assert.deepEqual(parseRichText('not json'), { ok: false, message: RICH_TEXT_MESSAGES.invalid })
  })

  test('refuses documents over the limits', ({ assert }) => {
    const longText = 'a'.repeat(RICH_TEXT_LIMITS.maxTextLength + 1)
    assert.equal(messageOf({ ops: [{ insert: longText }] }), RICH_TEXT_MESSAGES.tooLong)
    const splitText = Array.from({ length: 3 }, () => ({
      insert: 'a'.repeat(RICH_TEXT_LIMITS.maxTextLength / 2),
    }))
    assert.equal(messageOf({ ops: splitText }), RICH_TEXT_MESSAGES.tooLong)

    const manyOps = Array.from({ length: RICH_TEXT_LIMITS.maxOps + 1 }, () => ({ retain: 1 }))
    assert.equal(messageOf({ ops: manyOps }), RICH_TEXT_MESSAGES.tooLarge)

    const hugeJson = JSON.stringify({
      ops: [{ insert: 'a'.repeat(RICH_TEXT_LIMITS.maxJsonLength) }],
    })
    assert.equal(messageOf(hugeJson), RICH_TEXT_MESSAGES.tooLarge)

    const manyImages = Array.from({ length: RICH_TEXT_LIMITS.maxImages + 1 }, () => ({
      insert: { image: PNG },
    }))
    assert.equal(messageOf({ ops: manyImages }), RICH_TEXT_MESSAGES.tooManyImages)
  })

  test('accepts a document exactly at the limits', ({ assert }) => {
    const text = 'a'.repeat(RICH_TEXT_LIMITS.maxTextLength - 1)
    assert.isTrue(parseRichText({ ops: [{ insert: `${text}\n` }] }).ok)
    const images = Array.from({ length: RICH_TEXT_LIMITS.maxImages }, () => ({
      insert: { image: PNG },
    }))
    assert.isTrue(parseRichText({ ops: images }).ok)
  })

  test('refuses deeply nested JSON without crashing', ({ assert }) => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    assert.equal(messageOf(deep), RICH_TEXT_MESSAGES.invalid)
    const deepOps = `{"ops":[{"insert":"x","attributes":{"bold":${'['.repeat(50_000)}${']'.repeat(50_000)}}}]}`
    assert.deepEqual(parseRichText(deepOps), { ok: true, delta: { ops: [{ insert: 'x\n' }] } })
  })
})

test.group('Rich text | plain text', () => {
  test('joins the text, skips images and drops the final line break', ({ assert }) => {
    const delta = sanitizeDelta({
      ops: [
        { insert: 'Title', attributes: { bold: true } },
        { insert: '\n', attributes: { header: 1 } },
        { insert: { image: PNG } },
        { insert: 'Line two\n\n' },
      ],
    })
    assert.equal(plainTextOf(delta), 'Title\nLine two\n')
    assert.equal(plainTextOf(emptyDelta()), '')
  })

  test('tells a blank document from one with content', ({ assert }) => {
    assert.isTrue(isBlankDelta(emptyDelta()))
    assert.isTrue(isBlankDelta(sanitizeDelta({ ops: [{ insert: ' \n\t\n' }] })))
    assert.isFalse(isBlankDelta(sanitizeDelta({ ops: [{ insert: 'x\n' }] })))
    assert.isFalse(isBlankDelta(sanitizeDelta({ ops: [{ insert: { image: PNG } }] })))
  })
})
