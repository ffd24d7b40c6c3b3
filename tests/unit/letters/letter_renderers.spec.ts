import { test } from '@japa/runner'
import type { ContentText } from 'pdfmake/interfaces.js'
import { document, strong } from '#database/seeders/reference/delta_builder'
import { DRAFT_MARKS, letterLayout } from '#services/letters/letter_layout'
import { letterHtml } from '#services/letters/letter_html'
import { letterDefinition, letterPdf } from '#services/letters/letter_pdf'
import { pdfText } from '#tests/helpers/pdf_text'
import { PNG } from '#tests/helpers/images'

const VALUES = {
  'member.full_name': 'Mr. Ahmad bin Ismail',
  'gop.amount': '150,000.00',
  'gop.currency': 'THB',
  'gop.number': 'GOP-KUL-2026-000045',
}

const TEMPLATE = document([
  [['GUARANTEE OF PAYMENT'], { header: 1, align: 'center' }],
  [['Patient: ', strong('{{member.full_name}}')]],
  [['Up to {{gop.currency}} {{gop.amount}}, see '], { align: 'justify' }],
  [['Covered'], { list: 'bullet' }],
  [['Inpatient stay'], { list: 'bullet', indent: 1 }],
  [['First step'], { list: 'ordered' }],
  [[['our terms', { link: 'https://assist.example/terms', underline: true }]]],
  [[['bad link', { link: 'javascript:alert(1)' }]]],
  [['{{unknown.key}} stays as typed']],
])

function layout(values: Record<string, string> = VALUES, logo: string | null = null) {
  return letterLayout({
    title: 'GOP-KUL-2026-000045 · revision 1',
    template: TEMPLATE,
    values,
    logo,
    issuedAt: new Date('2026-11-20T02:00:00Z'),
  })
}

/** A draft long enough for three A4 pages. */
function longDraft(draft: string | null) {
  const clauses = Array.from({ length: 150 }, (_, index) => [
    [`Condition ${index + 1}: the guarantee covers only the services and amount above.`],
    { list: 'bullet' },
  ]) as Parameters<typeof document>[0]
  return letterLayout({
    title: 'GOP-KUL-2026-000045 · draft',
    template: document([[['GUARANTEE OF PAYMENT'], { header: 1 }], ...clauses]),
    values: VALUES,
    logo: null,
    issuedAt: new Date('2026-11-20T02:00:00Z'),
    draft,
  })
}

/** The PDF's top-level blocks, as plain records to look into. */
function blocksOf(value: ReturnType<typeof layout>) {
  return letterDefinition(value).content as unknown as Record<string, unknown>[]
}

/** Every text run of a pdfmake content tree, flattened. */
function runs(node: unknown): ContentText[] {
  if (Array.isArray(node)) return node.flatMap(runs)
  if (node === null || typeof node !== 'object') return []
  const found: ContentText[] = []
  const record = node as Record<string, unknown>
  if (typeof record.text === 'string') found.push(record as unknown as ContentText)
  for (const value of Object.values(record)) {
    if (typeof value === 'object') found.push(...runs(value))
  }
  return found
}

test.group('Letters: one layout, two renderers', () => {
  test('placeholders are filled once, for both; a currency and its amount stay together', ({
    assert,
  }) => {
    const html = letterHtml(layout())
    assert.include(html, '<strong>Mr. Ahmad bin Ismail</strong>')
    assert.include(html, 'THB\u00a0150,000.00')
    assert.include(html, '{{unknown.key}} stays as typed')
    const texts = runs(letterDefinition(layout()).content).map((run) => run.text)
    assert.include(texts, 'Mr. Ahmad bin Ismail')
    assert.isTrue(texts.some((text) => String(text).includes('THB\u00a0150,000.00')))
  })

  test('the PDF keeps the rich text: heading, bold, alignment, nested and numbered lists, links', ({
    assert,
  }) => {
    const content = blocksOf(layout())
    const heading = content.find((block) => block.alignment === 'center') as unknown as ContentText
    assert.equal(heading.fontSize, 18)
    assert.isTrue(heading.bold)
    const bold = runs(content).find((run) => run.text === 'Mr. Ahmad bin Ismail')
    assert.isTrue(bold?.bold)
    assert.isTrue(content.some((block) => block.alignment === 'justify'))
    const bulleted = content.find((block) => 'ul' in block) as { ul: unknown[] }
    assert.include(JSON.stringify(bulleted.ul), '"ul"', 'the indented item nests a list')
    assert.isTrue(content.some((block) => 'ol' in block))
    const link = runs(content).find((run) => run.text === 'our terms')
    assert.equal(link?.link, 'https://assist.example/terms')
    assert.deepEqual(link?.decoration, 'underline')
    // A refused link keeps its words, not its target.
    const refused = runs(content).find((run) => run.text === 'bad link')
    assert.isUndefined(refused?.link)
  })

  test('values are text, never markup: the preview escapes them', ({ assert }) => {
    const hostile = { ...VALUES, 'member.full_name': '<img src=x onerror=alert(1)>"&' }
    const html = letterHtml(layout(hostile))
    assert.notInclude(html, '<img src=x')
    assert.include(html, '&lt;img src=x onerror=alert(1)&gt;&quot;&amp;')
  })

  test('a logo heads both only when it is an embedded PNG or JPEG', ({ assert }) => {
    const png = `data:image/png;base64,${PNG.toString('base64')}`
    assert.include(letterHtml(layout(VALUES, png)), `<img src="${png}"`)
    const content = blocksOf(layout(VALUES, png))
    assert.equal(content[0].image, png)
    for (const refused of ['https://evil.example/logo.png', 'data:image/svg+xml;base64,PHN2Zz4=']) {
      assert.notInclude(letterHtml(layout(VALUES, refused)), '<img')
      const without = blocksOf(layout(VALUES, refused))
      assert.isUndefined(without[0].image)
    }
  })

  test('the PDF reads back as the letter, and one layout always gives the same bytes', async ({
    assert,
  }) => {
    const first = await letterPdf(layout())
    const again = await letterPdf(layout())
    assert.isTrue(first.equals(again))
    const { pages, text } = await pdfText(first)
    assert.equal(pages, 1)
    assert.include(text, 'Patient: Mr. Ahmad bin Ismail')
    assert.include(text, 'THB 150,000.00')
    assert.include(text, 'GOP-KUL-2026-000045 · revision 1 · page 1 of 1')
  })

  test('a draft carries its mark on every page of the PDF, and above the preview', async ({
    assert,
  }) => {
    for (const mark of [DRAFT_MARKS.guarantee, DRAFT_MARKS.invoice]) {
      const { pages, pageTexts } = await pdfText(await letterPdf(longDraft(mark)))
      assert.isAtLeast(pages, 3)
      for (const [index, page] of pageTexts.entries()) {
        // Across the page, and at its head with what it means.
        assert.include(page, `${mark} · Not valid until approved.`, `page ${index + 1}`)
        assert.isAtLeast(page.split(mark).length - 1, 2, `page ${index + 1}`)
      }
      const html = letterHtml(longDraft(mark))
      assert.include(html, `<p class="draft" role="note">${mark} `)
      assert.include(html, `<div class="draft-mark" aria-hidden="true"><div>${mark}</div></div>`)
    }
  })

  test('an issued letter carries no draft mark', async ({ assert }) => {
    const { pageTexts } = await pdfText(await letterPdf(longDraft(null)))
    assert.isAtLeast(pageTexts.length, 3)
    for (const page of pageTexts) assert.notInclude(page, 'DRAFT')
    assert.notInclude(letterHtml(longDraft(null)), 'DRAFT')
    assert.notInclude(letterHtml(layout()), 'class="draft')
  })
})
