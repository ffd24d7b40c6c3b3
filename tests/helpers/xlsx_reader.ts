import { crc32, inflateRawSync } from 'node:zlib'

/**
 * Reads an XLSX back for the export tests (issue 32), from the bytes: the ZIP's central
 * directory, each entry inflated and its CRC-32 checked, then the sheet's cells with their type
 * and number format as a spreadsheet would read them. Written apart from the app's writer (it
 * shares none of its code), so a writer's mistake is not read back as its own answer.
 */

export function unzip(bytes: Buffer): Map<string, Buffer> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('No end of central directory: not a zip')
  const count = bytes.readUInt16LE(end + 10)
  let at = bytes.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let index = 0; index < count; index++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('A broken central directory')
    const method = bytes.readUInt16LE(at + 10)
    const crc = bytes.readUInt32LE(at + 16)
    const compressed = bytes.readUInt32LE(at + 20)
    const size = bytes.readUInt32LE(at + 24)
    const nameLength = bytes.readUInt16LE(at + 28)
    const extra = bytes.readUInt16LE(at + 30)
    const comment = bytes.readUInt16LE(at + 32)
    const local = bytes.readUInt32LE(at + 42)
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    if (bytes.readUInt32LE(local) !== 0x04034b50) throw new Error(`No local header for ${name}`)
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
    const data = bytes.subarray(start, start + compressed)
    const content = method === 8 ? inflateRawSync(data) : Buffer.from(data)
    if (content.length !== size) throw new Error(`${name}: ${content.length} bytes, not ${size}`)
    if (crc32(content) >>> 0 !== crc >>> 0) throw new Error(`${name}: CRC mismatch`)
    files.set(name, content)
    at += 46 + nameLength + extra + comment
  }
  return files
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')

export type XlsxCell = {
  ref: string
  /** 'n' a number, 'inlineStr', 's' (shared string), 'b' a boolean. */
  type: string
  /** The cell's value as written: a number's text, a string's text. */
  value: string
  /** Its number format's code ('#,##0.00\ "MYR"'), or null for General. */
  format: string | null
}

export type Xlsx = {
  files: Map<string, Buffer>
  rows: XlsxCell[][]
  sheetXml: string
  /** The frozen pane's ySplit (1: the header row is frozen). */
  frozenRows: number
  sheetName: string
}

/** 'C7' → 2. */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A'
  let index = 0
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64)
  return index - 1
}

export function readXlsx(bytes: Buffer): Xlsx {
  const files = unzip(bytes)
  for (const part of ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml']) {
    if (!files.has(part)) throw new Error(`Missing ${part}`)
  }
  const rels = files.get('xl/_rels/workbook.xml.rels')!.toString('utf8')
  const target = /Type="[^"]+\/worksheet" Target="([^"]+)"/.exec(rels)?.[1]
  const sheetXml = files.get(`xl/${target}`)!.toString('utf8')
  const styles = files.get('xl/styles.xml')!.toString('utf8')
  const formats = new Map<string, string>()
  for (const match of styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g)) {
    formats.set(match[1], unescapeXml(match[2]))
  }
  const xfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? ''
  const styleFormats = [...xfs.matchAll(/<xf numFmtId="(\d+)"/g)].map(
    (match) => formats.get(match[1]) ?? (match[1] === '0' ? null : `builtin:${match[1]}`)
  )
  const rows: XlsxCell[][] = []
  for (const row of sheetXml.matchAll(/<row[^>]*>(.*?)<\/row>/gs)) {
    const cells: XlsxCell[] = []
    for (const cell of row[1].matchAll(/<c ([^>]*?)(\/>|>(.*?)<\/c>)/gs)) {
      const attributes = Object.fromEntries(
        [...cell[1].matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]])
      )
      const inner = cell[3] ?? ''
      const type = attributes.t ?? 'n'
      const value =
        type === 'inlineStr'
          ? unescapeXml(/<t[^>]*>(.*?)<\/t>/s.exec(inner)?.[1] ?? '')
          : unescapeXml(/<v>(.*?)<\/v>/s.exec(inner)?.[1] ?? '')
      const style = attributes.s === undefined ? 0 : Number(attributes.s)
      // Placed by its reference: an empty cell is not written, so the next one says where it is.
      const column = columnIndex(attributes.r)
      while (cells.length < column) {
        cells.push({ ref: '', type: 'empty', value: '', format: null })
      }
      cells[column] = { ref: attributes.r, type, value, format: styleFormats[style] ?? null }
    }
    rows.push(cells)
  }
  const workbook = files.get('xl/workbook.xml')!.toString('utf8')
  return {
    files,
    rows,
    sheetXml,
    frozenRows: Number(/<pane [^>]*ySplit="(\d+)"[^>]*state="frozen"/.exec(sheetXml)?.[1] ?? 0),
    sheetName: unescapeXml(/<sheet name="([^"]*)"/.exec(workbook)?.[1] ?? ''),
  }
}

/** Reads an RFC 4180 CSV (quotes, doubled quotes, CRLF) into rows of fields. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = []
  let field = ''
  let row: string[] = []
  let quoted = false
  const body = text.startsWith('\ufeff') ? text.slice(1) : text
  for (let index = 0; index < body.length; index++) {
    const char = body[index]
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index++
    } else field += char
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}

/** Exact sum of decimal strings, in units of 10^-scale (no float ever). */
export function decimalSum(values: string[], scale = 3): bigint {
  let total = 0n
  for (const value of values) {
    const negative = value.startsWith('-')
    const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.')
    const units = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale))
    total += negative ? -units : units
  }
  return total
}
