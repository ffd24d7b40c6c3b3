import { extractText, getDocumentProxy } from 'unpdf'

/**
 * A PDF's text read back with pdf.js (unpdf) as a PDF reader would, every run of white space
 * (line breaks, non-breaking spaces) as one space, so a test reads sentences, not lines: the
 * whole document's, and each page's (what a page carries: a draft's mark on every one).
 */
export async function pdfText(
  pdf: Buffer | Uint8Array
): Promise<{ pages: number; text: string; pageTexts: string[] }> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: false })
  const pageTexts = text.map((page) => page.replace(/\s+/g, ' '))
  return { pages: totalPages, text: pageTexts.join(' '), pageTexts }
}
