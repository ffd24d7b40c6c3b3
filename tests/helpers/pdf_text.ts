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

/** A request whose answer is read as bytes (a PDF), not as text. */
export function asBytes<
  T extends { request: { buffer(value: boolean): unknown; parse(parser: unknown): unknown } },
>(request: T): T {
  request.request.buffer(true)
  request.request.parse(
    (response: NodeJS.ReadableStream, done: (error: null, body: Buffer) => void) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => done(null, Buffer.concat(chunks)))
    }
  )
  return request
}
