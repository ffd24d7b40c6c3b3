import { blocksToHtml, escapeHtml } from '#rich_text/render_html'
import { IMAGE_MIME_TYPES } from '#rich_text/url_policy'
import { DRAFT_NOTICE, type LetterLayout } from './letter_layout.js'

/**
 * A letter's on-screen preview: a whole HTML page shown in a sandboxed frame (no scripts, the
 * app's stylesheet absent), laid out like the PDF's A4 page — the same logo, body blocks and
 * footer, from the same LetterLayout as letter_pdf.ts.
 */

/** The letterhead's logo only as an embedded PNG or JPEG, as the PDF prints it. */
export function letterLogo(logo: string | null): string | null {
  if (logo === null) return null
  return IMAGE_MIME_TYPES.some((mime) => logo.startsWith(`data:${mime};base64,`)) ? logo : null
}

/** Sizes in points, shared with the PDF so both pages look alike. */
export const LETTER_PAGE = {
  margin: 56,
  bodySize: 10.5,
  headerSizes: { 1: 18, 2: 14, 3: 12 } as Record<number, number>,
  logoHeight: 48,
} as const

/** The red of a draft's marks, in both renderers. */
export const DRAFT_COLOR = '#b91c1c'

const STYLE = `
  html { background: #e5e7eb; }
  body { margin: 0; padding: 16px; font-family: Roboto, "Helvetica Neue", Arial, sans-serif;
    font-size: ${LETTER_PAGE.bodySize}pt; line-height: 1.35; color: #111827; }
  .page { background: #fff; max-width: 595pt; margin: 0 auto; padding: ${LETTER_PAGE.margin}pt;
    box-sizing: border-box; box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  .head { margin-bottom: 12pt; }
  .head img { max-height: ${LETTER_PAGE.logoHeight}pt; max-width: 160pt; }
  h1 { font-size: ${LETTER_PAGE.headerSizes[1]}pt; } h2 { font-size: ${LETTER_PAGE.headerSizes[2]}pt; }
  h3 { font-size: ${LETTER_PAGE.headerSizes[3]}pt; }
  h1, h2, h3 { margin: 8pt 0 4pt; font-weight: 600; } p { margin: 0; }
  blockquote { margin: 4pt 0; padding-left: 10pt; border-left: 3px solid #d1d5db; color: #374151; }
  pre { background: #f3f4f6; padding: 6pt; white-space: pre-wrap; }
  a { color: #1d4ed8; } img { max-width: 100%; }
  .foot { margin-top: 24pt; padding-top: 6pt; border-top: 1px solid #e5e7eb; color: #6b7280;
    font-size: 8pt; text-align: center; }
  .draft { margin: 0 0 16pt; padding: 6pt 10pt; border: 2px solid ${DRAFT_COLOR};
    color: ${DRAFT_COLOR}; font-weight: 700; text-align: center; letter-spacing: .02em; }
  .draft span { font-weight: 400; }
  .draft-mark { position: fixed; inset: 0; display: flex; align-items: center;
    justify-content: center; pointer-events: none; overflow: hidden; z-index: 1; }
  .draft-mark div { transform: rotate(-35deg); color: ${DRAFT_COLOR}; opacity: .14;
    font-size: 40pt; font-weight: 700; white-space: nowrap; }
`

/**
 * A draft says so above its first line and across the frame wherever it is scrolled (the mark
 * is fixed to the frame's view, as the PDF's is printed on every page).
 */
function draftMarks(draft: string) {
  const words = escapeHtml(draft)
  return {
    banner: `<p class="draft" role="note">${words} <span>· ${escapeHtml(DRAFT_NOTICE)}</span></p>`,
    mark: `<div class="draft-mark" aria-hidden="true"><div>${words}</div></div>`,
  }
}

export function letterHtml(layout: LetterLayout): string {
  const logo = letterLogo(layout.logo)
  const draft = layout.draft ? draftMarks(layout.draft) : null
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${escapeHtml(layout.title)}</title><style>${STYLE}</style></head>`,
    '<body><div class="page">',
    draft?.banner ?? '',
    logo ? `<header class="head"><img src="${escapeHtml(logo)}" alt=""></header>` : '',
    `<main>${blocksToHtml(layout.blocks)}</main>`,
    `<footer class="foot">${escapeHtml(layout.title)}</footer>`,
    '</div>',
    draft?.mark ?? '',
    '</body></html>',
  ].join('')
}
