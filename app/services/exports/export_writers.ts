import { once } from 'node:events'
import type { Writable } from 'node:stream'
import type { ExportCellKind, ExportRow } from '#reports/report_definition'
import {
  ZoneClock,
  currencyDecimals,
  dateSerial,
  dayOf,
  dayText,
  decimalText,
  instantOf,
  wallText,
} from '#services/exports/export_cells'
import { ZipStream, type ZipEntryWriter } from '#services/exports/zip_stream'

/**
 * The export files' writers (issue 32): rows in, bytes out to a file stream, waiting whenever
 * that stream's buffer is full, so memory stays flat however many rows come (bench/
 * export_writers.ts; docs/decisions.md "Export writers, measured").
 */

export type ExportFormat = 'xlsx' | 'csv'
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv']

export type ExportColumnHead = { header: string; kind: ExportCellKind }

export interface ExportFileWriter {
  /** One batch of rows; resolves once the file stream can take more. */
  write(rows: ExportRow[]): Promise<void>
  /** The file's end (the XLSX's styles and directory); the caller then closes the stream. */
  finish(): Promise<void>
}

export type ExportWriterOptions = {
  /** The center's zone: instants are written on its clock. */
  timeZone: string
  /** The sheet's name (XLSX). */
  title: string
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export function openExportWriter(
  format: ExportFormat,
  out: Writable,
  columns: ExportColumnHead[],
  options: ExportWriterOptions
): ExportFileWriter {
  return format === 'csv'
    ? new CsvWriter(out, columns, options)
    : new XlsxWriter(out, columns, options)
}

async function put(out: Writable, text: string) {
  if (!out.write(text)) await once(out, 'drain')
}

/**
 * RFC 4180 CSV in UTF-8 with a byte-order mark (Excel reads the file as UTF-8 only with one).
 * Money and numbers are the exact decimal text; days 'yyyy-mm-dd', instants on the center's
 * clock. A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets
 * a leading apostrophe (OWASP's CSV injection advice): a number column never does.
 */
class CsvWriter implements ExportFileWriter {
  #out: Writable
  #kinds: ExportCellKind[]
  #clock: ZoneClock
  #started: Promise<void>

  constructor(out: Writable, columns: ExportColumnHead[], options: ExportWriterOptions) {
    this.#out = out
    this.#kinds = columns.map((column) => column.kind)
    this.#clock = new ZoneClock(options.timeZone)
    this.#started = put(out, `\ufeff${columns.map((c) => csvText(c.header)).join(',')}\r\n`)
  }

  #cell(kind: ExportCellKind, value: ExportRow['cells'][number]): string {
    if (value === null || value === undefined) return ''
    switch (kind) {
      case 'integer':
      case 'decimal':
      case 'money':
        return decimalText(value) ?? csvText(String(value))
      case 'date': {
        // A day as the list wrote it is written as it is.
        if (typeof value === 'string' && value.length === 10 && DAY_TEXT.test(value)) return value
        const day = dayOf(value, this.#clock)
        return day ? dayText(day) : csvText(String(value))
      }
      case 'datetime': {
        const time = instantOf(value, this.#clock)
        return time ? wallText(time) : csvText(String(value))
      }
      case 'boolean':
        return value === true ? 'Yes' : value === false ? 'No' : csvText(String(value))
      default:
        return csvText(value instanceof Date ? value.toISOString() : String(value))
    }
  }

  async write(rows: ExportRow[]) {
    await this.#started
    let text = ''
    const kinds = this.#kinds
    const count = kinds.length
    // Indexes, not kinds.entries(): no iterator and no [index, kind] pair per row.
    for (const row of rows) {
      const cells = row.cells
      for (let index = 0; index < count; index++) {
        if (index > 0) text += ','
        text += this.#cell(kinds[index], cells[index])
      }
      text += '\r\n'
    }
    await put(this.#out, text)
  }

  async finish() {
    await this.#started
  }
}

const NEEDS_QUOTES = /[",\r\n]/
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/

/**
 * A formula's first characters: = + - @ tab CR, compared as codes: a regex test per text cell
 * was about a tenth of the CSV writer's CPU at a million rows (bench/export_writers.ts).
 */
function formulaStart(code: number) {
  return code === 61 || code === 43 || code === 45 || code === 64 || code === 9 || code === 13
}

function csvText(value: string): string {
  const safe = formulaStart(value.charCodeAt(0)) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * Characters XML 1.0 cannot hold: controls other than tab, LF and CR, U+FFFE, U+FFFF, and lone
 * surrogates (in `u` mode a well-formed pair is one code point, so `\p{Cs}` is a lone half).
 */
// eslint-disable-next-line no-control-regex -- these control characters are what it removes
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu
const XML_SPECIAL = /[&<>"]/g
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
}

function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(XML_SPECIAL, (char) => XML_ENTITIES[char])
}

/** A spreadsheet column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnLetters(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  }
  return letters
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\ . */
function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Export'
  )
}

/**
 * Office Open XML (ECMA-376) written as a stream through our zip: one sheet with a frozen header
 * row, strings inline (a shared-strings table grows with every distinct value: REPORTS.md's
 * 1.4–3.1 GB at a million rows), numbers and money as numeric cells, money with its
 * currency's number format (its ISO 4217 minor units: JPY 0, KWD 3), days and instants as
 * date serials with a date format. The styles part is written last: it holds one format per
 * currency met in the rows.
 */
class XlsxWriter implements ExportFileWriter {
  #zip: ZipStream
  #columns: ExportColumnHead[]
  #refs: string[]
  #clock: ZoneClock
  #title: string
  #sheet: Promise<ZipEntryWriter>
  #row = 1
  /** Cell style index per currency code ('' for money with none). */
  #moneyStyles = new Map<string, number>()

  constructor(out: Writable, columns: ExportColumnHead[], options: ExportWriterOptions) {
    this.#zip = new ZipStream(out)
    this.#columns = columns
    this.#refs = columns.map((_, index) => columnLetters(index))
    this.#clock = new ZoneClock(options.timeZone)
    this.#title = sheetName(options.title)
    this.#sheet = this.#begin()
  }

  async #begin(): Promise<ZipEntryWriter> {
    const sheet = await this.#zip.entry('xl/worksheets/sheet1.xml')
    const widths = this.#columns
      .map((column, index) => {
        const width = column.kind === 'text' ? 28 : column.kind === 'datetime' ? 20 : 14
        return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`
      })
      .join('')
    const header = this.#columns
      .map(
        (column, index) =>
          `<c r="${this.#refs[index]}1" s="${STYLE_HEADER}" t="inlineStr"><is><t>${xmlText(column.header)}</t></is></c>`
      )
      .join('')
    await sheet.write(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        '<sheetViews><sheetView workbookViewId="0">' +
        '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
        '<selection pane="bottomLeft"/></sheetView></sheetViews>' +
        `<sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData>` +
        `<row r="1">${header}</row>`
    )
    return sheet
  }

  #moneyStyle(currency: string | null): number {
    const code = currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : ''
    let style = this.#moneyStyles.get(code)
    if (style === undefined) {
      style = FIRST_MONEY_STYLE + this.#moneyStyles.size
      this.#moneyStyles.set(code, style)
    }
    return style
  }

  #cell(index: number, ref: string, row: ExportRow): string {
    const value = row.cells[index]
    if (value === null || value === undefined) return ''
    const kind = this.#columns[index].kind
    switch (kind) {
      case 'integer':
      case 'decimal': {
        const number = decimalText(value)
        if (number !== null) return `<c r="${ref}"><v>${number}</v></c>`
        break
      }
      case 'money': {
        const number = decimalText(value)
        if (number !== null) {
          const style = this.#moneyStyle(row.currencies[index] ?? null)
          return `<c r="${ref}" s="${style}"><v>${number}</v></c>`
        }
        break
      }
      case 'date': {
        const day = dayOf(value, this.#clock)
        if (day) return `<c r="${ref}" s="${STYLE_DATE}"><v>${dateSerial(day)}</v></c>`
        break
      }
      case 'datetime': {
        const time = instantOf(value, this.#clock)
        if (time) return `<c r="${ref}" s="${STYLE_DATETIME}"><v>${dateSerial(time)}</v></c>`
        break
      }
      case 'boolean':
        if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`
        break
      default:
        break
    }
    const text = value instanceof Date ? value.toISOString() : String(value)
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`
  }

  async write(rows: ExportRow[]) {
    const sheet = await this.#sheet
    let xml = ''
    const count = this.#columns.length
    for (const row of rows) {
      const number = ++this.#row
      xml += `<row r="${number}">`
      for (let index = 0; index < count; index++) {
        xml += this.#cell(index, `${this.#refs[index]}${number}`, row)
      }
      xml += '</row>'
    }
    await sheet.write(xml)
  }

  async finish() {
    const sheet = await this.#sheet
    await sheet.write('</sheetData></worksheet>')
    await sheet.end()
    await this.#zip.file('xl/styles.xml', this.#styles())
    await this.#zip.file('xl/workbook.xml', this.#workbook())
    await this.#zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS)
    await this.#zip.file('_rels/.rels', ROOT_RELS)
    await this.#zip.file('[Content_Types].xml', CONTENT_TYPES)
    await this.#zip.finish()
  }

  #workbook(): string {
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
      `<sheets><sheet name="${xmlText(this.#title)}" sheetId="1" r:id="rId1"/></sheets></workbook>`
    )
  }

  /**
   * Fonts (plain, bold header), number formats (the date, the instant, one per currency met)
   * and cell styles in the order the cells name them: 0 plain, 1 header, 2 date, 3 instant,
   * then one per currency.
   */
  #styles(): string {
    const formats = [
      `<numFmt numFmtId="${DATE_FORMAT}" formatCode="yyyy\\-mm\\-dd"/>`,
      `<numFmt numFmtId="${DATETIME_FORMAT}" formatCode="yyyy\\-mm\\-dd\\ hh:mm:ss"/>`,
    ]
    const moneyXfs: string[] = []
    for (const [code, style] of [...this.#moneyStyles].sort((a, b) => a[1] - b[1])) {
      const id = FIRST_MONEY_FORMAT + (style - FIRST_MONEY_STYLE)
      const decimals = code ? currencyDecimals(code) : 2
      const number = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0'
      const format = code ? `${number}\\ "${code}"` : number
      formats.push(`<numFmt numFmtId="${id}" formatCode="${xmlText(format)}"/>`)
      moneyXfs.push(
        `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`
      )
    }
    const xfs = [
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
      `<xf numFmtId="${DATE_FORMAT}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      `<xf numFmtId="${DATETIME_FORMAT}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      ...moneyXfs,
    ]
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<styleSheet xmlns="${MAIN_NS}">` +
      `<numFmts count="${formats.length}">${formats.join('')}</numFmts>` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
      '<fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    )
  }
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const STYLE_HEADER = 1
const STYLE_DATE = 2
const STYLE_DATETIME = 3
const FIRST_MONEY_STYLE = 4
/** Custom number formats start at 164 (0–163 are the built-in ones). */
const DATE_FORMAT = 164
const DATETIME_FORMAT = 165
const FIRST_MONEY_FORMAT = 166

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>'

const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>'

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>'
