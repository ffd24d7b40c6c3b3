import { extractText, getDocumentProxy } from 'unpdf'

/** A PDF's text, page by page, read back with pdf.js (unpdf) as a PDF reader would. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  return { pages: totalPages, text }
}
