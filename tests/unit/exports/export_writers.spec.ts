import { test } from '@japa/runner'
import { PassThrough } from 'node:stream'
import { openExportWriter, type ExportFormat } from '#services/exports/export_writers'
import { currencyDecimals } from '#services/exports/export_cells'
import type { ExportRow } from '#reports/report_definition'
import { readCsv, readXlsx } from '#tests/helpers/xlsx_reader'

const COLUMNS = [
  { header: 'Name <&> "quoted"', kind: 'text' as const },
  { header: 'Amount', kind: 'money' as const },
  { header: 'Day', kind: 'date' as const },
  { header: 'At', kind: 'datetime' as const },
  { header: 'Paid', kind: 'boolean' as const },
]

async function written(format: ExportFormat, rows: ExportRow[], timeZone = 'Asia/Kuala_Lumpur') {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  const writer = openExportWriter(format, out, COLUMNS, { timeZone, title: 'Test: a [report]' })
  await writer.write(rows)
  await writer.finish()
  out.end()
  return Buffer.concat(chunks)
}

const row = (cells: ExportRow['cells'], currency: string | null = 'MYR'): ExportRow => ({
  cells,
  currencies: [null, currency, null, null, null],
})

test.group('Export writers', () => {
  test('CSV: quoted as RFC 4180, formulas defused, exact decimals, the center’s clock', async ({
    assert,
  }) => {
    const bytes = await written('csv', [
      row([
        '=HYPERLINK("http://x")',
        '-12.50',
        '2026-02-28',
        new Date('2026-11-28T16:30:00Z'),
        true,
      ]),
      row(['a,b\r\n"c"', '99999999999999.99', null, null, false]),
      row(['+1', null, null, null, null]),
    ])
    const [header, first, second, third] = readCsv(bytes.toString('utf8'))
    assert.deepEqual(header, ['Name <&> "quoted"', 'Amount', 'Day', 'At', 'Paid'])
    // A spreadsheet must not run it: a leading apostrophe; a negative number stays a number.
    assert.deepEqual(first, [
      `'=HYPERLINK("http://x")`,
      '-12.50',
      '2026-02-28',
      '2026-11-29 00:30:00',
      'Yes',
    ])
    assert.deepEqual(second, ['a,b\r\n"c"', '99999999999999.99', '', '', 'No'])
    assert.equal(third[0], "'+1")
  })

  test('XLSX: text XML cannot hold is dropped, money by its currency’s minor units', async ({
    assert,
  }) => {
    const bytes = await written('xlsx', [
      row(['tab\there <b> & \u0000nul \ud800lone', '1500', '2026-02-28', null, true], 'JPY'),
      row(['dinar', '1.235', null, new Date('2026-11-28T16:30:00Z'), false], 'KWD'),
      row(['unknown code', '3.10', null, null, null], 'XXZ'),
      row(['no currency', '3.10', null, null, null], null),
    ])
    const book = readXlsx(bytes)
    assert.equal(book.sheetName, 'Test  a  report')
    assert.equal(book.frozenRows, 1)
    const [header, jpy, kwd, unknown, none] = book.rows
    assert.equal(header[0].value, 'Name <&> "quoted"')
    assert.equal(jpy[0].value, 'tab\there <b> & nul lone')
    assert.deepEqual([jpy[1].type, jpy[1].value, jpy[1].format], ['n', '1500', '#,##0\\ "JPY"'])
    assert.deepEqual([kwd[1].value, kwd[1].format], ['1.235', '#,##0.000\\ "KWD"'])
    assert.equal(unknown[1].format, '#,##0.00\\ "XXZ"')
    assert.equal(none[1].format, '#,##0.00')
    // 2026-02-28 is serial 46081; 00:30 on the 29th in Kuala Lumpur is 46355 + 1/48.
    assert.equal(jpy[2].value, '46081')
    assert.closeTo(Number(kwd[3].value), 46355 + 1 / 48, 1e-9)
    assert.deepEqual([jpy[4].type, jpy[4].value, kwd[4].value], ['b', '1', '0'])
  })

  test('the same rows give the same bytes', async ({ assert }) => {
    const rows = [row(['same', '1.00', '2026-01-01', new Date(0), true])]
    const first = await written('xlsx', rows)
    assert.isTrue(first.equals(await written('xlsx', rows)))
  })

  test('currency minor units come from ISO 4217', ({ assert }) => {
    assert.equal(currencyDecimals('JPY'), 0)
    assert.equal(currencyDecimals('kwd'), 3)
    assert.equal(currencyDecimals('MYR'), 2)
    assert.equal(currencyDecimals('XXZ'), 2)
  })
})
