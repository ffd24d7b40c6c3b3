import { test } from '@japa/runner'
import {
  richTextPreview,
  richTextPreviewLines,
  type RichTextPreviewSource,
} from '../../../inertia/lib/rich_text_preview.js'

const LETTER: RichTextPreviewSource = {
  ops: [
    { insert: 'Guarantee of payment', attributes: { bold: true } },
    { insert: '\n', attributes: { header: 1 } },
    { insert: 'Dear Dr Tan,\nWe confirm cover.\n\n\n' },
  ],
}

test.group('Rich-text preview (SPEC §9)', () => {
  test('without a maximum, returns the whole text with line breaks and no trailing space', ({
    assert,
  }) => {
    assert.equal(richTextPreview(LETTER), 'Guarantee of payment\nDear Dr Tan,\nWe confirm cover.')
  })

  test('cuts at the maximum, trims the trailing whitespace, then adds an ellipsis', ({
    assert,
  }) => {
    // The cut falls just after "payment\n": the break is trimmed before the ellipsis.
    assert.equal(richTextPreview(LETTER, 21), 'Guarantee of payment…')
    assert.equal(richTextPreview(LETTER, 25), 'Guarantee of payment\nDear…')
    assert.equal(richTextPreview(LETTER, 13), 'Guarantee of…')
  })

  test('adds no ellipsis when the text fits, even with trailing blank lines', ({ assert }) => {
    const text = 'Guarantee of payment\nDear Dr Tan,\nWe confirm cover.'
    assert.equal(richTextPreview(LETTER, text.length), text)
    assert.equal(richTextPreview(LETTER, 1000), text)
  })

  test('keeps line breaks and splits them for rendering', ({ assert }) => {
    assert.deepEqual(richTextPreviewLines(LETTER, 34), ['Guarantee of payment', 'Dear Dr Tan,…'])
  })

  test('reads stored JSON, skips images and treats unreadable content as empty', ({ assert }) => {
    const json = JSON.stringify({
      ops: [{ insert: { image: 'https://example.com/a.png' } }, { insert: 'After image\n' }],
    })
    assert.equal(richTextPreview(json), 'After image')
    assert.equal(richTextPreview(null), '')
    assert.equal(richTextPreview(undefined, 10), '')
    assert.equal(richTextPreview('not json'), '')
    assert.equal(richTextPreview({ ops: [{ insert: '\n' }] }, 5), '')
    assert.deepEqual(richTextPreviewLines(null), [''])
  })

  test('counts characters, not bytes, and a zero maximum leaves only the ellipsis', ({
    assert,
  }) => {
    assert.equal(richTextPreview({ ops: [{ insert: 'Café au lait\n' }] }, 4), 'Café…')
    assert.equal(richTextPreview({ ops: [{ insert: 'Hello\n' }] }, 0), '…')
  })
})
