import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import pdfMake from 'pdfmake'
import type { Content, ContentText, Decoration, TDocumentDefinitions } from 'pdfmake/interfaces.js'
import type { RichTextBlock, RichTextInline, RichTextLine } from '#rich_text/delta_blocks'
import { allowedLinkUrl } from '#rich_text/url_policy'
import { DRAFT_NOTICE, type LetterLayout } from './letter_layout.js'
import { DRAFT_COLOR, LETTER_PAGE, letterLogo } from './letter_html.js'

/**
 * A letter's PDF, made in the app's own process by pdfmake (pure JavaScript over pdfkit: no
 * browser at run time) from the same LetterLayout as the preview. pdfmake was chosen for the
 * rich text it lays out natively: headings, bold/italic/underline/strike, colours, nested
 * ordered and bulleted lists, links, alignment, indents and embedded PNG/JPEG images.
 *
 * Roboto is embedded (subset) so names in any Latin, Greek or Cyrillic script print as typed;
 * its Medium weight is the bold. The file never reaches outside the process: remote images
 * are not fetched (the URL policy refuses every URL) and no file is read (below).
 */

const fontFolder = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto'
)
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
}
/**
 * The fonts are read once, into pdfmake's in-memory file system (typed for browsers only, but
 * the server build has it too): no letter reads the disk, and the local access policy can
 * refuse every path.
 */
const virtualFiles = (
  pdfMake as unknown as { virtualfs: { writeFileSync(name: string, data: Buffer): void } }
).virtualfs
for (const file of Object.values(FONT_FILES)) {
  virtualFiles.writeFileSync(file, readFileSync(join(fontFolder, file)))
}
pdfMake.setFonts({ Roboto: FONT_FILES })
pdfMake.setUrlAccessPolicy(() => false)
pdfMake.setLocalAccessPolicy(() => false)

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const INDENT = 18

function textRun(inline: Extract<RichTextInline, { type: 'text' }>): ContentText {
  const { attributes } = inline
  const decorations: Decoration[] = []
  if (attributes.underline) decorations.push('underline')
  if (attributes.strike) decorations.push('lineThrough')
  const link = attributes.link ? allowedLinkUrl(attributes.link) : null
  return {
    text: inline.text,
    ...(attributes.bold ? { bold: true } : {}),
    ...(attributes.italic ? { italics: true } : {}),
    ...(decorations.length > 0 ? { decoration: decorations } : {}),
    ...(attributes.color && HEX_COLOR.test(attributes.color) ? { color: attributes.color } : {}),
    ...(attributes.background && HEX_COLOR.test(attributes.background)
      ? { background: attributes.background }
      : {}),
    ...(link !== null
      ? { link, color: attributes.color ?? '#1d4ed8', decoration: 'underline' }
      : {}),
  }
}

/** An image in the text: pdfmake places images as blocks, so it gets a line of its own. */
function imageBlock(inline: Extract<RichTextInline, { type: 'image' }>): Content | null {
  const src = letterLogo(inline.src)
  return src === null ? null : { image: src, fit: [483, 360], margin: [0, 4, 0, 4] }
}

/** One line: its text runs, and any embedded image after it. */
function lineContent(line: RichTextLine, extra: Partial<ContentText> = {}): Content[] {
  const runs = line.inlines.flatMap((inline) => (inline.type === 'text' ? [textRun(inline)] : []))
  const images = line.inlines.flatMap((inline) => {
    if (inline.type !== 'image') return []
    const image = imageBlock(inline)
    return image ? [image] : []
  })
  const { header, blockquote, align, indent } = line.attributes
  const paragraph: ContentText = {
    // An empty line keeps its height, as Quill shows it.
    text: runs.length > 0 ? runs : ' ',
    ...(align ? { alignment: align === 'justify' ? 'justify' : align } : {}),
    ...(header
      ? { fontSize: LETTER_PAGE.headerSizes[header], bold: true, margin: [0, 8, 0, 4] }
      : {}),
    ...(blockquote ? { italics: true, color: '#374151', margin: [INDENT / 2, 2, 0, 2] } : {}),
    ...(indent && !blockquote ? { margin: [indent * INDENT, 0, 0, 0] } : {}),
    ...extra,
  }
  if (runs.length === 0 && images.length > 0) return images
  return [paragraph, ...images]
}

interface ListNode {
  ordered: boolean
  items: { line: RichTextLine; children: ListNode[] }[]
}

/**
 * Quill keeps list depth as an indent on flat items; pdfmake nests lists in items. A deeper
 * item opens a list inside the item before it; each level is numbered or bulleted as its first
 * item is.
 */
function listTree(items: RichTextLine[]): ListNode {
  const root: ListNode = { ordered: items[0]?.attributes.list === 'ordered', items: [] }
  const stack: { node: ListNode; indent: number }[] = [{ node: root, indent: 0 }]
  for (const line of items) {
    const indent = line.attributes.indent ?? 0
    while (stack.length > 1 && stack[stack.length - 1].indent > indent) stack.pop()
    let top = stack[stack.length - 1]
    const parent = top.node.items.at(-1)
    if (indent > top.indent && parent) {
      const child: ListNode = { ordered: line.attributes.list === 'ordered', items: [] }
      parent.children.push(child)
      top = { node: child, indent }
      stack.push(top)
    }
    top.node.items.push({ line, children: [] })
  }
  return root
}

/** A bulleted list followed by a numbered one are two lists, as Quill shows them. */
function listRuns(items: RichTextLine[]): RichTextLine[][] {
  const runs: RichTextLine[][] = []
  for (const item of items) {
    const run = runs.at(-1)
    const top = !item.attributes.indent
    if (run && !(top && item.attributes.list !== run[0].attributes.list)) run.push(item)
    else runs.push([item])
  }
  return runs
}

function listContent(node: ListNode): Content {
  const items: Content[] = node.items.map(({ line, children }) => {
    const text = lineContent({ ...line, attributes: { ...line.attributes, indent: undefined } })
    return children.length === 0
      ? { stack: text }
      : { stack: [...text, ...children.map(listContent)] }
  })
  return node.ordered ? { ol: items, margin: [0, 2, 0, 2] } : { ul: items, margin: [0, 2, 0, 2] }
}

function blockContent(block: RichTextBlock): Content[] {
  if (block.type === 'list') return listRuns(block.items).map((run) => listContent(listTree(run)))
  if (block.type === 'code') {
    const text = block.lines
      .map((line) =>
        line.inlines.map((inline) => (inline.type === 'text' ? inline.text : '')).join('')
      )
      .join('\n')
    return [{ text, preserveLeadingSpaces: true, background: '#f3f4f6', margin: [0, 4, 0, 4] }]
  }
  return lineContent(block.line)
}

/**
 * A draft's marks on every page: the words across the page, and again at its head, in red so a
 * printed or faxed copy still shows them.
 */
function draftMarks(draft: string, margin: number): Partial<TDocumentDefinitions> {
  return {
    watermark: { text: draft, color: DRAFT_COLOR, opacity: 0.16, bold: true },
    header: {
      text: `${draft} · ${DRAFT_NOTICE}`,
      alignment: 'center',
      bold: true,
      fontSize: 9,
      color: DRAFT_COLOR,
      margin: [margin, margin / 2 - 4, margin, 0],
    },
  }
}

function logoContent(logo: string): Content {
  return { image: logo, fit: [160, LETTER_PAGE.logoHeight], margin: [0, 0, 0, 12] }
}

export function letterDefinition(layout: LetterLayout): TDocumentDefinitions {
  const logo = letterLogo(layout.logo)
  const margin = LETTER_PAGE.margin
  return {
    pageSize: 'A4',
    pageMargins: [margin, margin, margin, margin + 8],
    info: {
      title: layout.title,
      creationDate: layout.issuedAt,
      modDate: layout.issuedAt,
    },
    defaultStyle: { font: 'Roboto', fontSize: LETTER_PAGE.bodySize, lineHeight: 1.2 },
    content: [...(logo ? [logoContent(logo)] : []), ...layout.blocks.flatMap(blockContent)],
    footer: (page: number, pages: number) => ({
      text: `${layout.title} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#6b7280',
      margin: [margin, 16, margin, 0],
    }),
    ...(layout.draft ? draftMarks(layout.draft, margin) : {}),
  }
}

/** The letter as a PDF file. The same layout always gives the same bytes. */
export async function letterPdf(layout: LetterLayout): Promise<Buffer> {
  return pdfMake.createPdf(letterDefinition(layout)).getBuffer()
}
