import { extractText, getDocumentProxy } from 'unpdf'

/**
 * A PDF's text read back with pdf.js (unpdf) as a PDF reader would, every run of white space
 * (line breaks, non-breaking spaces) as one space, so a test reads sentences, not lines.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') }
}
