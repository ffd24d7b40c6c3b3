import { test } from '@japa/runner'
import { fillPlaceholders, inspectPlaceholders } from '#rich_text/placeholders'
import { GOP_PLACEHOLDER_KEYS, GOP_SAMPLE_VALUES } from '#contracts/gop_placeholders'

const doc = (...ops: { insert: string; attributes?: Record<string, unknown> }[]) => ({
  ops: [...ops, { insert: '\n' }],
})

test.group('Rich-text placeholders', () => {
  test('fills known placeholders, spaces allowed, and leaves unknown ones as typed', ({
    assert,
  }) => {
    const filled = fillPlaceholders(
      doc(
        { insert: 'Dear {{ provider.name }}, ' },
        { insert: '{{gop.amount}}', attributes: { bold: true } },
        { insert: ' {{nope.key}}' }
      ),
      { 'provider.name': 'Bangkok Hospital', 'gop.amount': '1,000.00' }
    )
    assert.deepEqual(filled.ops, [
      { insert: 'Dear Bangkok Hospital, ' },
      { insert: '1,000.00', attributes: { bold: true } },
      { insert: ' {{nope.key}}' },
      { insert: '\n' },
    ])
  })

  test('a value that looks like a placeholder is not filled again', ({ assert }) => {
    const filled = fillPlaceholders(doc({ insert: '{{a.b}}' }), {
      'a.b': '{{c.d}}',
      'c.d': 'x',
    })
    assert.equal(filled.ops[0].insert, '{{c.d}}')
  })

  test('reports unknown, malformed and split placeholders', ({ assert }) => {
    const report = inspectPlaceholders(
      doc(
        { insert: '{{member.full_name}} {{member.fullname}} {{Bad Key}} {{gop.' },
        { insert: 'amount}}', attributes: { italic: true } }
      ),
      GOP_PLACEHOLDER_KEYS
    )
    assert.deepEqual(report.unknown, ['member.fullname'])
    assert.deepEqual(report.malformed, ['{{Bad Key}}'])
    assert.deepEqual(report.split, ['gop.amount'])
    assert.deepEqual(report.keys, ['member.full_name', 'member.fullname', 'gop.amount'])
  })

  test('every catalogued placeholder has a sample for the preview', ({ assert }) => {
    for (const key of GOP_PLACEHOLDER_KEYS) assert.isString(GOP_SAMPLE_VALUES[key])
    assert.isTrue(GOP_PLACEHOLDER_KEYS.has('member.full_name'))
    assert.isTrue(GOP_PLACEHOLDER_KEYS.has('provider.name'))
    assert.isTrue(GOP_PLACEHOLDER_KEYS.has('gop.amount'))
  })
})
