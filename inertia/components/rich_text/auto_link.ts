import { allowedLinkUrl, type RichTextDelta, type RichTextOp } from './shared_rules.js'

/**
 * Addresses typed or pasted as plain text become links (docs/decisions.md, "Never lose what
 * was typed"): a web address (`https://…`, `http://…`, `www.…`), a `mailto:` address and a bare
 * e-mail address. Only http(s) and mailto are made here; every link still passes the shared
 * policy (url_policy.ts), which the server applies again whatever is posted.
 */

/** Web addresses, mailto: addresses and e-mail addresses, in one pass, left to right. */
const ADDRESS =
  /\b(?:https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|mailto:[^\s<>"]+|[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi

/** Punctuation that ends a sentence rather than the address ("see www.x.com."). */
const TRAILING = /[.,;:!?'")\]}]+$/

export interface FoundLink {
  index: number
  length: number
  url: string
}

/** The link an address found in text points at, or null when the policy refuses it. */
function linkFor(text: string): string | null {
  if (/^www\./i.test(text)) return allowedLinkUrl(`https://${text}`)
  if (/^(https?:|mailto:)/i.test(text)) return allowedLinkUrl(text)
  return allowedLinkUrl(`mailto:${text}`)
}

/** The addresses in a plain text, with where each sits. */
export function findLinks(text: string): FoundLink[] {
  const found: FoundLink[] = []
  for (const match of text.matchAll(ADDRESS)) {
    let address = match[0]
    // A closing bracket the address opened is part of it (a Wikipedia link).
    const trailing = TRAILING.exec(address)?.[0] ?? ''
    address = address.slice(0, address.length - trailing.length)
    if (trailing.startsWith(')') && address.includes('(')) address += ')'
    const url = address ? linkFor(address) : null
    if (url) found.push({ index: match.index, length: address.length, url })
  }
  return found
}

/**
 * The document with every address in its unlinked text made a link: what the editor posts, so
 * an address typed last (with no space after it to link it as typed) is a link once saved.
 */
export function linkifyDelta(delta: RichTextDelta): RichTextDelta {
  const ops: RichTextOp[] = []
  for (const op of delta.ops) {
    if (typeof op.insert !== 'string' || op.attributes?.link !== undefined) {
      ops.push(op)
      continue
    }
    let at = 0
    for (const link of findLinks(op.insert)) {
      if (link.index > at) ops.push({ ...op, insert: op.insert.slice(at, link.index) })
      ops.push({
        insert: op.insert.slice(link.index, link.index + link.length),
        attributes: { ...op.attributes, link: link.url },
      })
      at = link.index + link.length
    }
    if (at === 0) ops.push(op)
    else if (at < op.insert.length) ops.push({ ...op, insert: op.insert.slice(at) })
  }
  return { ops }
}
