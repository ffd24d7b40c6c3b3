import {
  deltaBlocks,
  type RichTextBlock,
  type RichTextInline,
  type RichTextLine,
} from './delta_blocks.js'
import type { RichTextDelta } from './sanitize_delta.js'
import { allowedImageSource, allowedLinkUrl } from './url_policy.js'

/**
 * A stored document as self-contained HTML for e-mails and PDFs (GOP letters), where the app's
 * stylesheet is absent: semantic tags, nested lists, and inline styles only for alignment,
 * indent and colours. Every text and attribute value is escaped, and links and images are
 * checked again here so a document that skipped sanitising still cannot inject anything.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character])
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

function inlineHtml(inline: RichTextInline): string {
  const { attributes } = inline
  let html: string
  if (inline.type === 'image') {
    const src = allowedImageSource(inline.src)
    if (src === null) return ''
    html = `<img src="${escapeHtml(src)}" alt="" style="max-width:100%">`
  } else {
    html = escapeHtml(inline.text)
  }
  const styles: string[] = []
  if (attributes.color && HEX_COLOR.test(attributes.color)) styles.push(`color:${attributes.color}`)
  if (attributes.background && HEX_COLOR.test(attributes.background)) {
    styles.push(`background-color:${attributes.background}`)
  }
  if (styles.length > 0) html = `<span style="${styles.join(';')}">${html}</span>`
  if (attributes.strike) html = `<s>${html}</s>`
  if (attributes.underline) html = `<u>${html}</u>`
  if (attributes.italic) html = `<em>${html}</em>`
  if (attributes.bold) html = `<strong>${html}</strong>`
  // A refused link (about:blank) keeps its text but is not a link any more.
  const href = attributes.link ? allowedLinkUrl(attributes.link) : null
  if (href !== null) {
    html = `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${html}</a>`
  }
  return html
}

function contentHtml(line: RichTextLine): string {
  const html = line.inlines.map(inlineHtml).join('')
  // An empty paragraph collapses to nothing in HTML; Quill shows it as a blank line.
  return html === '' ? '<br>' : html
}

function lineStyle(line: RichTextLine, withIndent: boolean): string {
  const styles: string[] = []
  if (line.attributes.align) styles.push(`text-align:${line.attributes.align}`)
  if (withIndent && line.attributes.indent)
    styles.push(`padding-left:${line.attributes.indent * 3}em`)
  return styles.length > 0 ? ` style="${styles.join(';')}"` : ''
}

function lineHtml(line: RichTextLine): string {
  const { header, blockquote } = line.attributes
  const tag = header ? `h${header}` : blockquote ? 'blockquote' : 'p'
  return `<${tag}${lineStyle(line, true)}>${contentHtml(line)}</${tag}>`
}

/** Quill keeps list depth as an indent on flat items; HTML needs lists nested in items. */
function listHtml(items: RichTextLine[]): string {
  const open: { tag: 'ol' | 'ul'; indent: number }[] = []
  let html = ''
  for (const item of items) {
    const tag = item.attributes.list === 'ordered' ? 'ol' : 'ul'
    const indent = item.attributes.indent ?? 0
    let top = open.at(-1)
    while (top && (top.indent > indent || (top.indent === indent && top.tag !== tag))) {
      html += `</li></${top.tag}>`
      open.pop()
      top = open.at(-1)
    }
    if (top && top.indent === indent) {
      html += '</li>'
    } else {
      html += `<${tag}>`
      open.push({ tag, indent })
    }
    html += `<li${lineStyle(item, false)}>${contentHtml(item)}`
  }
  for (const list of open.reverse()) html += `</li></${list.tag}>`
  return html
}

function codeHtml(lines: RichTextLine[]): string {
  const text = lines
    .map((line) =>
      line.inlines.map((inline) => (inline.type === 'text' ? inline.text : '')).join('')
    )
    .join('\n')
  return `<pre>${escapeHtml(text)}</pre>`
}

/** Blocks as an HTML fragment (a letter's body: app/services/letters/letter_html.ts). */
export function blocksToHtml(blocks: RichTextBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'list') return listHtml(block.items)
      if (block.type === 'code') return codeHtml(block.lines)
      return lineHtml(block.line)
    })
    .join('')
}

/** The document as an HTML fragment (no wrapper element). Pass a sanitised Delta. */
export function richTextToHtml(delta: RichTextDelta): string {
  return blocksToHtml(deltaBlocks(delta))
}
