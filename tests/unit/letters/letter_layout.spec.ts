import { test } from '@japa/runner'
import { document, strong } from '#database/seeders/reference/delta_builder'
import { letterLayout, withoutEmptyLines } from '#services/letters/letter_layout'
import { letterHtml } from '#services/letters/letter_html'
import { letterPdf } from '#services/letters/letter_pdf'
import { pdfText } from '#tests/helpers/pdf_text'
import { plainTextOf } from '#rich_text/sanitize_delta'
import { WITHDRAWAL_LETTER } from '#services/letters/withdrawal_letter'
import { DOCUMENT_DATE_FORMAT, documentDay, formatCalendarDate } from '#contracts/date_text'
import { groupedAmount, moneyText } from '#contracts/money'

const TEMPLATE = document([
  [['GUARANTEE OF PAYMENT'], { header: 1 }],
  [[strong('Patient: '), '{{member.full_name}}']],
  [[strong('Remarks: '), '{{gop.remarks}}']],
  [['{{provider.phone}} · {{provider.email}}']],
  [['Valid until {{gop.valid_until}} unless withdrawn.']],
  [['Services: {{gop.services_covered}}'], { list: 'bullet' }],
  [['{{unknown.key}}: {{gop.remarks}}']],
  [[]],
  [['Yours faithfully,']],
])

const FILLED = {
  'member.full_name': 'Tan Wei Ming',
  'gop.remarks': 'Private room',
  'provider.phone': '+60 3 1234 5678',
  'provider.email': 'gop@hospital.test',
  'gop.valid_until': '28 Nov 2026',
  'gop.services_covered': 'Inpatient stay',
}

const EMPTY = {
  ...FILLED,
  'gop.remarks': '',
  'provider.phone': ' ',
  'provider.email': '',
  'gop.valid_until': '',
  'gop.services_covered': '',
}

/** The lines of the template as the letter keeps them, unfilled. */
const linesKept = (values: Record<string, string>) =>
  plainTextOf(withoutEmptyLines(TEMPLATE, values)).split('\n')

test.group('Letter layout: a line only labelling empty values is left out', () => {
  test('with every value given, every line is kept', ({ assert }) => {
    assert.deepEqual(linesKept(FILLED), plainTextOf(TEMPLATE).split('\n'))
  })

  test('a label and an empty value, or separators between empty values, go; words stay', ({
    assert,
  }) => {
    assert.deepEqual(linesKept(EMPTY), [
      'GUARANTEE OF PAYMENT',
      'Patient: {{member.full_name}}',
      // "Remarks:" and the separator-only line between two empty values are gone.
      // Words of its own: kept, though its value is empty.
      'Valid until {{gop.valid_until}} unless withdrawn.',
      // The list item that only labelled an empty value is gone too. A placeholder the letter
      // has no value for is printed as typed, so the template's mistake shows.
      '{{unknown.key}}: {{gop.remarks}}',
      // The template's own blank line (no placeholder) is the author's spacing.
      '',
      'Yours faithfully,',
    ])
  })

  test('the line breaks keep their formats: what follows a dropped line is unchanged', ({
    assert,
  }) => {
    const kept = withoutEmptyLines(
      document([
        [[strong('Remarks: '), '{{gop.remarks}}']],
        [['Services'], { header: 2 }],
        [['{{gop.services_covered}}'], { list: 'bullet' }],
        [['Inpatient stay'], { list: 'bullet' }],
      ]),
      EMPTY
    )
    const layout = letterLayout({
      title: 't',
      template: kept,
      values: EMPTY,
      logo: null,
      issuedAt: new Date(),
    })
    assert.deepEqual(
      layout.blocks.map((block) => block.type),
      ['line', 'list']
    )
    const [heading, list] = layout.blocks
    assert.equal(heading.type === 'line' && heading.line.attributes.header, 2)
    assert.equal(list.type === 'list' && list.items.length, 1)
  })

  test('the preview and the PDF both leave out the bare "Remarks:"', async ({ assert }) => {
    const layout = letterLayout({
      title: 'GOP-KUL-2026-000123 · revision 1',
      template: TEMPLATE,
      values: EMPTY,
      logo: null,
      issuedAt: new Date('2026-11-20T02:00:00Z'),
    })
    const html = letterHtml(layout)
    assert.notInclude(html, 'Remarks:')
    assert.include(html, 'Tan Wei Ming')
    assert.notInclude(html, ' · </p>')
    const { text } = await pdfText(await letterPdf(layout))
    assert.notInclude(text, 'Remarks')
    assert.include(text, 'Valid until')

    const withRemarks = letterLayout({
      title: layout.title,
      template: TEMPLATE,
      values: FILLED,
      logo: null,
      issuedAt: layout.issuedAt,
    })
    assert.include(letterHtml(withRemarks), 'Private room')
  })

  test('the built-in withdrawal letter drops its remarks line when there are none', ({
    assert,
  }) => {
    const values = { 'withdrawal.remarks': '', 'withdrawal.reason': 'Wrong Case' }
    const text = plainTextOf(withoutEmptyLines(WITHDRAWAL_LETTER, values))
    assert.notInclude(text, 'Remarks:')
    assert.include(text, 'Reason: {{withdrawal.reason}}')
  })
})

test.group('Formatters: one way for days and amounts', () => {
  test('a letter writes a day with the month in words, from a string or a date column', ({
    assert,
  }) => {
    assert.equal(DOCUMENT_DATE_FORMAT, 'dd MMM yyyy')
    assert.equal(documentDay('2026-11-28'), '28 Nov 2026')
    assert.equal(documentDay('1979-03-04T00:00:00.000+08:00'), '04 Mar 1979')
    // pg reads a `date` as local midnight: its local parts are the day, whatever the zone.
    assert.equal(documentDay(new Date(2026, 10, 28)), '28 Nov 2026')
    assert.equal(documentDay(null), '')
    assert.equal(documentDay('2026-02-30'), '')
    assert.equal(documentDay('soon'), '')
    // The screens' formats come from the same function.
    assert.equal(formatCalendarDate('2026-11-28', 'dd/MM/yyyy'), '28/11/2026')
  })

  test('amounts are grouped with their currency, never as "MYR 12000.00"', ({ assert }) => {
    assert.equal(moneyText('MYR', '12000.00'), 'MYR 12,000.00')
    assert.equal(moneyText('MYR', '12000.5'), 'MYR 12,000.50')
    assert.equal(moneyText(null, '1500'), '1,500.00')
    assert.equal(groupedAmount('150000000.00'), '150,000,000.00')
    assert.equal(groupedAmount('999.99'), '999.99')
  })
})
