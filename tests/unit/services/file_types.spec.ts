import { test } from '@japa/runner'
import { FileSniffer, nameForKind, type Sniffed } from '#services/file_types'
import { contentDisposition } from '#services/content_disposition'
import { nameRefusal, readableName } from '#services/case_file_uploads'

/** The sniffer's answer for these bytes fed in chunks of `size` (1: every byte on its own). */
function sniff(bytes: Buffer, size = bytes.length || 1): Sniffed {
  const sniffer = new FileSniffer()
  for (let offset = 0; offset < bytes.length; offset += size) {
    sniffer.push(bytes.subarray(offset, offset + size))
  }
  return sniffer.result()
}

const kind = (result: Sniffed) => (result.ok ? result.kind : result.problem)

const DOCX = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml', 'latin1'),
  Buffer.alloc(5000, 0x20),
  Buffer.from('word/document.xml', 'latin1'),
  Buffer.alloc(3000, 0x20),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
])

test.group('File types by content', () => {
  test('markers split across chunks are still found (chunks of {$self})')
    .with([1, 3, 7, 64, 4096])
    .run(({ assert }, size) => {
      assert.equal(kind(sniff(DOCX, size)), 'docx')
      const doc = Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(9000),
        Buffer.from('WordDocument', 'utf16le'),
        Buffer.alloc(100),
      ])
      assert.equal(kind(sniff(doc, size)), 'doc')
    })

  test('UTF-8 text split inside a character is text; a cut character is not', ({ assert }) => {
    const text = Buffer.from('Patient: Nguyễn Thị Hoa — 患者 🚑 discharged.\n', 'utf8')
    for (const size of [1, 2, 3, 5]) assert.equal(kind(sniff(text, size)), 'txt')
    assert.equal(kind(sniff(text.subarray(0, text.indexOf(0xf0) + 2), 1)), 'not_allowed')
    // Latin-1 bytes are not UTF-8.
    assert.equal(kind(sniff(Buffer.from('caf\xe9\n', 'latin1'))), 'not_allowed')
  })

  test('emails are told from plain text by their header block', ({ assert }) => {
    const email = Buffer.from(
      'Received: from mx\r\n by host\r\nFrom: a@b.example\r\nSubject: GOP\r\n\r\nBody\r\n'
    )
    assert.equal(kind(sniff(email, 4)), 'eml')
    assert.equal(kind(sniff(Buffer.from('From: someone\nwithout a blank line'))), 'txt')
    assert.equal(kind(sniff(Buffer.from('Subject: no sender\r\n\r\nBody'))), 'txt')
  })

  test('programs are named whatever follows their header', ({ assert }) => {
    for (const header of [
      [0x7f, 0x45, 0x4c, 0x46],
      [0x4d, 0x5a],
      [0xcf, 0xfa, 0xed, 0xfe],
      [0xca, 0xfe, 0xba, 0xbe],
    ]) {
      assert.equal(kind(sniff(Buffer.concat([Buffer.from(header), Buffer.alloc(64)]))), 'program')
    }
    assert.equal(kind(sniff(Buffer.from('#!/bin/sh\nrm -rf /\n'))), 'program')
  })

  test('an empty file and cut containers', ({ assert }) => {
    assert.equal(kind(sniff(Buffer.alloc(0))), 'empty')
    assert.equal(kind(sniff(DOCX.subarray(0, DOCX.length - 30))), 'damaged')
    assert.equal(kind(sniff(Buffer.from('%PDF-1.7\n'))), 'damaged')
  })
})

test.group('File names', () => {
  test('path characters, control characters and empty names are refused', ({ assert }) => {
    for (const name of [
      'a/b.pdf',
      'a\\b.pdf',
      '..',
      '.',
      ' ',
      'a\u0000.pdf',
      'line\nbreak.txt',
      'c1\u0085control.pdf',
      'line\u2028separator.pdf',
    ]) {
      assert.isString(nameRefusal(name), JSON.stringify(name))
    }
    assert.isNull(nameRefusal('Discharge summary (final) – Tan.pdf'))
    assert.isNull(nameRefusal('..hidden.pdf'))
  })

  test('Content-Disposition carries the exact name and a safe stand-in', ({ assert }) => {
    assert.equal(
      contentDisposition('attachment', 'a"b\\c;d%e.pdf'),
      `attachment; filename="a_b_c_d_e.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25e.pdf`
    )
    assert.equal(
      contentDisposition('inline', "x-ray (1)'s.png"),
      `inline; filename="x-ray (1)'s.png"; filename*=UTF-8''x-ray%20%281%29%27s.png`
    )
  })

  test('invisible characters that make a name read as another are dropped', ({ assert }) => {
    // "rtl-\u202Efdp.exe" is shown as "rtl-exe.pdf": what remains is its letters as stored.
    assert.equal(readableName('rtl-\u202Efdp.exe'), 'rtl-fdp.exe')
    assert.equal(readableName('\u2067inv\u200Boice\u2069\u200D.pdf\uFEFF'), 'invoice.pdf')
    assert.equal(readableName('Résumé – Tan.pdf'), 'Résumé – Tan.pdf')
    // Nothing but invisible characters is no name.
    assert.isString(nameRefusal(readableName('\u202E\u200B')))
  })

  test('the extension kept is the one the content was found as', ({ assert }) => {
    const cases: [string, Parameters<typeof nameForKind>[1], string][] = [
      ['rtl-fdp.exe', 'pdf', 'rtl-fdp.exe.pdf'],
      ['report.exe', 'pdf', 'report.exe.pdf'],
      ['scan.PNG', 'png', 'scan.PNG'],
      ['x-ray.png', 'pdf', 'x-ray.png.pdf'],
      ['photo.jpeg', 'jpeg', 'photo.jpeg'],
      ['photo.JPG', 'jpeg', 'photo.JPG'],
      ['notes', 'txt', 'notes.txt'],
      ['export.csv', 'txt', 'export.csv'],
      ['page.html', 'txt', 'page.html.txt'],
      ['mail.txt', 'eml', 'mail.txt.eml'],
      ['letter.docx', 'doc', 'letter.docx.doc'],
      ['invoice.pdf.', 'pdf', 'invoice.pdf'],
      ['invoice.pdf. . ', 'pdf', 'invoice.pdf'],
      ['x.pdf.exe.', 'pdf', 'x.pdf.exe.pdf'],
      ['...', 'pdf', 'file.pdf'],
    ]
    for (const [name, found, kept] of cases) assert.equal(nameForKind(name, found), kept, name)
    // Never longer than the column: the stem gives way, the extension stays.
    const long = nameForKind(`${'é'.repeat(255)}`, 'xlsx')
    assert.equal([...long].length, 255)
    assert.isTrue(long.endsWith('é.xlsx'))
  })

  test('Content-Disposition never gives invisible characters back', ({ assert }) => {
    assert.equal(
      contentDisposition('attachment', 'rtl-\u202Efdp.exe'),
      `attachment; filename="rtl-fdp.exe"; filename*=UTF-8''rtl-fdp.exe`
    )
  })
})
